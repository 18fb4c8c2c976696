import Testing

@testable import BarTheme

/// Parses `text` as `theme.yaml` and returns the diagnostics as `description` strings.
func diagnostics(of text: String) -> [String] {
    ThemeParser.parse(text, path: "theme.yaml").diagnostics.map(\.description)
}

@Suite struct ThemeParserTests {
    @Test func aCompleteSubsetThemeParsesWithLocations() throws {
        let text = """
            theme: Ocean
            colors:
              brand: "#0A84FF"
            navigationBar:
              barStyle: black
              translucent: false
              barTintColor: $brand
              tintColor: white
              titleTextAttributes:
                font: { family: system, weight: semibold, size: 17 }
                foregroundColor: "#FFFFFFCC"
                shadow: { color: "rgba(0, 0, 0, 0.5)", offset: [0, 1], blurRadius: 2 }
              titleVerticalPositionAdjustment: { default: 1, landscapePhone: -2 }
            """
        let (document, diags) = ThemeParser.parse(text, path: "theme.yaml")
        #expect(diags.isEmpty)
        let bar = try #require(document?.navigationBar)
        #expect(document?.name == "Ocean")
        #expect(bar.barStyle?.value == .black)
        #expect(bar.translucent?.value == false)
        #expect(bar.barTintColor?.value == .fixed(RGBAColor(r: 0x0A, g: 0x84, b: 0xFF)))
        #expect(bar.barTintColor?.location == SourceLocation(file: "theme.yaml", line: 7, column: 17))
        #expect(bar.titleTextAttributes?.foregroundColor?.value == .fixed(RGBAColor(r: 255, g: 255, b: 255, alpha: 0xCC / 255.0)))
        #expect(bar.titleTextAttributes?.font?.value.weight?.value == .semibold)
        #expect(bar.titleTextAttributes?.shadow?.value.offset?.value == Offset(x: 0, y: 1))
        #expect(bar.titleVerticalPositionAdjustment[.compact]?.value == -2)
        #expect(bar.titleVerticalPositionAdjustment[.default]?.value == 1)
    }

    @Test func unknownKeyPointsAtTheKeyAndSuggestsTheSpelling() {
        let text = "navigationBar:\n  barTintColour: red\n"
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:2:3: error: unknown key 'barTintColour' in navigationBar (did you mean 'barTintColor'?)"
            ])
    }

    @Test func badHexColourPointsAtTheValue() {
        let text = "navigationBar:\n  tintColor: \"#12345G\"\n"
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:2:14: error: '#12345G' is not a hex colour (use #RGB, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F)"
            ])
    }

    @Test func unquotedHashColourExplainsTheYAMLComment() {
        let text = "navigationBar:\n  barTintColor: #0A84FF\n"
        let found = diagnostics(of: text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("theme.yaml:2:16: error: 'barTintColor' has no value (a # starts a YAML comment") == true)
    }

    @Test func everyErrorInAFileIsReportedInOneRun() {
        let text = """
            navigationBar:
              barStyle: blak
              translucent: maybe
              tintColor: systemBlu
            """
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:2:13: error: 'blak' is not a valid barStyle (did you mean 'black'? allowed: default, black, blackTranslucent)",
                "theme.yaml:3:16: error: 'translucent' must be true or false, not 'maybe'",
                "theme.yaml:4:14: error: 'systemBlu' is not a colour (did you mean 'systemBlue'?)",
            ])
    }

    @Test func missingPaletteEntryIsAnErrorWithSuggestion() {
        let text = "colors:\n  brand: red\nnavigationBar:\n  tintColor: $brnd\n"
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:4:14: error: no colour named 'brnd' in the palette (did you mean '$brand'?)"
            ])
    }

    @Test func fontFileOutsideTheThemeFolderIsRejected() {
        let text = "navigationBar:\n  titleTextAttributes:\n    font: { file: ../fonts/x.otf, size: 17 }\n"
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:3:19: error: '../fonts/x.otf' leaves the theme's folder (give a path relative to the theme file, inside its folder)"
            ])
    }

    @Test func landscapePhoneIsAnAliasOfCompactNotASecondValue() {
        let text = "navigationBar:\n  titleVerticalPositionAdjustment: { compact: 1, landscapePhone: 2 }\n"
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:2:50: error: 'titleVerticalPositionAdjustment' sets compact twice (landscapePhone is another name for compact; keep one)"
            ])
    }

    @Test func yamlSyntaxErrorsCarryTheirLocation() {
        let found = diagnostics(of: "navigationBar:\n  tintColor: [red\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("theme.yaml:3:1: error: YAML syntax error:") == true)
    }

    /// The walk stops at the value budget instead of expanding every alias (speed is measured in
    /// benchmarks, not asserted here: a wall-clock bound failed on a loaded CI machine).
    @Test func aliasBombInsideValidStructureIsStoppedByTheValueBudget() {
        // 32 items of 9 values each, repeated by alias in 200 scenes: ~60 000 values to walk.
        let buttons = Array(repeating: "{ title: a }", count: 8).joined(separator: ", ")
        var lines = ["scenes:", "  - name: s0", "    items: &items"]
        lines.append("      - &item { title: t, rightBarButtonItems: [\(buttons)] }")
        for _ in 1..<32 { lines.append("      - *item") }
        for i in 1..<200 { lines.append("  - { name: s\(i), items: *items }") }
        let found = diagnostics(of: lines.joined(separator: "\n") + "\n")
        #expect(found.contains { $0.contains("expands to more than 20000 YAML values") })
    }

    @Test func aliasBombUnderAnUnknownKeyIsNeverExpanded() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1...12 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]") }
        let found = diagnostics(of: lines.joined(separator: "\n") + "\n")
        #expect(found.count == 13)
        #expect(
            found.first
                == "theme.yaml:1:1: error: unknown key 'a0' in the theme (allowed keys: theme, extends, era, supports, compatibilityMode, xcode, policies, lint, snapshot, colors, fontFiles, fonts, navigationBar, toolbar, barButtonItem, tabBar, tabBarItem, when, scenes)"
        )
    }

    @Test func deepNestingIsRejectedBeforeComposing() {
        let text = "navigationBar: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:1:47: error: the theme nests deeper than 32 levels (themes are a few levels deep; check for unbalanced brackets)"
            ])
    }

    @Test func scenesParseItemsAndVariants() throws {
        let text = """
            scenes:
              - name: settings
                navigationBar: { barTintColor: "#333" }
                items:
                  - title: Settings
                    backBarButtonItem: { title: Back }
                  - title: General
                    rightBarButtonItems: [ { systemItem: done }, { title: Edit, enabled: false } ]
                variants: { metrics: [default, landscapePhone], scales: [2, 3], widths: [375, 414] }
            """
        let (document, diags) = ThemeParser.parse(text, path: "theme.yaml")
        #expect(diags.isEmpty)
        let scene = try #require(document?.scenes.first)
        #expect(scene.items.count == 2)
        #expect(scene.items[1].rightBarButtonItems.first?.systemItem?.value == .done)
        #expect(scene.items[1].rightBarButtonItems.last?.isEnabled?.value == false)
        #expect(scene.variants.metrics?.value == [.default, .compact])
        #expect(VariantMatrix.variants(for: scene).count == 8)
    }

    @Test func duplicateSceneNamesAreAnError() {
        let text = "scenes:\n  - name: a\n  - name: a\n"
        #expect(
            diagnostics(of: text) == [
                "theme.yaml:3:11: error: two scenes are named 'a' (the first is at line 2; scene names name output files, so they must differ)"
            ])
    }
}
