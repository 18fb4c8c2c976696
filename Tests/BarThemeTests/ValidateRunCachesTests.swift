import BarTestSupport
import Foundation
import Testing

@testable import BarTheme

/// What `validate` shares over a run (`PhysicalPath.sharingFolderLookups`, the parsed design tokens
/// files) changes no finding: every corpus theme and sample gives the same report with and without
/// it, the second time through as the first.
@Suite struct ValidateRunCachesTests {
    static let themes: [String] = {
        let corpus = CorpusTests.themes.map { CorpusTests.folder.appendingPathComponent($0).path }
        let samples = ["Themes", "Themes/base"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)) ?? []).filter { $0.hasSuffix(".yaml") }
                .sorted().map { Repository.url(folder).appendingPathComponent($0).path }
        }
        return corpus + samples
    }()

    static func report(_ path: String) -> String {
        let result = ThemeValidator.validate(path: path)
        return DiagnosticReport(diagnostics: result.diagnostics, sources: result.sources, fileCount: 1).text
    }

    @Test func everyReportIsTheSameWithTheFolderLookupsShared() {
        #expect(Self.themes.count > 80)
        let alone = Self.themes.map(Self.report)
        let shared = PhysicalPath.sharingFolderLookups { (Self.themes + Self.themes).map(Self.report) }
        #expect(shared == alone + alone)
    }

    @Test func aFolderReplacedByALinkIsSeenAfterTheRun() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-lookups-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inside = PhysicalPath.sharingFolderLookups { PhysicalPath.resolve(folder.path) }
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: "elsewhere")
        #expect(inside?.hasSuffix("/themes") == true)
        #expect(PhysicalPath.resolve(folder.path)?.hasSuffix("/elsewhere") == true)
    }

    @Test func aTokensFileParsedAgainGivesTheSameTree() throws {
        let files = ["Themes/tokens", "Tests/BarThemeTests/DesignTokens"].flatMap { folder in
            let names = FileManager.default.enumerator(atPath: Repository.url(folder).path)?.compactMap { $0 as? String } ?? []
            return names.filter { $0.hasSuffix(".json") }.map { Repository.url(folder).appendingPathComponent($0).path }
        }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let fresh = String(describing: DesignTokenJSON.parseAnew(text, file: file))
            #expect(String(describing: DesignTokenJSON.parse(text, file: file)) == fresh, "\(file)")
            #expect(String(describing: DesignTokenJSON.parse(text, file: file)) == fresh, "\(file)")
            #expect(
                String(describing: DesignTokenJSON.parse(text + " ", file: file))
                    == String(describing: DesignTokenJSON.parseAnew(text + " ", file: file)))
        }
    }
}
