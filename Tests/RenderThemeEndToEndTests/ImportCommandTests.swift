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
        let validation = try CommandRunner.run(["validate", out])
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
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
