import BarTheme

/// Text from the source (a note's message, a palette comment) made safe for one line of a
/// terminal or a `#` comment in the theme: every character `OutputSanitizer` calls unsafe (control
/// characters with newline and tab, bidirectional controls and marks) and the line and paragraph
/// separators (U+2028, U+2029) become a space, so it cannot break the line, end the comment or
/// reorder what is shown.
enum OneLineText {
    static func of(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let breaks = OutputSanitizer.isUnsafe(scalar, keepingLineBreaks: false) || scalar.value == 0x2028 || scalar.value == 0x2029
            result.append(breaks ? " " : scalar)
        }
        return String(result)
    }
}
