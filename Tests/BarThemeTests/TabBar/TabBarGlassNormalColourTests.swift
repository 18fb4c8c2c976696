import Testing

@testable import BarTheme

/// Which of an appearance object's unselected colours the iOS 26 tab bar draws (docs/UIKIT.md §18.8).
/// A tab's own appearance (`UITabBarItem.standardAppearance`, as react-native-screens sets it): neither
/// its `normal.iconColor` nor its `normal` title colour (Suro declares #6c6f85 and its unselected tabs
/// read (27-29,25,17), the label over its glass; DNSChat's June 2026 build likewise; #41 session 26).
/// An appearance set on the bar (proxy or instance): its `normal` title colour is drawn, as a tint on the
/// pill is but over the capsule, its icon colour is not (ReelFin, L8ter; #41 session 32).
@Suite struct TabBarGlassNormalColourTests {
    /// Suro's appearance, on the selected tab (line 13 holds the `normal` state).
    static let theme = """
        era: ERA
        tabBar:
          tintColor: "#4c7642"
        scenes:
          - name: s
            bar: tabBar
            backdrop: "#f6f2ea"
            selectedItem: 0
            items:
              - title: Home
                standardAppearance: &a
                  stackedLayoutAppearance:
                    normal: { iconColor: "#6c6f85", titleTextAttributes: { font: { family: Georgia, size: 10 }, foregroundColor: "#6c6f85" } }
                    selected: { iconColor: "#4c7642", titleTextAttributes: { foregroundColor: "#4c7642" } }
              - { title: Lists, standardAppearance: *a }
        """

    /// L8ter's appearance, on the proxy (ContentView.swift:32-54 at fe9c4e3), dark.
    static let proxyTheme = """
        era: ios26
        tabBar:
          standardAppearance:
            configureWith: opaque
            stackedLayoutAppearance:
              normal: { iconColor: "#5A5A5E", titleTextAttributes: { foregroundColor: "#5A5A5E" } }
              selected: { iconColor: "#A78BFA", titleTextAttributes: { foregroundColor: "#A78BFA" } }
        scenes:
          - { name: s, bar: tabBar, backdrop: "#000000", items: [{ title: Saved }, { title: Add }], selectedItem: 1 }
        """

    /// The scene's tab bar at 440 pt, light, with the explain lines of its tabs.
    func resolved(_ text: String, era: String = "ios26", style: UserInterfaceStyle = .light) throws -> (
        TabBarAppearance, [ExplainedProperty]
    ) {
        let resolved = try ResolvedTabBarScene(text.replacingOccurrences(of: "ERA", with: era), width: 440, style: style)
        return (resolved.tabBar, resolved.explained.filter { $0.name.hasPrefix("tab[") })
    }

    static func bytes(_ color: RGBAColor) -> [Int] { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } }

    @Test func aTabsOwnAppearanceLeavesTheUnselectedTabInTheLabelColour() throws {
        let (tabBar, lines) = try resolved(Self.theme)
        let plainTheme = Self.theme.replacingOccurrences(
            of:
                "            normal: { iconColor: \"#6c6f85\", titleTextAttributes: { font: { family: Georgia, size: 10 }, foregroundColor: \"#6c6f85\" } }\n",
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
        #expect(unselected.iconColor.provenance.rule.contains("does not draw an appearance object's normal iconColor"))
        #expect(unselected.titleColor.provenance.rule.contains("does not draw a tab's own appearance's normal title colour"))
        #expect(unselected.iconColor.overridden.contains { $0.location.line == 13 && $0.value.contains("not drawn on iOS 26") })
        #expect(unselected.titleColor.overridden.contains { $0.location.line == 13 && $0.layer.hasPrefix("items[0].standardAppearance") })
        let explained = try #require(lines.first { $0.name == "tab[1] 'Lists' (normal).titleTextAttributes.foregroundColor" })
        #expect(explained.provenance.rule.contains("tab's own appearance"))
        // The selected state's colours are drawn (on the pill, darkened as a tint is there).
        #expect(tabBar.items[0].iconColor.provenance.rule.contains("item appearance"))
        #expect(tabBar.items[0].titleColor.value != plain.items[1].titleColor.value)
    }

    @Test func aProxyAppearancesNormalTitleColourIsDrawnOverTheGlass() throws {
        let (tabBar, lines) = try resolved(Self.proxyTheme, style: .dark)
        let unselected = tabBar.items[0]
        // As a tint on the pill, over the capsule: (90,90,94) plus half the glass's level, L8ter's
        // (101,101,106) over its (22,22,23) glass.
        let glass = tabBar.items[0].iconColor.provenance.rule
        #expect(glass.contains("label"), "\(glass)")
        let title = Self.bytes(unselected.titleColor.value)
        #expect(title != [0x5A, 0x5A, 0x5E] && title[0] > 0x5A && title[0] < 0x5A + 30, "\(title)")
        #expect(unselected.titleColor.provenance.location?.line == 6)
        #expect(unselected.titleColor.provenance.rule.contains("draws a bar appearance's normal title colour"))
        #expect(lines.contains { $0.name.hasPrefix("tab[0]") && $0.provenance.rule.contains("half the glass's level") })
        // The normal icon colour is still not drawn: the label.
        #expect(Self.bytes(unselected.iconColor.value) != [0x5A, 0x5A, 0x5E])
        #expect(unselected.iconColor.provenance.rule.contains("does not draw an appearance object's normal iconColor"))
    }

    @Test func aLightBarAppearancesNormalTitleIsDarkenedByTheGlass() throws {
        // DNSChat November 2025's #8E8E93 on its bar's own appearance read (129-132,129-132,137-139) on light glass.
        let theme = Self.proxyTheme.replacingOccurrences(of: "#5A5A5E", with: "#8E8E93").replacingOccurrences(
            of: "#000000", with: "#F2F2F7")
        let (tabBar, _) = try resolved(theme, style: .light)
        let title = Self.bytes(tabBar.items[0].titleColor.value)
        #expect(title[0] < 0x8E && title[0] > 0x8E - 20, "\(title)")
    }

    @Test func beforeIOS26TheNormalColoursAreDrawn() throws {
        let (tabBar, _) = try resolved(Self.theme, era: "ios15")
        #expect(Self.bytes(tabBar.items[1].iconColor.value) == [0x6c, 0x6f, 0x85])
        #expect(Self.bytes(tabBar.items[1].titleColor.value) == [0x6c, 0x6f, 0x85])
    }
}
