import Testing

@testable import BarTheme

/// Terminal control sequences and bidirectional overrides from themes are shown escaped.
@Suite struct OutputSanitizerTests {
    @Test func controlCharactersAndBidiOverridesAreEscapedForTerminals() {
        #expect(OutputSanitizer.terminal("T\u{1B}]0;title\u{07}") == "T\\u{1B}]0;title\\u{7}")
        #expect(OutputSanitizer.terminal("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(OutputSanitizer.terminal("x\u{7F}\u{85}\u{9B}y") == "x\\u{7F}\\u{85}\\u{9B}y")
        #expect(OutputSanitizer.terminal("abc\u{202E}cba") == "abc\\u{202E}cba")
        #expect(OutputSanitizer.terminal("\u{2066}x\u{2069}") == "\\u{2066}x\\u{2069}")
        #expect(OutputSanitizer.terminal("nul\u{0}") == "nul\\u{0}")
        // Lines and tabs stay; ordinary text (accents, CJK, Hebrew) is untouched.
        #expect(OutputSanitizer.terminal("a\n\tb é 日本 שלום") == "a\n\tb é 日本 שלום")
        #expect(OutputSanitizer.terminal("a\nb", keepingLineBreaks: false) == "a\\u{A}b")
    }

    @Test func jsonTextGetsJSONEscapesAndStaysValid() {
        #expect(OutputSanitizer.json("{\"t\":\"a\u{7F}\u{202E}\"}") == "{\"t\":\"a\\u007f\\u202e\"}")
        let value = JSONValue.object([.init("title", .string("x\u{1B}[2J\u{202E}y"))])
        #expect(value.text.contains("x\\u001b[2J\\u202ey"))
    }

    @Test func gitHubAnnotationsShowControlsEscaped() {
        let d = Diagnostic.error("bad '\u{1B}[2J'", at: SourceLocation(file: "t.yaml", line: 1, column: 1))
        let line = DiagnosticReport(diagnostics: [d], sources: [:], fileCount: 1).render(.github)
        #expect(!line.unicodeScalars.contains { $0.value == 0x1B })
        #expect(line.contains("\\u{1B}[2J"))
    }
}
