import BarRender
import Foundation

/// The report `assertBarSnapshot` keeps for one test process: the results of every call that did
/// not pass, merged by name, written as `index.html` and `report.json` in the report folder, so
/// one page shows every failing variant of the run. Nothing is written (and no folder created)
/// while every call passes.
final class AssertionReport: @unchecked Sendable {
    /// One collector per report folder path.
    static let shared = AssertionReport()

    private let lock = NSLock()
    private var results: [String: [String: SnapshotCaseResult]] = [:]
    private var begun: Set<String> = []

    /// Called before every check: the first time in this process for `report`'s folder, removes
    /// what an earlier test process left there (`ReportDirectory.removeEarlierRun`), so a run
    /// whose tests pass again leaves no failing report behind (CHANGELOG.md, "Diff images on Linux").
    func begin(_ report: ReportDirectory) {
        lock.lock()
        defer { lock.unlock() }
        guard begun.insert(report.directory.path).inserted else { return }
        report.removeEarlierRun()
    }

    /// Adds `unsettled` (results that did not pass) for `report` and rewrites its pages; returns
    /// the path of `index.html` as the caller named the folder, or nil when writing failed.
    func add(
        _ unsettled: [SnapshotCaseResult], report: ReportDirectory, reportPath: String, theme: String, snapshotsPath: String,
        mode: RecordMode, options: ComparisonOptions?
    ) -> String? {
        // The stack explains drift against the one recorded in the snapshots folder's STACK.json;
        // without one there is nothing to compare, and the pinned fonts (17.6 MB) are not hashed.
        // When there is, it is computed once per process (`RenderingStack.current`), outside the lock.
        let store = ReferenceStore(directory: URL(fileURLWithPath: snapshotsPath))
        let recorded = store.recordedStack()
        let current = recorded == nil ? nil : try? RenderingStack.current()
        lock.lock()
        defer { lock.unlock() }
        var known = results[report.directory.path] ?? [:]
        for result in unsettled { known[result.name] = result }
        results[report.directory.path] = known
        let all = known.values.sorted { $0.name < $1.name }
        let stack: StackStatus
        if recorded == nil {
            stack = .unrecorded
        } else {
            stack = current.map { StackStatus(current: $0, recorded: recorded) } ?? .unknown("not read")
        }
        let configuration = SnapshotRun.Configuration(
            themePaths: Array(Set(all.map(\.themePath) + [theme])).sorted(),
            snapshotsPath: snapshotsPath, reportPath: reportPath, mode: mode, options: options)
        let outcome = SnapshotRun.Outcome(
            configuration: configuration, results: all, themeErrors: [], staleReferences: [],
            deletedStaleReferences: false, stack: stack, currentStack: current, stackRecorded: false,
            reportFiles: [], writeErrors: [])
        do {
            try report.prepare(clearingPrevious: false)
            try report.write(JSONReport.render(outcome), to: ReportDirectory.jsonFileName)
            try report.write(Data(HTMLReport.render(outcome).utf8), to: ReportDirectory.htmlFileName)
        } catch {
            return nil
        }
        return (reportPath as NSString).appendingPathComponent(ReportDirectory.htmlFileName)
    }
}
