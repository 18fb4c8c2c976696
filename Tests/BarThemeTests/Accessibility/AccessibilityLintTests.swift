import Testing

@testable import BarTheme

/// Lint under the settings a theme renders with, and the layout findings of `validate --pseudo`
/// (docs/UIKIT.md §16.1, §17).
@Suite struct AccessibilityLintTests {
    func lint(_ yaml: String) throws -> [Diagnostic] {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return Linter.lint(try #require(document))
    }

    static let theme = """
        era: ios13
        colors:
          ink: { light: "#1A1A1A", dark: "#F0F0F0", lightHighContrast: "#C8C8C8" }
        navigationBar:
          translucent: false
          titleTextAttributes: { foregroundColor: $ink }
        scenes:
          - name: s
            items: [ { title: Inbox } ]

        """

    @Test func contrastIsCheckedAgainWithTheHighContrastColoursWhenAScenesRendersWithThem() throws {
        // A high-contrast variant that is worse than the normal colour: only the Increase Contrast pass sees it.
        #expect(try lint(Self.theme).isEmpty)
        let findings = try lint(Self.theme + "    variants: { accessibility: [none, increaseContrast] }\n")
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.message.contains("#C8C8C8") == true)
        #expect(findings.first?.message.contains("in light mode with Increase Contrast") == true)
        #expect(findings.first?.ruleID == "title-contrast")
    }

    @Test func aTruncatedTitleAndAnItemOverTheTitleAreFound() throws {
        let (document, _) = ThemeParser.parse(
            "era: ios13\nscenes:\n  - name: s\n    items:\n      - title: Inbox\n        rightBarButtonItems: [ { title: Edit } ]\n",
            path: "t.yaml")
        let doc = try #require(document)
        var variant = Variant(position: .top, width: 120, scale: 2)
        variant.pseudoLanguage = .double
        let appearance = AppearanceResolver().resolve(document: doc, scene: doc.scenes[0], variant: variant)
        let content = PseudoLanguage.double.transform(ContentResolver.resolve(items: doc.scenes[0].items))
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        let findings = LayoutFindings.check(layout, content: content, scene: doc.scenes[0], variant: variant)
        // 120 pt leaves the doubled title no room at all: UIKit hides it.
        #expect(
            findings.map(\.message) == [
                "the title 'Inbox Inbox' has no room and is not shown in scene 's' in default.top.light.120w@2x.pseudoDouble"
            ],
            "\(findings) \(layout.texts)")
        // At 200 pt it is drawn, cut.
        variant.width = 200
        let cut = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        let truncated = LayoutFindings.check(cut, content: content, scene: doc.scenes[0], variant: variant)
        #expect(
            truncated.contains { $0.ruleID == "title-truncated" && $0.message.contains("the title 'Inbox Inbox' is truncated") },
            "\(truncated) \(cut.texts)")
        // Located at the title (the line to change), not the scene's `name:`.
        let title = try #require(doc.scenes[0].items.last?.title?.location)
        #expect(
            findings.allSatisfy { $0.location == title }
                && truncated.filter { $0.ruleID == "title-truncated" }.allSatisfy { $0.location == title })
        // The same bar, wide enough, has nothing to report.
        let wide = Variant(position: .top, width: 600, scale: 2)
        let roomy = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(
            appearance: appearance, content: ContentResolver.resolve(items: doc.scenes[0].items), variant: wide)
        #expect(
            LayoutFindings.check(roomy, content: ContentResolver.resolve(items: doc.scenes[0].items), scene: doc.scenes[0], variant: wide)
                .isEmpty)
    }

    @Test func overlappingFramesAreFound() {
        #expect(LayoutFindings.overlap(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 9, y: 0, width: 10, height: 10)))
        #expect(!LayoutFindings.overlap(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10)))
    }
}
