import BarTheme
import Testing

@testable import BarRender

/// The dark glass over a screen with no scroll view at its top (a scene's `contentScrollView: false`,
/// docs/UIKIT.md §18.8): (19,19,19) over black where a screen with one shows (25,25,25), measured on
/// two fit apps (Bindicator's settings circle, HealStack's Lab Results `plus`), the edge band as
/// much darker; the light glass (253,253,253) over white where it was (255,255,255) (three fit apps).
@Suite struct ContentScrollViewGlassTests {
    /// A pushed dark screen over black with a trailing `plus`, with `contentScrollView` as given (nil: unset).
    func render(contentScrollView: Bool?, style: UserInterfaceStyle = .dark, backdrop: String = "#000000") throws -> Raster {
        let key = contentScrollView.map { "    contentScrollView: \($0)\n" } ?? ""
        let yaml =
            "scenes:\n  - name: s\n    atScrollEdge: true\n    backdrop: \"\(backdrop)\"\n" + key
            + "    items:\n      - { title: Bindicator }\n"
            + "      - { title: Lab Results, rightBarButtonItems: [{ image: { systemName: plus } }] }\n"
        return try renderPhone402(yaml, style: style)
    }

    func pixel(_ raster: Raster, x: Double, y: Double) -> [Int] { pixel3x(raster, x: x, y: y) }

    /// Inside the back circle (16-60 × 62-106 pt at 402 pt) left of its chevron, and inside the
    /// trailing circle left of its glyph.
    static let backGlass = (x: 22.0, y: 84.0), trailingGlass = (x: 350.0, y: 84.0)

    @Test func withoutAScrollViewTheDarkGlassIs19OverBlack() throws {
        let without = try render(contentScrollView: false)
        #expect(pixel(without, x: Self.backGlass.x, y: Self.backGlass.y) == [19, 19, 19])
        #expect(pixel(without, x: Self.trailingGlass.x, y: Self.trailingGlass.y) == [19, 19, 19])
        // With one, said or not, the glass is the veil's (25,25,25).
        for declared in [true, nil] as [Bool?] {
            let with = try render(contentScrollView: declared)
            #expect(pixel(with, x: Self.backGlass.x, y: Self.backGlass.y) == [25, 25, 25])
            #expect(pixel(with, x: Self.trailingGlass.x, y: Self.trailingGlass.y) == [25, 25, 25])
        }
    }

    /// The edge band: measured 47, 39, 32 inward over the 19 glass (54, 46, 39 over 25); the veil's
    /// white at the band's alphas over 19 gives 48, 40, 33.
    @Test func theEdgeBandIsAsMuchDarker() throws {
        let without = try render(contentScrollView: false), with = try render(contentScrollView: nil)
        let y = Int(84.0 * 3)
        func band(_ raster: Raster) throws -> [Int] {
            // The back circle's left edge: the first pixel column brighter than the screen's black.
            let row = (0..<(30 * 3)).map { Int(raster.pixels[(y * raster.width + $0) * 4]) }
            let edge = try #require(row.firstIndex { $0 > 0 })
            return Array(row[edge..<(edge + 4)])
        }
        let lower = try band(without), upper = try band(with)
        #expect(zip(lower, [47, 39, 32, 19]).allSatisfy { abs($0 - $1) <= 2 }, "\(lower)")
        #expect(zip(upper, [54, 46, 39, 25]).allSatisfy { abs($0 - $1) <= 2 }, "\(upper)")
    }

    /// Light mode over white: (253,253,253) without a scroll view (HealStack, Reader for iOS,
    /// ExpenseMate), (255,255,255) with one.
    @Test func theLightGlassIsTwoLevelsDarkerOverWhite() throws {
        let without = try render(contentScrollView: false, style: .light, backdrop: "#FFFFFF")
        let with = try render(contentScrollView: nil, style: .light, backdrop: "#FFFFFF")
        #expect(pixel(without, x: Self.trailingGlass.x, y: Self.trailingGlass.y) == [253, 253, 253])
        #expect(pixel(with, x: Self.trailingGlass.x, y: Self.trailingGlass.y) == [255, 255, 255])
    }
}
