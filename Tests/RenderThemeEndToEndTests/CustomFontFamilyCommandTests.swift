import Foundation
import Testing

/// Issue #43 items 4 and 9, as a user meets them: the app's own font files listed in `fontFiles:`,
/// a font's `family:` naming their family (Karla, OFL, `Tests/Fixtures/CustomFonts/SOURCES.md`),
/// through `validate`, `render`, `generate swift` and `import swift`.
@Suite struct CustomFontFamilyCommandTests {
    /// A folder with `fonts/Karla-Regular.ttf` and `fonts/Karla-Bold.ttf` and `Theme.yaml` holding `theme`.
    static func folder(theme: String, fonts: [String] = ["Karla-Regular.ttf", "Karla-Bold.ttf"]) throws -> URL {
        let folder = try CommandRunner.temporaryDirectory()
        let fontsFolder = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fontsFolder, withIntermediateDirectories: true)
        for font in fonts {
            try FileManager.default.copyItem(
                at: CommandRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/CustomFonts/\(font)"),
                to: fontsFolder.appendingPathComponent(font))
        }
        try theme.write(to: folder.appendingPathComponent("Theme.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    static func theme(font: String, fontFiles: String = "fontFiles: [fonts/Karla-Regular.ttf, fonts/Karla-Bold.ttf]") -> String {
        """
        theme: Theme
        \(fontFiles)
        navigationBar:
          titleTextAttributes: { font: \(font) }
        scenes:
          - name: inbox
            items: [ { title: Inbox Mailboxes } ]
            variants: { widths: [375], scales: [1], userInterfaceStyles: [light] }

        """
    }

    @Test func aFamilyTheFilesProvideValidatesRendersAndGeneratesItsPostScriptName() throws {
        let folder = try Self.folder(theme: Self.theme(font: "{ family: Karla, weight: bold, size: 20 }"))
        let validate = try CommandRunner.run(["validate", "Theme.yaml"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(validate.stdout.contains("0 errors, 0 warnings"), "\(validate.stdout)")

        let generated = try CommandRunner.run(["generate", "swift", "Theme.yaml"], in: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains(#"UIFont(name: "Karla-Bold", size: 20) ?? UIFont.systemFont(ofSize: 20, weight: .bold)"#))

        // The family at bold draws the file that has bold: the same pixels as naming that file.
        let byFamily = try render(folder)
        let byFile = try render(
            Self.folder(theme: Self.theme(font: "{ file: fonts/Karla-Bold.ttf, size: 20 }", fontFiles: ""), fonts: ["Karla-Bold.ttf"]))
        let regular = try render(Self.folder(theme: Self.theme(font: "{ family: Karla, weight: regular, size: 20 }")))
        let system = try render(Self.folder(theme: Self.theme(font: "{ family: system, weight: bold, size: 20 }")))
        #expect(byFamily == byFile)
        #expect(byFamily != regular)
        #expect(byFamily != system)
        #expect(try render(folder) == byFamily, "the same theme renders the same bytes")
    }

    private func render(_ folder: URL) throws -> Data {
        let result = try CommandRunner.run(["render", "Theme.yaml", "--out", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let path = try #require(result.stdout.split(separator: "\n").first.map(String.init))
        return try Data(contentsOf: folder.appendingPathComponent(path))
    }

    @Test func aWeightTheFilesLackIsALintWarningAndCodeNamesTheFaceDrawn() throws {
        let theme = Self.theme(font: "{ family: Karla, weight: light, size: 20 }")
        let folder = try Self.folder(theme: theme)
        let validate = try CommandRunner.run(["validate", "Theme.yaml"], in: folder)
        #expect(validate.status == 0)
        #expect(
            validate.stdout.contains(
                "Theme.yaml:4:57: warning: no file in fontFiles has Karla light: the render draws regular and generated code names "
                    + "Karla-Regular; the files have regular (fonts/Karla-Regular.ttf), bold (fonts/Karla-Bold.ttf) (the files' OS/2 weight classes) [font-weight-missing]"
            ),
            "\(validate.stdout)")
        let generated = try CommandRunner.run(["generate", "swift", "Theme.yaml"], in: folder)
        #expect(generated.stdout.contains(#"UIFont(name: "Karla-Regular", size: 20)"#), "\(generated.stdout)")
    }

    @Test func fileProblemsAreErrorsAtTheListEntryWithTheFix() throws {
        let missing = try CommandRunner.run(
            ["validate", "Theme.yaml"],
            in: Self.folder(theme: Self.theme(font: "{ family: Karla, size: 20 }", fontFiles: "fontFiles: [fonts/Karla-Black.ttf]")))
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("Theme.yaml:2:13: error: no font file at 'fonts/Karla-Black.ttf'"), "\(missing.stdout)")
        #expect(missing.stdout.contains("copy the font file the app bundles"), "\(missing.stdout)")
        // Only the file is reported: the family it would provide is not an error of its own.
        #expect(!missing.stdout.contains("font family"), "\(missing.stdout)")

        let folder = try Self.folder(theme: Self.theme(font: "{ family: Karla, size: 20 }", fontFiles: "fontFiles: [fonts/notes.ttf]"))
        try "not a font".write(to: folder.appendingPathComponent("fonts/notes.ttf"), atomically: true, encoding: .utf8)
        let notAFont = try CommandRunner.run(["validate", "Theme.yaml"], in: folder)
        #expect(notAFont.status == 1)
        #expect(notAFont.stdout.contains("Theme.yaml:2:13: error: 'fonts/notes.ttf' is not a font file"), "\(notAFont.stdout)")

        let outside = try CommandRunner.run(
            ["validate", "Theme.yaml"],
            in: Self.folder(theme: Self.theme(font: "{ family: Karla, size: 20 }", fontFiles: "fontFiles: [../Karla-Bold.ttf]")))
        #expect(outside.status == 1)
        #expect(outside.stdout.contains("Theme.yaml:2:13: error:"), "\(outside.stdout)")
    }

    @Test func aFamilyNoFileProvidesIsAnErrorWithTheClosest() throws {
        let misspelt = try CommandRunner.run(
            ["validate", "Theme.yaml"], in: Self.folder(theme: Self.theme(font: "{ family: Karl, weight: bold, size: 20 }")))
        #expect(misspelt.status == 1)
        #expect(
            misspelt.stdout.contains("Theme.yaml:4:42: error: no file in 'fontFiles' provides the font family 'Karl'"), "\(misspelt.stdout)"
        )
        #expect(misspelt.stdout.contains("did you mean 'Karla'?"), "\(misspelt.stdout)")

        let postScript = try CommandRunner.run(
            ["validate", "Theme.yaml"], in: Self.folder(theme: Self.theme(font: "{ family: Karla-Bold, size: 20 }")))
        #expect(postScript.status == 1)
        #expect(postScript.stdout.contains("write family: Karla, weight: bold"), "\(postScript.stdout)")
    }

    /// Item 4: `UIFont(name: "Karla-Bold", size: 20)` without the file keeps family, weight and
    /// size; validate names what to add; once the file is listed the theme validates and the
    /// generated code names the same font.
    @Test func anImportedCustomFontValidatesOnceItsFileIsListed() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try """
        import UIKit
        func style() {
            UINavigationBar.appearance().titleTextAttributes = [.font: UIFont(name: "Karla-Bold", size: 20)!]
        }
        """.write(to: folder.appendingPathComponent("Appearance.swift"), atomically: true, encoding: .utf8)
        let imported = try CommandRunner.run(["import", "swift", "Appearance.swift", "--out", "Theme.yaml"], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        let yaml = try String(contentsOf: folder.appendingPathComponent("Theme.yaml"), encoding: .utf8)
        #expect(yaml.contains("font: { family: Karla, weight: bold, size: 20 }"), "\(yaml)")
        #expect(yaml.contains("# fontFiles: [fonts/Karla-Bold.ttf]"), "\(yaml)")

        let before = try CommandRunner.run(["validate", "Theme.yaml"], in: folder)
        #expect(before.status == 1)
        #expect(before.stdout.contains("'Karla' is not a known font family"), "\(before.stdout)")
        #expect(before.stdout.contains("under fontFiles:"), "\(before.stdout)")

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/CustomFonts/Karla-Bold.ttf"),
            to: folder.appendingPathComponent("fonts/Karla-Bold.ttf"))
        try (yaml + "fontFiles: [fonts/Karla-Bold.ttf]\n").write(
            to: folder.appendingPathComponent("Theme.yaml"), atomically: true, encoding: .utf8)
        let after = try CommandRunner.run(["validate", "Theme.yaml"], in: folder)
        #expect(after.status == 0, "\(after.stdout)")
        let generated = try CommandRunner.run(["generate", "swift", "Theme.yaml"], in: folder)
        #expect(generated.stdout.contains(#"UIFont(name: "Karla-Bold", size: 20)"#), "\(generated.stdout)")
    }
}
