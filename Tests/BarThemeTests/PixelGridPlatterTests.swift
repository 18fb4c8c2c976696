import Testing

@testable import BarTheme

/// `points` to the nearest pixel at `scale`: the width of a platter `points` wide whose outer edge is on a whole
/// point, once its edges are on the pixel grid (docs/UIKIT.md §10.4, "Frames on the pixel grid").
func pixelWidth(_ points: Double, scale: Double = 3) -> Double { (points * scale).rounded() / scale }

/// Glass platters on the pixel grid (docs/UIKIT.md §10.4, "Frames on the pixel grid", #39 session 36): a
/// platter whose width comes from symbol advances or text is fractional in points; its left and right edges
/// are moved to the nearest pixel at the variant's scale, as UIKit's layout places views.
@Suite struct PixelGridPlatterTests {
    /// The platters of a 402 pt bar at `scale` whose trailing items are `items`.
    func platters(_ items: String, scale: Int) throws -> [Rect] {
        let yaml = """
            era: ios26
            scenes:
              - name: s
                items:
                  - rightBarButtonItems: \(items)
            """
        let tests = SymbolImageTests()
        let layout = try tests.layout(yaml, variant: Variant(position: .topAttached, width: 402, scale: scale, statusBarHeight: 62))
        return tests.platters(layout)
    }

    /// Whether `value` points lie on a whole pixel at `scale`.
    func onPixel(_ value: Double, _ scale: Int) -> Bool {
        abs(value * Double(scale) - (value * Double(scale)).rounded()) < 1e-6
    }

    @Test func aSharedCapsulesEdgesLieOnPixels() throws {
        // CloudTape's kind of capsule (fit): two symbols, their advances plus 11.27 pt each side, 8 pt apart:
        // 23.38 + 25.07 + 4 × 11.27 + 8 = 101.53 pt, not a whole number of pixels at @2x or @3x.
        let items =
            "[{ image: { systemName: ellipsis }, accessibilityLabel: More }, "
            + "{ image: { systemName: magnifyingglass }, accessibilityLabel: Search }]"
        let unrounded = (2817.0 + 3020.0) * 17 / 2048 + 4 * GlassMetrics.groupedSymbolAdvancePadding + GlassMetrics.groupedGlyphSpacing
        for scale in [2, 3] {
            let capsule = try #require(try platters(items, scale: scale).first)
            #expect(onPixel(capsule.minX, scale) && onPixel(capsule.maxX, scale), "\(capsule) at @\(scale)x")
            // The trailing edge stays 16 pt from the bar's; the leading one is the nearest pixel to where it was.
            #expect(abs(capsule.maxX - 386) < 1e-9, "\(capsule)")
            #expect(abs(capsule.minX - (386 - unrounded)) <= 0.5 / Double(scale) + 1e-9, "\(capsule) at @\(scale)x")
        }
        // @3x: 386 − 101.53 = 284.47 pt, pixel 853.41: the capsule starts at pixel 853, 284.33 pt.
        #expect(abs(try #require(try platters(items, scale: 3).first).minX - 853.0 / 3) < 1e-9)
    }

    @Test func aWholeNumberOfPointsStaysWhereItIs() throws {
        let circle = try #require(try platters("[{ image: { systemName: plus }, accessibilityLabel: Add }]", scale: 3).first)
        #expect(circle == Rect(x: 342, y: circle.y, width: 44, height: 44))
    }

    @Test func edgesGoToTheNearestPixel() {
        // Each edge on its own, to the nearest pixel (not the width: Auto Layout rounds positions).
        let rect = Rect(x: 341.05, y: 62, width: 44.95, height: 44)
        #expect(rect.horizontallyAligned(toPixelsAt: 3) == Rect(x: 341, y: 62, width: 45, height: 44))
        let low = Rect(x: 10.2, y: 1.1, width: 20.2, height: 5)  // edges 10.2 and 30.4
        #expect(low.horizontallyAligned(toPixelsAt: 2) == Rect(x: 10, y: 1.1, width: 20.5, height: 5))
        #expect(low.horizontallyAligned(toPixelsAt: 1) == Rect(x: 10, y: 1.1, width: 20, height: 5))
    }
}
