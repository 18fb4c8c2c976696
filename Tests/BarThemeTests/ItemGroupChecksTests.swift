import Foundation
import Testing

@testable import BarTheme

/// Items inside `leadingItemGroups` / `trailingItemGroups` are checked as items declared one by one
/// are: the files they name (present, inside the theme's folder) and the lint rules about items.
@Suite struct ItemGroupChecksTests {
    @Test func aGroupedItemsImageFileIsChecked() throws {
        let dir = try ThemeLoaderTests.folder([
            "T.yaml": """
            scenes:
              - name: s
                items:
                  - title: Inbox
                    trailingItemGroups:
                      - items: [{ image: images/missing.png, accessibilityLabel: Share }]
                        representativeItem: { image: ../outside.png, accessibilityLabel: More }
            """
        ])
        let result = ThemeValidator.validate(path: dir.appendingPathComponent("T.yaml").path)
        #expect(result.diagnostics.map(\.ruleID) == [ErrorRules.missingFile, ErrorRules.pathOutsideFolder])
        #expect(result.diagnostics.map { $0.location?.line } == [6, 7])
    }

    @Test func lintRulesAboutItemsSeeGroupedItems() throws {
        let (document, diagnostics) = ThemeParser.parse(
            """
            scenes:
              - name: s
                items:
                  - title: Inbox
                    leadingItemGroups:
                      - items: [{ image: { systemName: chevron.upp }, accessibilityLabel: Up }]
                    trailingItemGroups:
                      - items: [{ image: images/share.png }]
            """, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let warnings = Linter.lint(try #require(document))
        #expect(warnings.filter { $0.ruleID == "unknown-symbol" }.map { $0.location?.line } == [6])
        #expect(warnings.filter { $0.ruleID == "image-item-without-label" }.map { $0.location?.line } == [8])
    }
}
