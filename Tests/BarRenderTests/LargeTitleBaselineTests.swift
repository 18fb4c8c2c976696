import BarRender
import BarTheme
import Foundation
import Testing

/// The large title sits on a baseline 16 pt above the bar's bottom, as measured on real UIKit renders
/// (79.9-80.0 pt in a 96 pt bar, iOS 11.2 and 17; docs/UIKIT.md §1.5). It was placed by its line
/// box's bottom, 8 pt above, which put the stand-in font's baseline 0.4 pt too high.
@Suite struct LargeTitleBaselineTests {
    @Test(arguments: [2, 3])
    func theBaselineIsSixteenPointsAboveTheBarsBottom(scale: Int) throws {
        let (document, diagnostics) = ThemeParser.parse(
            """
            era: ios13
            navigationBar: { prefersLargeTitles: true }
            scenes:
              - name: s
                items: [{ title: HIL }]
                backdrop: white
            """, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let variant = Variant(position: .top, scale: scale)
        let raster = try BarRenderer(includesShadowBand: false).render(RenderJob(document: doc, scene: doc.scenes[0], variant: variant))
            .raster
        // 44 pt row + 52 pt large-title band = 96 pt; "HIL" has flat bottoms on the baseline.
        #expect(raster.height == 96 * scale)
        var lastInkRow = -1
        for y in 0..<raster.height {
            for x in 0..<(raster.width / 2) where raster.pixels[(y * raster.width + x) * 4] < 128 { lastInkRow = y }
        }
        #expect(lastInkRow + 1 == 80 * scale, "@\(scale)x: ink ends at \(Double(lastInkRow + 1) / Double(scale)) pt, UIKit at 80 pt")
    }
}
