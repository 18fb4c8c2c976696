import Testing

@testable import BarTheme

/// The tab bar lint rules beyond iOS 26's three: the iOS 15 scroll-edge trap, the More tab of an
/// iPhone, item colours against the bar (docs/UIKIT.md §18.2, §18.3). Each finding is at the key
/// to change, with the fix in its hint; each rule stays quiet on the theme that does it right.
@Suite struct TabBarLintRuleTests {
    func findings(_ text: String, rule: String) throws -> [Diagnostic] {
        let (document, diagnostics) = ThemeParser.parse(text, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return Linter.lint(try #require(document)).filter { $0.ruleID == rule }
    }

    @Test func aStandardAppearanceWithItsOwnBackgroundAndNoScrollEdgeIsReportedOnIOS15() throws {
        let theme = """
            era: ios15
            tabBar:
              standardAppearance:
                configureWith: opaque
                backgroundColor: "#1B2A41"
            """
        let found = try findings(theme, rule: "tab-bar-scroll-edge-missing")
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.location?.line == 4 && finding.location?.column == 5)
        #expect(finding.message.contains("transparent background"))
        #expect(finding.hint?.contains("scrollEdgeAppearance: *bar") == true)
        // The fix: the same object at the scroll edge (a YAML anchor), or a scroll edge anywhere in the theme.
        let fixed = """
            era: ios15
            tabBar:
              standardAppearance: &bar
                configureWith: opaque
                backgroundColor: "#1B2A41"
              scrollEdgeAppearance: *bar
            """
        #expect(try findings(fixed, rule: "tab-bar-scroll-edge-missing").isEmpty)
        // The system material is UIKit's own look at the edge; iOS 13-14 had no tab bar scroll edge; iOS 26 has glass.
        let material = "era: ios15\ntabBar:\n  standardAppearance: { configureWith: default }\n"
        #expect(try findings(material, rule: "tab-bar-scroll-edge-missing").isEmpty)
        for era in ["ios13", "ios26"] {
            #expect(try findings(theme.replacingOccurrences(of: "ios15", with: era), rule: "tab-bar-scroll-edge-missing").isEmpty)
        }
    }

    /// A tab's own `standardAppearance` (UITabBarItem) with a background and no `scrollEdgeAppearance` of
    /// its own: at the scroll edge UIKit takes the bar's scroll-edge object, or a transparent standard
    /// one, instead of the tab's (UITabBarItem.scrollEdgeAppearance's documentation, docs/UIKIT.md §18.4).
    @Test func aTabsOwnStandardAppearanceWithoutItsOwnScrollEdgeIsReportedAtItsLine() throws {
        let theme = """
            era: ios15
            scenes:
              - name: s
                bar: tabBar
                items:
                  - { title: A }
                  - title: B
                    standardAppearance:
                      backgroundColor: "#1B2A41"
            """
        let found = try findings(theme, rule: "tab-bar-scroll-edge-missing")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location?.line == 9 && finding.location?.column == 11)
        #expect(finding.message.contains("tab 1's own standardAppearance sets a backgroundColor"))
        #expect(finding.message.contains("transparent background (no scrollEdgeAppearance is set anywhere)"))
        #expect(finding.hint?.contains("scrollEdgeAppearance: *tab") == true)
        // A bar scroll-edge object does not help the tab: UIKit uses it instead of the tab's own.
        let barEdge = theme.replacingOccurrences(
            of: "scenes:", with: "tabBar:\n  scrollEdgeAppearance: { configureWith: default }\nscenes:")
        let instead = try #require(try findings(barEdge, rule: "tab-bar-scroll-edge-missing").first)
        #expect(instead.message.contains("uses the tab bar's scrollEdgeAppearance instead"))
        // The fix: the tab's own scroll-edge object.
        let fixed = theme + "\n        scrollEdgeAppearance: { backgroundColor: \"#1B2A41\" }"
        #expect(try findings(fixed, rule: "tab-bar-scroll-edge-missing").isEmpty)
        #expect(try findings(theme.replacingOccurrences(of: "ios15", with: "ios26"), rule: "tab-bar-scroll-edge-missing").isEmpty)
    }

