/// JSON as Xcode writes an asset catalog's `Contents.json`: keys sorted, two-space indentation,
/// `"key" : value` with a space on both sides of the colon, a newline at the end (compare
/// artem-y/hexcode Tests/hexcodeTests/Resources/Assets.xcassets, written by Xcode 14).
indirect enum XcodeJSON: Equatable {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The document text, ending with a newline.
    var text: String { render(indent: 0) + "\n" }

    private func render(indent: Int) -> String {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            let lines = members.keys.sorted().map { "\(inner)\(Self.quoted($0)) : \(members[$0]!.render(indent: indent + 1))" }
            return "{\n\(lines.joined(separator: ",\n"))\n\(outer)}"
        case .array(let elements):
            let lines = elements.map { inner + $0.render(indent: indent + 1) }
            return "[\n\(lines.joined(separator: ",\n"))\n\(outer)]"
        case .string(let value):
            return Self.quoted(value)
        case .integer(let value):
            return String(value)
        case .bool(let value):
            return value ? "true" : "false"
        }
    }

    private static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `{"author" : "xcode", "version" : 1}`, the `info` every Contents.json has.
    static let info = XcodeJSON.object(["author": .string("xcode"), "version": .integer(1)])
}
