import BarTheme
import Testing

@testable import BarRender

/// The iOS 26 scroll edge effect as drawn (docs/UIKIT.md §10.2): over a red backdrop, a soft effect
/// lightens the content toward white at full strength near the top and fades out below; a hard one
/// is opaque white over the bar, with its dividing line.
@Suite struct ScrollEdgeEffectRenderTests {
    func render(_ effect: String, style: UserInterfaceStyle = .light) throws -> Raster {
        try renderPhone402(
            "scenes:\n  - name: s\n    atScrollEdge: false\n    scrollEdgeEffect: \(effect)\n    backdrop: \"#FF0000\"\n"
                + "    items: [{ title: Notes }]\n",
            style: style)
    }

    func pixel(_ raster: Raster, x: Double, y: Double) -> [Int] { pixel3x(raster, x: x, y: y) }

    @Test func softLightensTheContentAtFullStrengthThenFades() throws {
        let raster = try render("soft")
        // 0.8 white over red: (255, 204, 204) to 30 pt below the 62 pt status bar.
        let top = pixel(raster, x: 380, y: 10)
        #expect(top[0] == 255 && abs(top[1] - 204) <= 1, "\(top)")
        #expect(pixel(raster, x: 380, y: 85) == top)
        // Fading: at 100 pt (8 of 33 pt into the fade) the green channel is lower, but still lifted.
        let fading = pixel(raster, x: 380, y: 100)
        #expect(fading[1] < top[1] - 40 && fading[1] > 60, "\(fading)")
        // Nothing when hidden.
        #expect(pixel(try render("hidden"), x: 380, y: 10) == [255, 0, 0])
    }

    @Test func hardIsOpaqueOverTheBarWithADividingLine() throws {
        let raster = try render("hard", style: .dark)
        #expect(pixel(raster, x: 380, y: 10) == [0, 0, 0])
        // The last pixel row of the 116 pt image is the separator over black.
        let line = Array(
            raster.pixels[((raster.height - 1) * raster.width + 1000) * 4..<((raster.height - 1) * raster.width + 1000) * 4 + 3])
        #expect(line.allSatisfy { $0 > 30 && $0 < 80 }, "\(line)")
    }
}
