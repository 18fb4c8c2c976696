import BarRender
import BarSnapshot
import BarTestSupport
import BarTheme
import Foundation
import Testing

let repositoryRoot = Repository.root

/// Every sample theme's every scene variant, rendered and compared with its reference in
/// `Snapshots/`, through the same `SnapshotRun` as `render-theme snapshot verify`.
///
/// The record mode comes from the environment: `BARTHEME_RECORD`, else `never` under CI (`CI=true`),
/// else `missing`. Recording fails the test (look at the new PNGs, then run again). Comparison is
/// exact (threshold 0, no anti-aliasing allowance): the references were drawn by the pinned stack in
/// `Snapshots/STACK.json`, so any pixel change is a real change. Failures leave reference, actual,
/// diff and `index.html` in `.snapshot-artifacts/`.
@Suite struct SampleThemeSnapshotTests {
    static func themePaths() throws -> [String] {
        let themes = repositoryRoot.appendingPathComponent("Themes")
        return try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { themes.appendingPathComponent($0).path }
    }

    @Test func sampleThemesHaveAtLeastFourThemesWithScenesAt2xAnd3x() throws {
        var names = Set<String>()
        var scales = Set<Int>()
        for path in try Self.themePaths() {
            let loaded = try ThemeLoader.load(path: path)
            for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents) {
                names.insert(job.document.name)
                scales.insert(job.variant.scale)
            }
        }
        #expect(names.count >= 4)
        #expect(scales.isSuperset(of: [2, 3]))
    }

    @Test func everySampleVariantMatchesItsReference() throws {
        var configuration = SnapshotRun.Configuration(
            themePaths: try Self.themePaths(),
            snapshotsPath: repositoryRoot.appendingPathComponent("Snapshots").path,
            reportPath: repositoryRoot.appendingPathComponent(ReportDirectory.defaultPath).path,
            mode: try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment),
            options: ComparisonOptions.exact,
            themesAreComplete: true)
        // The transitions between stack steps too (their frames as contact sheets).
        configuration.includesTransitions = true
        let outcome = try SnapshotRun(configuration).run()
        #expect(outcome.summary.total >= 16)
        for error in outcome.themeErrors + outcome.writeErrors { Issue.record("\(error)") }
        for result in outcome.results where result.status != .passed {
            Issue.record("\(result.status.rawValue): \(result.message)")
        }
        #expect(outcome.staleReferences.isEmpty, "stale references: \(outcome.staleReferences)")
        if let note = outcome.stack.note, outcome.summary.exitStatus != 0 { Issue.record("note: \(note)") }
    }
}
