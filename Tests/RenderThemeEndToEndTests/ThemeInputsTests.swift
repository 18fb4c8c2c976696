import Foundation
import Testing

/// CHANGELOG.md, "Every subcommand accepts folders" and "A theme's `theme:` name no longer decides":
/// every subcommand takes files and folders the same way, says what it
/// took, names outputs after the theme *file*, and never writes outside its output folder.
@Suite struct ThemeInputsTests {
    /// A folder with `Themes/` copied into it.
    func workspace() throws -> URL {
        let dir = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes"), to: dir.appendingPathComponent("Themes"))
        return dir
    }

    @Test func everySubcommandAcceptsAFolderAndSaysWhatItTook() throws {
        let dir = try workspace()
        let count = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("Themes").path)
            .filter { $0.hasSuffix(".yaml") }.count
        for (command, extra) in [
            ("validate", [String]()), ("render", ["--out", "out", "--scale", "1", "--frames", "0"]),
            ("describe", [String]()), ("gallery", ["--out", "site"]),
        ] {
            let result = try CommandRunner.run([command, "Themes"] + extra, in: dir)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("\(command): \(count) theme files from Themes/"), "\(command): \(result.stderr)")
        }
        let snapshot = try CommandRunner.run(["snapshot", "record", "Themes", "--snapshots", "refs"], in: dir, environment: ["CI": nil])
        #expect(snapshot.status == 0, "\(snapshot.stdout)\(snapshot.stderr)")
        #expect(snapshot.stderr.contains("snapshot record: \(count) theme files from Themes/"))
    }

    @Test func filesNamedAndFilesFoundAreCountedApart() throws {
        let result = try CommandRunner.run(["validate", "Themes/BrandOpaque.yaml", "Themes/base"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "validate: 2 theme files: 1 named, 1 from Themes/base/\n", "\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 themes checked: 0 errors, 0 warnings\n"), "\(result.stdout)")
    }

    @Test func quietLeavesOnlyWhatNeedsAttention() throws {
        let dir = try workspace()
        let render = try CommandRunner.run(["render", "Themes", "--out", "out", "--scale", "1", "--frames", "0", "-q"], in: dir)
        #expect(render.status == 0 && render.stdout.isEmpty && render.stderr.isEmpty, "\(render.stdout)\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/BrandOpaque").path))
        let validate = try CommandRunner.run(["validate", "Themes", "--quiet"], in: dir)
        #expect(validate.status == 0 && validate.stdout.isEmpty && validate.stderr.isEmpty, "\(validate.stdout)\(validate.stderr)")
        let broken = try CommandRunner.run(
            ["validate", "Themes", "Tests/BarThemeTests/Corpus/bad-hex-colour.yaml", "-q"], in: CommandRunner.repositoryRoot)
        #expect(broken.status == 1 && broken.stdout.contains("bad-hex-colour.yaml:2:14: error:") && !broken.stdout.contains("checked"))
        let gallery = try CommandRunner.run(["gallery", "Themes/BrandOpaque.yaml", "--out", "site", "-q"], in: dir)
        #expect(gallery.status == 0 && gallery.stdout.isEmpty, "\(gallery.stdout)")
    }

    @Test func aMissingPathAndAFolderWhereAFileIsNeededAreSaidPlainly() throws {
        let dir = try workspace()
        for command in ["validate", "render", "describe", "gallery"] {
            let missing = try CommandRunner.run([command, "Themes/Nope.yaml"], in: dir)
            #expect(missing.status == 2, "\(command)")
            #expect(missing.stderr.contains("Themes/Nope.yaml: no such file or folder"), "\(command): \(missing.stderr)")
            #expect(!missing.stderr.contains("permission"), "\(command)")
        }
        let missingSnapshot = try CommandRunner.run(["snapshot", "verify", "Themes/Nope.yaml"], in: dir)
        #expect(missingSnapshot.status == 2)
        #expect(missingSnapshot.stderr.contains("Themes/Nope.yaml: no such file or folder"))
        // explain takes one theme file: a folder is refused with a located, plain reason.
        let folder = try CommandRunner.run(["explain", "Themes"], in: dir)
        #expect(folder.status != 0)
        #expect(folder.stderr.contains("this is a folder, not a theme file"), "\(folder.stderr)")
        #expect(!folder.stderr.contains("permission"))
    }

    @Test func aThemeNameThatLooksLikeAPathWritesInsideTheOutputFolder() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let theme = dir.appendingPathComponent("t.yaml")
        try "theme: ../../../tmp/escape Fixture Basic\nscenes:\n  - name: s\n    items: [{ title: A }]\n"
            .write(to: theme, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["render", "t.yaml", "--out", "out", "--scale", "1"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "out/t/s.default.topAttached.light.375w@1x.png\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/t/s.default.topAttached.light.375w@1x.png").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/escape Fixture Basic"))
    }

    @Test func nestedThemesAreNamedByTheirPathInTheFolderAndCollisionsAreRefused() throws {
        let dir = try CommandRunner.temporaryDirectory()
        for path in ["set/a/Bar.yaml", "set/b/Bar.yaml"] {
            let file = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "theme: Same Name\nscenes:\n  - name: s\n    items: [{ title: A }]\n".write(to: file, atomically: true, encoding: .utf8)
        }
        let folder = try CommandRunner.run(["render", "set", "--out", "out", "--scale", "1"], in: dir)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout == "out/a/Bar/s.default.topAttached.light.375w@1x.png\nout/b/Bar/s.default.topAttached.light.375w@1x.png\n")
        // Named one by one, both would write under Bar/: refused before anything is written.
        let files = try CommandRunner.run(["render", "set/a/Bar.yaml", "set/b/Bar.yaml", "--out", "out2"], in: dir)
        #expect(files.status == 2)
        #expect(files.stderr.contains("set/a/Bar.yaml and set/b/Bar.yaml would both write their images under 'Bar/'"), "\(files.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out2").path))
    }

    @Test func aSymlinkInsideTheOutputFolderCannotLeadOutOfIt() throws {
        let dir = try CommandRunner.temporaryDirectory()
        try "scenes:\n  - name: s\n    items: [{ title: A }]\n".write(
            to: dir.appendingPathComponent("t.yaml"), atomically: true, encoding: .utf8)
        let outside = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("out/t"), withDestinationURL: outside)
        let result = try CommandRunner.run(["render", "t.yaml", "--out", "out", "--scale", "1"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("would not stay inside 'out'"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "nothing was written through the link")
    }

    @Test func aFIFOGivenAsAThemeIsRefusedWithoutOpeningIt() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe.yaml")
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = ["mkfifo", fifo.path]
        try make.run()
        make.waitUntilExit()
        let result = try CommandRunner.run(["validate", fifo.path])
        #expect(result.status == 1)
        #expect((result.stdout + result.stderr).contains("this is not a regular file"))
    }
}

