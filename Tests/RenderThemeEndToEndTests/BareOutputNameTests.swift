import Foundation
import Testing

/// Every command that writes one file takes a bare file name for it (`--out Theme.swift`, the first
/// thing a user types): the file lands in the working folder. Before, the folder part of a bare
/// name was empty and the write failed with "cannot create the folder : no such file or directory".
@Suite struct BareOutputNameTests {
    /// A fresh working folder holding a copy of `Themes/OceanTranslucent.yaml` as `Theme.yaml`.
    private func workFolder() throws -> URL {
        let work = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes/OceanTranslucent.yaml"),
            to: work.appendingPathComponent("Theme.yaml"))
        return work
    }

    @Test func generateSwiftWritesABareFileName() throws {
        let work = try workFolder()
        let result = try CommandRunner.run(["generate", "swift", "Theme.yaml", "--out", "Theme.swift"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: work.appendingPathComponent("Theme.swift"), encoding: .utf8)
        #expect(text.contains("UINavigationBar"))
        // Nothing but the file (and the theme) is left in the folder: no journal, no temporary file.
        let names = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted()
        #expect(names == ["Theme.swift", "Theme.yaml"])
    }

    @Test func importWritesABareFileName() throws {
        let work = try workFolder()
        try Data("NavigationBar {\n    bar-tint-color: #123456;\n}\n".utf8).write(to: work.appendingPathComponent("app.nss"))
        let result = try CommandRunner.run(["import", "nui", "app.nss", "--out", "imported.yaml"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: work.appendingPathComponent("imported.yaml"), encoding: .utf8)
        #expect(text.contains("barTintColor: \"#123456\""))
    }

    @Test func diffWritesABareFileName() throws {
        let work = try workFolder()
        let root = CommandRunner.repositoryRoot.path
        let brand = "\(root)/Snapshots/BrandOpaque/account.default.topAttached.light.375w@3x.png"
        let other = "\(root)/Snapshots/BlackStyle/music-library.default.topAttached.light.375w@3x.png"
        let result = try CommandRunner.run(["diff", brand, other, "--out", "diff.png"], in: work)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("diff.png").path), "\(result.stderr)")
    }
}
