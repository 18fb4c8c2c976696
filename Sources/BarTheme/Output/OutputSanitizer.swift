/// Makes user-controlled text (theme and scene names, titles, paths, quoted file content) safe to
/// print: C0 and C1 control characters, ESC, DEL and the bidirectional overrides and isolates
/// (which can reorder what a terminal or a review page shows) are shown escaped, never passed on.
/// A theme whose title is `\e]0;title\a` then prints as `\u{1B}]0;title\u{07}`, and cannot retitle
/// a terminal, clear it, or hide text in a report.
///
/// Each output format escapes in its own way: `terminal` for standard output and error (and, before
/// their own markup escaping, HTML and XML reports and GitHub annotations); `json` for JSON text.
public enum OutputSanitizer {
    /// Whether `scalar` must not reach an output raw. Newline and tab are kept in terminal text
    /// (they structure it); every other control character is escaped.
    public static func isUnsafe(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = true) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        // LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI; the invisible marks LRM, RLM and ALM.
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// `text` with unsafe characters written as Swift escapes (`\u{1B}`); newline and tab are kept
    /// unless `keepingLineBreaks` is false.
    public static func terminal(_ text: String, keepingLineBreaks: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0, keepingLineBreaks: keepingLineBreaks) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar, keepingLineBreaks: keepingLineBreaks) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// JSON text with every unsafe character that a JSON encoder leaves raw (DEL, C1 controls,
    /// bidirectional controls) written as a `\uXXXX` escape. Valid anywhere in JSON text: those
    /// characters can only occur inside strings, where the escape means the same character.
    public static func json(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) && scalar.value > 0x1F {
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
