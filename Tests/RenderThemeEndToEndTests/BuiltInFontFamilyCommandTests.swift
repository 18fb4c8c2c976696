import Foundation
import Testing

/// iOS's own font families as a user meets them (`Helvetica Neue`, `Avenir`): `validate` accepts
/// them with a located `font-stand-in` warning, `render` draws the stand-in Inter at the iOS face's
/// weight, `generate swift` names the real PostScript name.
@Suite struct BuiltInFontFamilyCommandTests {
    /// A folder with `Theme.yaml`: `CustomFontFamilyCommandTests.theme` with no `fontFiles:` (line 2 blank).
    static func folder(font: String) throws -> URL {
        let folder = try CommandRunner.temporaryDirectory()
        let theme = CustomFontFamilyCommandTests.theme(font: font, fontFiles: "")
        try theme.write(to: folder.appendingPathComponent("Theme.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func anIOSFamilyValidatesRendersWithTheStandInAndGeneratesItsRealName() throws {
        let folder = try Self.folder(font: "{ family: Helvetica Neue, weight: heavy, size: 20 }")
        let validate = try CommandRunner.run(["validate", "Theme.yaml"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(validate.stdout.contains("Theme.yaml:4:42: warning: Helvetica Neue is iOS's own font"), "\(validate.stdout)")
        #expect(validate.stdout.contains("[font-stand-in]"), "\(validate.stdout)")
        // Helvetica Neue has no heavy face: the nearest, bold, is named and drawn.
        #expect(validate.stdout.contains("[font-weight-missing]"), "\(validate.stdout)")
        #expect(validate.stdout.contains("0 errors, 2 warnings"), "\(validate.stdout)")

        let generated = try CommandRunner.run(["generate", "swift", "Theme.yaml"], in: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(
            generated.stdout.contains(#"UIFont(name: "HelveticaNeue-Bold", size: 20) ?? UIFont.systemFont(ofSize: 20, weight: .heavy)"#),
            "\(generated.stdout)")

        let drawn = try render(folder)
        #expect(drawn == (try render(Self.folder(font: "{ family: Inter, weight: bold, size: 20 }"))))
        #expect(drawn != (try render(Self.folder(font: "{ family: Inter, weight: heavy, size: 20 }"))))
    }

    private func render(_ folder: URL) throws -> Data {
        let result = try CommandRunner.run(["render", "Theme.yaml", "--out", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let path = try #require(result.stdout.split(separator: "\n").first.map(String.init))
        return try Data(contentsOf: folder.appendingPathComponent(path))
    }
}
