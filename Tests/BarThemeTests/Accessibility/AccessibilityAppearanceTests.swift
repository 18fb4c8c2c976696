import Testing

@testable import BarTheme

/// What each accessibility setting changes in a resolved bar (docs/UIKIT.md §16).
@Suite struct AccessibilityAppearanceTests {
    func resolve(_ yaml: String, era: String = "ios13", settings: AccessibilitySettings, style: UserInterfaceStyle = .light) throws
        -> BarAppearance
    {
        let (document, diagnostics) = ThemeParser.parse(
            "era: \(era)\n\(yaml)\nscenes:\n  - name: s\n    items:\n      - title: Settings\n", path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        var variant = Variant(userInterfaceStyle: style)
        variant.accessibility = settings
        return AppearanceResolver().resolve(document: doc, scene: doc.scenes[0], variant: variant)
    }

    static let contrast = AccessibilitySettings(increaseContrast: true)

    @Test func aThemeColourDeclaresItsHighContrastVariants() throws {
        let yaml = """
            navigationBar:
              tintColor: { light: "#3366CC", dark: "#88AAFF", lightHighContrast: "#113399", darkHighContrast: "#CCDDFF" }
            """
        #expect(try resolve(yaml, settings: .standard).tintColor.value == RGBAColor(r: 0x33, g: 0x66, b: 0xCC))
        #expect(try resolve(yaml, settings: Self.contrast).tintColor.value == RGBAColor(r: 0x11, g: 0x33, b: 0x99))
        #expect(try resolve(yaml, settings: Self.contrast, style: .dark).tintColor.value == RGBAColor(r: 0xCC, g: 0xDD, b: 0xFF))
        #expect(try resolve(yaml, settings: .standard, style: .dark).tintColor.value == RGBAColor(r: 0x88, g: 0xAA, b: 0xFF))
        // explain names the setting behind the value, and only where it changed something.
        let high = try resolve(yaml, settings: Self.contrast)
        #expect(high.tintColor.provenance.rule.contains("Increase Contrast: the colour's high-contrast variant"))
        #expect(!high.titleColor.provenance.rule.contains("Increase Contrast"))
    }

    @Test func aHighContrastVariantLeftOutIsTheNormalColour() throws {
        let yaml = "navigationBar:\n  barTintColor: { light: \"#FFFFFF\", dark: \"#000000\", darkHighContrast: \"#222222\" }"
        #expect(try resolve(yaml, settings: Self.contrast).barTintColor.value == .white)
        #expect(try resolve(yaml, settings: Self.contrast, style: .dark).barTintColor.value == RGBAColor(r: 0x22, g: 0x22, b: 0x22))
    }

    @Test func systemColoursTakeApplesHighContrastValues() throws {
        let yaml = "navigationBar:\n  tintColor: systemRed\n  titleTextAttributes: { foregroundColor: systemBlue }"
        let high = try resolve(yaml, settings: Self.contrast)
        #expect(high.tintColor.value == RGBAColor(r: 215, g: 0, b: 21))
        #expect(high.titleColor.value == RGBAColor(r: 0, g: 64, b: 221))
        #expect(try resolve(yaml, settings: Self.contrast, style: .dark).tintColor.value == RGBAColor(r: 255, g: 105, b: 97))
        #expect(try resolve(yaml, settings: .standard).tintColor.value == RGBAColor(r: 255, g: 59, b: 48))
    }

    @Test func theDefaultTintIsHighContrastBlueAndExplainSaysWhy() throws {
        let high = try resolve("navigationBar: {}", settings: Self.contrast)
        #expect(high.tintColor.value == RGBAColor(r: 0, g: 64, b: 221))
        #expect(high.tintColor.provenance.rule.contains("Increase Contrast"))
    }

    @Test func boldTextMakesSystemFontsOneWeightHeavierButNotCustomFamilies() throws {
        let bold = try resolve("navigationBar: {}", settings: AccessibilitySettings(boldText: true))
        #expect(bold.titleFont.value.weight == .bold)
        #expect(bold.largeTitleFont.value.weight == .heavy)
        #expect(bold.plainItemText.value.font.weight == .semibold)
        #expect(bold.doneItemText.value.font.weight == .bold)
        #expect(bold.titleFont.provenance.rule.contains("Bold Text"))
        let custom = try resolve(
            "navigationBar:\n  titleTextAttributes: { font: { family: Inter, weight: regular, size: 17 } }",
            settings: AccessibilitySettings(boldText: true))
        #expect(custom.titleFont.value.weight == .regular)
    }

    @Test func largerTextScalesTheDefaultLargeTitleOnly() throws {
        let ax5 = AccessibilitySettings(contentSize: .ax5)
        let scaled = try resolve("navigationBar: {}", settings: ax5)
        #expect(scaled.largeTitleFont.value.size == 60)
        #expect(scaled.titleFont.value.size == 17)
        #expect(scaled.plainItemText.value.font.size == 17)
        #expect(scaled.largeTitleFont.provenance.rule.contains("Larger Text AX5"))
        #expect(UIKitMetrics.largeTitleBandHeight(for: .ax5) > UIKitMetrics.largeTitleBandHeight(for: .large))
    }

    /// A declared large-title font scales as the generated code's `UIFontMetrics(forTextStyle:
    /// .largeTitle)` makes it in the app (30 pt × 60/34 at AX5), so the render and the app agree;
    /// `scalesWithDynamicType: false` keeps it, in both (issue #42 item 7).
    @Test func largerTextScalesADeclaredLargeTitleFontLikeUIFontMetrics() throws {
        let ax5 = AccessibilitySettings(contentSize: .ax5)
        let scaled = try resolve("navigationBar:\n  largeTitleTextAttributes: { font: { size: 30 } }", settings: ax5)
        #expect(scaled.largeTitleFont.value.size == 52.94)
        #expect(scaled.largeTitleFont.provenance.rule.contains("UIFontMetrics(forTextStyle: .largeTitle)"))
        let xSmall = try resolve(
            "navigationBar:\n  largeTitleTextAttributes: { font: { size: 30 } }", settings: AccessibilitySettings(contentSize: .xSmall))
        #expect(xSmall.largeTitleFont.value.size == 27.35)  // 30 × 31/34
        let fixed = try resolve(
            "navigationBar:\n  largeTitleTextAttributes: { font: { size: 30, scalesWithDynamicType: false } }", settings: ax5)
        #expect(fixed.largeTitleFont.value.size == 30)
        #expect(fixed.largeTitleFont.provenance.rule.contains("scalesWithDynamicType: false"))
        let standard = try resolve("navigationBar:\n  largeTitleTextAttributes: { font: { size: 30 } }", settings: .standard)
        #expect(standard.largeTitleFont.value.size == 30)
    }

    @Test func reduceTransparencyDrawsTheTranslucentMaterialOpaque() throws {
        // iOS 13's light material over a flat backdrop adds no layer; opaque, it is (249,249,249).
        let normal = try resolve("navigationBar: {}", settings: .standard)
        #expect(normal.background.value.kind == .material)
        let reduced = try resolve("navigationBar: {}", settings: AccessibilitySettings(reduceTransparency: true))
        #expect(reduced.background.value.kind == .opaque)
        #expect(reduced.background.value.layers == [RGBAColor(r: 0xF9, g: 0xF9, b: 0xF9)])
        #expect(reduced.background.provenance.rule.contains("Reduce Transparency"))
        let dark = try resolve("navigationBar: {}", settings: AccessibilitySettings(reduceTransparency: true), style: .dark)
        #expect(dark.background.value.layers == [RGBAColor(r: 0x1D, g: 0x1D, b: 0x1D)])
        // A translucent bar tint is drawn at full strength.
        let tinted = try resolve(
            "navigationBar:\n  barTintColor: \"#336699\"", era: "ios7", settings: AccessibilitySettings(reduceTransparency: true))
        #expect(tinted.background.value.layers == [RGBAColor(r: 0x33, g: 0x66, b: 0x99)])
        // An opaque bar is unchanged.
        let opaque = try resolve("navigationBar:\n  translucent: false", settings: AccessibilitySettings(reduceTransparency: true))
        #expect(opaque.background.value == (try resolve("navigationBar:\n  translucent: false", settings: .standard)).background.value)
    }

    @Test func liquidGlassIsFrostedOpaqueOrTinted() {
        let clear = GlassMaterial.light
        #expect(clear.adjusted(for: AccessibilitySettings(reduceTransparency: true)).veil.alpha == 1)
        let tinted = clear.adjusted(for: AccessibilitySettings(tintedGlass: true)).veil.alpha
        #expect(tinted > clear.veil.alpha && tinted < 1)
        let frosted = GlassMaterial.dark.adjusted(for: AccessibilitySettings(reduceTransparency: true)).veil
        #expect(frosted.alpha == 1 && abs(frosted.red - 0.098) < 1e-9)
    }
}
