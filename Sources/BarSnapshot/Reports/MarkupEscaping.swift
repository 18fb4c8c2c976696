import BarTheme

/// Escapes text for XML and HTML content and attribute values.
public enum MarkupEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and control characters (which
    /// XML 1.0 forbids), DEL, C1 controls and bidirectional overrides shown as visible escapes
    /// (`\u{1B}`, `OutputSanitizer`), so a theme name cannot hide or reorder text in a report.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in OutputSanitizer.terminal(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
