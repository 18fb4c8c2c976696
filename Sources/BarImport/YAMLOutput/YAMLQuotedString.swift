/// Text as a YAML double-quoted scalar: the one place the importer escapes a string for YAML.
/// Quotes and backslashes are escaped, line breaks and tabs as `\n` `\r` `\t`, and every character
/// a YAML reader refuses or takes as a line break (C0 and C1 controls, DEL, U+2028, U+2029, the
/// byte-order mark, U+FFFE and U+FFFF) as `\xXX` / `\uXXXX`, so the scalar reads back as the text.
enum YAMLQuotedString {
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) {
                    result += "\\x" + hex(value, digits: 2)
                } else if value == 0x2028 || value == 0x2029 || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF {
                    result += "\\u" + hex(value, digits: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
