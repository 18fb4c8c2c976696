import BarTheme
import Foundation

/// Scalars as the theme writer spells them: numbers without needless decimals, and text quoted
/// only when YAML would read it as something other than that text.
enum YAMLScalar {
    /// `17`, `0.5`, `-2`, `0.3333`: at most four decimals (points and colour channels need no more).
    /// Written as themes write numbers (`ThemeNumber.format`) once rounded.
    static func number(_ value: Double) -> String {
        ThemeNumber.format((value * 10000).rounded() / 10000)
    }

    /// Plain when safe (`Home`, `images/bar.png`), else double-quoted (`YAMLQuotedString`).
    static func quotedIfNeeded(_ value: String) -> String {
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        let safe =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "_-./@ ".unicodeScalars.contains(scalar)))
            } && value.first != " " && value.last != " " && value.first != "-" && value.first != "@"
            && !reserved.contains(value.lowercased()) && Double(value) == nil
        return safe ? value : YAMLQuotedString.quoted(value)
    }

    /// Text for a `#` comment line (`OneLineText`): one line, no control characters.
    static func commentText(_ value: String) -> String { OneLineText.of(value) }
}
