import Testing

@testable import BarTheme

/// A tab bar scene's `contentScrollView` (docs/UIKIT.md §18.8, #41 session 25): over a screen with no
/// scroll view the iOS 26 capsule is the navigation bar's lower floor, (19,19,19) over black in dark mode
/// (WhistleCounter's Counter, Moers Festival's Timetable: two fit apps) and (253,253,253) over white in
/// light mode (WhistleCounter's Counter, Reader for iOS's empty Bookshelf and Book Sources), and the pill
/// and the tabs' colours are taken over it. Until session 25 the key was a navigation bar scene's only.
@Suite struct TabBarContentScrollViewTests {
    /// The tab bar resolved and laid out, its pill's colour, and what `explain` prints for it.
    func tabBar(_ extra: String, _ style: UserInterfaceStyle, backdrop: String) throws -> (
        TabBarAppearance, pill: RGBAColor, BarAppearance, explained: [ExplainedProperty]
    ) {
        let resolved = try ResolvedTabBarScene(
            """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
                backdrop: "\(backdrop)"
            \(extra)    items: [{ title: Counter }, { title: Recipes }, { title: History }]
                selectedItem: 0
            """, width: 402, style: style)
        return (resolved.tabBar, try #require(resolved.pills.first), resolved.appearance, resolved.explained)
    }

    func level(_ value: Double) -> Int { Int((value * 255).rounded()) }

    @Test func theDarkCapsuleSitsOnTheLowerFloorWithoutAScrollView() throws {
        let (without, pill, bar, explained) = try tabBar("    contentScrollView: false\n", .dark, backdrop: "#000000")
        #expect(bar.contentScrollView?.value == false)
        // The glass the renderer draws, and the flat colour the pill and the tabs are taken over.
        #expect(level(GlassBackdrop.material(bar).glass(over: .black).red) == 19)
        // WhistleCounter's and Moers Festival's pill over that glass: (53,53,53); BarTheme's lift gives 52.
        #expect(level(pill.red) == 52 && level(pill.blue) == 52)
        let line = try #require(explained.first { $0.name == "contentScrollView" })
        #expect(line.provenance.rule.contains("no scroll view at the screen's bottom"), "\(line.provenance.rule)")
        #expect(without.contentScrollView == false)
        // Unsaid: the floor of 25 and its pill, (58,58,58).
        let (_, pillWith, barWith, _) = try tabBar("", .dark, backdrop: "#000000")
        #expect(barWith.contentScrollView == nil)
        #expect(level(pillWith.red) == 58)
    }

    @Test func theLightCapsuleKeepsTwoLevelsLessOfWhite() throws {
        let (without, _, bar, _) = try tabBar("    contentScrollView: false\n", .light, backdrop: "#FFFFFF")
        #expect(level(GlassBackdrop.material(bar).glass(over: .white).red) == 253)
        // The unselected labels are taken over that glass.
        let (with, _, _, _) = try tabBar("", .light, backdrop: "#FFFFFF")
        #expect(without.items[1].titleColor.value != with.items[1].titleColor.value)
    }
}
