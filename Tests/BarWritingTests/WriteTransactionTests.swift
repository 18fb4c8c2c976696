import Foundation
import Testing

@testable import BarWriting

/// The one write path: a group of files is all new or all old whichever file-system operation
/// fails, no temporary file is left, and failures read as sentences.
@Suite struct WriteTransactionTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-writes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Every file under `root`, by relative path, with its bytes.
    static func contents(of root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: root) ?? FileManager.DirectoryEnumerator() {
            var isFolder: ObjCBool = false
            let full = (root as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    /// Two files that exist (old content) and two new ones in a new subfolder.
    static func write(_ version: String, into root: String, fileSystem: FileSystem) -> WriteTransaction.Outcome {
        let transaction = WriteTransaction(fileSystem: fileSystem)
        for name in ["a.png", "b.png", "sub/c.png", "sub/d.png"] {
            transaction.stage(Data("\(version) \(name)".utf8), to: (root as NSString).appendingPathComponent(name))
        }
        return transaction.commit()
    }

    @Test func aGroupIsAllNewOrAllOldWhicheverOperationFails() throws {
        let errors: [Int32] = [ENOSPC, EROFS, EACCES, EIO]
        var index = 1
        var sawSuccess = false
        var failures = 0
        while index < 200 && !sawSuccess {
            let root = try Self.folder()
            defer { try? FileManager.default.removeItem(atPath: root) }
            for name in ["a.png", "b.png"] {
                try Data("old \(name)".utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
            }
            let old = Self.contents(of: root)
            let plan = FaultPlan(failing: index, errno: errors[index % errors.count])
            let outcome = Self.write("new", into: root, fileSystem: FileSystem(faults: plan))
            let now = Self.contents(of: root)
            #expect(!now.keys.contains { ($0 as NSString).lastPathComponent.hasSuffix(".tmp") }, "operation \(index): \(now.keys.sorted())")
            if !plan.fired { sawSuccess = true }
            if outcome.succeeded {
                // No fault, or one the commit recovers from (removing a backup is retried).
                #expect(
                    now.count == 4 && now.values.allSatisfy { String(decoding: $0, as: UTF8.self).hasPrefix("new ") },
                    "operation \(index)")
            } else {
                failures += 1
                #expect(plan.fired)
                #expect(now == old, "operation \(index): the group must be all old after a failure")
                let message = outcome.failures.first?.description ?? ""
                #expect(message.hasPrefix("cannot "), "\(message)")
                #expect(!message.contains("Error Domain") && !message.contains("Code="), "\(message)")
            }
            index += 1
        }
        #expect(sawSuccess, "the sweep must reach a run with no failing operation")
        #expect(index > 20, "a group of four files takes more than 20 operations")
        #expect(failures >= index - 4, "all but the tolerated operations (removing the two backups, retried) fail the group")
    }

    @Test func aFailureReadsAsPathOperationAndCause() {
        let error = WriteError(path: "Snapshots/Ocean/x.png", operation: .write, code: ENOSPC)
        #expect(error.description == "cannot write Snapshots/Ocean/x.png: no space left on device")
        #expect(
            WriteError(path: "out", operation: .createFolder, code: EROFS).description
                == "cannot create the folder out: read-only file system")
    }

    @Test func faultPlansComeFromTheEnvironmentVariable() {
        let plan = FaultPlan.fromEnvironment(["BARTHEME_FAULT_INJECTION": "7:EIO"])
        #expect(plan?.failing == 7 && plan?.errno == EIO)
        #expect(FaultPlan.fromEnvironment(["BARTHEME_FAULT_INJECTION": "x"]) == nil)
        #expect(FaultPlan.fromEnvironment([:]) == nil)
    }

    @Test func aSecondLockOnTheSameFolderIsRefusedWithTheHoldersPid() throws {
        let root = try Self.folder()
        let first = try OutputFolderLock.acquire(root, wait: false)
        do {
            _ = try OutputFolderLock.acquire(root, wait: false)
            Issue.record("a second lock must be refused while the first is held")
        } catch {
            #expect(error.description.contains("pid \(ProcessInfo.processInfo.processIdentifier)"), "\(error)")
        }
        withExtendedLifetime(first) {}
        _ = consume first
        // Released: it can be taken again.
        #expect(throws: Never.self) { _ = try OutputFolderLock.acquire(root, wait: false) }
    }

    /// A run killed while renaming (here: after the first of two renames) leaves a journal; the
    /// next run's clean-up puts the old file back and removes the new one, so the group is all old.
    @Test func aGroupInterruptedWhileRenamingIsRolledBackByTheNextRun() throws {
        let root = try Self.folder()
        let a = (root as NSString).appendingPathComponent("a.png"), b = (root as NSString).appendingPathComponent("b.png")
        try Data("old a".utf8).write(to: URL(fileURLWithPath: a))
        // What a dead process (pid above Linux's pid_max) left: a backup of a, a renamed over, b new.
        let backup = (root as NSString).appendingPathComponent(".a.png.4194999.\(UUID().uuidString).tmp")
        #expect(link(a, backup) == 0)
        try Data("new a".utf8).write(to: URL(fileURLWithPath: a + ".staged"))
        #expect(rename(a + ".staged", a) == 0)
        try Data("new b".utf8).write(to: URL(fileURLWithPath: b))
        let journal = (root as NSString).appendingPathComponent(".bartheme-journal.4194999.\(UUID().uuidString).tmp")
        try RollbackJournal.encode([(a, backup), (b, nil)]).write(to: URL(fileURLWithPath: journal))
        let (removed, restored) = StaleTemporaryFiles.clean(root)
        #expect(restored == 2)
        #expect(removed == [journal])
        #expect(Self.contents(of: root) == ["a.png": Data("old a".utf8)])
    }

    @Test func aCommittedGroupLeavesNoJournal() throws {
        let root = try Self.folder()
        let outcome = Self.write("new", into: root, fileSystem: FileSystem())
        #expect(outcome.succeeded)
        let hidden = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter {
            ($0 as NSString).lastPathComponent.hasPrefix(".")
        }
        #expect(hidden.isEmpty, "\(hidden)")
    }
}
