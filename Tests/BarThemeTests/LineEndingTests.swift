import Testing

@testable import BarTheme

/// A theme saved with LF, CRLF or CR line endings gives the same line:column, quoted line and
/// caret for the same error (before, CRLF and CR files lost the quoted line and its caret).
@Suite struct LineEndingTests {
    /// A dozen errors of different kinds, one per line or nested.
    static let lines = [
        "theme: Endings",
        "navigationBar:",
        "  barTintColour: red",
        "  tintColor: nocolour",
        "  barStyle: shiny",
        "  translucent: maybe",
        "  titleTextAttributes:",
        "    foregroundColour: blue",
        "    font: { size: -3 }",
        "  prefersLargeTitles: 7",
        "toolbar:",
        "  barTintColor: \"#12345\"",
        "  shadowColor: red",
        "  tintColor: $missing",
        "lint:",
        "  disable: [no-such-rule]",
        "scenes:",
        "  - name: a",
        "    bar: boat",
    ]

    static func formatted(_ separator: String) -> [String] {
        let text = lines.joined(separator: separator) + separator
        let diagnostics = ThemeParser.parse(text, path: "t.yaml").diagnostics
        let formatter = DiagnosticFormatter(sources: ["t.yaml": text])
        return diagnostics.map { formatter.format($0) }
    }

    @Test func crlfAndCRGiveTheSameLocationsQuotedLinesAndCaretsAsLF() {
        let lf = Self.formatted("\n"), crlf = Self.formatted("\r\n"), cr = Self.formatted("\r")
        #expect(lf.count >= 12, "\(lf.joined(separator: "\n"))")
        #expect(crlf == lf)
        #expect(cr == lf)
        // Every error quotes its line and puts a caret under it.
        for printed in lf {
            let parts = printed.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(parts.count >= 3, "\(printed)")
            #expect(parts.count >= 3 && parts[2].hasSuffix("^"), "\(printed)")
        }
    }

    @Test func sourceLinesSplitAtEveryKindOfLineBreak() {
        let lines = SourceLines("a\r\nb\rc\nd")
        #expect(lines.count == 4)
        #expect((1...4).map { lines.line($0) } == ["a", "b", "c", "d"])
        #expect(lines.line(0) == nil && lines.line(5) == nil)
        #expect(SourceLines("x\n").line(2) == "")
    }
}
