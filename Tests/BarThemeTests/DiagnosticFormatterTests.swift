import Testing

@testable import BarTheme

@Suite struct DiagnosticFormatterTests {
    @Test func printsTheSourceLineAndACaretUnderTheColumn() {
        let text = "navigationBar:\n  barTintColour: red\n"
        let diagnostic = Diagnostic.error(
            "unknown key 'barTintColour' in navigationBar",
            at: SourceLocation(file: "t.yaml", line: 2, column: 3), hint: "did you mean 'barTintColor'?")
        let printed = DiagnosticFormatter(sources: ["t.yaml": text]).format(diagnostic)
        #expect(
            printed == """
                t.yaml:2:3: error: unknown key 'barTintColour' in navigationBar
                  barTintColour: red
                  ^
                  hint: did you mean 'barTintColor'?
                """)
    }

    @Test func spellingSuggestionIgnoresFarAwayWords() {
        #expect(SpellingSuggestion.closest(to: "tint", in: ["barTintColor", "translucent"]) == nil)
        #expect(SpellingSuggestion.closest(to: "TintColor", in: ["tintColor", "barTintColor"]) == "tintColor")
    }
}
