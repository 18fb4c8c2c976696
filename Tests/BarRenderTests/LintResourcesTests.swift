import BarRender
import BarTheme
import Foundation
import Testing

/// Lint checks that need the renderer (docs/THEME-FORMAT.md, "Lint rules (warnings)"): glyphs no pinned
/// font has, and the contrast of a title on a bar whose background is an image (estimated from the
/// image's colours).
@Suite struct LintResourcesTests {
    func lint(_ yaml: String, files: [String: Raster] = [:]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        for (name, raster) in files { try PNGCodec.encode(raster).write(to: folder.appendingPathComponent(name)) }
        let path = folder.appendingPathComponent("t.yaml")
        try yaml.write(to: path, atomically: true, encoding: .utf8)
        return ThemeValidator.validate(path: path.path, resources: try RenderLintResources()).diagnostics
    }

    @Test func aCharacterNoPinnedFontHasWarnsWithItsCodePoint() throws {
        let found = try lint(
            """
            scenes:
              - name: s
                items:
                  - title: Voyage 🇫🇷
                    rightBarButtonItems: [{ title: "Édition" }]
            """
        ).filter { $0.ruleID == "missing-glyph" }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("no pinned font has a glyph for '🇫🇷' (U+1F1EB U+1F1F7)") == true, "\(found.map(\.message))")
        #expect(found.first?.location?.line == 4)
        #expect(found.first?.message.contains("flags, skin tones and joined sequences") == true, "\(found.map(\.message))")
    }

    /// Devanagari and Thai titles (empty boxes before the Noto fallbacks,
    /// Sources/BarRender/Resources/Fonts/README.md) and CJK titles do not warn, nor does a rocket
    /// (colour emoji); a flag still warns.
    @Test func scriptsWithPinnedFallbacksDoNotWarn() throws {
        let found = try lint(
            """
            scenes:
              - name: s
                items:
                  - title: नमस्ते
                  - title: สวัสดี
                  - title: 设置
                  - title: สวัสดี 🚀 🇫🇷
            """
        ).filter { $0.ruleID == "missing-glyph" }
        #expect(found.map(\.location?.line) == [7], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("no pinned font has a glyph for '🇫🇷' (U+1F1EB U+1F1F7):") == true)
    }

    @Test func aTitleOnAPaleBackgroundImageIsCheckedForContrast() throws {
        let pale = Raster(width: 4, height: 4, fill: (250, 250, 250, 255))
        let yaml = """
            navigationBar:
              titleTextAttributes: { foregroundColor: white }
              backgroundImages: [{ image: images/pale.png }]
            """
        let found = try lint(yaml, files: ["images/pale.png": pale]).filter { $0.ruleID == "title-contrast" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("on the bar background #FAFAFA (estimated)") == true, "\(found.map(\.message))")
        // A dark image passes.
        let dark = Raster(width: 4, height: 4, fill: (20, 30, 60, 255))
        #expect(
            try lint(yaml.replacingOccurrences(of: "pale.png", with: "dark.png"), files: ["images/dark.png": dark])
                .filter { $0.ruleID == "title-contrast" }.isEmpty)
        // Without the renderer's decoding the image bar is not estimated.
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(Linter.lint(try #require(document)).filter { $0.ruleID == "title-contrast" }.isEmpty)
    }
}
