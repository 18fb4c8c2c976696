import BarTheme
import Testing

@testable import BarRender

/// Liquid Glass platters as drawn (docs/UIKIT.md §10.6): the glass veils what is behind it, the
/// shadow darkens outside the capsule only, a prominent capsule is the tint.
@Suite struct GlassPainterTests {
    let theme = """
        scenes:
          - name: s
            items:
              - { title: Notes }
              - { title: Edit, rightBarButtonItems: [ { systemItem: done, style: prominent } ] }
        """

    func render(_ style: UserInterfaceStyle) throws -> (Raster, BarLayout) {
        let output = try BarRenderer().render(
            try job(theme, variant: Variant(position: .top, width: 402, scale: 3, userInterfaceStyle: style), era: nil))
        return (output.raster, output.layout)
    }

    func pixel(_ raster: Raster, x: Double, y: Double) -> [Int] {
        let px = Int(x * 3), py = Int(y * 3)
        return (0..<4).map { Int(raster.pixels[(py * raster.width + px) * 4 + $0]) }
    }

    @Test func onWhiteTheGlassStaysWhiteAndItsShadowDarkensOnlyOutside() throws {
        let (raster, layout) = try render(.light)
        let circle = try #require(
            layout.elements.compactMap { e -> Rect? in if case .platter(let p) = e, p.isCircle { return p.frame } else { return nil } }
                .first)
        #expect(circle == Rect(x: 16, y: 0, width: 44, height: 44))
        // Inside, away from the chevron: white (measured 255 on a white screen).
        #expect(pixel(raster, x: circle.x + 6, y: circle.midY).prefix(3).allSatisfy { $0 >= 253 })
        // Just outside the left edge: the halo (measured 247-248); far away: white.
        let halo = pixel(raster, x: circle.x - 1, y: circle.midY)[0]
        #expect((244...250).contains(halo), "\(halo)")
        #expect(pixel(raster, x: 200, y: 40)[0] == 255)
    }

    @Test func inDarkTheGlassIsALighterGreyThanTheBlackBackdrop() throws {
        let (raster, layout) = try render(.dark)
        let circle = try #require(
            layout.elements.compactMap { e -> Rect? in if case .platter(let p) = e, p.isCircle { return p.frame } else { return nil } }
                .first)
        let inside = pixel(raster, x: circle.x + 6, y: circle.midY)
        let backdrop = pixel(raster, x: 200, y: 40)
        #expect(backdrop[0] < 5)
        #expect(inside[0] > backdrop[0] + 20, "\(inside) over \(backdrop)")
        // The rim is brighter at the top than the fill.
        let rim = pixel(raster, x: circle.midX, y: circle.y + 0.1)
        #expect(rim[0] > inside[0], "\(rim) vs \(inside)")
    }

    @Test func aProminentCapsuleIsFilledWithTheTint() throws {
        let (raster, layout) = try render(.light)
        let capsule = try #require(
            layout.elements.compactMap { e -> Rect? in if case .platter(let p) = e, !p.isCircle { return p.frame } else { return nil } }
                .first)
        let fill = pixel(raster, x: capsule.x + 5, y: capsule.midY)
        let blue = GlassMaterial.prominentBlue(.light)
        #expect(
            abs(fill[0] - Int(blue.red * 255)) <= 2 && abs(fill[1] - Int(blue.green * 255)) <= 2
                && abs(fill[2] - Int(blue.blue * 255)) <= 2, "\(fill)")
    }
}
