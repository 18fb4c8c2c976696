import BarRender
import BarTheme
import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func renderWritesEveryVariantAndPrintsItsPath() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "Themes/UIKitDefault.yaml", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let paths = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            paths == [
                "\(out.path)/UIKitDefault/settings-general.default.topAttached.light.375w@2x.png",
                "\(out.path)/UIKitDefault/settings-general.default.topAttached.light.375w@3x.png",
                "\(out.path)/UIKitDefault/settings-general.compact.topAttached.light.375w@2x.png",
                "\(out.path)/UIKitDefault/settings-general.compact.topAttached.light.375w@3x.png",
            ])
        for path in paths { #expect(FileManager.default.fileExists(atPath: path)) }
    }

    /// `--out o` crashed the CLI: Foundation's `deletingLastPathComponent` traps on a one-character
    /// path on Linux; paths are now split by `FilePaths.parent(of:)`.
    @Test func aOneCharacterRelativeOutputFolderWorks() throws {
        let work = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes/UIKitDefault.yaml"),
            to: work.appendingPathComponent("Themes/UIKitDefault.yaml"))
        for out in ["o", "p/"] {
            let result = try CommandRunner.run(["render", "Themes/UIKitDefault.yaml", "--out", out, "--scale", "2"], in: work)
            #expect(result.status == 0, "--out \(out): \(result.stderr)")
            let folder = out.hasSuffix("/") ? String(out.dropLast()) : out
            #expect(
                FileManager.default.fileExists(
                    atPath: work.appendingPathComponent("\(folder)/UIKitDefault/settings-general.default.topAttached.light.375w@2x.png")
                        .path),
                "--out \(out)")
        }
    }

    @Test func overridesGiveTheExpectedPixelSize() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run([
            "render", "Themes/OceanTranslucent.yaml", "--out", out.path,
            "--scale", "3", "--width", "375", "--metrics", "default", "--position", "topAttached",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let path = "\(out.path)/OceanTranslucent/tide-detail.default.topAttached.light.375w@3x.png"
        #expect(result.stdout == path + "\n")
        let raster = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(raster.width == 1125)
        // The 375 pt @3x phone's 44 pt status bar (an iPhone X's, docs/UIKIT.md §1.2), the 44 pt bar and the
        // hairline's pixel row under it (§1.3).
        #expect(raster.height == 265)
    }

    @Test func barOnlyCropsTheShadowBand() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run([
            "render", "Themes/OceanTranslucent.yaml", "--out", out.path, "--bar-only",
            "--scale", "3", "--width", "375", "--metrics", "default", "--position", "topAttached",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let path = "\(out.path)/OceanTranslucent/tide-detail.default.topAttached.light.375w@3x.png"
        let raster = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(raster.width == 1125)
        #expect(raster.height == 264)
    }

    @Test func withNoArgumentsEverySampleThemeIsRendered() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--out", out.path, "--scale", "1", "--metrics", "default"])
        #expect(result.status == 0, "\(result.stderr)")
        let folder = CommandRunner.repositoryRoot.appendingPathComponent("Themes")
        let themes = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var expected: [String] = [], transitions: [String] = []
        for name in themes {
            let loaded = try ThemeLoader.load(path: folder.appendingPathComponent(name).path)
            let overrides = VariantOverrides(metrics: .default, scale: 1)
            expected += RenderJob.jobs(for: loaded.document, parents: loaded.parents, overrides: overrides)
                .map { "\(out.path)/\($0.relativeOutputPath)" }
            transitions += TransitionJob.jobs(for: loaded.document, parents: loaded.parents, overrides: overrides)
                .flatMap { ["\(out.path)/\($0.relativeOutputPath)", "\(out.path)/\($0.relativeSheetPath)"] }
        }
        // Resting renders first, then the animated transitions of stack scenes, each with its contact sheet.
        expected += transitions
        #expect(themes.count >= 4)
        #expect(result.stdout.split(separator: "\n").map(String.init) == expected)
    }

    @Test func aThemeWithAnUnknownKeyPrintsTheLineColumnAndCaret() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let theme = dir.appendingPathComponent("Bad.yaml")
        try "theme: Bad\nnavigationBar:\n  barTintColour: red\n".write(to: theme, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["render", theme.path, "--out", dir.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                \(theme.path):3:3: error: unknown key 'barTintColour' in navigationBar
                  barTintColour: red
                  ^
                  hint: did you mean 'barTintColor'?

                """)
    }

    @Test func aBadColourPrintsItsExactPosition() throws {
        let dir = try CommandRunner.temporaryDirectory()
        let theme = dir.appendingPathComponent("Bad.yaml")
        try "navigationBar:\n  tintColor: rgb(300, 0, 0)\n".write(to: theme, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", theme.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                "\(theme.path):2:14: error: 'rgb(300, 0, 0)': red, green and blue go from 0 to 255\n  tintColor: rgb(300, 0, 0)\n             ^\n"
            ))
    }

    @Test func usageErrorsExitWithTwo() throws {
        let result = try CommandRunner.run(["render", "--scale", "4"])
        #expect(result.status == 64 || result.status == 2)
        #expect(result.stderr.contains("--scale must be 1, 2 or 3"))
        let missing = try CommandRunner.run(["render", "--out", "/tmp/x"], in: try CommandRunner.temporaryDirectory())
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no theme files given and no Themes/ folder here"))
    }

    @Test func validateIsCleanOnTheSampleThemes() throws {
        let result = try CommandRunner.run(["validate"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("themes checked: 0 errors, 0 warnings\n"))
    }

    @Test func explainShowsTheWinningDeclarationAndTheRule() throws {
        let result = try CommandRunner.run(["explain", "Themes/BrandOpaque.yaml", "--property", "barTintColor", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let property = (json?["properties"] as? [[String: Any]])?.first
        #expect(property?["value"] as? String == "#0A5C36")
        let source = property?["source"] as? [String: Any]
        #expect(source?["line"] as? Int == 14)
        #expect(source?["layer"] as? String == "navigationBar proxy")
    }

    /// `render … | head -2`: the reader goes away after two lines; every file is still written (a
    /// closed standard output is not a reason to leave a theme half-written).
    @Test func aReaderThatStopsEarlyDoesNotStopTheFiles() throws {
        let full = try CommandRunner.temporaryDirectory(), piped = try CommandRunner.temporaryDirectory()
        let arguments = ["render", "Themes", "--scale", "1", "--frames", "2"]
        let complete = try CommandRunner.run(arguments + ["--out", full.path])
        #expect(complete.status == 0, "\(complete.stderr)")
        let binary = CommandRunner.productsDirectory.appendingPathComponent("render-theme").path
        let script = "\"$0\" \"$@\" | head -2 >/dev/null; echo \"status ${PIPESTATUS[0]}\""
        let result = try CommandRunner.runProcess(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script, binary] + arguments + ["--out", piped.path],
            in: CommandRunner.repositoryRoot, environment: nil)
        #expect(result.stdout.contains("status 0"), "\(result.stdout) \(result.stderr)")
        func files(_ folder: URL) -> [String] {
            (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }
                .sorted()
        }
        #expect(files(full).count > 50)
        #expect(files(piped) == files(full))
    }
}
