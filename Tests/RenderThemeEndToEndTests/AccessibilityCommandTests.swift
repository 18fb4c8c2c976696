import Foundation
import Testing

/// `--accessibility` and `--pseudo` (issue #32) through the built CLI: file names, the layout
/// warnings of `validate --pseudo`, usage errors and the gallery's filters.
@Suite struct AccessibilityCommandTests {
    @Test func renderNamesTheFilesAfterTheSettings() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run([
            "render", "Themes/UIKitDefault.yaml", "--out", out.path, "--scale", "2", "--metrics", "default",
            "--accessibility", "increaseContrast", "--pseudo", "double",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("UIKitDefault").path)
        #expect(files == ["settings-general.default.topAttached.light.375w@2x.increaseContrast.pseudoDouble.png"])
    }

    @Test func validatePseudoAllWarnsWhatTruncatesNamingTheVariant() throws {
        let plain = try CommandRunner.run(["validate", "Themes/AccessibleBrand.yaml"])
        #expect(plain.status == 0 && !plain.stdout.contains("title-truncated"), "\(plain.stdout)")
        let result = try CommandRunner.run(["validate", "Themes/AccessibleBrand.yaml", "--pseudo", "all", "--strict"])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "warning: the title 'New Message New Message' is truncated in scene 'compose' in default.topAttached.light.402w@2x.pseudoDouble [title-truncated]"
            ), "\(result.stdout)")
        #expect(!result.stdout.contains("pseudoRTL [title-truncated]"))
        // Located at the title (the line to change), not at the scene's `name:`.
        let titleLine =
            try #require(
                try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Themes/AccessibleBrand.yaml"), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.hasSuffix("title: New Message") }) + 1
        #expect(
            result.stdout.contains(
                "Themes/AccessibleBrand.yaml:\(titleLine):16: warning: the title 'New Message New Message' is truncated"),
            "\(result.stdout)")
    }

    @Test func aMisspelledSettingIsAUsageError() throws {
        let result = try CommandRunner.run(["render", "Themes/UIKitDefault.yaml", "--accessibility", "boldTxt"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'boldTxt' is not an accessibility setting"), "\(result.stderr)")
        let pseudo = try CommandRunner.run(["validate", "Themes/UIKitDefault.yaml", "--pseudo", "klingon"])
        #expect(pseudo.status == 2)
    }

    @Test func theGalleryFiltersBySettingAndPseudolanguage() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["gallery", "Themes/AccessibleBrand.yaml", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("[\"accessibility\", \"accessibility\"], [\"pseudo\", \"pseudolanguage\"]"))
        #expect(page.contains("\"accessibility\":\"increaseContrast\"") && page.contains("\"pseudo\":\"double\""))
    }
}
