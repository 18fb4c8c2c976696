import Foundation
import Testing

/// A run killed between writing and renaming leaves `.name.<pid>.<uuid>.tmp`; the next run removes
/// those of dead processes, says how many, and leaves a live process's files alone.
@Suite struct StaleTemporaryFilesTests {
    @Test func theNextRunRemovesTheTemporaryFilesOfAKilledRun() throws {
        let dir = try CommandRunner.temporaryDirectory()
        for folder in ["Themes", "Snapshots"] {
            try FileManager.default.copyItem(
                at: CommandRunner.repositoryRoot.appendingPathComponent(folder), to: dir.appendingPathComponent(folder))
        }
        // A pid far above Linux's default pid_max is never running.
        let stale = dir.appendingPathComponent("Snapshots/.STACK.json.4194999.\(UUID().uuidString).tmp")
        let nested = dir.appendingPathComponent(
            "Snapshots/BrandOpaque/.account.default.topAttached.light.375w@3x.png.4194998.\(UUID().uuidString).tmp")
        // A file of a process that is alive (the test runner itself) stays.
        let live = dir.appendingPathComponent("Snapshots/.STACK.json.\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        for file in [stale, nested, live] { try Data("half".utf8).write(to: file) }
        let result = try CommandRunner.run(["snapshot", "verify"], in: dir, environment: ["CI": "true", "BARTHEME_RECORD": nil])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("removed 2 temporary files left by an interrupted run"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!FileManager.default.fileExists(atPath: nested.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
    }
}
