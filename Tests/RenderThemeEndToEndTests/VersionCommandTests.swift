import BarRender
import BarTheme
import Foundation
import Testing

@Suite struct VersionCommandTests {
    @Test func versionPrintsTheVersionAndTheRenderingStack() throws {
        let output = try CommandRunner.run(["--version"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "render-theme \(BarThemeVersion.current)")
        let stack = try RenderingStack.current()
        #expect(lines.contains("rendering stack: cairo \(stack.cairo), FreeType \(stack.freetype), HarfBuzz \(stack.harfbuzz)"))
        for (file, hash) in stack.fonts {
            #expect(lines.contains("  \(file) \(hash)"), "the font \(file) and its hash are listed")
        }
    }

    @Test func helpListsTheVersionOption() throws {
        let output = try CommandRunner.run(["--help"])
        #expect(output.stdout.contains("--version"))
    }

    /// The version lives in `BarThemeVersion.current`; the changelog must have its section, so a
    /// release cannot be cut with a stale changelog.
    @Test func theChangelogHasASectionForThisVersion() throws {
        let changelog = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let version = BarThemeVersion.current
        if version.hasSuffix("-dev") {
            #expect(changelog.contains("## [Unreleased]"))
            let released = String(version.dropLast("-dev".count))
            #expect(!changelog.contains("## [\(released)]"), "\(released) is released: drop -dev from BarThemeVersion.current")
        } else {
            #expect(changelog.contains("## [\(version)] - "), "CHANGELOG.md needs a '## [\(version)] - DATE' section")
        }
    }
}
