import ArgumentParser
import BarCommandLine
import BarSnapshot

/// Options shared by `snapshot verify` and `snapshot record`: which themes, where references and
/// reports live, and which shard of the run this machine takes.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: "Theme files to check (default: every .yaml file in Themes/).", completion: .file(extensions: ["yaml", "yml"]))
    var themes: [String] = []

    @Option(help: "The folder of reference PNGs.", completion: .directory)
    var snapshots: String = "Snapshots"

    @Option(help: "The folder for review images and report.json, junit.xml, index.html.", completion: .directory)
    var report: String = ReportDirectory.defaultPath

    @Flag(help: "Also write report.html, the report as one file with every image embedded (index.html links the images beside it).")
    var singleFileReport = false

    @Flag(help: "Also check the animated transitions between the steps of stack: scenes (a contact sheet of 12 frames each).")
    var frames = false

    @Option(help: "Check only this machine's part of the sorted variant list, as i/n (e.g. 2/8 on the second of eight CI machines).")
    var shard: String?

    @Flag(help: "Fail at once when another run is writing into the same --snapshots folder, instead of waiting for it.")
    var noWait = false

    @Option(help: "Output format: text, or github (also a workflow annotation on the theme's scene for each variant that did not pass).")
    var format: SnapshotOutputFormat = .text

    @OptionGroup var quiet: QuietOption
    @OptionGroup var eraChoice: EraOption

    func validate() throws {
        try OutputFolderArgument.check(snapshots, option: "--snapshots")
        try OutputFolderArgument.check(report, option: "--report")
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.description) }
        }
        if snapshots.isEmpty || report.isEmpty { throw ValidationError("--snapshots and --report need a folder path") }
    }

    /// The parsed shard (`validate()` has checked it).
    var parsedShard: Shard {
        shard.flatMap { try? Shard(parsing: $0) } ?? .whole
    }

    /// Parses a record mode option value.
    static func mode(_ text: String) throws -> RecordMode {
        guard let mode = RecordMode(rawValue: text.lowercased()) else {
            throw ValidationError(SnapshotError.invalidRecordMode(text, source: "--record").description)
        }
        return mode
    }
}
