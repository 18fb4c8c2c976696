import BarTestSupport
import Foundation
import Testing

@testable import BarTheme

/// The format reference must name every key and every word the parser accepts, so the two cannot drift;
/// its key tables are the vocabulary's (`FormatTables`).
@Suite struct FormatDocumentationTests {
    static let root = Repository.root
    static let reference = root.appendingPathComponent("docs/THEME-FORMAT.md")

    /// Each object's table in docs/THEME-FORMAT.md is what `FormatTables` writes from `ThemeKeys`.
    /// `Scripts/update-format-tables` (this test with BARTHEME_UPDATE_FORMAT_TABLES=1) rewrites them.
    @Test func theKeyTablesAreTheVocabularys() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let (updated, missing) = FormatTables.updated(text)
        #expect(missing.isEmpty, "objects without <!-- keys: NAME --> … <!-- end keys --> in docs/THEME-FORMAT.md: \(missing)")
        if ProcessInfo.processInfo.environment["BARTHEME_UPDATE_FORMAT_TABLES"] == "1" {
            try updated.write(to: Self.reference, atomically: true, encoding: .utf8)
            return
        }
        #expect(updated == text, "docs/THEME-FORMAT.md's key tables differ from ThemeKeys: run Scripts/update-format-tables")
    }

    /// A table edited by hand (or a key added without its table) is found: the check can fail.
    @Test func aHandEditedTableIsFound() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "| `barTintColor` | `barTintColor` |", with: "| `barTintColour` | `barTintColor` |")
        #expect(edited != text)
        #expect(FormatTables.updated(edited).page == text)
        let unmarked = text.replacingOccurrences(of: FormatTables.startMarker(.variants), with: "")
        #expect(FormatTables.updated(unmarked).missing == [.variants])
    }

    /// Keys with the same words share a row; a key documented in another object's table says so.
    @Test func rowsGroupKeysWithTheSameWords() {
        let toolbar = FormatTables.table(ThemeKeys.toolbarObject)
        #expect(
            toolbar.contains(
                "| `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`, `compactScrollEdgeAppearance` | the same `UIToolbar` properties (iOS 13+/15+) |"
            ))
        let background = FormatTables.table(ThemeKeys.backgroundImageObject)
        #expect(
            background.hasSuffix("| `capInsets`, `resizingMode`, `renderingMode`, `flipsForRightToLeft` | as for an [image](#image) | | |"))
        #expect(FormatTables.table(ThemeKeys.traitsObject).hasPrefix("| key | UIKit | values |\n|---|---|---|\n"))
    }

    @Test func everyParserKeyIsDocumented() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let undocumented = Set(ThemeKeys.all).filter { !text.contains("`\($0)`") && !text.contains("\($0):") && !text.contains(".\($0)`") }
        #expect(undocumented.isEmpty, "keys missing from docs/THEME-FORMAT.md: \(undocumented.sorted())")
    }

    @Test func everyObjectHasItsOwnSection() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let missing = ThemeKeys.objects.map(\.name.spelling).filter { !text.contains("<a id=\"\($0)\"></a>") }
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
