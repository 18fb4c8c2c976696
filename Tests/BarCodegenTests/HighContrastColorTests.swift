import BarTheme
import Foundation
import Testing

@testable import BarCodegen

/// A colour with Increase Contrast variants (docs/UIKIT.md §16.1) reaches the app: generated Swift
/// reads `traits.accessibilityContrast`, and its colour set has Xcode's "High Contrast" entries.
///
/// The colour set's shape (an any entry, a `luminosity: dark` entry, a `contrast: high` entry and a
/// `luminosity: dark` + `contrast: high` entry, in that order) is the one Xcode writes, as in
/// git-up/GitUp (GPL-3.0; read, not quoted) at commit dac600cfe038ca82d28bb5eedf00dabf45445daf,
/// GitUpKit/Utilities/Utilities.xcassets/separator.colorset/Contents.json.
@Suite struct HighContrastColorTests {
    static let theme = """
        colors:
          brand: { light: "#2E7D6B", dark: "#5CC8A8", lightHighContrast: "#1B5E4E", darkHighContrast: "#8FE3CA" }
        navigationBar: { barTintColor: $brand }
        """

    @Test func generatedSwiftReadsTheContrastTraitAndTypechecks() throws {
        let (document, diagnostics) = ThemeParser.parse(Self.theme, path: "Brand.yaml")
        let parsed = try #require(document, "\(diagnostics)")
        let source = try SwiftGenerator().generate([SwiftGenerator.Input(document: parsed, parents: [], file: "Brand.yaml")])
        #expect(source.contains("traits.accessibilityContrast == .high"), "\(source)")
        let result = try GeneratedCodeCompilesTests.typecheck(source, appClasses: [])
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test func theColorSetHasTheHighContrastAppearancesInXcodesOrder() throws {
        let value = ColorValue.contrasting(
            light: RGBAColor(r: 0x2E, g: 0x7D, b: 0x6B), dark: RGBAColor(r: 0x5C, g: 0xC8, b: 0xA8),
            lightHighContrast: RGBAColor(r: 0x1B, g: 0x5E, b: 0x4E), darkHighContrast: RGBAColor(r: 0x8F, g: 0xE3, b: 0xCA))
        let json = try JSONSerialization.jsonObject(with: Data(AssetCatalog.colorSet(value).text.utf8)) as? [String: Any]
        let colors = try #require(json?["colors"] as? [[String: Any]])
        let appearances = colors.map { entry in
            (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"] ?? ""):\($0["value"] ?? "")" }
        }
        #expect(appearances == [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]])
        let reds = colors.compactMap { (($0["color"] as? [String: Any])?["components"] as? [String: String])?["red"] }
        #expect(reds == ["0x2E", "0x5C", "0x1B", "0x8F"])
        // A pair without high-contrast variants keeps its two entries.
        let pair = AssetCatalog.colorSet(.dynamic(light: .white, dark: .black)).text
        #expect(!pair.contains("contrast"))
    }
}
