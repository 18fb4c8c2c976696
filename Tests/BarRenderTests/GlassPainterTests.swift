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
            try job(
                theme, variant: Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: style, statusBarHeight: 0),
                era: nil))
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
        // Measured on NetNewsWire 7's dark captures (docs/UIKIT.md §10.6): 25 inside over black.
        #expect(abs(inside[0] - 25) <= 1, "\(inside) over \(backdrop)")
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

    @Test func theCloseItemIsAPlainXmarkAbout16Point7WideOnItsCircle() throws {
        let output = try BarRenderer().render(
            try job(
                "scenes:\n  - name: s\n    items:\n      - { title: Sheet, leftBarButtonItems: [ { systemItem: close } ] }\n",
                variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0), era: nil))
        let raster = output.raster
        // Dark ink (the #1A1A1A xmark) inside the 44 pt circle at x 16-60: no grey filled disc.
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<(44 * 3) {
            for x in (16 * 3)..<(60 * 3) where raster.pixels[(y * raster.width + x) * 4] < 128 {
                xs.append(x)
                ys.append(y)
            }
        }
        let width = Double(try #require(xs.max()) - xs.min()! + 1) / 3
        let height = Double(try #require(ys.max()) - ys.min()! + 1) / 3
        #expect(abs(width - 16.7) <= 0.5 && abs(height - 16.7) <= 0.5, "\(width) × \(height)")
        #expect(abs(Double(xs.min()! + xs.max()! + 1) / 6 - 38) <= 0.34)
        // Between the arms, near the circle's edge, the glass stays white (no iOS 13 grey disc).
        #expect(pixel(raster, x: 38, y: 22 - 10)[0] >= 250)
    }

    @Test func theGlassEdgeBandIsTheMeasuredOneOverAGreyScreen() throws {
        let output = try BarRenderer().render(
            try job(
                "scenes:\n  - name: s\n    atScrollEdge: true\n    backdrop: systemGroupedBackground\n    items:\n      - { title: A }\n      - { title: B }\n",
                variant: Variant(position: .topAttached, width: 390, scale: 3, statusBarHeight: 0), era: nil))
        let raster = output.raster
        // Row at the circle's middle (y = 22 pt), from its left edge (x = 16 pt) inward. Measured
        // on NetNewsWire 7 (docs/UIKIT.md §10.6): 255, 255, 252 over a 251 inside.
        let y = 22 * 3
        let values = (48..<54).map { Int(raster.pixels[(y * raster.width + $0) * 4]) }
        #expect(values[0] >= 254 && values[1] >= 254, "\(values)")
        #expect((251...253).contains(values[2]), "\(values)")
        #expect((250...252).contains(values[5]), "\(values)")
    }
    @Test(arguments: [
        (UserInterfaceStyle.light, [[73, 199, 249], [54, 174, 246], [38, 150, 243]]),
        (.dark, [[0, 187, 249], [10, 172, 247], [21, 156, 245]]),
    ])
    func aTintedCircleIsEdgedWithTheMeasuredBandOfLighterTint(_ style: UserInterfaceStyle, _ uikit: [[Int]]) throws {
        let output = try BarRenderer().render(
            try job(
                """
                scenes:
                  - name: s
                    items:
                      - { title: A }
                      - title: B
                        rightBarButtonItems: [{ systemItem: organize, tintColor: { light: "#086AEE", dark: "#2D80F1" } }]
                """,
                variant: Variant(position: .topAttached, width: 390, scale: 3, userInterfaceStyle: style, statusBarHeight: 0), era: nil))
        let circle = try #require(
            output.layout.elements.compactMap { e -> Rect? in
                guard case .platter(let p) = e, case .tinted = p.fill else { return nil }
                return p.frame
            }.first)
        // Row through the circle's middle, from its left edge inward: measured on NetNewsWire 7's
        // timeline (docs/UIKIT.md §10.6), then the fill.
        let y = circle.midY
        for (i, expected) in uikit.enumerated() {
            let value = pixel(output.raster, x: circle.x + (Double(i) + 0.5) / 3, y: y)
            #expect(zip(value, expected).allSatisfy { abs($0 - $1) <= 4 }, "pixel \(i): \(value), UIKit \(expected)")
        }
        let fill = pixel(output.raster, x: circle.x + 1.5, y: y)
        let tint = style == .light ? [8, 106, 238] : [45, 128, 241]
        #expect(zip(fill, tint).allSatisfy { abs($0 - $1) <= 2 }, "\(fill)")
    }

    /// Over a coloured backdrop the glass keeps the backdrop's hue (lifted the same amount on every
    /// channel) and the back chevron, the vibrant label colour, darkens it (docs/UIKIT.md §10.6,
    /// §10.3): measured (255,253,235) and (28,26,8) over PraxisEn's cream #FFF8E7. A white veil laid
    /// over drew (255,253,248) and a (26,26,26) chevron.
    @Test func overACreamBackdropTheGlassAndTheChevronTakeItsHue() throws {
        let output = try BarRenderer().render(
            try job(
                """
                scenes:
                  - name: s
                    atScrollEdge: true
                    backdrop: "#FFF8E7"
                    items: [{ title: A }, { title: Statistics }]
                """,
                variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0), era: nil))
        let circle = try #require(
            output.layout.elements.compactMap { e -> Rect? in if case .platter(let p) = e, p.isCircle { return p.frame } else { return nil }
            }
            .first)
        let glass = pixel(output.raster, x: circle.x + 6, y: circle.midY)
        #expect(zip(glass, [255, 253, 235]).allSatisfy { abs($0 - $1) <= 1 }, "\(glass)")
        let chevron = try #require(
            output.layout.elements.compactMap { e -> RGBAColor? in
                if case .icon(let icon) = e, icon.icon == .chevron { return icon.color } else { return nil }
            }.first)
        let channels = [chevron.red, chevron.green, chevron.blue].map { Int(($0 * 255).rounded()) }
        #expect(zip(channels, [28, 26, 8]).allSatisfy { abs($0 - $1) <= 3 }, "\(channels)")
    }

    /// Over a dark coloured screen the dark glass deepens its colour (docs/UIKIT.md §18.8): measured
    /// (36,35,51) over SwiftLearningApp's (26,25,38) (fit, #39/#41 session 17), in the back circle and
    /// the tab bar's capsule alike; the white veil with the hue kept, main's rule, drew (48,47,60).
    @Test(arguments: ["topAttached", "bottom"])
    func overADarkColouredScreenTheDarkGlassDeepensIt(_ position: String) throws {
        let tabBar = position == "bottom"
        let scene =
            tabBar
            ? "bar: tabBar\n    items: [{ title: A }, { title: B }, { title: C }]\n    selectedItem: 0"
            : "atScrollEdge: true\n    items: [{ title: A }, { title: Statistics }]"
        let output = try BarRenderer().render(
            try job(
                """
                era: ios26
                scenes:
                  - name: s
                    backdrop: "#1A1926"
                    \(scene)
                """,
                variant: Variant(
                    position: tabBar ? .bottom : .topAttached, width: 402, scale: 3, userInterfaceStyle: .dark,
                    statusBarHeight: tabBar ? nil : 0), era: nil))
        let platter = try #require(
            output.layout.elements.compactMap { e -> Rect? in
                if case .platter(let p) = e, case .glass = p.fill { return p.frame } else { return nil }
            }.first)
        // Bare glass: beside the back chevron, or between the second and third tabs.
        let glass =
            tabBar
            ? pixel(output.raster, x: platter.minX + 8 + 2 * (platter.width - 16) / 3, y: platter.midY)
            : pixel(output.raster, x: platter.x + 6, y: platter.midY)
        #expect(zip(glass, [36, 35, 51]).allSatisfy { abs($0 - $1) <= 1 }, "\(glass)")
    }

    /// The tab bar's capsule is the navigation bar's glass (docs/UIKIT.md §10.6, §18.6): over
    /// systemGroupedBackground it keeps the backdrop's blue, (251,251,255) as YOM's and DNSChat's
    /// captures show (fit, #41 session 12), where the veil laid over drew (251,251,253); the
    /// unselected tab's label takes that glass's hue (YOM: (25,25,29)).
    @Test func aTabBarsCapsuleKeepsTheGroupedBackgroundsBlue() throws {
        let output = try BarRenderer().render(
            try job(
                """
                era: ios26
                scenes:
                  - name: s
                    bar: tabBar
                    backdrop: systemGroupedBackground
                    items: [{ title: Archive }, { title: Map }, { title: Settings }]
                    selectedItem: 0
                """,
                variant: Variant(position: .bottom, width: 402, scale: 3), era: nil))
        let capsule = output.layout.contentFrame
        // Between the second and third tabs, at mid-height: bare glass.
        let glass = pixel(output.raster, x: capsule.minX + 8 + 2 * 86, y: capsule.midY)
        #expect(zip(glass, [251, 251, 255]).allSatisfy { abs($0 - $1) <= 1 }, "\(glass)")
        let map = try #require(output.layout.texts.first { $0.text == "Map" })
        let label = [map.style.color.red, map.style.color.green, map.style.color.blue].map { Int(($0 * 255).rounded()) }
        #expect(zip(label, [25, 25, 29]).allSatisfy { abs($0 - $1) <= 1 }, "\(label)")
    }

    /// A disabled prominent item's grey circle is edged in grey, not in a hue of its own (docs/UIKIT.md
    /// §10.6): PlantLog's (fit, light) (206,206,206) circle reads (233,233,233), (226,226,226),
    /// (219,219,219) from its edge inward. The hue-turned rule for tints drew (246,93,144) there, a pink
    /// rim, in light and dark alike.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func aDisabledProminentCircleHasAGreyEdge(_ style: UserInterfaceStyle) throws {
        let output = try BarRenderer().render(
            try job(
                """
                scenes:
                  - name: s
                    items:
                      - title: Form
                        rightBarButtonItems: [{ image: { systemName: checkmark }, style: prominent, enabled: false }]
                """,
                variant: Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: style, statusBarHeight: 0),
                era: nil))
        let circle = try #require(
            output.layout.elements.compactMap { e -> Rect? in
                guard case .platter(let p) = e, case .tinted = p.fill else { return nil }
                return p.frame
            }.first)
        let edge = (0..<3).map { pixel(output.raster, x: circle.x + (Double($0) + 0.5) / 3, y: circle.midY) }
        for value in edge {
            #expect(value.prefix(3).max()! - value.prefix(3).min()! <= 1, "a grey edge, not a hue: \(edge)")
        }
        if style == .light {
            for (value, uikit) in zip(edge, [233, 226, 219]) {
                #expect(abs(value[0] - uikit) <= 2, "PlantLog's edge \(uikit), drawn \(edge)")
            }
        }
    }
}
