import BarSnapshot
import BarSnapshotTesting
import BarTheme
import SnapshotTesting
import Testing

// `swift test` runs in the package's folder, so the paths are relative to it.

/// With BarSnapshot: references in Snapshots/ under render-theme's names, BARTHEME_RECORD, and the
/// review page in .snapshot-artifacts/ when something fails.
@Test func brandBar() {
    #expect(throws: Never.self) {
        try assertBarSnapshot(theme: "Themes/Brand.yaml", scene: "home", snapshotsDirectory: "Snapshots")
    }
}

/// With swift-snapshot-testing: references in __Snapshots__/ beside this file.
@Test func brandBarStrategy() throws {
    let loaded = try ThemeLoader.load(path: "Themes/Brand.yaml")
    for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "home") {
        assertSnapshot(of: job, as: .barTheme, named: job.variant.description)
    }
}
