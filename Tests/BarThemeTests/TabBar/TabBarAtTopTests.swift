import Testing

@testable import BarTheme

/// 10 pt per character at medium, 11 at semibold (so a test sees which weight sized a slot); 14 pt
/// lines, ascent 11 pt.
private struct WeightedMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle) -> TextMetrics {
        TextMetrics(width: Double(text.count) * (style.font.weight == .semibold ? 11 : 10), height: 14, ascent: 11)
    }
}

/// An iPad's tab bar at the top of the screen on iOS 26 (docs/UIKIT.md §18.6, DNSChat's iPad
/// captures, one fit app): the capsule 8 pt under the status bar and 44 pt tall, centred; titles
/// only, 17 pt medium and semibold selected; each slot its title's width at the unselected weight
/// plus 32 pt, the slots touching, the pill on the selected slot 4 pt inside the capsule.
@Suite struct TabBarAtTopTests {
    static let theme = """
        era: ios26
        scenes:
          - name: ipad
            bar: tabBar
            userInterfaceIdiom: pad
            items:
              - { title: DNS Chat, image: { systemName: bubble.left.and.bubble.right.fill } }
              - { title: Logs, image: { systemName: list.bullet.rectangle } }
              - { title: About, image: { systemName: info.circle.fill } }
            selectedItem: 0
        """

    func laidOut(width: Double, idiom: UserInterfaceIdiom? = .pad, era: Era = .ios26, theme: String = Self.theme) throws -> (
        TabBarAppearance, BarLayout
    ) {
        let (document, diagnostics) = ThemeParser.parse(theme, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let scene = try #require(document?.scenes.first)
        var variant = Variant(position: .bottom, width: width, scale: 2, statusBarHeight: 24)
        variant.declaredIdiom = idiom
        let bar = AppearanceResolver(era: era).resolve(documents: [try #require(document)], scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        return (
            try #require(bar.tabBar),
            BarLayoutEngine(measurer: WeightedMeasurer()).layout(appearance: bar, content: content, variant: variant)
        )
    }

    @Test func anIPadsBarFloatsAtTheTopWithTitlesSizedSlots() throws {
        let (tabBar, layout) = try laidOut(width: 1032)
        #expect(tabBar.placement.value == .top)
        #expect(tabBar.placement.provenance.rule.contains("one app"))
        let capsule = try #require(layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }.first)
        // Slots: 8 × 10 + 32, 4 × 10 + 32, 5 × 10 + 32 (the selected "DNS Chat" sized at medium,
        // not semibold's 88); 8 pt of ends; centred on the 1032 pt screen, 8 pt under the status bar.
        let width = 112.0 + 72 + 82 + 8
        #expect(capsule == Rect(x: (1032 - width) / 2, y: 32, width: width, height: 44))
        let pill = try #require(
            layout.elements.compactMap { if case .placeholder(let p) = $0 { return p.frame } else { return nil } }.first)
        #expect(pill == Rect(x: capsule.x + 4, y: 36, width: 112, height: 36))
        // Titles only, 17 pt: semibold selected, medium otherwise, centred on their slots, the
        // baseline 28 pt below the capsule's top.
        #expect(!layout.elements.contains { if case .icon = $0 { return true } else { return false } })
        let titles = layout.texts
        #expect(titles.map(\.text) == ["DNS Chat", "Logs", "About"])
        #expect(titles.map(\.style.font.size) == [17, 17, 17])
        #expect(titles.map(\.style.font.weight) == [.semibold, .medium, .medium])
        #expect(abs(titles[1].frame.midX - (capsule.x + 4 + 112 + 36)) < 1e-9)
        #expect(abs(titles[1].frame.y + 11 - 60) < 1e-9)
        #expect(abs(layout.size.height - (76 + TabBarMetrics.topBottomRoom)) < 1e-9)
        #expect(layout.capsuleRule?.contains("plus 32 pt") == true)
        #expect(tabBar.explained(titles: []).contains { $0.name == "tabBar.placement" && $0.value == "top" })
    }

    /// DNSChat's November 2025 build declares a bold 13 pt inline title; its iPad's bar at the top
    /// draws 17 pt medium (one app): the declared font is not drawn there, and `explain` says so.
    @Test func theBarAtTheTopDrawsItsOwnTitleFontWhateverIsDeclared() throws {
        let declared = Self.theme.replacingOccurrences(
            of: "era: ios26\n",
            with: "era: ios26\ntabBar:\n  standardAppearance:\n    inlineLayoutAppearance:\n"
                + "      normal: { titleTextAttributes: { font: { size: 13, weight: bold } } }\n")
        let (tabBar, layout) = try laidOut(width: 1032, theme: declared)
        #expect(layout.texts.map(\.style.font.size) == [17, 17, 17])
        #expect(layout.texts.map(\.style.font.weight) == [.semibold, .medium, .medium])
        #expect(tabBar.items[1].titleFont.provenance.rule.contains("not drawn"))
    }

    /// DNSChat's June 2026 build gives its tabs' appearances a grey selected title (#8E8E93), which its
    /// phones draw; its iPad's bar at the top draws the selected title in the tint (0,125,246) on eight
    /// captures (one fit app): the declared colour is not drawn there, and `explain` says so.
    @Test func theBarAtTheTopDrawsTheSelectedTitleInTheTabsSelectedColour() throws {
        let declared = Self.theme.replacingOccurrences(
            of: "era: ios26\n",
            with: "era: ios26\ntabBar:\n  standardAppearance:\n    stackedLayoutAppearance: &items\n"
                + "      selected: { titleTextAttributes: { foregroundColor: \"#8E8E93\" } }\n"
                + "    inlineLayoutAppearance: *items\n    compactInlineLayoutAppearance: *items\n")
        let grey = RGBAColor(r: 0x8E, g: 0x8E, b: 0x93)
        let (top, _) = try laidOut(width: 1032, theme: declared)
        let selected = top.items[0].titleColor
        #expect(selected.value != grey && selected.value == top.items[0].iconColor.value, "\(selected.value)")
        #expect(selected.provenance.rule.contains("not an appearance object's selected title colour"))
        #expect(selected.overridden.contains { $0.value.contains("not drawn on the top bar") })
        // The same declaration reaches a phone's selected title, the grey darkened on the pill (as DNSChat's
        // phone captures draw it, (129-131,129-131,137-138)), not the tint its image takes.
        let (phone, _) = try laidOut(width: 440, idiom: .phone, theme: declared)
        let phoneTitle = phone.items[0].titleColor.value
        #expect(phoneTitle != phone.items[0].iconColor.value && abs(phoneTitle.red - phoneTitle.green) < 0.01, "\(phoneTitle)")
    }

    @Test func phonesSplitScreenIPadsAndOlderErasKeepTheBarAtTheBottom() throws {
        #expect(try laidOut(width: 440, idiom: .phone).0.placement.value == .bottom)
        #expect(try laidOut(width: 375, idiom: .pad).0.placement.value == .bottom)
        let (older, layout) = try laidOut(width: 1032, era: .ios15)
        #expect(older.placement.value == .bottom)
        #expect(layout.elements.contains { if case .icon = $0 { return true } else { return false } })
    }
}
