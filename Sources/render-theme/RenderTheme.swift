import ArgumentParser
import BarDiff
import BarTheme
import BarWriting
import Foundation

/// `render-theme`: render, check and explain BarTheme themes.
@main
struct RenderTheme: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-theme",
        abstract: "Render iOS navigation bars, toolbars and tab bars from BarTheme theme files, and check the themes.",
        version: BarThemeVersion.current,
        subcommands: [
            RenderCommand.self, ValidateCommand.self, ExplainCommand.self, DiffCommand.self, SnapshotCommand.self,
            SchemaCommand.self, DescribeCommand.self, CompareCommand.self,
            GalleryCommand.self, WatchCommand.self, GenerateCommand.self, ImportCommand.self,
        ],
        defaultSubcommand: RenderCommand.self)

    /// Runs the command; usage errors (bad options, failed `validate()`) exit with 2 like every other
    /// error that is not a finding, instead of ArgumentParser's 64. `--version` prints the version
    /// with the rendering stack (`VersionText`) rather than ArgumentParser's version line alone.
    static func main() {
        // A file-size limit (`ulimit -f`, a quota) must fail the write with EFBIG, which is reported
        // like a full disk, instead of killing the process with SIGXFSZ mid-run.
        signal(SIGXFSZ, SIG_IGN)
        // A reader that stops early (`render … | head -2`) must not kill the run half-way through a
        // theme's files with SIGPIPE: lines to a closed standard output are dropped, and every file is
        // still written and committed.
        signal(SIGPIPE, SIG_IGN)
        // Under fault injection (tests, Scripts/fault-test), say at exit whether the fault was reached.
        if FileSystem.default.faults != nil {
            atexit {
                guard let plan = FileSystem.default.faults else { return }
                FileHandle.standardError.write(
                    Data(
                        "fault-injection: \(plan.operations) operations; operation \(plan.failing) \(plan.fired ? "failed" : "was not reached")\n"
                            .utf8))
            }
        }
        if Array(CommandLine.arguments.dropFirst()) == ["--version"] {
            print(VersionText.make())
            return
        }
        // `diff` of two of BarTheme's own PNGs on a plain command line: without building the command
        // tree (ArgumentParser's type lookups cost more than the comparison; docs/PERFORMANCE.md).
        if CommandLine.arguments.dropFirst().first == "diff", let status = DiffFastPath.run(Array(CommandLine.arguments.dropFirst(2))) {
            Foundation.exit(status)
        }
        if let problem = MistypedCommand.problem(in: Array(CommandLine.arguments.dropFirst())) {
            StandardError.print("error: \(problem)")
            Foundation.exit(ExitCodes.usageOrIO.rawValue)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                StandardError.print(fullMessage(for: error))
                Foundation.exit(ExitCodes.usageOrIO.rawValue)
            }
            exit(withError: error)
        }
    }
}
