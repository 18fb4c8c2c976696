import Testing

@testable import BarTheme

/// A translucent selected colour on the iOS 26 tab bar's pill (docs/UIKIT.md §18.8, #41 session 36,
/// one fit app): DNSChat's June 2026 build gives its tabs' `selected` title the dark secondary label
/// #EBEBF599, which its four dark phone captures draw (182,182,188) on the (58,58,58) pill over black:
/// the colour lifted by half the pill's level and then composited over the pill, without clamping the
/// lift at white first. Until session 36 the lift was clamped, (255,255,255) at 0.6, which drew a
/// neutral (176,176,176) (ΔE2000 3.68) and lost the declared colour's blue.
@Suite struct TabBarTranslucentTintTests {
    func levels(_ colour: RGBAColor) -> [Int] {
        [colour.red, colour.green, colour.blue].map { Int(($0 * 255).rounded()) }
    }

    /// DNSChat June's first tab, selected, dark, over systemGroupedBackground (black in dark).
    func selectedTitle() throws -> Resolved<RGBAColor> {
        let resolved = try ResolvedTabBarScene(
            """
            era: ios26
            scenes:
              - name: chat
                bar: tabBar
                backdrop: systemGroupedBackground
                items:
                  - title: DNS Chat
                    image: { systemName: bubble.left.and.bubble.right.fill }
                    standardAppearance:
                      stackedLayoutAppearance:
                        selected: { titleTextAttributes: { foregroundColor: { light: "#8E8E93", dark: "#EBEBF599" } } }
                  - { title: Logs, image: { systemName: list.bullet.rectangle } }
                  - { title: About, image: { systemName: info.circle.fill } }
                selectedItem: 0
            """, width: 402, style: .dark)
        #expect(resolved.pills.first.map(levels) == [58, 58, 58])
        return resolved.tabBar.items[0].titleColor
    }

    @Test func dnschatJunesTranslucentGreyKeepsItsBlueOnTheDarkPill() throws {
        let title = try selectedTitle()
        #expect(levels(title.value) == [182, 182, 188], "\(levels(title.value))")
        #expect(title.value.alpha == 1)
        #expect(title.provenance.rule.contains("unclamped"), "\(title.provenance.rule)")
    }

    @Test func anOpaqueTintIsShiftedAsBefore() {
        // YOM's systemBlue on its light pill and Hitokara Log's pink on its dark one (session 12).
        let blue = GlassVibrancy.tintOnPill(RGBAColor(r: 0, g: 136, b: 255), pill: RGBAColor(r: 233, g: 233, b: 237), .light)
        #expect(levels(blue) == [0, 125, 246])
        let pink = GlassVibrancy.tintOnPill(RGBAColor(r: 255, g: 89, b: 148), pill: RGBAColor(r: 58, g: 58, b: 58), .dark)
        #expect(levels(pink) == [255, 118, 177])
    }

    @Test func aBarAppearancesTranslucentNormalTitleStaysClampedOnTheGlass() {
        // ReelFin's normal title, white at 0.68 over its (25,25,25) glass, reads its plain composite
        // (181-184): the glass's shift keeps the clamp and the alpha (composited by the renderer).
        let glass = RGBAColor(r: 25, g: 25, b: 25)
        let drawn = GlassVibrancy.shifted(RGBAColor.white.withAlpha(0.68), under: glass, .dark)
        #expect(drawn == RGBAColor.white.withAlpha(0.68))
        #expect(levels(drawn.over(glass)) == [181, 181, 181])
    }
}
