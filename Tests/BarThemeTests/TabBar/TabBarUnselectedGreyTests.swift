import Testing

@testable import BarTheme

/// Before iOS 26 an unselected tab is a fixed (146,146,146) in both styles, unless the bar's look comes from a
/// `UITabBarAppearance` that gives it no colour: then (162,162,162) light and (128,128,129) dark (docs/UIKIT.md
/// §18.3; two fit apps, Crowru/Tracker and rfhfv/Tracker; davletova/Tracker, with no object, keeps the fixed grey).
@Suite struct TabBarUnselectedGreyTests {
    private func unselected(_ tabBarBlock: String, style: UserInterfaceStyle) throws -> TabBarItemLook {
        let scene = try ResolvedTabBarScene(
            """
            era: ios15
            \(tabBarBlock)
            scenes:
              - { name: s, bar: tabBar, items: [{ title: A }, { title: B }] }
            """, width: 393, style: style)
        return scene.tabBar.items[1]
    }

    @Test func anAppearanceObjectWithNoItemColoursGivesTheLighterGreyInLightMode() throws {
        let tab = try unselected("tabBar: { standardAppearance: { configureWith: default } }", style: .light)
        #expect(tab.titleColor.value == RGBAColor(r: 162, g: 162, b: 162))
        #expect(tab.iconColor.value == RGBAColor(r: 162, g: 162, b: 162))
        #expect(tab.titleColor.provenance.rule.contains("two fit apps"))
    }

    @Test func anAppearanceObjectWithNoItemColoursGivesTheDarkerGreyInDarkMode() throws {
        let tab = try unselected("tabBar: { standardAppearance: { configureWith: default } }", style: .dark)
        #expect(tab.titleColor.value == RGBAColor(r: 128, g: 128, b: 129))
    }

    @Test func aBarInstancesObjectCountsAsTheProxysDoes() throws {
        let scene = try ResolvedTabBarScene(
            """
            era: ios15
            scenes:
              - name: s
                bar: tabBar
                tabBar: { standardAppearance: { configureWith: opaque } }
                items: [{ title: A }, { title: B }]
            """, width: 393, style: .light)
        #expect(scene.tabBar.items[1].titleColor.value == RGBAColor(r: 162, g: 162, b: 162))
    }

    @Test func withoutAnAppearanceObjectTheFixedGreyStays() throws {
        for style in [UserInterfaceStyle.light, .dark] {
            let tab = try unselected("tabBar: { barTintColor: \"#FFFFFF\" }", style: style)
            #expect(tab.titleColor.value == RGBAColor(r: 146, g: 146, b: 146))
        }
    }

    @Test func aDeclaredColourStillWins() throws {
        let tab = try unselected(
            "tabBar: { unselectedItemTintColor: \"#112233\", standardAppearance: { configureWith: default } }", style: .light)
        #expect(tab.iconColor.value == RGBAColor(r: 0x11, g: 0x22, b: 0x33))
    }
}
