import Foundation
import Testing
@testable import BarTheme

/// The format reference must name every key the parser accepts, so the two cannot drift.
@Suite struct FormatDocumentationTests {
    static let reference = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/THEME-FORMAT.md")

    @Test func everyParserKeyIsDocumented() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let keys = ThemeKeys.theme + ThemeKeys.barAppearance + ThemeKeys.textAttributes + ThemeKeys.font + ThemeKeys.shadow
            + ThemeKeys.scene + ThemeKeys.navigationItem + ThemeKeys.barButtonItem + ThemeKeys.variants
        let undocumented = Set(keys).filter { !text.contains("`\($0)`") && !text.contains("\($0):") && !text.contains(".\($0)`") }
        #expect(undocumented.isEmpty, "keys missing from docs/THEME-FORMAT.md: \(undocumented.sorted())")
    }

    @Test func everyEnumValueIsDocumented() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let values = BarStyle.spellings + BarMetrics.spellings + BarPosition.spellings + FontWeight.spellings
            + BarButtonItemStyle.spellings + SystemItem.spellings + UserInterfaceStyle.spellings
        let undocumented = Set(values).filter { !text.contains("`\($0)`") && !text.contains(" \($0) ") && !text.contains(" \($0),") }
        #expect(undocumented.isEmpty, "values missing from docs/THEME-FORMAT.md: \(undocumented.sorted())")
    }
}
