import BarTheme
import Testing

@testable import BarRender

/// The shadow line under an opaque `ios26` navigation bar, as drawn (docs/UIKIT.md §10.18): UIKit
/// draws one pixel row of black at 30 % under the bar's 54 pt (116 pt on a 402 pt phone with a 62 pt
/// status bar) when the appearance is `configureWithOpaqueBackground` and its shadow is left, as
/// react-native-screens builds it. Measured on fit apps: GPS Tracker's (171,171,171) over its list's
/// #F5F5F5, Suro's (172,169,164) over #F6F2EA, Voice Orb's (10,10,15) over #0E0E16 in dark; RAG
/// Assistant clears the shadow and has none. A glass bar (no appearance object) keeps none.
@Suite struct OpaqueBarShadowLineRenderTests {
    let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62)

    func theme(_ appearance: String, backdrop: String = "#F5F5F5") -> String {
        """
        navigationBar:
          standardAppearance: &bar \(appearance)
          scrollEdgeAppearance: *bar
        scenes:
          - name: s
            statusBarHeight: 62
            atScrollEdge: true
            backdrop: "\(backdrop)"
            items: [ { title: Trip History } ]
        """
    }

    /// The pixel at column `x` (points) of pixel row `row`.
    func pixel(_ raster: Raster, x: Double, row: Int) -> [Int] {
        let offset = (row * raster.width + Int(x * 3)) * 4
        return (0..<3).map { Int(raster.pixels[offset + $0]) }
    }

    @Test func anOpaqueBarDrawsTheBlackThirtyPercentLineUnderIt() throws {
        let gps = theme("{ configureWith: opaque, backgroundColor: \"rgb(255, 255, 255)\" }")
        let output = try BarRenderer().render(try job(gps, variant: variant, era: nil))
        // 62 + 54 pt of bar, then the one pixel row of the line.
        #expect(output.raster.height == 116 * 3 + 1)
        for x in [20.0, 200, 380] {
            #expect(pixel(output.raster, x: x, row: 347) == [255, 255, 255])
            let line = pixel(output.raster, x: x, row: 348)
            #expect(line.allSatisfy { abs($0 - 171) <= 1 }, "\(line): GPS Tracker's capture is (171,171,171)")
        }
    }

    @Test func theLineIsBlackInTheDarkStyleToo() throws {
        let voiceOrb = theme("{ configureWith: opaque, backgroundColor: \"#0E0E16\" }", backdrop: "#0E0E16")
        var dark = variant
        dark.userInterfaceStyle = .dark
        let output = try BarRenderer().render(try job(voiceOrb, variant: dark, era: nil))
        #expect(output.raster.height == 116 * 3 + 1)
        let line = pixel(output.raster, x: 200, row: 348)
        #expect(zip(line, [10, 10, 15]).allSatisfy { abs($0 - $1) <= 1 }, "\(line): Voice Orb's capture is (10,10,15)")
    }

    @Test func aClearedShadowOrAGlassBarHasNoLine() throws {
        let rag = theme("{ configureWith: opaque, backgroundColor: \"#6063EE\", shadowColor: clear }")
        #expect(try BarRenderer().render(try job(rag, variant: variant, era: nil)).raster.height == 116 * 3)
        let glass = """
            scenes:
              - name: s
                statusBarHeight: 62
                atScrollEdge: true
                backdrop: "#F5F5F5"
                items: [ { title: Trip History } ]
            """
        #expect(try BarRenderer().render(try job(glass, variant: variant, era: nil)).raster.height == 116 * 3)
    }

    @Test func explainNamesTheRule() throws {
        let (document, _) = ThemeParser.parse(theme("{ configureWith: opaque, backgroundColor: white }"), path: "t.yaml")
        let doc = try #require(document)
        let resolved = AppearanceResolver().resolve(document: doc, scene: try #require(doc.scenes.first), variant: variant)
        #expect(resolved.shadow.value == .hairline(RGBAColor(white: 0, alpha: 0.3)))
        #expect(resolved.shadow.provenance.rule.contains("an opaque iOS 26 navigation bar keeps its shadow line"))
    }
}
