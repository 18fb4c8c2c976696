import Testing

@testable import BarTheme

/// `large-title-fixed-size`: a large title font that turns Dynamic Type off is reported at the key
/// that does it, in the proxy and in an appearance object; a title font saying so is not (UIKit
/// keeps the inline title at its size anyway).
@Suite struct LargeTitleFixedSizeRuleTests {
    @Test func aFixedLargeTitleFontIsReportedWhereItIsSaid() throws {
        let (document, diagnostics) = ThemeParser.parse(
            """
            navigationBar:
              largeTitleTextAttributes: { font: { size: 30, scalesWithDynamicType: false } }
              titleTextAttributes: { font: { size: 17, scalesWithDynamicType: false } }
              standardAppearance:
                largeTitleTextAttributes:
                  font: { family: Inter, weight: bold, size: 36, scalesWithDynamicType: false }
              scrollEdgeAppearance:
                largeTitleTextAttributes: { font: { size: 34 } }
            """, path: "t.yaml")
        let warnings = Linter.lint(try #require(document, "\(diagnostics.map(\.description))")).filter {
            $0.ruleID == "large-title-fixed-size"
        }
        #expect(warnings.map { $0.location?.line } == [2, 6])
        #expect(warnings.first?.message.hasPrefix("this large title stays 30 pt at every text size") == true)
        #expect(warnings.first?.hint?.contains("drop 'scalesWithDynamicType: false'") == true)
    }
}
