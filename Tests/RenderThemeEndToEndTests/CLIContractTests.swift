import Foundation
import Testing

/// The CLI's contract (README, "Exit codes"; CHANGELOG.md, "A mistyped command"): the same error gets the
/// same exit code everywhere (0 ok, 1 findings,
/// 2 usage or I/O), typos are not taken for theme paths, and impossible combinations are refused.
@Suite struct CLIContractTests {
    @Test func aMistypedCommandIsNotRenderedAsAThemePath() throws {
        let dir = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes/BrandOpaque.yaml"),
            to: dir.appendingPathComponent("r07.yaml"))
        let typo = try CommandRunner.run(["valdate", "r07.yaml"], in: dir)
        #expect(typo.status == 2)
        #expect(typo.stderr == "error: unknown command 'valdate'; did you mean 'validate'?\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "nothing rendered")
        let verify = try CommandRunner.run(["verify"], in: dir)
        #expect(verify.status == 2)
        #expect(verify.stderr == "error: unknown command 'verify'; did you mean 'snapshot verify'?\n")
        // A real file named like a word still renders (render is the default subcommand).
        let file = try CommandRunner.run(["r07.yaml", "--scale", "1", "--metrics", "default", "--frames", "0"], in: dir)
        #expect(file.status == 0, "\(file.stderr)")
    }

    @Test func aMissingThemeIsExitTwoInEverySubcommand() throws {
        for arguments in [
            ["render", "nope.yaml"], ["validate", "nope.yaml"], ["explain", "nope.yaml"], ["describe", "nope.yaml"],
            ["snapshot", "verify", "nope.yaml"], ["gallery", "nope.yaml"],
        ] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("nope.yaml: no such file or folder"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func anUnknownSceneListsTheScenesAndExitsTwo() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "Themes/AppearanceObjects.yaml", "--scene", "nosuch", "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no scene named 'nosuch'; scenes: recipes, recipes-at-top\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func darkModeCannotBeDrawnInTheIOS7Era() throws {
        let result = try CommandRunner.run(["render", "--era", "ios7", "--style", "dark", "--out", "/tmp/never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("iOS 7-12 had no dark mode"))
    }

    /// `--era` is one option type in every command (BarCommandLine's `EraOption`): an era that is no
    /// iOS release gets the same exit code and the same words, naming every era, wherever it is typed.
    @Test func anUnknownEraIsRefusedTheSameWayByEveryCommand() throws {
        var messages: Set<String> = []
        for command in [
            ["render"], ["explain", "Themes/BrandOpaque.yaml"], ["describe"], ["compare", "a", "b"], ["gallery"], ["watch"], ["validate"],
            ["snapshot", "verify"],
        ] {
            let result = try CommandRunner.run(command + ["--era", "ios20"])
            #expect(result.status == 2, "\(command): \(result.stderr)")
            let line = try #require(result.stderr.split(separator: "\n").first { $0.contains("ios20") }, "\(command): \(result.stderr)")
            #expect(line.contains("there is no iOS 20"), "\(command): \(line)")
            for era in ["ios7 (iOS 7-12)", "ios13 (iOS 13-14)", "ios15 (iOS 15-18)", "ios26"] {
                #expect(line.contains(era), "\(command): \(line)")
            }
            messages.insert(String(line))
        }
        #expect(messages.count == 1, "\(messages)")
    }
}
