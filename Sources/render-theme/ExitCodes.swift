import ArgumentParser

/// Exit codes shared by every subcommand: success, findings (theme errors, differences), and
/// usage or I/O errors.
enum ExitCodes {
    static let findings = ExitCode(1)
    static let usageOrIO = ExitCode(2)
    /// A file could not be written (full disk, read-only folder...): like a finding, the run's
    /// result is incomplete, and the data on disk is still consistent.
    static let writeFailure = ExitCode(1)
}