    /// The iOS 26 rules read a tab's own objects too, and say whose object it is.
    @Test func aTabsOwnBackgroundOnIOS26IsReportedAsTheTabs() throws {
        let theme = """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
                items:
                  - title: A
                    standardAppearance: { backgroundColor: "#1B2A41" }
            """
        let found = try findings(theme, rule: "tab-bar-background-hides-glass")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location?.line == 7)
        #expect(finding.message.contains("backgroundColor in tab 0's own standardAppearance is not drawn"))
    }

    @Test func moreThanFiveTabsOnAPhoneNamesTheTabsTheMoreTabHides() throws {
        let tabs = (1...6).map { "      - { title: Tab\($0), image: { systemName: star } }" }.joined(separator: "\n")
        let theme = """
            scenes:
              - name: six
                bar: tabBar
                items:
            \(tabs)
            """
        let found = try findings(theme, rule: "tab-bar-more-tab")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location?.line == 9)
        #expect(finding.message.contains("shows the first 4 and a More tab that lists Tab5, Tab6"))
        #expect(finding.hint?.contains("at most 5 tabs") == true)
        // Five tabs fit; an iPad scene shows them all; a search tab is drawn apart and does not count.
        let five = theme.replacingOccurrences(of: "\n      - { title: Tab6, image: { systemName: star } }", with: "")
        #expect(try findings(five, rule: "tab-bar-more-tab").isEmpty)
        #expect(try findings(theme + "\n    variants: { widths: [1024] }", rule: "tab-bar-more-tab").isEmpty)
        let search = five + "\n      - { title: Search, role: search }"
        #expect(try findings(search, rule: "tab-bar-more-tab").isEmpty)
    }

    @Test func tabsStyledForTheStackedLayoutOnlyAreReportedWithTheLayoutsThatMissThem() throws {
        let theme = """
            tabBar:
              standardAppearance:
                stackedLayoutAppearance:
                  normal: { iconColor: "#8E8E93" }
                  selected: { iconColor: "#FF6A00" }
            """
        let found = try findings(theme, rule: "tab-bar-inline-layout-missing")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location?.line == 4 && finding.location?.column == 7)
        #expect(finding.message.contains("inlineLayoutAppearance (an iPad"))
        #expect(finding.message.contains("compactInlineLayoutAppearance (a phone in landscape)"))
        #expect(finding.hint?.contains("inlineLayoutAppearance: *tabs") == true)
        // Only the layout still missing is named; with all three (a YAML anchor) nothing is reported.
        let inline = theme + "\n    inlineLayoutAppearance: { normal: { iconColor: \"#8E8E93\" } }"
        let one = try #require(try findings(inline, rule: "tab-bar-inline-layout-missing").first)
        #expect(!one.message.contains("inlineLayoutAppearance (an iPad"))
        #expect(one.message.contains("compactInlineLayoutAppearance (a phone in landscape)"))
        let fixed = """
            tabBar:
              standardAppearance:
                stackedLayoutAppearance: &tabs
                  normal: { iconColor: "#8E8E93" }
                inlineLayoutAppearance: *tabs
                compactInlineLayoutAppearance: *tabs
            """
        #expect(try findings(fixed, rule: "tab-bar-inline-layout-missing").isEmpty)
        // An appearance that styles no tabs has nothing to miss.
        #expect(try findings("tabBar:\n  standardAppearance: { configureWith: opaque }\n", rule: "tab-bar-inline-layout-missing").isEmpty)
    }

    @Test func tabItemColoursAreCheckedAgainstTheBarTheyAreDrawnOn() throws {
        let theme = """
            era: ios15
            tabBar:
              unselectedItemTintColor: "#2A3B52"
              standardAppearance:
                configureWith: opaque
                backgroundColor: "#1B2A41"
                stackedLayoutAppearance:
                  normal: { iconColor: "#8A9BB0", titleTextAttributes: { foregroundColor: "#33445A" } }
                  selected: { iconColor: "#FF9F1C", titleTextAttributes: { foregroundColor: "#FF9F1C" } }
              scrollEdgeAppearance: { configureWith: opaque, backgroundColor: "#1B2A41" }
            """
        let found = try findings(theme, rule: "tab-bar-item-contrast")
        // The dark blue-grey title (1.4:1) and the legacy unselected tint (1.3:1) on the navy bar; the
        // muted icon (5.1:1) and the orange (7.0:1) pass.
        #expect(found.map { $0.location?.line } == [3, 8])
        let title = try #require(found.last)
        #expect(title.location?.column == 79)
        #expect(title.message.contains("#33445A on the bar background #1B2A41"))
        #expect(title.message.contains("3:1"))
        #expect(title.hint?.contains("3:1") == true)
        // The iOS 26 capsule's items sit on glass: not this rule's.
        #expect(try findings(theme.replacingOccurrences(of: "ios15", with: "ios26"), rule: "tab-bar-item-contrast").isEmpty)
        // A legacy tint on a translucent bar tint: light grey on a white bar fails.
        let legacy = "era: ios7\ntabBar:\n  barTintColor: \"#FFFFFF\"\n  tintColor: \"#C7C7CC\"\n"
        #expect(try findings(legacy, rule: "tab-bar-item-contrast").map { $0.location?.line } == [4])
        // UIKit's default material with no colour chosen is not estimated.
        #expect(try findings("era: ios15\ntabBar:\n  tintColor: \"#C7C7CC\"\n", rule: "tab-bar-item-contrast").isEmpty)
    }

    @Test func theTabBarItemProxysTitleColoursAreCheckedAgainstTheBar() throws {
        let theme = """
            era: ios15
            tabBar:
              barTintColor: "#1B2A41"
              translucent: false
            tabBarItem:
              titleTextAttributes:
                normal: { foregroundColor: "#33445A" }
                selected: { foregroundColor: "#FF9F1C" }
            """
        // The dark blue-grey title (1.4:1) on the navy bar is found; the orange (7.0:1) passes.
        #expect(try findings(theme, rule: "tab-bar-item-contrast").map { $0.location?.line } == [7])
    }
}
