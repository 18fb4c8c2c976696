import BarPixels
import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarRender

/// CJK characters drawn by the pinned Noto Sans CJK SC take PingFang's ink size, and in large titles
/// its closer setting (docs/UIKIT.md §2.4, "CJK ink at PingFang's size"; `PingFangInkMap`). The
/// boxes are UIKit's, measured on Reader for iOS' captures (fit; m6-booksource-import-validate
/// device review at 3371d81) as `Scripts/lib/fidelity_ios26.py` measures ink: the pixels more than
/// ΔE2000 10 from the window's most frequent colour. On main (Noto's outlines as they are) the
/// large title 书架 was 17.67-83.00 × 123.00-155.33 (4.33 pt too wide, 2.67 pt too tall) and the
/// inline 导入书源 168.00-234.67 × 23.67-39.67 (its centre 1.0 pt right, its top 1.0 pt high).
@Suite struct PingFangInkTests {
    static let theme = Repository.url("Tests/Fixtures/Calibration/ios26/readerios.yaml")

    struct Case: Sendable, CustomStringConvertible {
        let scene: String
        /// The measuring window and UIKit's ink box: minX, minY, maxX, maxY in points.
        let window: [Double]
        let uikit: [Double]
        /// Whether both side edges are compared (a large title starts at the margin); a centred
        /// title is compared by its centre (UIKit sets 17 pt characters a little closer than one
        /// em, which BarTheme does not: its width is not the fact).
        let sides: Bool
        var description: String { scene }
    }

    static let cases: [Case] = [
        Case(scene: "bookshelf", window: [0, 110, 300, 160], uikit: [17.33, 125.67, 78.67, 155.33], sides: true),
        Case(scene: "mine", window: [0, 110, 300, 160], uikit: [17.33, 125.33, 78.00, 155.00], sides: true),
        Case(scene: "mine-scrolled", window: [150, 66, 252, 102], uikit: [184.67, 76.67, 216.00, 92.00], sides: false),
        Case(scene: "import", window: [130, 18, 272, 46], uikit: [167.67, 24.67, 233.00, 40.33], sides: false),
    ]

    @Test(arguments: cases)
    func cjkTitleInkIsWithinHalfAPointOfUIKits(_ test: Case) throws {
        let loaded = try ThemeLoader.load(path: Self.theme.path)
        let job = try #require(RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: test.scene).first)
        let raster = try BarRenderer().render(job).raster
        let ink = try #require(Self.inkBox(raster, scale: job.variant.scale, window: test.window))
        let u = test.uikit
        #expect(abs(ink[1] - u[1]) <= 0.5, "\(test.scene): ink top \(ink[1]), UIKit \(u[1])")
        #expect(abs(ink[3] - u[3]) <= 0.5, "\(test.scene): ink bottom \(ink[3]), UIKit \(u[3])")
        if test.sides {
            #expect(abs(ink[0] - u[0]) <= 0.5, "\(test.scene): ink left \(ink[0]), UIKit \(u[0])")
            #expect(abs(ink[2] - u[2]) <= 0.5, "\(test.scene): ink right \(ink[2]), UIKit \(u[2])")
        } else {
            let centre = (ink[0] + ink[2]) / 2, uikitCentre = (u[0] + u[2]) / 2
            #expect(abs(centre - uikitCentre) <= 0.5, "\(test.scene): ink centre \(centre), UIKit \(uikitCentre)")
        }
    }

    /// The measurer lays out what is drawn: a 34 pt bold CJK title advances 0.936 em a character
    /// (two characters 63.65 pt, not 68), and its ink stays inside that advance.
    @Test func largeTitleCJKAdvancesAsDrawn() throws {
        let engine = try TextEngine()
        let style = TextStyle(font: .defaultLargeTitle, color: .black)
        let line = try engine.shape("书架", style: style, maxWidth: nil)
        #expect(abs(engine.measure("书架", style: style).width - 2 * 0.936 * 34) < 0.01)
        let last = try #require(line.glyphs.last)
        let extent = try #require(last.font.inkExtent(glyph: last.id))
        let map = try #require(last.horizontal)
        let right = last.x + map.map(extent.upperBound) * 34 / last.font.face.unitsPerEm
        #expect(right < line.width, "ink ends at \(right) pt, the line at \(line.width)")
    }

    /// The box of the pixels more than ΔE2000 10 from the window's most frequent colour, in points.
    static func inkBox(_ raster: Raster, scale: Int, window: [Double]) -> [Double]? {
        let x0 = Int(window[0]) * scale, y0 = Int(window[1]) * scale
        let x1 = min(Int(window[2]) * scale, raster.width), y1 = min(Int(window[3]) * scale, raster.height)
        func color(_ x: Int, _ y: Int) -> PixelColor {
            let i = (y * raster.width + x) * 4
            return PixelColor(r: raster.pixels[i], g: raster.pixels[i + 1], b: raster.pixels[i + 2])
        }
        var counts: [PixelColor: Int] = [:]
        for y in y0..<y1 { for x in x0..<x1 { counts[color(x, y), default: 0] += 1 } }
        guard let background = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        var box: [Int]?
        for y in y0..<y1 {
            for x in x0..<x1 where CIEDE2000.difference(color(x, y), background) > 10 {
                box = box.map { [min($0[0], x), min($0[1], y), max($0[2], x + 1), max($0[3], y + 1)] } ?? [x, y, x + 1, y + 1]
            }
        }
        return box?.map { Double($0) / Double(scale) }
    }
}
