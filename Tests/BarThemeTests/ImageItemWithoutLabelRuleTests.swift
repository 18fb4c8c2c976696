import Testing

@testable import BarTheme

@Suite struct ImageItemWithoutLabelRuleTests {
    @Test func anImageItemWithoutALabelWarnsWithTheNameVoiceOverReads() throws {
        let (document, diagnostics) = ThemeParser.parse(
            """
            scenes:
              - name: s
                items:
                  - title: A
                    rightBarButtonItems: [{ image: images/ic_share.png }, { image: images/star.png, accessibilityLabel: Favourite }]
                stack:
                  - push: { title: B, toolbarItems: [{ image: images/trash.png }] }
            """, path: "t.yaml")
        let warnings = Linter.lint(try #require(document, "\(diagnostics.map(\.description))")).filter {
            $0.ruleID == "image-item-without-label"
        }
        #expect(
            warnings.map(\.message) == [
                "VoiceOver reads this image item as \"ic_share\": it has no accessibilityLabel (docs/UIKIT.md §12)",
                "VoiceOver reads this image item as \"trash\": it has no accessibilityLabel (docs/UIKIT.md §12)",
            ])
        #expect(warnings.map { $0.location?.line } == [5, 7])
    }
}
