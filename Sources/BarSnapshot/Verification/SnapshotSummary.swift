/// The counts of a snapshot run, and the exit status they lead to.
public struct SnapshotSummary: Sendable, Equatable, Codable {
    /// Variants checked.
    public var total = 0
    /// Variants matching their reference.
    public var passed = 0
    /// Variants differing from their reference.
    public var failed = 0
    /// Variants with no reference that were not recorded.
    public var missing = 0
    /// References written.
    public var recorded = 0
    /// Variants (and theme files) that could not be checked.
    public var errors = 0
    /// References (and other files of the run: reports, `STACK.json`) that could not be written.
    public var notWritten = 0
    /// Reference PNGs that no variant renders any more.
    public var stale = 0
    /// Stale references deleted (only when recording `all`).
    public var deletedStale = 0

    /// Counts `results`, plus `themeErrors` theme files that could not be loaded.
    /// `otherFilesNotWritten` counts files other than references (reports, `STACK.json`) that could not be written.
    public init(
        results: [SnapshotCaseResult], themeErrors: Int = 0, stale: Int = 0, deletedStale: Int = 0,
        otherFilesNotWritten: Int = 0
    ) {
        total = results.count
        for result in results {
            switch result.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .missing: missing += 1
            case .recorded: recorded += 1
            case .error: errors += 1
            case .notWritten: notWritten += 1
            }
        }
        notWritten += otherFilesNotWritten
        errors += themeErrors
        self.stale = stale
        self.deletedStale = deletedStale
    }

    /// `0` when everything passed or was recorded, `1` when a variant failed or is missing or a
    /// file could not be written, `2` when something could not be checked (errors win over differences).
    public var exitStatus: Int32 {
        if errors > 0 { return 2 }
        if failed > 0 || missing > 0 || notWritten > 0 { return 1 }
        return 0
    }

    /// `16 variants: 14 passed, 1 failed, 1 missing, 0 recorded, 0 errors; 2 stale references`.
    public var line: String {
        var text =
            "\(total) variant\(total == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(missing) missing, "
            + "\(recorded) recorded, \(errors) error\(errors == 1 ? "" : "s"); \(stale) stale reference\(stale == 1 ? "" : "s")"
        if deletedStale > 0 { text += " (\(deletedStale) deleted)" }
        if notWritten > 0 { text += "; \(notWritten) file\(notWritten == 1 ? "" : "s") not written" }
        return text
    }
}
