import Testing

@testable import BarTheme

/// The document keeps where a colour was written as a UIKit name (`ThemeDocument.namedColors`,
/// `ThemePalette.colorNames`), so generated code can write the system colour itself
/// (docs/GENERATED-CODE.md, "What each theme key becomes").
@Suite struct NamedColorTests {
    @Test func aUIKitNameIsRecordedWhereItIsWrittenDirectlyOrThroughThePalette() throws {
        let (document, diagnostics) = ThemeParser.parse(
            """
            colors:
              surface: systemBackground
              brand: "#0A7E8C"
              alias: $surface
            navigationBar:
              barTintColor: $surface
              tintColor: label
              titleTextAttributes: { foregroundColor: $brand }
            toolbar:
              barTintColor: { light: systemBlue, dark: "#000000" }
            """, path: "Named.yaml")
        let theme = try #require(document, "\(diagnostics)")
        #expect(theme.palette.colorNames == ["surface": "systemBackground", "alias": "systemBackground"])
        let bar = try #require(theme.navigationBar)
        #expect(theme.namedColors[try #require(bar.barTintColor).location] == "systemBackground")
        #expect(theme.namedColors[try #require(bar.tintColor).location] == "label")
        #expect(theme.namedColors[try #require(bar.titleTextAttributes?.foregroundColor).location] == nil, "a hex palette colour")
        // A light/dark pair is values, even with a name inside it.
        #expect(theme.namedColors[try #require(theme.toolbar?.barTintColor).location] == nil)
        // The value is the system colour itself, whose values are its era's (`SystemPalette`).
        #expect(bar.tintColor?.value == .system(.label))
    }

    @Test func aChildInheritsItsParentsPaletteNamesAndAValueReplacesAName() throws {
        let parentPalette = try #require(ThemeParser.parse("colors: { canvas: systemGray6, ink: label }", path: "Base.yaml").0).palette
        let (document, diagnostics) = ThemeParser.parse(
            """
            extends: Base.yaml
            colors:
              ink: "#111111"
            navigationBar: { barTintColor: $canvas, tintColor: $ink }
            """, path: "Child.yaml", parent: { _ in parentPalette })
        let theme = try #require(document, "\(diagnostics)")
        #expect(theme.palette.colorNames == ["canvas": "systemGray6"])
        #expect(theme.namedColors[try #require(theme.navigationBar?.barTintColor).location] == "systemGray6")
        #expect(theme.namedColors[try #require(theme.navigationBar?.tintColor).location] == nil)
    }
}
