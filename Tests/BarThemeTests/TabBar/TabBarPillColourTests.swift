import Testing

@testable import BarTheme

/// The iOS 26 tab bar's dark selection pill (docs/UIKIT.md §18.8, #41 session 25): the glass under it
/// lifted 33 levels of luma, its chroma 1.1 times, so over a navy screen the pill is bluer than white
/// laid over the glass. Measured on two fit apps on coloured glass: SlangCheck's (25,35,59) glass over
/// #0F172A under a (57,68,95) pill, Boxing Timer's (28,46,86) under (59,79,123); over black DNSChat's
/// (25,25,25) under (58,58,58). Until session 25 the pill was white at 14.3 % over the glass:
/// (58,66,87) over SlangCheck's navy.
@Suite struct TabBarPillColourTests {
    /// The pill drawn (the narrow placeholder) and the tab bar, dark mode at 440 pt over `backdrop`.
    func drawn(backdrop: String) throws -> (pill: RGBAColor, tabBar: TabBarAppearance) {
        let resolved = try ResolvedTabBarScene(
            """
            era: ios26
            tabBar:
              tintColor: "#C084FC"
            scenes:
              - { name: s, bar: tabBar, backdrop: "\(backdrop)", items: [{ title: Learn }, { title: Translator }, { title: Games }, { title: More }], selectedItem: 1 }
            """, width: 440, style: .dark)
        return (try #require(resolved.pills.first), resolved.tabBar)
    }

    func levels(_ colour: RGBAColor) -> [Int] {
        [colour.red, colour.green, colour.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func theDarkPillOverANavyScreenKeepsMoreOfItsBlue() throws {
        let (pill, tabBar) = try drawn(backdrop: "#0F172A")
        #expect(pill.alpha == 1)
        // SlangCheck's pill over its #0F172A screens reads (57,68,95); white at 14.3 % gave (58,66,87).
        for (drawn, measured) in zip(levels(pill), [57, 68, 95]) {
            #expect(abs(drawn - measured) <= 2, "\(levels(pill))")
        }
        let selected = tabBar.items[1].titleColor.provenance.rule
        #expect(selected.contains("lifted 33 levels"), "\(selected)")
    }

    @Test func theDarkPillOverBlackIsDNSChats() throws {
        let (pill, _) = try drawn(backdrop: "#000000")
        #expect(levels(pill) == [58, 58, 58])
        #expect(pill.alpha == 1)
    }

    @Test func theLightPillIsStillTheVeil() {
        #expect(TabBarGlassColours.pillFill(over: RGBAColor(r: 251, g: 251, b: 254), .light) == TabBarGlassColours.lightPillVeil)
        #expect(levels(TabBarGlassColours.pill(over: RGBAColor(r: 251, g: 251, b: 254), .light)) == [233, 233, 236])
    }
}
