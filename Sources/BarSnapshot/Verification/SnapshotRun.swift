import BarRender
import BarTheme
import BarWriting
import Foundation

/// A whole snapshot verification over theme files: the workflow behind `render-theme snapshot
/// verify|record` and this repository's own snapshot test.
///
/// 1. Load each theme (a broken theme is an error; the others still run) and list every scene ×
///    variant as a job, sorted by reference path.
/// 2. Keep this machine's `shard` of the sorted list.
/// 3. Verify the jobs on every core (`SnapshotVerifier`).
/// 4. Find stale references (PNGs no job renders) over the full list, reported once by shard 1;
///    in mode `all` they are deleted, otherwise only reported.
/// 5. Compare the rendering stack with `STACK.json`; write it in mode `all`, or when references were
///    recorded and none is there yet.
/// 6. Write `report.json`, `junit.xml` and `index.html` into the report folder.
public struct SnapshotRun: Sendable {
    /// What to run.
    public struct Configuration: Sendable {
        /// Theme files to verify.
        public var themePaths: [String]
        /// The snapshots folder, as the user named it (used in messages), e.g. `Snapshots`.
        public var snapshotsPath: String
        /// The report folder; `nil` writes no reports or review images.
        public var reportPath: String?
        /// When references are written.
        public var mode: RecordMode
        /// The comparison's tolerances for every theme; nil (the default) takes each theme's
        /// `snapshot:` settings, else compares exactly.
        public var options: ComparisonOptions?
        /// This machine's part of the run.
        public var shard: Shard
        /// Whether `themePaths` are all the themes the snapshots folder serves, so a theme folder in
        /// it with no theme is stale too; otherwise only the given themes' folders are searched.
        public var themesAreComplete: Bool
        /// The UIKit era rendered; `nil` (the default) renders each theme in its own `era:`.
        public var era: Era?
        /// The eras rendered, each a variant (`--era`, repeatable: `EraVariant`); `nil` (the default)
        /// renders each theme in its own `era:` or every era of its `supports:` range. A run narrowed
        /// to some eras does not search for stale references (the other eras' would look stale).
        public var eras: [Era]?
        /// The folder each theme's references go under, by theme path (`ThemeDocument.outputKey`);
        /// a theme not listed uses its file name.
        public var outputKeys: [String: String] = [:]
        /// Whether the animated transitions between stack steps are checked too (their frames,
        /// as a contact sheet per transition: `scene.step03.transition-frames.<variant>.png`).
        public var includesTransitions = false
        /// The file system every write goes through (the seam fault tests use).
        public var fileSystem: FileSystem = .default
        /// Whether to write the single-file HTML report (`report.html`, images embedded) as well as
        /// `index.html` (images linked).
        public var writesSingleFileReport = false

        /// A configuration; defaults: report into `.snapshot-artifacts`, exact comparison (or each theme's `snapshot:`),
        /// the whole run on this machine, only the given themes' folders searched for stale references.
        public init(
            themePaths: [String], snapshotsPath: String, reportPath: String? = ReportDirectory.defaultPath,
            mode: RecordMode, options: ComparisonOptions? = nil, shard: Shard = .whole,
            themesAreComplete: Bool = false, era: Era? = nil
        ) {
            self.themePaths = themePaths
            self.snapshotsPath = snapshotsPath
            self.reportPath = reportPath
            self.mode = mode
            self.options = options
            self.shard = shard
            self.themesAreComplete = themesAreComplete
            self.era = era
        }
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// The configuration it ran with.
        public let configuration: Configuration
        /// One result per variant of this shard, sorted by name.
        public let results: [SnapshotCaseResult]
        /// Theme files that could not be loaded.
        public let themeErrors: [SnapshotError]
        /// Stale reference paths relative to the snapshots folder (reported by shard 1 only).
        public let staleReferences: [String]
        /// Whether the stale references were deleted (mode `all`).
        public let deletedStaleReferences: Bool
        /// The rendering stack compared with `STACK.json`.
        public let stack: StackStatus
        /// The current rendering stack, when it could be read.
        public let currentStack: RenderingStack?
        /// Whether this run wrote `STACK.json`.
        public let stackRecorded: Bool
        /// Report files written, as paths under the report folder as given.
        public let reportFiles: [String]
        /// Problems writing reports or `STACK.json` or deleting stale references (references that
        /// could not be written are results with status `notWritten`).
        public let writeErrors: [SnapshotError]

        /// An outcome from its parts (the run does this; public for report tests and custom runners).
        public init(
            configuration: Configuration, results: [SnapshotCaseResult], themeErrors: [SnapshotError],
            staleReferences: [String], deletedStaleReferences: Bool, stack: StackStatus, currentStack: RenderingStack?,
            stackRecorded: Bool, reportFiles: [String], writeErrors: [SnapshotError]
        ) {
            self.configuration = configuration
            self.results = results
            self.themeErrors = themeErrors
            self.staleReferences = staleReferences
            self.deletedStaleReferences = deletedStaleReferences
            self.stack = stack
            self.currentStack = currentStack
            self.stackRecorded = stackRecorded
            self.reportFiles = reportFiles
            self.writeErrors = writeErrors
        }

