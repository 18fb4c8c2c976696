import ArgumentParser
import BarSnapshot
import BarWriting
import Foundation

/// Runs a snapshot verification for the CLI: progress while it runs, one line per variant that did
/// not pass, notes (stack drift, stale references), the counts, and the exit status.
///
/// Output: result lines, notes and the summary go to standard output; the progress bar (a terminal
/// only) and errors go to standard error.
struct SnapshotCommandRun {
    let options: SnapshotOptions
    let comparison: ComparisonFlags
    let mode: RecordMode
    /// `snapshot verify` or `snapshot record`, as messages suggest commands to run.
    var commandName = "snapshot verify"

    func run() throws {
        options.quiet.apply()
        let configuration = try self.configuration()
        // Recording writes into the snapshots folder: check it can be written, lock it against other
        // runs, and remove the temporary files of a run that was killed midway.
        var lock: OutputFolderLock?
        if mode != .never {
            lock = try OutputFolderArgument.prepare(options.snapshots, option: "--snapshots", wait: !options.noWait)
        } else {
            StaleTemporaryFilesNote.clean(options.snapshots)
        }
        defer { withExtendedLifetime(lock) {} }
        StaleTemporaryFilesNote.clean(options.report)
        let display = ProgressDisplay(interactive: ProgressDisplay.standardErrorIsTerminal && !options.quiet.quiet)
        let outcome: SnapshotRun.Outcome
        do {
            outcome = try SnapshotRun(configuration).run { result, finished, total in
                display.update(result, finished: finished, total: total)
            }
        } catch {
            display.finish()
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        display.finish()
        printResults(of: outcome)
        let summary = outcome.summary
        Chatter.print(summary.line + (mode == .never || mode == .missing ? "" : " (record mode \(mode.rawValue))"))
        printReportPaths(of: outcome)
        if options.format == .github { for line in SnapshotAnnotations.lines(for: outcome, report: options.report) { print(line) } }
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }

    /// The run's configuration from the command line.
    private func configuration() throws -> SnapshotRun.Configuration {
        let inputs = try ThemeInputs.inputsOrExit(options.themes, command: commandName)
        var configuration = SnapshotRun.Configuration(
            themePaths: inputs.map(\.path), snapshotsPath: options.snapshots, reportPath: options.report, mode: mode,
            options: try comparison.options(), shard: options.parsedShard,
            themesAreComplete: options.themes.isEmpty || options.themes == [ThemeInputs.defaultFolder])
        configuration.outputKeys = Dictionary(inputs.map { ($0.path, $0.key) }, uniquingKeysWith: { a, _ in a })
        configuration.includesTransitions = options.frames
        configuration.writesSingleFileReport = options.singleFileReport
        configuration.eras = options.eraChoice.eras
        return configuration
    }

    /// References recorded or not written, errors, the stack note and stale references.
    private func printResults(of outcome: SnapshotRun.Outcome) {
        for result in outcome.results where result.status == .recorded { Chatter.print(ProgressDisplay.line(for: result)) }
        for result in outcome.results where result.status == .notWritten { StandardError.print(ProgressDisplay.line(for: result)) }
        for error in outcome.themeErrors + outcome.writeErrors { StandardError.print("error: \(error)") }
        let unwritten = outcome.results.filter { $0.status == .notWritten }
        if !unwritten.isEmpty {
            let cause = unwritten.lazy.compactMap(\.writeFailureCause).first ?? "a write failed"
            let toRecord = outcome.results.filter { $0.status == .recorded || $0.status == .notWritten }.count
            StandardError.print(
                "\(unwritten.count) of \(toRecord) references not written: \(cause) (\(options.snapshots)); "
                    + "each theme's references were left all old or all new")
        }
        if let note = outcome.stack.note { print("note: \(note)") }
        if outcome.stackRecorded {
            Chatter.print("wrote \((options.snapshots as NSString).appendingPathComponent(ReferenceStore.stackFileName))")
        }
        for path in outcome.staleReferences {
            let full = (options.snapshots as NSString).appendingPathComponent(path)
            print(
                outcome.deletedStaleReferences
                    ? "deleted stale reference \(full)"
                    : "stale: \(full) is not rendered by any variant; `render-theme snapshot record` deletes it")
        }
    }

    /// The report pages, when something did not pass.
    private func printReportPaths(of outcome: SnapshotRun.Outcome) {
        let summary = outcome.summary
        guard summary.failed + summary.missing + summary.errors > 0,
            let html = outcome.reportFiles.first(where: { $0.hasSuffix(ReportDirectory.htmlFileName) })
        else { return }
        print("report: \(html) (links the review images beside it: keep the folder together)")
        if let single = outcome.reportFiles.first(where: { $0.hasSuffix(ReportDirectory.singleFileHTMLName) }) {
            print("single-file report: \(single) (every image embedded: copy or attach it alone)")
        }
    }
}
