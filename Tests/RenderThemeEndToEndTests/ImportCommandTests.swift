import Foundation
import Testing

/// `render-theme import`: the built binary writes a theme and its images that `validate` accepts,
/// prints notes as `file:line:column: note:`, and refuses bad arguments with exit code 2.
@Suite struct ImportCommandTests {
    @Test func importsNUIWritesImagesAndValidates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-e2e-\(UUID().uuidString)")
        let out = folder.appendingPathComponent("Route.yaml").path
        let result = try CommandRunner.run(["import", "nui", "Tests/BarImportTests/Fixtures/nui/Route.nss", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Tests/BarImportTests/Fixtures/nui/Route.nss:33:5: note: font-name"))
        #expect(result.stderr.contains("import: wrote \(out) and 3 images; 3 notes"))
        for scale in ["", "@2x", "@3x"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("images/Route-navigationbar-background\(scale).png").path))
        }
        // Route's fonts are Helvetica (an iOS font): the theme keeps the family, and validate asks
        // for its file under fontFiles: and nothing else (issue #43 item 4; docs/IMPORT.md).
        let validation = try CommandRunner.run(["validate", out])
        #expect(validation.status == 1, "\(validation.stdout)\(validation.stderr)")
        let errors = validation.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        let familyError = "error: 'Helvetica' is not a known font family"
        #expect(!errors.isEmpty && errors.allSatisfy { $0.hasSuffix(familyError) }, "\(validation.stdout)")
        #expect(validation.stdout.contains("list its files under fontFiles:"), "\(validation.stdout)")
        // With the family drawn as the system font for now, the rest of the theme renders.
        let text = try String(contentsOfFile: out, encoding: .utf8).replacingOccurrences(of: "family: Helvetica,", with: "family: system,")
        try text.write(toFile: out, atomically: true, encoding: .utf8)
        let render = try CommandRunner.run([
            "render", out, "--out", folder.appendingPathComponent("png").path, "--scale", "1", "--style", "light",
        ])
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test func printsTheThemeWithoutOut() throws {
        let result = try CommandRunner.run(["import", "swift", "Tests/BarImportTests/Fixtures/swift/SlideMenuAppDelegate.swift"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# Imported by `render-theme import swift` from SlideMenuAppDelegate.swift.\n"))
        #expect(result.stdout.contains("navigationBar:\n  tintColor: \"#689F38\"\n"))
    }

    /// A folder stands for its files of the format: the app's colour initialiser (firefox-ios's
    /// `UIColor(rgb:)`, in a sub-folder) is read with the code that calls it, so no guess is noted.
    @Test func aFolderIsReadWithItsSubfolders() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let helpers = folder.appendingPathComponent("App/Extensions")
        try FileManager.default.createDirectory(at: helpers, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent(
                "Tests/BarImportTests/Fixtures/swift-helpers/FirefoxUIColorExtensions.swift"),
            to: helpers.appendingPathComponent("UIColorExtensions.swift"))
        try "UINavigationBar.appearance().tintColor = UIColor(rgb: 0xf37c00)\n".write(
            to: folder.appendingPathComponent("App/Appearance.swift"), atomically: true, encoding: .utf8)
        try "not swift".write(to: folder.appendingPathComponent("App/notes.txt"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["import", "swift", "App"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("navigationBar:\n  tintColor: \"#F37C00\"\n"), "\(result.stdout)")
        #expect(!result.stderr.contains("note:"), "\(result.stderr)")
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let format = try CommandRunner.run(["import", "css", "x.css"])
        #expect(format.status == 2)
        #expect(format.stderr.contains("the format must be one of swift, nui, classy, uiss, stylist, not 'css'"))
        let missing = try CommandRunner.run(["import", "swift", "does-not-exist.swift"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'does-not-exist.swift' is not a file"))
        let folder = try CommandRunner.run(["import", "swift", "Themes"])
        #expect(folder.status == 2)
    }
}
