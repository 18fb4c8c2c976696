import BarRender
import BarSnapshot
import BarTheme
import Foundation

/// A temporary folder holding a small theme, a snapshots folder and a report folder, for tests
/// that record, verify and report without touching the repository.
struct SnapshotSandbox {
    let root: URL
    var themePath: String { root.appendingPathComponent("Tiny.yaml").path }
    var snapshots: URL { root.appendingPathComponent("Snapshots") }
    var report: URL { root.appendingPathComponent("report") }

    /// A theme with one scene in two variants at @1x (fast to render), in the iOS 13-14 look (a
    /// bar tint and a hairline; the default `ios26` era draws neither).
    static let theme = """
        theme: Tiny
        era: ios13
        navigationBar: { barTintColor: "#0077B6", tintColor: white, titleTextAttributes: { foregroundColor: white } }
        scenes:
          - name: home
            items: [ { title: Back }, { title: Tiny, rightBarButtonItems: [ { title: Edit } ] } ]
            variants: { metrics: [default, compact], scales: [1] }
        """

    init(theme: String = SnapshotSandbox.theme) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try theme.write(toFile: themePath, atomically: true, encoding: .utf8)
    }

    /// Rewrites the theme with `old` replaced by `new`.
    func editTheme(replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: themePath, encoding: .utf8)
        try text.replacingOccurrences(of: old, with: new).write(toFile: themePath, atomically: true, encoding: .utf8)
    }

    func jobs() throws -> [RenderJob] {
        RenderJob.jobs(for: try ThemeLoader.load(path: themePath).document)
    }

    func verifier(_ mode: RecordMode) -> SnapshotVerifier {
        SnapshotVerifier(
            store: ReferenceStore(directory: snapshots), mode: mode,
            report: ReportDirectory(directory: report), snapshotsDisplayPath: "Snapshots")
    }

    func run(_ mode: RecordMode, themesAreComplete: Bool = false) throws -> SnapshotRun.Outcome {
        try SnapshotRun(
            .init(
                themePaths: [themePath], snapshotsPath: snapshots.path, reportPath: report.path, mode: mode,
                themesAreComplete: themesAreComplete)
        ).run()
    }

    func exists(_ relative: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path)
    }
}
