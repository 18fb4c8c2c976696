import BarRender
import BarWriting
import Foundation
import Testing

/// Faults injected on purpose, the way SQLite's harness does: `render` and `snapshot record` are run
/// once per file-system operation with that operation failing (BARTHEME_FAULT_INJECTION), and after
/// each run every file is the old one or the complete new one, each theme's files are all old or all
/// new, no temporary file is left, the exit status is 1 and stderr names each failed file and sums up.
/// `Scripts/fault-test` runs the same sweep over every sample theme with the release binary.
@Suite(.serialized) struct FaultToleranceTests {
    static let errnos = ["ENOSPC", "EROFS", "EACCES", "EIO"]
    static let ci: [String: String?] = ["CI": "true", "BARTHEME_RECORD": nil]

    /// Every regular file under `root`, by relative path; hidden files (the lock file, temporary
    /// files) only with `hidden`.
    static func files(under root: URL, hidden: Bool = false) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: root.path) ?? FileManager.DirectoryEnumerator() {
            var isFolder: ObjCBool = false
            let full = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                hidden || !(relative as NSString).lastPathComponent.hasPrefix(".")
            {
                files[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    static func temporaryFiles(under root: URL) -> [String] {
        files(under: root, hidden: true).keys.filter { ($0 as NSString).lastPathComponent.hasSuffix(".tmp") }.sorted()
    }

    static func recolour(_ dir: URL) throws {
        for (theme, old, new) in [("BrandOpaque", "#0A5C36", "#C0392B"), ("OceanTranslucent", "#0077B6", "#0088C6")] {
            let url = dir.appendingPathComponent("Themes/\(theme).yaml")
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Checks one faulted run's folder against the old and new contents, theme folder by theme folder.
    static func checkAllOldOrAllNew(_ now: [String: Data], old: [String: Data], new: [String: Data], run: String) {
        #expect(
            Set(now.keys).isSubset(of: Set(old.keys).union(new.keys)),
            "\(run): unexpected files \(Set(now.keys).subtracting(old.keys).subtracting(new.keys))")
        var state: [String: Set<String>] = [:]  // theme folder → {"old", "new"}
        for (path, data) in now {
            let theme = String(path.prefix { $0 != "/" })
            let isOld = old[path] == data, isNew = new[path] == data
            #expect(isOld || isNew, "\(run): \(path) is neither the old nor the new file")
            if isOld != isNew { state[theme, default: []].insert(isOld ? "old" : "new") }
        }
        for (path, _) in new where now[path] == nil && old[path] == nil {
            let theme = String(path.prefix { $0 != "/" })
            state[theme, default: []].insert("old")  // a new file not there yet: the theme is old
        }
        for (theme, kinds) in state { #expect(kinds.count == 1, "\(run): theme \(theme) mixes old and new files") }
    }

    /// Runs `arguments` failing operation 1, 2, … until a run no longer reaches the failing one.
    static func sweep(
        _ arguments: [String], in dir: URL, watched: URL, reset: () throws -> Void,
        old: [String: Data], new: [String: Data], summary: String
    ) throws -> Int {
        var index = 1
        while index < 400 {
            try reset()
            let fault = "\(index):\(errnos[index % errnos.count])"
            let run = try CommandRunner.run(arguments, in: dir, environment: ci.merging(["BARTHEME_FAULT_INJECTION": fault]) { $1 })
            let label = "\(arguments.joined(separator: " ")) with operation \(fault)"
            if run.stderr.contains("was not reached") {
                #expect(run.status == 0, "\(label): \(run.stderr)")
                #expect(files(under: watched) == new, "\(label)")
                return index - 1
            }
            #expect(run.status == 0 || run.status == 1, "\(label): exit \(run.status)\n\(run.stderr)")
            #expect(temporaryFiles(under: dir).isEmpty, "\(label): temporary files left: \(temporaryFiles(under: dir))")
            checkAllOldOrAllNew(files(under: watched), old: old, new: new, run: label)
            let errors = run.stderr.split(separator: "\n").filter { $0.contains("cannot ") }
            if run.status == 1 {
                #expect(!errors.isEmpty, "\(label): \(run.stderr)")
                #expect(!run.stderr.contains("Error Domain") && !run.stderr.contains("Code="), "\(label): \(run.stderr)")
                if run.stderr.contains(" not written") { #expect(run.stderr.contains(summary), "\(label): \(run.stderr)") }
            }
            index += 1
        }
        Issue.record("the sweep did not end")
        return index
    }

    @Test func snapshotRecordLeavesEachThemeAllOldOrAllNewWhicheverOperationFails() throws {
        let dir = try SnapshotCommandTests.workspace()
        let pristine = dir.appendingPathComponent("Snapshots.pristine")
        try FileManager.default.copyItem(at: dir.appendingPathComponent("Snapshots"), to: pristine)
        try Self.recolour(dir)
        let snapshots = dir.appendingPathComponent("Snapshots")
        let reset = {
            try? FileManager.default.removeItem(at: snapshots)
            try FileManager.default.copyItem(at: pristine, to: snapshots)
        }
        // One theme keeps the sweep short; Scripts/fault-test sweeps every sample theme.
        let arguments = ["snapshot", "record", "--record", "failed", "Themes/BrandOpaque.yaml"]
        let old = Self.files(under: snapshots)
        let clean = try CommandRunner.run(arguments, in: dir, environment: Self.ci)
        #expect(clean.status == 0, "\(clean.stderr)")
        let new = Self.files(under: snapshots)
        #expect(new.filter { old[$0.key] != $0.value }.count == 4, "the recoloured theme changes 4 references")
        // STACK.json is unchanged: the stack matches, so recording references does not rewrite it.
        #expect(new["STACK.json"] == old["STACK.json"])
        let operations = try Self.sweep(
            arguments, in: dir, watched: snapshots, reset: reset, old: old, new: new,
            summary: "references not written: ")
        #expect(operations > 40, "4 references, reports and folders take more than 40 operations (\(operations))")
    }

    @Test func renderLeavesEachThemeAllOldOrAllNewWhicheverOperationFails() throws {
        let dir = try SnapshotCommandTests.workspace()
        let out = dir.appendingPathComponent("out")
        let arguments = ["render", "Themes/BrandOpaque.yaml", "Themes/UIKitDefault.yaml", "--out", "out"]
        // The old renders: BrandOpaque in its old colour; UIKitDefault has none yet.
        let first = try CommandRunner.run(["render", "Themes/BrandOpaque.yaml", "--out", "out"], in: dir, environment: Self.ci)
        #expect(first.status == 0)
        let pristine = dir.appendingPathComponent("out.pristine")
        try FileManager.default.copyItem(at: out, to: pristine)
        let old = Self.files(under: out)
        try Self.recolour(dir)
        let clean = try CommandRunner.run(arguments, in: dir, environment: Self.ci)
        #expect(clean.status == 0, "\(clean.stderr)")
        let new = Self.files(under: out)
        let reset = {
            try? FileManager.default.removeItem(at: out)
            try FileManager.default.copyItem(at: pristine, to: out)
        }
        let operations = try Self.sweep(arguments, in: dir, watched: out, reset: reset, old: old, new: new, summary: "files not written (")
        #expect(operations > 40, "\(operations)")
    }

    @Test func fourConcurrentRecordsGiveWhatOneRunGives() throws {
        let single = try SnapshotCommandTests.workspace(), concurrent = try SnapshotCommandTests.workspace()
        try Self.recolour(single)
        try Self.recolour(concurrent)
        let one = try CommandRunner.run(["snapshot", "record", "--record", "failed"], in: single, environment: Self.ci)
        #expect(one.status == 0, "\(one.stderr)")
        let results = Locked<[CommandRunner.Output]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            if let run = try? CommandRunner.run(["snapshot", "record", "--record", "failed"], in: concurrent, environment: Self.ci) {
                results.withLock { $0.append(run) }
            }
        }
        let runs = results.withLock { $0 }
        #expect(runs.count == 4)
        #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.stderr))")
        #expect(runs.contains { $0.stderr.contains("waiting: another render-theme run (pid ") }, "at least one run waited for the lock")
        let expected = Self.files(under: single.appendingPathComponent("Snapshots"))
        #expect(Self.files(under: concurrent.appendingPathComponent("Snapshots")) == expected)
    }

    @Test func noWaitFailsAtOnceNamingTheRunHoldingTheFolder() throws {
        let dir = try SnapshotCommandTests.workspace()
        let lock = try OutputFolderLock.acquire(dir.appendingPathComponent("Snapshots").path, wait: false)
        let run = try CommandRunner.run(["snapshot", "record", "--no-wait"], in: dir, environment: Self.ci)
        withExtendedLifetime(lock) {}
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("is being written by another render-theme run (pid \(ProcessInfo.processInfo.processIdentifier))"),
            "\(run.stderr)")
    }

    @Test func aFullDiskReadsAsASentenceWithExitOneAndASummary() throws {
        let dir = try SnapshotCommandTests.workspace()
        // A first run makes the report folder, so the first operation of the next is a reference's.
        _ = try CommandRunner.run(["snapshot", "verify", "Themes/BrandOpaque.yaml"], in: dir, environment: Self.ci)
        try Self.recolour(dir)
        let run = try CommandRunner.run(
            ["snapshot", "record", "--record", "failed", "Themes/BrandOpaque.yaml"], in: dir,
            environment: Self.ci.merging(["BARTHEME_FAULT_INJECTION": "1:ENOSPC"]) { $1 })
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("cannot write Snapshots/BrandOpaque/"), "\(run.stderr)")
        #expect(run.stderr.contains(": no space left on device"), "\(run.stderr)")
        #expect(run.stderr.contains("4 of 4 references not written: no space left on device (Snapshots)"), "\(run.stderr)")
        #expect(!run.stdout.contains("recorded: "), "nothing is said to be recorded: \(run.stdout)")
    }

    @Test func emptyAndMisplacedOutputPathsAreUsageErrors() throws {
        let dir = try SnapshotCommandTests.workspace()
        try Data("x".utf8).write(to: dir.appendingPathComponent("afile"))
        for (arguments, message) in [
            (["render", "Themes/UIKitDefault.yaml", "--out", ""], "--out is empty"),
            (["render", "Themes/UIKitDefault.yaml", "--out", "afile"], "--out afile is a file"),
            (["snapshot", "record", "--snapshots", ""], "--snapshots is empty"),
            (["snapshot", "verify", "--snapshots", "afile"], "--snapshots afile is a file"),
            (["snapshot", "verify", "--report", ""], "--report is empty"),
        ] {
            let run = try CommandRunner.run(arguments, in: dir, environment: Self.ci)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(
            !FileManager.default.fileExists(atPath: dir.appendingPathComponent("UIKitDefault").path),
            "nothing written into the current folder")
    }

    @Test func controlCharactersFromAThemeReachTheTerminalEscaped() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let theme =
            "theme: \"T\\e]0;pwned\\a\"\nnavigationBar:\n  tintColor: \"\\e[2Jred\\u202E\"\nscenes:\n  - name: \"s\\e[31m\"\n    title: \"\\e]0;x\\a\"\n"
        try Data(theme.utf8).write(to: dir.appendingPathComponent("t.yaml"))
        for arguments in [["validate", "t.yaml"], ["validate", "--format", "github", "t.yaml"], ["render", "t.yaml", "--out", "o"]] {
            let run = try CommandRunner.run(arguments, in: dir, environment: Self.ci)
            let raw = (run.stdout + run.stderr).unicodeScalars.filter { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }
            #expect(raw.isEmpty, "\(arguments): raw control characters reached the terminal")
            #expect((run.stdout + run.stderr).contains("\\u{1B}[2Jred"), "\(arguments): \(run.stdout)\(run.stderr)")
        }
        let json = try CommandRunner.run(["validate", "--format", "json", "t.yaml"], in: dir, environment: Self.ci)
        #expect(json.stdout.contains("\\u001b[2Jred\\u202e"), "\(json.stdout)")
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "still valid JSON")
    }
}

/// A value shared between threads of a test.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
