import BarRender
import BarTheme
import Foundation

/// Renders a theme's scene and checks it against reference PNGs, for your own tests.
///
/// Every variant of the scene is checked (its `variants:` matrix), or only `variant` when given.
/// References live in `snapshotsDirectory` under the usual names
/// (`<theme>/<scene>.<metrics>.<position>.<style>.<width>w@<scale>x.png`). The record mode is `record`
/// when given, otherwise `BARTHEME_RECORD`, otherwise `never` under CI (`CI=true`) and `missing`
/// elsewhere. Comparison uses `options` (default: exact, `ComparisonOptions.exact`). Review images of
/// failures are written to `reportDirectory` (default `.snapshot-artifacts`; `nil` for none), with an
/// `index.html` (and `report.json`) listing every failing variant of the test process; the folder is
/// only created when something fails, and the failure message names it.
///
/// Nothing here depends on XCTest: the function throws a `SnapshotAssertionFailure` whose
/// description lists each failing variant and the next step, and returns normally when every
/// variant passed. Like swift-snapshot-testing, recording a reference also throws, so a test run that
/// wrote references never passes silently: look at the new PNG, then run again.
///
/// With Swift Testing:
/// ```swift
/// @Test func oceanSettings() {
///     #expect(throws: Never.self) {
///         try assertBarSnapshot(theme: "Themes/OceanTranslucent.yaml", scene: "tide-detail", snapshotsDirectory: "Snapshots")
///     }
/// }
/// ```
/// With XCTest:
/// ```swift
/// func testOceanSettings() {
///     XCTAssertNoThrow(try assertBarSnapshot(theme: "Themes/OceanTranslucent.yaml", scene: "tide-detail",
///                                            variant: Variant(metrics: .compact, scale: 3),
///                                            snapshotsDirectory: "Snapshots"))
/// }
/// ```
/// Relative paths are resolved against the working directory (for `swift test`, the package root).
///
/// A failure's diff images (and the render, when there is no reference to compare with) are also
/// attached to the running Swift Testing test, in debug builds (`FailureAttachments`): `swift test
/// --attachments-path` keeps them, Xcode shows them with the failure. Before its first check in a
/// test process, the report folder loses what an earlier process wrote there, so it holds a
/// failing report only while something fails. `fileID`, `filePath`, `line` and `column` are where
/// the attachments are recorded (the caller).
///
/// - Throws: `SnapshotAssertionFailure` when a variant failed, is missing, was recorded, or could
///   not be checked (an unknown scene, a broken theme or an invalid `BARTHEME_RECORD` included).
public func assertBarSnapshot(
    theme: String,
    scene: String,
    variant: Variant? = nil,
    snapshotsDirectory: String,
    record: RecordMode? = nil,
    options: ComparisonOptions = .default,
    reportDirectory: String? = ReportDirectory.defaultPath,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws(SnapshotAssertionFailure) {
    let mode: RecordMode
    if let record {
        mode = record
    } else {
        do { mode = try RecordMode.fromEnvironment(environment) } catch { throw SnapshotAssertionFailure(problem: error) }
    }

    let loaded: ThemeLoader.Loaded
    do { loaded = try ThemeLoader.load(path: theme) } catch {
        throw SnapshotAssertionFailure(problem: .theme(path: theme, diagnostics: error.description))
    }
    let document = loaded.document
    guard let declaration = document.scenes.first(where: { $0.name.value == scene }) else {
        throw SnapshotAssertionFailure(problem: .unknownScene(scene, theme: theme, known: document.scenes.map(\.name.value)))
    }
    let variants = variant.map { [$0] } ?? VariantMatrix.variants(for: declaration)
    let jobs = variants.map { RenderJob(document: document, parents: loaded.parents, scene: declaration, variant: $0) }

    // The report folder is created only when a variant fails: a run where everything passes leaves
    // no `.snapshot-artifacts/` behind.
    let report = reportDirectory.map { ReportDirectory(directory: URL(fileURLWithPath: $0)) }
    if let report { AssertionReport.shared.begin(report) }
    let verifier = SnapshotVerifier(
        store: ReferenceStore(directory: URL(fileURLWithPath: snapshotsDirectory)), mode: mode,
        options: options, report: report, snapshotsDisplayPath: snapshotsDirectory)
    let renderer = Result { () throws(RenderError) in try BarRenderer() }
    let results = jobs.map { verifier.check($0, renderer: renderer) }
    let unsettled = results.filter { $0.status != .passed }
    guard !unsettled.isEmpty else { return }
    var page: String?
    if let report, let reportDirectory, unsettled.contains(where: \.status.isFailure) {
        page = AssertionReport.shared.add(
            unsettled, report: report, reportPath: reportDirectory, theme: theme,
            snapshotsPath: snapshotsDirectory, mode: mode, options: options)
        FailureAttachments.record(
            FailureAttachments.images(of: unsettled, in: report),
            at: FailureAttachments.Location(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    throw SnapshotAssertionFailure(
        results: unsettled, checked: results.count, reportDirectory: page == nil ? nil : reportDirectory,
        reportPage: page)
}
