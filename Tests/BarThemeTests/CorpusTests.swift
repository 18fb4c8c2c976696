import BarTestSupport
import Foundation
import Testing

@testable import BarTheme

/// Every broken theme in `Corpus/` (one mistake each) gives exactly the report in the `.expected`
/// file beside it: what `render-theme validate FILE` prints, run from the corpus folder.
/// Helper files (parents, images, fonts, symlinks) live in `Corpus/support/`.
@Suite struct CorpusTests {
    static let folder = Repository.url("Tests/BarThemeTests/Corpus")

    static var themes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The validate text report for one corpus theme, with paths relative to the corpus folder.
    static func report(for name: String) -> String {
        let result = ThemeValidator.validate(path: folder.appendingPathComponent(name).path)
        let text = DiagnosticReport(diagnostics: result.diagnostics, sources: result.sources, fileCount: 1).text
        return text.replacingOccurrences(of: folder.path + "/", with: "")
    }

    @Test func theCorpusHasAtLeastSixtyBrokenThemes() {
        #expect(Self.themes.count >= 60)
    }

    @Test(arguments: themes)
    func eachBrokenThemeGivesItsExactDiagnostic(_ name: String) throws {
        let expectedFile = Self.folder.appendingPathComponent(String(name.dropLast(5)) + ".expected")
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        let report = Self.report(for: name)
        // BARTHEME_CORPUS_RECORD=1 rewrites the expected reports (then review `git diff` of Corpus/).
        if ProcessInfo.processInfo.environment["BARTHEME_CORPUS_RECORD"] == "1" {
            try (report + "\n").write(to: expectedFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(report + "\n" == expected)
        #expect(!report.hasSuffix("0 errors, 0 warnings"), "\(name) has no finding")
    }
}
