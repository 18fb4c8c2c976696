import BarTheme
import Testing

@testable import BarRender

/// In dark mode a Liquid Glass platter casts no shadow (docs/UIKIT.md §10.12, #39 session 27): under
/// BalanceZero's back circle, SlangCheck's, CitiZen's quiz capsule and Voice Orb's back capsule (four fit
/// apps, dark screens) the rows to the bar's bottom and past it read the screen's own colour; light mode keeps
/// its measured shadow. The band below the bar is kept either way.
@Suite struct DarkGlassCastsNoShadowTests {
    /// BalanceZero's Saved Lists: a pushed screen over (15,16,18) with a trailing `plus`.
    func render(_ style: UserInterfaceStyle, backdrop: String) throws -> Raster {
        let yaml = """
            scenes:
              - name: s
                atScrollEdge: true
                backdrop: "\(backdrop)"
                items:
                  - { title: Card }
                  - { title: Saved Lists, rightBarButtonItems: [{ image: { systemName: plus } }] }
            """
        return try renderPhone402(yaml, style: style)
    }

    /// The middle device pixel of the point at (`x`, `y`).
    func pixel(_ raster: Raster, x: Double, y: Double) -> [Int] { pixel3x(raster, x: x, y: y, px: 1, py: 1) }

    @Test func underADarkCircleTheScreenKeepsItsColour() throws {
        let dark = try render(.dark, backdrop: "#0F1012")
        // Under the back circle (its bottom at 106 pt), in the bar and below it: UIKit's (15,16,18).
        for y in [110.0, 114.0, 120.0, 126.0] {
            #expect(pixel(dark, x: 38, y: y) == [15, 16, 18], "y \(y)")
        }
        // The band below the bar is still drawn: 146 pt.
        #expect(dark.height == 146 * 3)
    }

    @Test func lightModeKeepsItsShadow() throws {
        let light = try render(.light, backdrop: "#FFFFFF")
        // YOM's measured 249 four points below the bar (§10.12).
        let below = pixel(light, x: 38, y: 120)
        #expect(below[0] < 252 && below[0] > 245, "\(below)")
    }
}
