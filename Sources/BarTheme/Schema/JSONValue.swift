/// A JSON value with ordered object members, printed the same way on every platform (two-space
/// indent, `"key": value`), so generated files can be compared byte for byte.
public indirect enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object: its members in order.
    case object([Member])

    /// One `"key": value` pair of an object, in the order written.
    public struct Member: Hashable, Sendable {
        /// The member's key.
        public let key: String
        /// The member's value.
        public let value: JSONValue

        /// The member `key`: `value`.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from pairs, in order.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// Pretty-printed text with a final newline.
    public var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    /// Compact one-line text.
    public var compactText: String {
        switch self {
        case .array(let items): return "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { Self.quote($0.key) + ":" + $0.value.compactText }.joined(separator: ",") + "}"
        default:
            var out = ""
            write(to: &out, indent: "")
            return out
        }
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text): out += Self.quote(text)
        case .number(let value): out += Self.number(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            let inner = indent + "  "
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + Self.quote(member.key) + ": "
                member.value.write(to: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? ThemeNumber.format(value) : "null"
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Control characters, and what OutputSanitizer counts unsafe (DEL, C1, bidi controls).
                if scalar.value < 0x20 || OutputSanitizer.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
