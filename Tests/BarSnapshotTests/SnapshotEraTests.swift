import BarRender
import BarSnapshot
import BarTheme
import Foundation
import Testing

/// Snapshot runs render each theme in its own `era:` unless an era is forced.
@Suite struct SnapshotEraTests {
    @Test func aThemesOwnEraIsWhatGetsRecordedAndVerified() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-era-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        let theme = dir.appendingPathComponent("Themes/Legacy.yaml")
        try
            "theme: Legacy\nera: ios7\nnavigationBar: { barStyle: black }\nscenes:\n  - name: s\n    items: [ { title: A } ]\n    variants: { scales: [1] }\n"
            .write(to: theme, atomically: true, encoding: .utf8)
        let snapshots = dir.appendingPathComponent("Snapshots")
        let exact = ComparisonOptions.exact
        func run(_ mode: RecordMode, era: Era? = nil) throws -> SnapshotSummary {
            try SnapshotRun(
                SnapshotRun.Configuration(
                    themePaths: [theme.path], snapshotsPath: snapshots.path, reportPath: nil,
                    mode: mode, options: exact, era: era)
            ).run().summary
        }
        _ = try run(.all)
        let loaded = try ThemeLoader.load(path: theme.path)
        let job = try #require(RenderJob.jobs(for: loaded.document).first)
        let recorded = try PNGCodec.decode(try Data(contentsOf: snapshots.appendingPathComponent(job.relativeOutputPath)))
        // The iOS 7 black material (#212121 at 0.72 over white), not iOS 13's (#1D1D1D at 0.94).
        #expect(recorded == (try BarRenderer().render(job).raster))
        #expect(recorded != (try BarRenderer(era: .ios13).render(job).raster))
        #expect(try run(.never).failed == 0)
        #expect(try run(.never, era: .ios13).failed == 1)
    }
}
