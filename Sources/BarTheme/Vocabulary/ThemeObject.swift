/// One kind of mapping in a theme (the theme itself, a navigation bar block, an image, ...): the
/// keys it accepts, each with the shape of its value and its documentation. `ThemeKeys` lists them all.
public struct ThemeObject: Sendable, Hashable {
    /// Its name in the schema (`$defs`), in docs/THEME-FORMAT.md (`<a id>`) and in messages.
    public let name: ThemeObjectName
    /// One sentence for the schema's `description`.
    public let summary: String
    /// The keys it accepts, in the order documented.
    public let keys: [ThemeKeyDefinition]
    /// Keys that must be present.
    public let required: [ThemeKey]
    /// The columns of its key table in docs/THEME-FORMAT.md.
    public let table: KeyTableColumns

    /// An object `name` described by `summary`, accepting `keys`, some of them `required`, whose
    /// table in docs/THEME-FORMAT.md has the columns `table`.
    public init(
        _ name: ThemeObjectName, _ summary: String, required: [ThemeKey] = [], table: KeyTableColumns = .uikit,
        _ keys: [ThemeKeyDefinition]
    ) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.required = required
        self.table = table
    }

    /// The key names as written in YAML, in the order documented.
    public var names: [String] { keys.map(\.key.spelling) }

    /// Whether the object accepts `key`.
    public func accepts(_ key: ThemeKey) -> Bool { keys.contains { $0.key == key } }

    /// The definition of `key` in this object, or nil when it does not accept it.
    public func definition(of key: ThemeKey) -> ThemeKeyDefinition? { keys.first { $0.key == key } }

    /// The definition of the key spelt `spelling` (as read from a file), or nil.
    public func definition(spelled spelling: String) -> ThemeKeyDefinition? { keys.first { $0.key.spelling == spelling } }
}

/// One key of a `ThemeObject`: the key, the shape of its value, and what docs/THEME-FORMAT.md and
/// the JSON Schema say about it.
public struct ThemeKeyDefinition: Sendable, Hashable {
    /// The key.
    public let key: ThemeKey
    /// The shape its value must have.
    public let shape: ValueShape
    /// Its row in the format reference's table (and the schema's description and default).
    public let documentation: KeyDocumentation

    /// The key as written in YAML.
    public var name: String { key.spelling }

    /// `key`, whose value has `shape`, documented: the UIKit API it stands for, what it takes, and
    /// what applies without it (Markdown, as docs/THEME-FORMAT.md writes them; nil for a column the
    /// object's table does not have).
    public static func key(
        _ key: ThemeKey, _ shape: ValueShape, uikit: String? = nil, values: String? = nil, default defaultText: String? = nil
    ) -> ThemeKeyDefinition {
        ThemeKeyDefinition(key: key, shape: shape, documentation: KeyDocumentation(uikit: uikit, values: values, defaultText: defaultText))
    }

    /// The same key and shape with other words (a bar button item's own calls, documented as the proxy's).
    public func documented(uikit: String? = nil, values: String? = nil, default defaultText: String? = nil) -> ThemeKeyDefinition {
        ThemeKeyDefinition(key: key, shape: shape, documentation: KeyDocumentation(uikit: uikit, values: values, defaultText: defaultText))
    }

    /// The same key, documented in another object's table: this object's table writes "as for
    /// `object`" (Markdown, e.g. "an [image](#image)"), the schema keeps the full words.
    public func shared(asFor object: String) -> ThemeKeyDefinition {
        var documentation = documentation
        documentation.sharedAsFor = object
        return ThemeKeyDefinition(key: key, shape: shape, documentation: documentation)
    }
}

/// What the format reference says about one key, in Markdown.
public struct KeyDocumentation: Sendable, Hashable {
    /// The UIKit API it stands for (the table's `UIKit` column).
    public var uikit: String?
    /// What it takes or means (the `values` / `meaning` column).
    public var values: String?
    /// What applies without it (the `default` column); `required` for a required key.
    public var defaultText: String?
    /// When set, the table writes "as for" this (Markdown) instead of the words above.
    public var sharedAsFor: String?

    /// Documentation with these columns.
    public init(uikit: String?, values: String?, defaultText: String?) {
        self.uikit = uikit
        self.values = values
        self.defaultText = defaultText
    }
}

/// The header of an object's key table in docs/THEME-FORMAT.md: which columns it has and what they
/// are called (nil: no such column).
public struct KeyTableColumns: Sendable, Hashable {
    /// The first column's header (`key`, or `operation` for stack steps).
    public var key: String
    /// The `UIKit` column.
    public var uikit: String?
    /// The column of what a key takes (`values`, `meaning`, `value`).
    public var values: String?
    /// The `default` column.
    public var defaultText: String?

    /// key | UIKit | values | default: an object that stands for a UIKit one.
    public static let uikit = KeyTableColumns(key: "key", uikit: "UIKit", values: "values", defaultText: "default")
    /// key | meaning | default: BarTheme's own settings.
    public static let meaning = KeyTableColumns(key: "key", uikit: nil, values: "meaning", defaultText: "default")
}