@Suite struct NonRegularFileTests {
    func mkfifo(_ url: URL) throws {
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = ["mkfifo", url.path]
        try make.run()
        make.waitUntilExit()
    }

    /// A FIFO named as an image or font blocked `validate` forever on open (CHANGELOG.md, "An image or
    /// font path naming a pipe"); it is refused by type.
    @Test func aFIFOAsAnImageOrAFontIsRefusedByItsType() throws {
        let dir = try CommandRunner.temporaryDirectory()
        try mkfifo(dir.appendingPathComponent("bar.png"))
        try mkfifo(dir.appendingPathComponent("font.ttf"))
        try
            "fonts:\n  f: { file: font.ttf, size: 17 }\nnavigationBar:\n  backgroundImages:\n    - { image: bar.png }\nscenes:\n  - name: s\n    items: [{ title: A }]\n"
            .write(to: dir.appendingPathComponent("t.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", "t.yaml"], in: dir)
        #expect(result.status == 1)
        let text = result.stdout + result.stderr
        #expect(text.contains("t.yaml:2:14: error: 'font.ttf' is not a regular file (a pipe, device or socket)"), "\(text)")
        #expect(text.contains("t.yaml:5:16: error: 'bar.png' is not a regular file (a pipe, device or socket)"), "\(text)")
    }

    /// A 150 MB theme is rejected by its size before it is read.
    @Test func anOversizedThemeIsRejectedWithoutReadingIt() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let big = dir.appendingPathComponent("big.yaml")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 150 << 20)
        try handle.close()
        let result = try CommandRunner.run(["validate", "big.yaml"], in: dir)
        #expect(result.status == 1)
        #expect(
            (result.stdout + result.stderr).contains("big.yaml:1:1: error: the theme file is 157286400 bytes; at most 1048576 are allowed"))
    }
}
