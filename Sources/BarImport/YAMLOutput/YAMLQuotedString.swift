/// Text as a YAML double-quoted scalar: the one place the importer escapes a string for YAML.
/// Quotes and backslashes are escaped, line breaks and tabs as `\n` `\r` `\t`, and every character
/// a YAML reader refuses or takes as a line break (C0 and C1 controls, DEL, U+2028, U+2029, the
/// byte-order mark, U+FFFE and U+FFFF) as `\xXX` / `\uXXXX`, so the scalar reads back as the text.
enum YAMLQuotedString {
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            if let escape = escapes[scalar] {
                result += escape
            } else if let code = numericEscape(scalar.value) {
                result += code
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static let escapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// `\x85`, `\u2028`: for the characters a YAML reader refuses or reads as a line break.
    private static func numericEscape(_ value: UInt32) -> String? {
        if value < 0x20 || (0x7F...0x9F).contains(value) { return "\\x" + hex(value, digits: 2) }
        if [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(value) { return "\\u" + hex(value, digits: 4) }
        return nil
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
