/// Text as a Swift string literal: the one place the generator escapes a string for Swift source.
/// The literal stays on one line and shows no invisible character: quotes and backslashes are
/// escaped, line breaks and tabs as `\n` `\r` `\t`, and every other control character, line or
/// paragraph separator (U+2028, U+2029), byte-order mark and bidirectional control as `\u{…}`, so a
/// theme's text cannot end the literal, start an interpolation or reorder the code around it.
enum SwiftStringLiteral {
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            if let escape = escapes[scalar] {
                result += escape
            } else if isEscaped(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static let escapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    private static func isEscaped(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value == 0xFEFF
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
