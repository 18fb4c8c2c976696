import Testing

@testable import BarTheme

/// The iOS 26 tab bar does not draw an appearance object's unselected colours (docs/UIKIT.md §18.8,
/// #41 session 26, two fit apps): Suro declares #6c6f85 as its item appearance's `normal.iconColor`
/// and `normal` title colour and its unselected tabs read (27-29,25,17), the label colour over its
/// glass; DNSChat's June 2026 build declares #8E8E93 for every state's title and shows it on the
/// selected tab only. Until session 26 BarTheme drew the declared colour (ΔE2000 33 on Suro's bar).
@Suite struct TabBarGlassNormalColourTests {
    static let theme = """
        era: ERA
        tabBar:
          tintColor: "#4c7642"
          standardAppearance:
            stackedLayoutAppearance:
              normal: { iconColor: "#6c6f85", titleTextAttributes: { font: { family: Georgia, size: 10 }, foregroundColor: "#6c6f85" } }
              selected: { iconColor: "#4c7642", titleTextAttributes: { foregroundColor: "#4c7642" } }
        scenes:
          - { name: s, bar: tabBar, backdrop: "#f6f2ea", items: [{ title: Home }, { title: Lists }], selectedItem: 0 }
        """

    /// The scene's tab bar at 440 pt, light, with the explain lines of its tabs.
    func resolved(_ text: String, era: String = "ios26") throws -> (TabBarAppearance, [ExplainedProperty]) {
        let resolved = try ResolvedTabBarScene(text.replacingOccurrences(of: "ERA", with: era), width: 440, style: .light)
        return (resolved.tabBar, resolved.explained.filter { $0.name.hasPrefix("tab[") })
    }

    static func bytes(_ color: RGBAColor) -> [Int] { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } }

    @Test func anUnselectedTabIsTheLabelColourWhateverTheAppearanceDeclares() throws {
        let (tabBar, lines) = try resolved(Self.theme)
        let plainTheme = Self.theme.replacingOccurrences(
            of:
                "      normal: { iconColor: \"#6c6f85\", titleTextAttributes: { font: { family: Georgia, size: 10 }, foregroundColor: \"#6c6f85\" } }\n",
            with: "")
        #expect(plainTheme != Self.theme)
        let (plain, _) = try resolved(plainTheme)
        let unselected = tabBar.items[1]
        // Suro's (27-29,25,17): the label over its warm glass, as on the same bar without the normal state.
        #expect(unselected.iconColor.value == plain.items[1].iconColor.value)
        #expect(unselected.titleColor.value == plain.items[1].titleColor.value)
        #expect(
            zip(Self.bytes(unselected.titleColor.value), [29, 25, 17]).allSatisfy { abs($0 - $1) <= 2 }, "\(unselected.titleColor.value)")
        // The declared font is drawn; the colours are named as not drawn, where they are written.
        #expect(unselected.titleFont.value.family == "Georgia")
        #expect(unselected.iconColor.provenance.rule.contains("does not draw the appearance object's normal iconColor"))
        #expect(unselected.titleColor.provenance.rule.contains("does not draw the appearance object's normal title colour"))
        #expect(unselected.iconColor.overridden.contains { $0.location.line == 6 && $0.value.contains("not drawn on iOS 26") })
        #expect(unselected.titleColor.overridden.contains { $0.location.line == 6 })
        let explained = try #require(lines.first { $0.name == "tab[1] 'Lists' (normal).titleTextAttributes.foregroundColor" })
        #expect(explained.provenance.rule.contains("does not draw the appearance object's normal title colour"))
        // The selected state's colours are drawn (on the pill, darkened as a tint is there).
        #expect(tabBar.items[0].iconColor.provenance.rule.contains("item appearance"))
        #expect(tabBar.items[0].titleColor.value != plain.items[1].titleColor.value)
    }

    @Test func beforeIOS26TheNormalColoursAreDrawn() throws {
        let (tabBar, _) = try resolved(Self.theme, era: "ios15")
        #expect(Self.bytes(tabBar.items[1].iconColor.value) == [0x6c, 0x6f, 0x85])
        #expect(Self.bytes(tabBar.items[1].titleColor.value) == [0x6c, 0x6f, 0x85])
    }
}
