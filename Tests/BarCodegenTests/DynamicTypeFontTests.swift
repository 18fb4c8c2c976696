import BarCodegen
import BarTheme
import Foundation
import Testing

/// A declared large-title font follows Dynamic Type in the generated code (`UIFontMetrics`), as
/// UIKit's own large title does and as `render --accessibility largerText:SIZE` draws it; the
/// theme's `scalesWithDynamicType: false` keeps it fixed in both, and `--fixed-fonts` in the code
/// (issue #42 item 7; docs/UIKIT.md §16.4).
@Suite struct DynamicTypeFontTests {
    private func generated(_ font: String, scalesFonts: Bool = true) throws -> String {
        let text = """
            theme: Big
            navigationBar:
              titleTextAttributes: { font: { family: Inter, weight: semibold, size: 18 } }
              largeTitleTextAttributes: { font: \(font) }
            """
        let (document, diagnostics) = ThemeParser.parse(text, path: "big.yaml")
        let theme = try #require(document, "\(diagnostics.map(\.description))")
        var generator = SwiftGenerator()
        generator.scalesFonts = scalesFonts
        return try generator.generate([SwiftGenerator.Input(document: theme, parents: [], file: "big.yaml")])
    }

    @Test func aDeclaredLargeTitleFontIsScaledAndTheInlineTitleIsNot() throws {
        let source = try generated("{ family: Inter, weight: heavy, size: 30 }")
        #expect(source.components(separatedBy: "UIFontMetrics(forTextStyle: .largeTitle).scaledFont(").count == 2, "\(source)")
        #expect(source.contains("for: UIFont(name: \"Inter-ExtraBold\", size: 30)"), "\(source)")
        #expect(!source.contains("UIFontMetrics(forTextStyle: .headline)"))
    }

    @Test func scalesWithDynamicTypeFalseKeepsTheLargeTitleFixed() throws {
        let source = try generated("{ family: Inter, weight: heavy, size: 30, scalesWithDynamicType: false }")
        #expect(!source.contains("UIFontMetrics"), "\(source)")
        #expect(source.contains("UIFont(name: \"Inter-ExtraBold\", size: 30)"), "\(source)")
    }

    @Test func fixedFontsKeepsEveryFontFixed() throws {
        let source = try generated("{ family: Inter, weight: heavy, size: 30 }", scalesFonts: false)
        #expect(!source.contains("UIFontMetrics"), "\(source)")
    }
}
