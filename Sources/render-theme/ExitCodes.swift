import ArgumentParser

/// Exit codes shared by every subcommand: success, findings (theme errors, differences), and
/// usage or I/O errors.
enum ExitCodes {
    static let findings = ExitCode(1)
    static let usageOrIO = ExitCode(2)
}
