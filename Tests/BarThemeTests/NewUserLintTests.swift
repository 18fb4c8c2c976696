import Testing

@testable import BarTheme

/// Lint defects a new user met (CHANGELOG.md, "Lint: large titles are checked for contrast" and the
/// lint rules added with `LintResources`; docs/THEME-FORMAT.md, "Lint rules (warnings)"): large titles,
/// icon contrast, the dark-mode estimate under an appearance object, shadow images for some metrics,
/// tintColor on a bar proxy, font weights drawn with another face.
@Suite struct NewUserLintTests {
    func warnings(_ yaml: String, rule: String) throws -> [Diagnostic] {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        return Linter.lint(try #require(document, "\(diagnostics.map(\.description))")).filter { $0.ruleID == rule }
    }

    @Test func aPaleLargeTitleOnAWhiteBarWarns() throws {
        let found = try warnings(
            """
            navigationBar:
              prefersLargeTitles: true
              largeTitleTextAttributes: { foregroundColor: "#F0F0F0" }
            """, rule: "title-contrast")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("the large title colour #F0F0F0 on the bar background") == true)
        #expect(found.first?.message.contains("under the 3:1 WCAG asks for") == true)
        #expect(found.first?.location?.line == 3)
        // And in an appearance object.
        let object = try warnings(
            """
            navigationBar:
              standardAppearance:
                configureWith: opaque
                largeTitleTextAttributes: { foregroundColor: "#F0F0F0" }
            """, rule: "title-contrast")
        #expect(object.map { $0.location?.line } == [4])
    }

    @Test func iconItemsAreHeldToThreeToOne() throws {
        // #8A8A8A on white is 3.5:1: enough for an icon, not for text.
        let icon = try warnings(
            """
            scenes:
              - name: s
                items:
                  - title: A
                    rightBarButtonItems: [{ systemItem: add, tintColor: "#8A8A8A" }]
                navigationBar: { translucent: false }
            """, rule: "item-contrast")
        #expect(icon.isEmpty, "\(icon.map(\.message))")
        let text = try warnings(
            """
            scenes:
              - name: s
                items:
                  - title: A
                    rightBarButtonItems: [{ title: Edit, tintColor: "#8A8A8A" }]
                navigationBar: { translucent: false }
            """, rule: "item-contrast")
        #expect(text.count == 1)
        // A bar tint that colours only icons is held to 3:1 too; with a back title, to 4.5:1.
        let iconsOnly = try warnings(
            """
            toolbar: { tintColor: "#8A8A8A", translucent: false }
            scenes:
              - name: t
                bar: toolbar
                items: [{ systemItem: trash }, { systemItem: flexibleSpace }, { systemItem: compose }]
            """, rule: "item-contrast")
        #expect(iconsOnly.isEmpty, "\(iconsOnly.map(\.message))")
        let belowIcons = try warnings(
            """
            toolbar: { tintColor: "#C0C0C0", translucent: false }
            scenes:
              - name: t
                bar: toolbar
                items: [{ systemItem: trash }]
            """, rule: "item-contrast")
        #expect(belowIcons.first?.message.contains("under the 3:1 WCAG asks for") == true)
    }

    @Test func aFixedWhiteAppearanceObjectStaysWhiteInDarkMode() throws {
        let found =
            try warnings(
                """
                navigationBar:
                  tintColor: "#202020"
                  titleTextAttributes: { foregroundColor: "#202020" }
                  standardAppearance:
                    configureWith: opaque
                    backgroundColor: "#FFFFFF"
                """, rule: "item-contrast")
            + (try warnings(
                """
                navigationBar:
                  titleTextAttributes: { foregroundColor: "#202020" }
                  standardAppearance:
                    configureWith: opaque
                    backgroundColor: "#FFFFFF"
                """, rule: "title-contrast"))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aShadowImageWithBackgroundsOnlyForCompactWarnsForTheOtherMetrics() throws {
        let found = try warnings(
            """
            era: ios7
            navigationBar:
              backgroundImages:
                - { image: images/bar.png, metrics: compact }
              shadowImage: images/shadow.png
            """, rule: "shadow-image-without-background")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("ignored at metrics default, defaultPrompt") == true, "\(found.map(\.message))")
        let covered = try warnings(
            """
            era: ios7
            navigationBar:
              backgroundImages:
                - { image: images/bar.png }
              shadowImage: images/shadow.png
            """, rule: "shadow-image-without-background")
        #expect(covered.isEmpty)
    }

    @Test func tintColorOnABarProxyWarnsButNotOnTheInstance() throws {
        let found = try warnings(
            """
            navigationBar: { tintColor: red }
            when:
              - traits: { userInterfaceStyle: dark }
                navigationBar: { tintColor: orange }
            scenes:
              - name: s
                items: [{ title: A }]
                navigationBar: { tintColor: blue }
            """, rule: "tint-color-on-bar-proxy")
        #expect(found.map { $0.location?.line } == [1, 4])
        #expect(found.first?.message.contains("tintColor is now disallowed with the appearance proxy") == true)
    }

    /// A tab bar has no bar button items: its hint leads to the selected item appearance, not to
    /// `tabBar: { barButtonItem: … }`, which does not exist.
    @Test func tintColorOnTheTabBarProxyLeadsToTheItemAppearance() throws {
        let found = try warnings("tabBar: { tintColor: red }\nnavigationBar: { tintColor: red }", rule: "tint-color-on-bar-proxy")
        #expect(found.count == 2)
        let tab = try #require(found.first { $0.location?.line == 1 })
        #expect(tab.hint?.contains("stackedLayoutAppearance: { selected: { iconColor") == true, "\(tab.hint ?? "")")
        #expect(tab.hint?.contains("barButtonItem") == false)
        #expect(found.first { $0.location?.line == 2 }?.hint?.contains("navigationBar: { barButtonItem: { tintColor") == true)
    }

    @Test func aWeightWithoutAPinnedFaceWarnsWithTheWeightDrawn() throws {
        let found = try warnings(
            """
            navigationBar:
              titleTextAttributes: { font: { family: Inter Display, weight: regular, size: 20 } }
              largeTitleTextAttributes: { font: { weight: light, size: 34 } }
              standardAppearance:
                buttonAppearance: { normal: { titleTextAttributes: { font: { weight: semibold, size: 17 } } } }
            """, rule: "font-weight-fallback")
        // `system` light has its own face since Inter ships all nine weights
        // (Sources/BarRender/Resources/Fonts/README.md).
        #expect(
            found.map(\.message) == [
                "Inter Display has no regular face here: the render draws it bold and generated code names InterDisplay-Bold (pinned weights: bold) (Resources/Fonts/README.md (pinned faces))"
            ])
    }
}