        /// The counts.
        public var summary: SnapshotSummary {
            SnapshotSummary(
                results: results, themeErrors: themeErrors.count, stale: staleReferences.count,
                deletedStale: deletedStaleReferences ? staleReferences.count : 0,
                otherFilesNotWritten: writeErrors.count)
        }
    }

    /// The configuration.
    public let configuration: Configuration

    /// A run with `configuration`.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Runs it. `progress` is called once per finished variant, never concurrently.
    ///
    /// - Throws: `SnapshotError.cannotWrite` when the report folder lies inside the snapshots folder
    ///   or the other way round (each would pollute the other).
    public func run(progress: @Sendable (SnapshotCaseResult, _ finished: Int, _ total: Int) -> Void = { _, _, _ in })
        throws(SnapshotError) -> Outcome
    {
        let config = configuration
        let store = ReferenceStore(directory: URL(fileURLWithPath: config.snapshotsPath), fileSystem: config.fileSystem)
        var writeErrors: [SnapshotError] = []
        let report = try openReport(beside: store, writeErrors: &writeErrors)
        let (jobs, themeNames, themeErrors) = loadJobs()

        var verifier = SnapshotVerifier(
            store: store, mode: config.mode, options: config.options, report: report,
            era: config.era, snapshotsDisplayPath: config.snapshotsPath)
        let staging = ReferenceStaging(store: store)
        verifier.staging = staging
        let verified = verifier.verify(config.shard.slice(of: jobs), progress: progress)
        let results = Self.committing(verified, staging: staging, store: store)
        var stale: [String] = []
        var deleted = false
        if config.shard.index == 1 && themeErrors.isEmpty && config.eras == nil {
            (stale, deleted) = removeStale(store: store, jobs: jobs, themeNames: themeNames, writeErrors: &writeErrors)
        }
        let changed = results.contains { $0.status == .recorded } || deleted
        let writesFailed = results.contains { $0.status == .notWritten } || !writeErrors.isEmpty
        let (current, stack, stackRecorded) = checkStack(
            store: store, changed: changed, writesFailed: writesFailed, writeErrors: &writeErrors)

        func outcome(reportFiles: [String]) -> Outcome {
            Outcome(
                configuration: config, results: results, themeErrors: themeErrors, staleReferences: stale,
                deletedStaleReferences: deleted, stack: stack, currentStack: current, stackRecorded: stackRecorded,
                reportFiles: reportFiles, writeErrors: writeErrors)
        }
        guard let report, let reportPath = config.reportPath else { return outcome(reportFiles: []) }
        let reported = outcome(reportFiles: [])
        let files = writeReports(of: reported, to: report, at: reportPath, writeErrors: &writeErrors)
        return outcome(reportFiles: files)
    }

    /// The report folder, emptied, when one was asked for; nil (its error kept) when it cannot be
    /// prepared: the references are still checked, only the review files are lost.
    ///
    /// - Throws: `SnapshotError.cannotWrite` when it and the snapshots folder contain each other.
    private func openReport(beside store: ReferenceStore, writeErrors: inout [SnapshotError]) throws(SnapshotError) -> ReportDirectory? {
        let config = configuration
        guard let path = config.reportPath else { return nil }
        let report = ReportDirectory(directory: URL(fileURLWithPath: path), fileSystem: config.fileSystem)
        let a = store.directory.path + "/", b = report.directory.path + "/"
        if a.hasPrefix(b) || b.hasPrefix(a) {
            throw SnapshotError.cannotWrite(
                path: report.directory.path,
                reason: "the report folder and the snapshots folder \(store.directory.path) must not contain each other")
        }
        do throws(SnapshotError) {
            try report.prepare(clearingPrevious: true)
            return report
        } catch {
            writeErrors.append(error)
            return nil
        }
    }

    /// Every variant (and transition) of every theme, sorted by output path; the themes' folder
    /// names; the themes that did not load.
    private func loadJobs() -> (jobs: [any SnapshotSubject], themeNames: Set<String>, themeErrors: [SnapshotError]) {
        let config = configuration
        var themeErrors: [SnapshotError] = []
        var jobs: [any SnapshotSubject] = []
        var themeNames = Set<String>()
        for path in config.themePaths {
            do {
                let loaded = try ThemeLoader.load(path: path).withOutputKey(
                    config.outputKeys[path] ?? ThemeDocument.outputKey(forFile: path))
                themeNames.insert(String(loaded.document.outputKey.prefix { $0 != "/" }))
                let overrides = VariantOverrides(eras: config.eras)
                jobs += RenderJob.jobs(for: loaded.document, parents: loaded.parents, overrides: overrides)
                if config.includesTransitions {
                    jobs += TransitionJob.jobs(for: loaded.document, parents: loaded.parents, overrides: overrides) as [any SnapshotSubject]
                }
            } catch {
                themeErrors.append(.theme(path: path, diagnostics: error.description))
            }
        }
        jobs.sort { $0.relativeOutputPath < $1.relativeOutputPath }
        return (jobs, themeNames, themeErrors)
    }

