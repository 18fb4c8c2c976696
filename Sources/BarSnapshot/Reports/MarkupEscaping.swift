/// Escapes text for XML and HTML content and attribute values.
public enum MarkupEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and control characters that
    /// XML 1.0 forbids (all below U+0020 except tab, newline and carriage return) dropped.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
