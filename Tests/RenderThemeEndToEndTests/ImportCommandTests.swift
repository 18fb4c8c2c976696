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
        // Route's font is iOS's Helvetica-Bold: read as Helvetica bold, with no TODO for a file.
        #expect(!result.stderr.contains("note: font-name"), "\(result.stderr)")
        #expect(result.stderr.contains("import: wrote \(out) and 3 images; 2 notes"), "\(result.stderr)")
        for scale in ["", "@2x", "@3x"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("images/Route-navigationbar-background\(scale).png").path))
        }
        // Route's fonts are Helvetica (iOS's own font): the theme names the family, validate accepts
        // it with a located warning that BarTheme draws it with a stand-in, and the theme renders.
        let validation = try CommandRunner.run(["validate", out])
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        #expect(!validation.stdout.contains(": error: "), "\(validation.stdout)")
        let standIns = validation.stdout.split(separator: "\n").filter { $0.contains(": warning: Helvetica is iOS's own font") }
        #expect(!standIns.isEmpty && standIns.allSatisfy { $0.contains("Route.yaml:") }, "\(validation.stdout)")
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

    /// `render-theme import AppDelegate.swift`, as one passes files to `swiftc`: the format is the
    /// one the files' extensions name (before: "Missing expected argument '<files> ...'"); files
    /// whose extensions name two formats, or none, are a usage error that says what to write.
    @Test func theFormatMayBeLeftToTheFilesExtensions() throws {
        let fixture = "Tests/BarImportTests/Fixtures/swift/SlideMenuAppDelegate.swift"
        let inferred = try CommandRunner.run(["import", fixture])
        #expect(inferred.status == 0, "\(inferred.stderr)")
        #expect(inferred.stdout == (try CommandRunner.run(["import", "swift", fixture])).stdout)
        let nui = try CommandRunner.run(["import", "Tests/BarImportTests/Fixtures/nui/Route.nss"])
        #expect(nui.status == 0 && nui.stdout.contains("`render-theme import nui`"), "\(nui.stderr)")
        let mixed = try CommandRunner.run(["import", fixture, "Tests/BarImportTests/Fixtures/nui/Route.nss"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("the files' extensions name more than one format (.nss: nui, .swift: swift)"), "\(mixed.stderr)")
        let unknown = try CommandRunner.run(["import", "styles.css"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("cannot tell the format of 'styles.css' from its extension"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("'render-theme import FORMAT styles.css'"))
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
