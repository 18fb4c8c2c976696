import Testing

@testable import BarTheme

/// Parses a theme (with one scene named `s`) and resolves that scene for `variant`.
func resolve(_ text: String, variant: Variant = Variant(), era: Era = .ios13) throws -> BarAppearance {
    let (document, diags) = ThemeParser.parse(text, path: "t.yaml")
    #expect(diags.filter { $0.severity == .error }.isEmpty, "\(diags)")
    let doc = try #require(document)
    let scene = try #require(doc.scenes.first)
    return AppearanceResolver(era: era).resolve(document: doc, scene: scene, variant: variant)
}

@Suite struct AppearanceResolverTests {
    @Test func sceneInstanceValueBeatsTheProxyAndSaysWhere() throws {
        let a = try resolve(
            """
            navigationBar: { barTintColor: red, translucent: false }
            scenes:
              - name: s
                navigationBar: { barTintColor: blue }
            """)
        #expect(a.barTintColor.value == RGBAColor(red: 0, green: 0, blue: 1))
        #expect(
            a.barTintColor.provenance.origin == .declared(SourceLocation(file: "t.yaml", line: 4, column: 36), layer: "scene 's' instance"))
        #expect(
            a.isTranslucent.provenance.origin
                == .declared(SourceLocation(file: "t.yaml", line: 1, column: 50), layer: "navigationBar proxy"))
        #expect(a.background.value == BarBackground(kind: .opaque, layers: [RGBAColor(red: 0, green: 0, blue: 1)]))
    }

    @Test func untouchedBarUsesTheIOS13LightMaterialAndSystemBlue() throws {
        let a = try resolve("scenes: [ { name: s } ]")
        #expect(a.background.value.kind == .material)
        // Measured on iOS 13+: over flat content the light default material leaves the colour unchanged.
        #expect(a.background.value.layers.isEmpty)
        #expect(a.tintColor.value == RGBAColor(r: 0, g: 122, b: 255))
        #expect(a.titleColor.value == .black)
        #expect(a.titleFont.value == .defaultTitle)
        #expect(a.shadow.value == .hairline(RGBAColor(white: 0, alpha: 0.3)))
        #expect(a.isTranslucent.value)
    }

    @Test func darkModeResolvesDynamicColoursAndTheDarkDefaults() throws {
        let a = try resolve(
            """
            navigationBar: { tintColor: { light: "#000000", dark: "#FFFFFF" } }
            scenes: [ { name: s } ]
            """, variant: Variant(userInterfaceStyle: .dark))
        #expect(a.tintColor.value == .white)
        #expect(a.titleColor.value == .white)
        #expect(a.background.value.layers == [RGBAColor(r: 0x1D, g: 0x1D, b: 0x1D, alpha: 0xF0 / 255.0)])
    }

    @Test func blackStyleInfersDarkBarAndWhiteTitleButExplicitColourWins() throws {
        let a = try resolve(
            """
            navigationBar: { barStyle: black, titleTextAttributes: { foregroundColor: yellow } }
            scenes: [ { name: s } ]
            """)
        #expect(a.background.value.layers == [RGBAColor(r: 0x1D, g: 0x1D, b: 0x1D, alpha: 0xF0 / 255.0)])
        #expect(a.titleColor.value == RGBAColor(red: 1, green: 1, blue: 0))
        #expect(a.effectiveStyle == .dark)
    }

    @Test func theDefaultTitleFontSaysInterIsDrawnWithSanFranciscosHeights() throws {
        let a = try resolve("scenes: [ { name: s } ]")
        // explain names the rule BarRender draws the stand-in by (docs/UIKIT.md §2.4).
        #expect(a.titleFont.provenance.rule.contains("drawn with its cap height, x-height and ascenders"))
    }

    @Test func blackTranslucentForcesTranslucencyOverAnExplicitNo() throws {
        let a = try resolve(
            """
            navigationBar: { barStyle: blackTranslucent, translucent: false }
            scenes: [ { name: s } ]
            """)
        #expect(a.isTranslucent.value)
        #expect(a.isTranslucent.provenance.rule.contains("forces translucent"))
    }

    @Test func barTintAlphaIsIgnoredAndTranslucentTintUsesTheLayerModel() throws {
        let a = try resolve(
            """
            navigationBar: { barTintColor: "#FF000080" }
            scenes: [ { name: s } ]
            """)
        #expect(a.barTintColor.value == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(
            a.background.value
                == BarBackground(
                    kind: .tintedTranslucent,
                    layers: [RGBAColor(white: 0.97, alpha: 0.5), RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.85)]))
        // Over white: 0.85·255 + 0.15·(≈250) for red; docs/UIKIT.md §2.2 ≈ b2cloud's 0.843n + 40 within 2/255.
        let shown = a.background.value.composited(over: .white)
        #expect(abs(shown.red * 255 - (0.843 * 255 + 40)) < 3)
        #expect(abs(shown.green * 255 - 40) < 3)
    }

    @Test func titleAdjustmentFallsBackFromCompactToDefault() throws {
        let text = """
            navigationBar: { titleVerticalPositionAdjustment: { default: 3 } }
            scenes: [ { name: s } ]
            """
        let compact = try resolve(text, variant: Variant(metrics: .compact))
        #expect(compact.titlePositionAdjustment.value.y == 3)
        #expect(compact.titlePositionAdjustment.provenance.rule.contains("falls back to default"))
        let prompt = try resolve(
            """
            navigationBar: { titleVerticalPositionAdjustment: { compact: -2, default: 3 } }
            scenes: [ { name: s } ]
            """, variant: Variant(metrics: .compactPrompt))
        #expect(prompt.titlePositionAdjustment.value.y == -2)
    }

    @Test func ios7EraHasNoDarkModeAndItsOwnMaterial() throws {
        let a = try resolve("scenes: [ { name: s } ]", variant: Variant(userInterfaceStyle: .dark), era: .ios7)
        #expect(a.background.value.layers == [RGBAColor(r: 0xF8, g: 0xF8, b: 0xF8, alpha: 0xCC / 255.0)])
        #expect(a.tintColor.value == RGBAColor(r: 0, g: 122, b: 255))
    }
}
