import Foundation
import Testing

@testable import BarTheme

/// The format reference must name every key and every word the parser accepts, so the two cannot drift.
@Suite struct FormatDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let reference = root.appendingPathComponent("docs/THEME-FORMAT.md")

    @Test func everyParserKeyIsDocumented() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let undocumented = Set(ThemeKeys.all).filter { !text.contains("`\($0)`") && !text.contains("\($0):") && !text.contains(".\($0)`") }
        #expect(undocumented.isEmpty, "keys missing from docs/THEME-FORMAT.md: \(undocumented.sorted())")
    }

    @Test func everyObjectHasItsOwnSection() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let missing = ThemeKeys.objects.map(\.name).filter { !text.contains("<a id=\"\($0)\"></a>") }
        #expect(missing.isEmpty, "objects without a section (<a id=\"name\"></a>) in docs/THEME-FORMAT.md: \(missing)")
    }

    @Test func everyEnumValueIsDocumented() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let values =
            BarStyle.spellings + BarMetrics.spellings + BarPosition.spellings + FontWeight.spellings
            + BarButtonItemStyle.spellings + SystemItem.spellings + UserInterfaceStyle.spellings + Era.spellings
            + ContainmentPolicy.spellings + AppearanceConfiguration.spellings + BlurEffectStyle.spellings + ImageContentMode.spellings
            + ImageResizingMode.spellings + ImageRenderingMode.spellings + SizeClass.spellings + LayoutDirection.spellings
            + BackButtonDisplayMode.spellings + LargeTitleDisplayMode.spellings + BarKind.spellings + KnownFontFamilies.names
        let undocumented = Set(values).filter { !text.contains("`\($0)`") && !text.contains(" \($0) ") && !text.contains(" \($0),") }
        #expect(undocumented.isEmpty, "values missing from docs/THEME-FORMAT.md: \(undocumented.sorted())")
    }

    @Test func everyLintRuleIsDocumented() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let missing = LintRules.ids.filter { !text.contains("`\($0)`") }
        #expect(missing.isEmpty, "lint rules missing from docs/THEME-FORMAT.md: \(missing)")
    }
}
