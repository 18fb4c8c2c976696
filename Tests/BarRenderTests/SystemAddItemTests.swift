import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarRender

/// The `add` item against a real iOS 13 render (docs/UIKIT.md §1.4.1): the toolbar of
/// NinjaLikesCheez/Magnesium's TorrentListViewControllerTests/test_items, @3x, 375 pt wide, a plus
/// at the trailing edge (source and licence: Tests/Fixtures/Calibration/SOURCES.md). UIKit's ink
/// spans 339.3-357.0 pt (2.0 pt inside the 16 pt margin), with a 1.625 pt stroke; BarTheme drew it
/// at 338.0-356.0 with a 2 pt stroke.
@Suite struct SystemAddItemTests {
    static let realToolbar = Repository.url("Tests/Fixtures/Calibration/magnesium-toolbar-add.png")

    /// An ink measurement in points: the box of pixels differing from the background by more than
    /// 30 (sum over R, G, B) in the columns `fromX..<toX` and rows from `fromY` on, and the stroke: the ink coverage (from
    /// the red channel, the tint being (0,122,255)) summed across the vertical arm halfway between
    /// the top of the ink and its centre.
    struct Ink {
        var minX = 0.0, maxX = 0.0, minY = 0.0, maxY = 0.0, stroke = 0.0
    }

    static func ink(in raster: Raster, fromX: Int, toX: Int? = nil, fromY: Int = 0) throws -> Ink {
        let scale = 3.0
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let i = (y * raster.width + x) * 4
            return raster.pixels[i..<i + 3].map(Int.init)
        }
        let background = rgb(raster.width - 1, raster.height - 1)
        var xs: [Int] = [], ys: [Int] = []
        for y in fromY..<raster.height {
            for x in fromX..<(toX ?? raster.width) where zip(rgb(x, y), background).map({ abs($0 - $1) }).reduce(0, +) > 30 {
                xs.append(x)
                ys.append(y)
            }
        }
        let minX = try #require(xs.min()), maxX = try #require(xs.max())
        let minY = try #require(ys.min()), maxY = try #require(ys.max())
        let row = (minY + (minY + maxY) / 2) / 2
        let coverage = (minX...maxX).map { Double(background[0] - rgb($0, row)[0]) / Double(background[0]) }.reduce(0, +)
        return Ink(
            minX: Double(minX) / scale, maxX: Double(maxX + 1) / scale, minY: Double(minY) / scale, maxY: Double(maxY + 1) / scale,
            stroke: coverage / scale)
    }

    private func render(_ yaml: String, era: Era) throws -> Raster {
        let variant = Variant(metrics: .default, position: .bottom, width: 375, scale: 3)
        return try BarRenderer(includesShadowBand: false).render(try job(yaml, variant: variant, era: era)).raster
    }

    /// The `ios13` era (iOS 13-14) only: from `ios15` the item takes the `plus`'s advance, its ink 2.63 pt
    /// inside the margin as iOS 16-18 captures show (docs/UIKIT.md §3.9.1, `SymbolItemAdvanceTests`).
    @Test(arguments: [Era.ios13])
    func addMatchesUIKitsSymbolPlus(era: Era) throws {
        // Row 0 of the excerpt is the toolbar's hairline.
        let uikit = try Self.ink(in: PNGCodec.decode(Data(contentsOf: Self.realToolbar)), fromX: 900, fromY: 1)
        // The real render's figures, as measured for docs/FIDELITY.md.
        #expect(abs(uikit.minX - 339.33) < 0.01 && abs(uikit.maxX - 357.0) < 0.01, "\(uikit)")
        let raster = try render(
            """
            scenes:
              - name: s
                bar: toolbar
                backdrop: white
                items: [ { systemItem: flexibleSpace }, { systemItem: add } ]
            """, era: era)
        let ours = try Self.ink(in: raster, fromX: 900)
        #expect(abs(ours.minX - uikit.minX) <= 0.5, "left ink edge \(ours.minX) pt, UIKit \(uikit.minX)")
        #expect(abs(ours.maxX - uikit.maxX) <= 0.5, "right ink edge \(ours.maxX) pt, UIKit \(uikit.maxX)")
        #expect(abs((ours.maxY - ours.minY) - (uikit.maxY - uikit.minY)) <= 0.5, "ink height \(ours) vs \(uikit)")
        #expect(abs(ours.stroke - uikit.stroke) <= 0.1, "stroke \(ours.stroke) pt, UIKit \(uikit.stroke)")
    }

    /// docs/UIKIT.md §1.4.1's figure for a leading `add` item: ink 18.0-35.7 pt at the 16 pt margin; a second
    /// `add` beside it starts its ink 2 × 8 pt of padding + 2 × 2.0 pt of glyph inset after the first's.
    @Test func leadingAddInkAndWidth() throws {
        let variant = Variant(metrics: .default, position: .top, width: 375, scale: 3)
        let yaml = """
            scenes:
              - name: s
                items: [ { title: T, leftBarButtonItems: [ { systemItem: add }, { systemItem: add } ] } ]
            """
        let raster = try BarRenderer(includesShadowBand: false).render(try job(yaml, variant: variant)).raster
        let first = try Self.ink(in: raster, fromX: 0, toX: 135)
        let second = try Self.ink(in: raster, fromX: 135, toX: 300)
        #expect(abs(first.minX - 18.0) <= 0.5 && abs(first.maxX - 35.7) <= 0.5, "\(first)")
        #expect(abs(second.minX - (first.maxX + 20)) <= 0.5, "\(second) after \(first)")
    }

    /// The `ios7` era keeps BarTheme's own plus in its 24 pt box (no iOS 7-12 render measured).
    @Test func ios7KeepsItsOwnGlyphBox() {
        #expect(UIKitMetrics.iconBox(for: .add, era: .ios7) == Size(width: 24, height: 24))
        #expect(UIKitMetrics.iconBox(for: .trash, era: .ios13) == Size(width: 24, height: 24))
    }
}
