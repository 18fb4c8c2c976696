/// One kind of mapping in a theme (the theme itself, a navigation bar block, an image, ...): the
/// keys it accepts, each with the shape of its value. `ThemeKeys` lists them all.
public struct ThemeObject: Sendable, Hashable {
    /// A name for the schema (`$defs`) and for messages.
    public let name: String
    /// One sentence for the schema's `description`.
    public let summary: String
    /// The keys it accepts, in the order documented.
    public let keys: [ThemeKey]
    /// Keys that must be present.
    public let required: [String]

    /// An object `name` described by `summary`, accepting `keys`, some of them `required`.
    public init(_ name: String, _ summary: String, required: [String] = [], _ keys: [ThemeKey]) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.required = required
    }

    /// The key names, in the order documented.
    public var names: [String] { keys.map(\.name) }
}

/// One key of a `ThemeObject` and the shape of its value.
public struct ThemeKey: Sendable, Hashable {
    /// The key as written in YAML.
    public let name: String
    /// The shape its value must have.
    public let shape: ValueShape

    /// A key `name` whose value has `shape`.
    public init(_ name: String, _ shape: ValueShape) {
        self.name = name
        self.shape = shape
    }
}
