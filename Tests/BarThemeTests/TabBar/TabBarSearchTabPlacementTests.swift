import Testing

@testable import BarTheme

/// Where an iOS 26 phone puts a hugging capsule beside a search tab (docs/UIKIT.md §18.6, two fit apps:
/// ReelFin, Flovflo/ReelFin, a SwiftUI `Tab(role: .search)`; Amperfy, BLeeEZ/amperfy, a UIKit `UISearchTab`, #41
/// session 30): the capsule at the leading margin, the search circle at the trailing one, the empty glass-less
/// space between them; measured 21.0-209.0 and 319.0-381.0 pt at 402 pt, 21.0-209.0 and 357.0-419.0 pt at 440 pt,
/// two 86 pt slots either way (Amperfy: the same at 440 pt on both of its captures).
@Suite struct TabBarSearchTabPlacementTests {
    static let goal = 0.5

    @Test(arguments: [(402.0, 874.0, 319.0), (440.0, 956.0, 357.0)])
    func aHuggingCapsuleStartsAtTheLeadingMarginAndTheSearchCircleEndsAtTheTrailingOne(
        width: Double, height: Double, circleX: Double
    ) throws {
        let bar = GlassTabBarGeometry.layout(
            screenWidth: width, screenHeight: height, tabs: 2, selected: 0, hasSearchTab: true, minimized: false, hasAccessory: false,
            contentWidths: [21.0, 38.0])
        let circle = try #require(bar.searchCircle)
        #expect(abs(bar.capsule.minX - 21) <= Self.goal && abs(bar.capsule.maxX - 209) <= Self.goal, "\(bar.capsule)")
        #expect(abs(circle.minX - circleX) <= Self.goal && abs(circle.maxX - (width - 21)) <= Self.goal, "\(circle)")
        #expect(circle.maxY == bar.capsule.maxY && circle.width == 62)
        // The slots stay on the capsule: Home's pill 25-119 pt (ReelFin's 80f997b settings screens).
        let pill = try #require(bar.pill)
        #expect(abs(pill.minX - 25) <= Self.goal && abs(pill.maxX - 119) <= Self.goal, "\(pill)")
        #expect(bar.slotRule.contains("leading margin"), "\(bar.slotRule)")
    }

    /// Amperfy's bar (TabBarVC.swift:45-117 at 35bf8e47): UIKit's `tabs` list the `UISearchTab` first, then
    /// Home and the Library group; the circle still ends at the trailing margin, the two tabs hug from the
    /// leading one and the selected Library is the capsule's last tab (its January 2026 capture, 440 pt: capsule
    /// 21-209, pill 111-205, circle 357-419 pt, BarTheme's renders within 0.5 pt in the tab bar table; this
    /// measurer's wider titles widen the hugging slots, so the test holds the places, not the widths).
    @Test func aSearchTabListedFirstStillEndsTheBar() throws {
        let layout = try Self.layout(
            items: """
                    items:
                      - { title: Search, image: { systemName: magnifyingglass }, role: search }
                      - { title: Home, image: { systemName: house.fill } }
                      - { title: Library, image: { systemName: music.note.house } }
                    selectedItem: 2
                """, variant: Variant(position: .bottom, width: 440, scale: 3))
        let platters = layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
        let capsule = try #require(platters.first { $0.width > 100 })
        let circle = try #require(platters.first { $0.width == 62 })
        #expect(capsule.minX == 21 && capsule.maxX < circle.minX - 8, "\(capsule)")
        #expect(circle.minX == 357 && circle.maxX == 419, "\(circle)")
        let pills = layout.elements.compactMap { if case .placeholder(let p) = $0 { return p.frame } else { return nil } }
        let pill = try #require(pills.first)
        #expect(pill.maxX == capsule.maxX - 4 && pill.minX >= capsule.midX - 4, "\(pill) in \(capsule)")
    }

    @Test func withoutASearchTabTheHuggingCapsuleStaysCentred() {
        let bar = GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 2, selected: 0, hasSearchTab: false, minimized: false, hasAccessory: false)
        #expect(bar.capsule.minX == 107 && bar.capsule.maxX == 295)
        #expect(!bar.slotRule.contains("leading margin"))
    }

    /// Right to left the whole bar is mirrored (❓ not on a capture): the capsule at the right margin,
    /// the search circle at the left one.
    @Test func rightToLeftMirrorsThePlacement() throws {
        let layout = try Self.layout(
            items: """
                    items: [{ title: Home }, { title: Search, role: search }, { title: Gear }]
                    selectedItem: 0
                """, variant: Variant(position: .bottom, width: 402, scale: 3, layoutDirection: .rightToLeft))
        let platters = layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
        let capsule = try #require(platters.first { $0.width > 62 })
        let circle = try #require(platters.first { $0.width == 62 })
        #expect(capsule.maxX == 402 - 21 && capsule.width == 188, "\(capsule)")
        #expect(circle.minX == 21, "\(circle)")
    }

    /// The laid-out bar of a one-scene iOS 26 theme whose tab bar scene is `items` (its `items:` and
    /// `selectedItem:` lines, indented as in the scene), with the fixed-width test measurer.
    static func layout(items: String, variant: Variant) throws -> BarLayout {
        let (parsed, diagnostics) = ThemeParser.parse(
            """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
            \(items)
            """, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(parsed)
        let scene = try #require(document.scenes.first)
        let bar = AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        return BarLayoutEngine(measurer: FixedMeasurer()).layout(appearance: bar, content: content, variant: variant)
    }
}