    /// Commits the staged references: every theme's recorded references appear together or not at
    /// all; the results of a theme whose commit failed say so (`notWritten`, with the failure).
    private static func committing(
        _ results: [SnapshotCaseResult], staging: ReferenceStaging, store: ReferenceStore
    ) -> [SnapshotCaseResult] {
        var failedThemes: [String: WriteError?] = [:]  // theme folder → the failure its references were left after
        var failedFiles: [String: WriteError] = [:]  // the file a commit stopped at → the failure
        for theme in staging.commit() where !theme.outcome.succeeded {
            failedThemes[theme.group] = theme.outcome.failures.first
            for failure in theme.outcome.failures { failedFiles[failure.path] = failure }
        }
        return results.map { result in
            guard result.status == .recorded, let why = failedThemes[String(result.name.prefix { $0 != "/" })] else { return result }
            if let failure = failedFiles[WriteError.displayPath(store.directory.appendingPathComponent(result.name).path)] {
                return result.with(status: .notWritten, message: failure.description, writeFailureCause: failure.reason)
            }
            return result.with(
                status: .notWritten,
                message: "\(result.referencePath) was left as it was, with the other references of its theme, "
                    + "after this failure: \(why?.description ?? "a write failed")",
                writeFailureCause: why?.reason ?? "a write failed")
        }
    }

    /// The references no variant produced (those of themes this run did not read are left alone,
    /// and transition references unless transitions are checked); deleted in `.all` mode.
    private func removeStale(
        store: ReferenceStore, jobs: [any SnapshotSubject], themeNames: Set<String>, writeErrors: inout [SnapshotError]
    ) -> (stale: [String], deleted: Bool) {
        let config = configuration
        var stale = store.staleReferences(
            expected: Set(jobs.map(\.relativeOutputPath)),
            themes: config.themesAreComplete ? nil : themeNames)
        // Transition references are only judged by runs that check transitions.
        if !config.includesTransitions { stale.removeAll { $0.contains(".transition-frames.") } }
        guard config.mode == .all && !stale.isEmpty else { return (stale, false) }
        do {
            for path in stale { try store.delete(relativePath: path) }
            return (stale, true)
        } catch {
            writeErrors.append(error)
            return (stale, false)
        }
    }

    /// This machine's rendering stack against the recorded one; the stack is recorded (last) only
    /// when this run changed the references, or records all, and every write succeeded.
    private func checkStack(
        store: ReferenceStore, changed: Bool, writesFailed: Bool, writeErrors: inout [SnapshotError]
    ) -> (current: RenderingStack?, stack: StackStatus, recorded: Bool) {
        do {
            let value = try RenderingStack.current()
            let stack = StackStatus(current: value, recorded: store.recordedStack())
            var recorded = false
            if stack != .matches && !writesFailed && (changed || configuration.mode == .all) {
                do {
                    try store.recordStack(value)
                    recorded = true
                } catch { writeErrors.append(error) }
            }
            return (value, stack, recorded)
        } catch {
            return (nil, .unknown(error.description), false)
        }
    }

    /// Writes report.json, junit.xml, index.html (and the single-file page when asked for) into the
    /// report folder; the paths written, as the configuration names the folder.
    private func writeReports(
        of outcome: Outcome, to report: ReportDirectory, at reportPath: String, writeErrors: inout [SnapshotError]
    ) -> [String] {
        var documents: [(String, Data)] = [
            (ReportDirectory.jsonFileName, JSONReport.render(outcome)),
            (ReportDirectory.junitFileName, Data(JUnitReport.render(outcome).utf8)),
            (ReportDirectory.htmlFileName, Data(HTMLReport.render(outcome).utf8)),
        ]
        if configuration.writesSingleFileReport {
            let page = HTMLReport.render(
                outcome,
                embedding: { path in
                    guard case .success(let full) = OutputConfinement.path(path, in: report.directory.path) else { return nil }
                    return FileManager.default.contents(atPath: full)
                })
            documents.append((ReportDirectory.singleFileHTMLName, Data(page.utf8)))
        }
        var files: [String] = []
        for (name, data) in documents {
            do {
                try report.write(data, to: name)
                files.append((reportPath as NSString).appendingPathComponent(name))
            } catch { writeErrors.append(error) }
        }
        return files
    }
}
