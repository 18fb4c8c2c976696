import Testing

@testable import BarTheme

/// Identical diagnostics repeated hundreds of times print as one with a count.
@Suite struct DiagnosticCappingTests {
    static func diagnostic(_ message: String, line: Int) -> Diagnostic {
        .error(message, at: SourceLocation(file: "t.yaml", line: line, column: 1), rule: ErrorRules.invalidValue)
    }

    @Test func moreThanAHundredIdenticalDiagnosticsPrintAsOneWithACount() {
        var diagnostics = (1...150).map { Self.diagnostic("'x' is not a lint rule", line: $0) }
        diagnostics.append(Self.diagnostic("another problem", line: 151))
        let printed = DiagnosticFormatter().format(diagnostics).split(separator: "\n")
        #expect(
            printed == [
                "t.yaml:1:1: error: 'x' is not a lint rule",
                "… and 149 more like this (error: 'x' is not a lint rule)",
                "t.yaml:151:1: error: another problem",
            ])
    }

    @Test func aHundredOrFewerAreAllPrinted() {
        let diagnostics = (1...100).map { Self.diagnostic("same", line: $0) }
        #expect(DiagnosticFormatter().format(diagnostics).split(separator: "\n").count == 100)
    }

    @Test func gitHubAnnotationsAreCappedTheSameWay() {
        let diagnostics = (1...101).map { Self.diagnostic("same", line: $0) }
        let report = DiagnosticReport(diagnostics: diagnostics, sources: [:], fileCount: 1)
        let lines = report.render(.github).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "::notice::… and 100 more like this (same)")
        // The log's summary line, as the text format ends.
        #expect(lines.last == "1 theme checked: 101 errors, 0 warnings")
    }
}
