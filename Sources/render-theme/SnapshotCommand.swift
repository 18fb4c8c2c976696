import ArgumentParser
import BarSnapshot
import Foundation

/// `render-theme snapshot`: checks every theme variant against the reference PNGs in `Snapshots/`.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Check rendered theme variants against reference PNGs, or record the references.",
        subcommands: [SnapshotVerifyCommand.self, SnapshotRecordCommand.self])
}

/// `render-theme snapshot verify`: compares, recording only as the record mode allows.
struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every theme variant and compare it with its reference PNG.",
        discussion: """
            Record mode: --record, else BARTHEME_RECORD, else 'never' when CI=true (a missing reference fails) \
            and 'missing' elsewhere (a missing reference is written). Failures leave reference, actual and diff \
            images plus report.json, junit.xml and index.html in the report folder. \
            Exit status: 0 all passed or recorded, 1 differences or missing references, 2 errors.
            """)

    @OptionGroup var snapshot: SnapshotOptions
    @OptionGroup var comparison: ComparisonFlags

    @Option(
        help: "Record mode: all, missing, failed or never (default: BARTHEME_RECORD, else never under CI=true, else missing).",
        completion: .list(RecordMode.allCases.map(\.rawValue)))
    var record: String?

    func validate() throws {
        if let record { _ = try SnapshotOptions.mode(record) }
    }

    func run() throws {
        let mode: RecordMode
        if let record {
            mode = try SnapshotOptions.mode(record)
        } else {
            do { mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) } catch {
                StandardError.print("error: \(error)")
                throw ExitCodes.usageOrIO
            }
        }
        try SnapshotCommandRun(options: snapshot, comparison: comparison, mode: mode).run()
    }
}

/// `render-theme snapshot record`: verification that writes references.
struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render every theme variant and write it as the reference where it changed.",
        discussion: """
            By default records all: every reference whose pixels differ is rewritten, new ones are written, \
            stale references (no variant renders them) are deleted, and STACK.json is updated. \
            --record failed or --record missing write less. BARTHEME_RECORD is not read. \
            Look at every changed PNG before committing it.
            """)

    @OptionGroup var snapshot: SnapshotOptions
    @OptionGroup var comparison: ComparisonFlags

    @Option(
        help: "What to write: all (default), failed (missing and failing references) or missing (new references only).",
        completion: .list([RecordMode.all, .failed, .missing].map(\.rawValue)))
    var record: String = RecordMode.all.rawValue

    func validate() throws {
        if try SnapshotOptions.mode(record) == .never {
            throw ValidationError("snapshot record cannot use --record never; use snapshot verify to only compare")
        }
    }

    func run() throws {
        try SnapshotCommandRun(
            options: snapshot, comparison: comparison, mode: try SnapshotOptions.mode(record), commandName: "snapshot record"
        )
        .run()
    }
}
