import Testing

@testable import BarTheme

/// `glass-item-contrast` (issue #42 item 9): items on iOS 26 glass platters over an opaque bar are
/// measured against the platter the renderer draws, in the bar's own style.
@Suite struct GlassItemContrastRuleTests {
    /// An opaque #0B5FFF bar with white items on iOS 26, optionally with a black bar style. The light
    /// platter is the glass over it, its hue kept (docs/UIKIT.md §10.6): #83D7FF, where the veil laid
    /// over gave #BBD2FF.
    func theme(barStyle: String? = nil) -> String {
        """
        era: ios26
        navigationBar:
        \(barStyle.map { "  barStyle: \($0)\n" } ?? "")  translucent: false
          barTintColor: "#0B5FFF"
          tintColor: white
        scenes:
          - name: account
            bar: navigationBar
            items:
              - title: Home
              - title: Account
                rightBarButtonItems: [ { title: Edit } ]
        """
    }

    func findings(_ yaml: String) throws -> [Diagnostic] {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return Linter.lint(try #require(document)).filter { $0.ruleID == "glass-item-contrast" }
    }

    @Test func whiteItemsOnLightGlassOverASaturatedBarAreFoundAtTheTint() throws {
        let found = try findings(theme())
        let warning = try #require(found.first)
        #expect(found.count == 1)
        #expect(warning.location?.line == 5)
        #expect(warning.message.contains("#FFFFFF items on the Liquid Glass platter #83D7FF"), "\(warning.message)")
        #expect(warning.message.contains("over the bar background #0B5FFF"))
        #expect(warning.message.contains("1.6:1 in light mode"), "\(warning.message)")
    }

    /// A black bar style makes the bar's glass dark in light mode (the render draws the dark glass
    /// over the bar's colour, which deepens it, docs/UIKIT.md §18.8), so lint measures the items on
    /// that platter, not on the light one: white on #0047FF is 6.3:1, where the light platter #83D7FF
    /// gave 1.6:1 (above). Until #41 session 17 the dark glass lifted the bar's blue to #1B6FFF, and
    /// the text item was found at 4.4:1.
    @Test func aBlackBarStyleIsMeasuredOnTheDarkGlassTheRendererDraws() throws {
        let found = try findings(theme(barStyle: "black"))
        let dark = GlassMaterial.dark.glass(over: RGBAColor(red: 11 / 255, green: 95 / 255, blue: 1, alpha: 1))
        #expect(dark.description == "#0047FF")
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A text item's own chromatic tint colours its title on glass (docs/UIKIT.md §10.4, Accessible
    /// Notes), so its contrast against the platter is checked; an image item's fills its platter.
    @Test func aTextItemsOwnChromaticTintIsCheckedOnTheGlassAnImageItemsIsNot() throws {
        func yaml(_ item: String) -> String {
            """
            era: ios26
            navigationBar: { translucent: false, barTintColor: white }
            scenes:
              - name: s
                items:
                  - title: Edit
                    rightBarButtonItems: [ \(item) ]
            """
        }
        let text = try findings(yaml("{ title: Done, tintColor: \"#8FD8FF\" }"))
        #expect(text.count == 1)
        #expect(text.first?.message.contains("#8FD8FF items on the Liquid Glass platter") == true, "\(text.map(\.message))")
        #expect(try findings(yaml("{ image: { systemName: plus }, tintColor: \"#8FD8FF\", accessibilityLabel: Add }")).isEmpty)
    }
}
