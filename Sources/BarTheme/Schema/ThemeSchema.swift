/// The JSON Schema (draft 2020-12) of the theme format, generated from the parser's own key tables
/// (`ThemeKeys`) so the two cannot drift. `docs/theme.schema.json` is this output, committed; a
/// test keeps them equal, and `Scripts/check-schema` validates every sample theme against it.
///
/// The schema checks structure (keys, value types, ranges, allowed words); what needs more than a
/// schema (palette references, files on disk, exclusive keys) is left to `render-theme validate`.
public enum ThemeSchema {
    /// The schema document.
    public static var document: JSONValue {
        var defs: [JSONValue.Member] = ThemeKeys.objects.map { JSONValue.Member($0.name, object($0)) }
        defs += [
            JSONValue.Member("color", color),
            JSONValue.Member("fontValue", .object(["anyOf": .array([paletteReference, ref("font")])])),
            JSONValue.Member("imageValue", .object(["anyOf": .array([.object(["type": .string("string"), "pattern": .string(ThemeKeys.imagePathPattern)]),
                                                                     ref("image")])])),
        ]
        return .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string(id),
            "title": .string("BarTheme theme"),
            "description": .string("A BarTheme theme file (YAML). Generated from ThemeKeys by `render-theme schema`; do not edit by hand."),
            "$ref": .string("#/$defs/theme"),
            "$defs": .object(defs),
        ])
    }

    /// Where the committed schema is published; editors fetch it from here (README, "Editor setup").
    public static let id = "https://raw.githubusercontent.com/bartheme/BarTheme/main/docs/theme.schema.json"

    /// The schema as committed: pretty-printed JSON with a final newline.
    public static var text: String { document.text }

    static func object(_ object: ThemeObject) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("type", .string("object")),
            .init("description", .string(object.summary)),
            .init("properties", .object(object.keys.map { JSONValue.Member($0.name, documented(shape($0.shape), object: object.name, key: $0.name)) })),
            .init("additionalProperties", .bool(false)),
        ]
        if !object.required.isEmpty {
            members.append(.init("required", .array(object.required.map { .string($0) })))
        }
        return .object(members)
    }

    /// A key's schema with the description and default docs/THEME-FORMAT.md gives it
    /// (`KeyDocumentation`, generated from that page): the default as a JSON value when the page
    /// writes one literal (`` `true` ``, `` `ios13` ``, `375`), else in words after the description.
    static func documented(_ schema: JSONValue, object: String, key: String) -> JSONValue {
        guard let entry = KeyDocumentation.entries[object]?[key] else { return schema }
        let literal = defaultValue(entry.defaultText)
        var description = entry.description
        if literal == nil, !entry.defaultText.isEmpty {
            description += ". Default: " + entry.defaultText.replacingOccurrences(of: "`", with: "")
        }
        var extra: [JSONValue.Member] = [.init("description", .string(description))]
        if let literal { extra.append(.init("default", literal)) }
        guard case .object(let members) = schema else { return schema }
        return .object(extra + members)
    }

    /// `` `true` `` → true, `` `ios13` `` → "ios13", `375` → 375; anything else (prose) → nil.
    static func defaultValue(_ text: String) -> JSONValue? {
        if let number = Double(text) { return .number(number) }
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return nil }
        let word = String(text.dropFirst().dropLast())
        guard !word.contains("`"), !word.contains(" ") else { return nil }
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: return Double(word).map(JSONValue.number) ?? .string(word)
        }
    }

    static func shape(_ shape: ValueShape) -> JSONValue {
        switch shape {
        case .text: return .object(["type": .string("string"), "minLength": .number(1)])
        case .pattern(let pattern): return .object(["type": .string("string"), "pattern": .string(pattern)])
        case .boolean: return .object(["type": .string("boolean")])
        case .number(let range): return number(range)
        case .integer(let values): return .object(["enum": .array(values.map { .number(Double($0)) })])
        case .choice(let words): return .object(["enum": .array(words.map { .string($0) })])
        case .color: return ref("color")
        case .font: return ref("fontValue")
        case .image: return ref("imageValue")
        case .offset: return numbers(count: 2, -100...100)
        case .edgeInsets: return numbers(count: 4, 0...1000)
        case .perMetrics:
            return .object(["anyOf": .array([
                number(-100...100),
                .object([
                    "type": .string("object"),
                    "propertyNames": ValueShape.choice(of: BarMetrics.self).schema,
                    "additionalProperties": number(-100...100),
                ]),
            ])])
        case .object(let name): return ref(name)
        case .list(let element, let maximum, let allowsSingle):
            let list = JSONValue.object(["type": .string("array"), "items": Self.shape(element), "maxItems": .number(Double(maximum))])
            return allowsSingle ? .object(["anyOf": .array([Self.shape(element), list])]) : list
        case .map(let value):
            return .object([
                "type": .string("object"),
                "propertyNames": .object(["pattern": .string("^[A-Za-z0-9_\\u00C0-\\uFFFF-]+$")]),
                "additionalProperties": Self.shape(value),
            ])
        case .anyOf(let shapes): return .object(["anyOf": .array(shapes.map(Self.shape))])
        }
    }

    static func ref(_ name: String) -> JSONValue { .object(["$ref": .string("#/$defs/\(name)")]) }

    static func number(_ range: ClosedRange<Double>) -> JSONValue {
        .object(["type": .string("number"), "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
    }

    static func numbers(count: Int, _ range: ClosedRange<Double>) -> JSONValue {
        .object(["type": .string("array"), "items": number(range), "minItems": .number(Double(count)), "maxItems": .number(Double(count))])
    }

    static var paletteReference: JSONValue {
        .object(["type": .string("string"), "pattern": .string("^\\$[A-Za-z0-9_\\u00C0-\\uFFFF-]+$")])
    }

    /// Hex, `rgb()`/`rgba()`, a UIKit colour name, a `$palette` reference, or `{ light, dark }`.
    static var color: JSONValue {
        .object([
            "description": .string("A colour: #RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), a UIKit colour name, $palette, or { light, dark }."),
            "anyOf": .array([
                .object(["type": .string("string"), "pattern": .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]),
                .object(["type": .string("string"), "pattern": .string("^rgba?\\(.*\\)$")]),
                paletteReference,
                .object(["enum": .array(SystemColors.table.keys.sorted().map { .string($0) })]),
                .object([
                    "type": .string("object"),
                    "properties": .object(["light": ref("color"), "dark": ref("color")]),
                    "required": .array([.string("light"), .string("dark")]),
                    "additionalProperties": .bool(false),
                ]),
            ]),
        ])
    }
}

extension ValueShape {
    /// This shape's schema.
    var schema: JSONValue { ThemeSchema.shape(self) }
}
