import BarTheme
import Foundation
import Testing

@testable import BarRender

/// The navigation-bar search field rendered against the figures measured on R-S1, a real iOS 12 render
/// (hfabisiak/GithubAPI at b91af3fe, `SearchViewControllerSpec/spec.2.png`, 375 pt @3x; no licence, so
/// measured only: Tests/Fixtures/Calibration/SOURCES.md, docs/UIKIT.md §13).
@Suite struct SearchFieldRenderTests {
    static let yaml = """
        era: ios7
        navigationBar: { prefersLargeTitles: true }
        scenes:
          - name: repositories
            statusBarHeight: 44
            backdrop: "#FFFFFF"
            items:
              - title: Repositories
                searchController: { placeholder: Search repository by name }
            variants: { positions: [topAttached], widths: [375], scales: [3] }
        """

    func render(_ yaml: String = Self.yaml) throws -> Raster {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let job = try #require(RenderJob.jobs(for: doc, parents: [], sceneName: nil).first)
        return try BarRenderer().render(job).raster
    }

    func rgb(_ r: Raster, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * r.width + x) * 4
        return r.pixels[i..<i + 3].map(Int.init)
    }

    /// The ink box (in points) of pixels darker than `threshold` inside a pixel rectangle.
    func ink(_ r: Raster, x: Range<Int>, y: Range<Int>, threshold: Int = 215) -> (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
        var box: (Int, Int, Int, Int)?
        for py in y {
            for px in x where rgb(r, px, py).reduce(0, +) < 3 * threshold {
                box = box.map { (min($0.0, px), max($0.1, px), min($0.2, py), max($0.3, py)) } ?? (px, px, py, py)
            }
        }
        return box.map { (Double($0.0) / 3, Double($0.1 + 1) / 3, Double($0.2) / 3, Double($0.3 + 1) / 3) }
    }

    @Test func sizeFieldHairlineGlassAndPlaceholderMatchTheIOS12Render() throws {
        let r = try render()
        // R-S1: the bar runs to 192.0 pt, the hairline is the pixel row at 192.0 pt (row 576).
        #expect(r.width == 1125 && r.height == 577)
        #expect(abs(rgb(r, 562, 576)[0] - 178) <= 2, "hairline \(rgb(r, 562, 576))")
        // Field (231,231,233) from 141.0 to 177.0 pt (rows 423-530), 16.0-359.0 pt (columns 48-1076),
        // over the bar; the bar's own colour (R-S1: 249; BarTheme's iOS 7-12 blend) on either side.
        for (x, y) in [(48, 477), (1076, 477), (600, 423), (600, 530), (1000, 440)] {
            #expect(zip(rgb(r, x, y), [231, 231, 233]).allSatisfy { abs($0 - $1) <= 2 }, "field at (\(x), \(y)): \(rgb(r, x, y))")
        }
        #expect(rgb(r, 600, 422) == rgb(r, 600, 100), "the row above the field is the bar")
        #expect(rgb(r, 600, 531) == rgb(r, 600, 100), "the row below the field is the bar")
        #expect(rgb(r, 47, 477) == rgb(r, 600, 100), "left of the field is the bar")
        // Glass: R-S1's ink 24.0-38.0 × 151.67-165.67 pt.
        let glass = try #require(ink(r, x: 60..<125, y: 423..<531))
        for (got, want) in [(glass.minX, 24.0), (glass.maxX, 38.0), (glass.minY, 151.67), (glass.maxY, 165.67)] {
            #expect(abs(got - want) <= 0.5, "glass edge \(got) vs \(want)")
        }
        // Placeholder ink starts at 46.0 pt, its cap top at 151.67-152.0 pt (R-S1), in (142,142,147).
        let text = try #require(ink(r, x: 130..<1070, y: 423..<531))
        #expect(abs(text.minX - 46.0) <= 0.5, "placeholder starts at \(text.minX)")
        #expect(abs(text.minY - 151.67) <= 0.5, "placeholder top at \(text.minY)")
    }

    @Test func rightToLeftPutsTheGlassOnTheRight() throws {
        let r = try render(Self.yaml.replacingOccurrences(of: "scales: [3]", with: "scales: [3], layoutDirections: [rightToLeft]"))
        let glass = try #require(ink(r, x: 1000..<1070, y: 423..<531))
        #expect(abs(glass.maxX - (375 - 24.0)) <= 0.5 && abs(glass.minX - (375 - 38.0)) <= 0.5, "glass \(glass)")
        // The placeholder runs leftwards from 46 pt in from the right edge.
        let text = try #require(ink(r, x: 50..<990, y: 423..<531))
        #expect(abs(text.maxX - (375 - 46.0)) <= 0.5, "placeholder ends at \(text.maxX)")
    }
}
