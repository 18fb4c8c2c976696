import BarRender
import BarSnapshot
import BarWriting
import Foundation
import Testing

@Suite struct SnapshotRunTests {
    @Test func recordingWritesTheStackAndVerifyingComparesIt() throws {
        let box = try SnapshotSandbox()
        let recorded = try box.run(.missing)
        #expect(recorded.summary.recorded == 2)
        #expect(recorded.stackRecorded)
        #expect(try ReferenceStore(directory: box.snapshots).recordedStack() == RenderingStack.current())
        let verified = try box.run(.never)
        #expect(verified.stack == .matches)
        #expect(verified.stack.note == nil)
        #expect(verified.summary == SnapshotSummary(results: verified.results))
        #expect(verified.summary.line == "2 variants: 2 passed, 0 failed, 0 missing, 0 recorded, 0 errors; 0 stale references")
        #expect(verified.summary.exitStatus == 0)
    }

    @Test func aDifferentStackIsExplainedInANote() throws {
        let box = try SnapshotSandbox()
        _ = try box.run(.missing)
        var old = try RenderingStack.current()
        old.cairo = "0.9.0"
        try ReferenceStore(directory: box.snapshots).recordStack(old)
        let outcome = try box.run(.never)
        #expect(outcome.summary.passed == 2)
        let note = try #require(outcome.stack.note)
        #expect(note.contains("cairo 0.9.0 → \(try RenderingStack.current().cairo)"))
    }

    @Test func staleReferencesAreReportedAndDeletedOnlyWhenRecordingAll() throws {
        let box = try SnapshotSandbox()
        _ = try box.run(.missing)
        let store = ReferenceStore(directory: box.snapshots)
        let png = try Data(contentsOf: box.snapshots.appendingPathComponent("Tiny/home.default.topAttached.light.375w@1x.png"))
        try AtomicFile.write(png, to: box.snapshots.appendingPathComponent("Tiny/gone.default.topAttached.light.375w@1x.png").path)
        try AtomicFile.write(png, to: box.snapshots.appendingPathComponent("Other/x.png").path)

        let scoped = try box.run(.never)
        #expect(scoped.staleReferences == ["Tiny/gone.default.topAttached.light.375w@1x.png"])
        #expect(scoped.summary.exitStatus == 0)
        #expect(
            try box.run(.never, themesAreComplete: true).staleReferences
                == ["Other/x.png", "Tiny/gone.default.topAttached.light.375w@1x.png"])

        let recorded = try box.run(.all)
        #expect(recorded.deletedStaleReferences)
        #expect(recorded.summary.deletedStale == 1)
        #expect(
            store.referencePaths() == [
                "Other/x.png", "Tiny/home.compact.topAttached.light.375w@1x.png",
                "Tiny/home.default.topAttached.light.375w@1x.png",
            ])
    }

    @Test func failuresGiveExitStatusOneAndErrorsTwo() throws {
        let box = try SnapshotSandbox()
        #expect(try box.run(.never).summary.exitStatus == 1)
        let broken = try SnapshotSandbox(theme: "theme: Broken\nnavigationBar: { barTintColour: red }\n")
        let outcome = try broken.run(.missing)
        #expect(outcome.themeErrors.count == 1)
        #expect(outcome.summary.exitStatus == 2)
        #expect(outcome.themeErrors[0].description.contains("unknown key 'barTintColour'"))
    }

    /// The CLI's summary quotes `writeFailureCause`; it used to cut the cause out of the message at
    /// its last ": ", which gave the wrong words for a message with a colon after the cause.
    @Test func referencesNotWrittenCarryTheSystemsReason() throws {
        var sawFailure = false
        for operation in 0..<40 {
            let box = try SnapshotSandbox()
            var configuration = SnapshotRun.Configuration(
                themePaths: [box.themePath], snapshotsPath: box.snapshots.path, reportPath: nil, mode: .missing)
            let plan = FaultPlan(failing: operation, errno: ENOSPC)
            configuration.fileSystem = FileSystem(faults: plan)
            let outcome = try SnapshotRun(configuration).run()
            for result in outcome.results {
                if result.status == .notWritten {
                    sawFailure = true
                    #expect(result.writeFailureCause == "no space left on device", "operation \(operation): \(result.message)")
                } else {
                    #expect(result.writeFailureCause == nil, "operation \(operation)")
                }
            }
            if !plan.fired { break }
        }
        #expect(sawFailure)
    }

    @Test func shardsSplitTheSortedVariants() throws {
        let box = try SnapshotSandbox()
        let first = try SnapshotRun(
            .init(
                themePaths: [box.themePath], snapshotsPath: box.snapshots.path, reportPath: nil,
                mode: .missing, shard: try Shard(parsing: "1/2"))
        ).run()
        let second = try SnapshotRun(
            .init(
                themePaths: [box.themePath], snapshotsPath: box.snapshots.path, reportPath: nil,
                mode: .missing, shard: try Shard(parsing: "2/2"))
        ).run()
        #expect(first.results.map(\.name) == ["Tiny/home.compact.topAttached.light.375w@1x.png"])
        #expect(second.results.map(\.name) == ["Tiny/home.default.topAttached.light.375w@1x.png"])
    }

    @Test func aReportFolderInsideTheSnapshotsFolderIsRefused() throws {
        let box = try SnapshotSandbox()
        let run = SnapshotRun(
            .init(
                themePaths: [box.themePath], snapshotsPath: box.snapshots.path,
                reportPath: box.snapshots.appendingPathComponent("report").path, mode: .never))
        #expect(throws: SnapshotError.self) { try run.run() }
    }

    @Test func aNewRunClearsOnlyTheFilesAnEarlierRunWrote() throws {
        let box = try SnapshotSandbox()
        _ = try box.run(.never)
        let actual = "Tiny/home.default.topAttached.light.375w@1x.actual.png"
        #expect(box.exists(actual, in: box.report))
        try Data("keep".utf8).write(to: box.report.appendingPathComponent("notes.txt"))
        _ = try box.run(.missing)
        #expect(!box.exists(actual, in: box.report))
        #expect(box.exists("notes.txt", in: box.report))
        #expect(box.exists("index.html", in: box.report))
    }
}
