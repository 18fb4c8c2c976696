import Testing

@testable import BarTheme

@Suite struct VariantMatrixTests {
    @Test func outputNamesFollowTheVariant() throws {
        let (document, _) = ThemeParser.parse("theme: Ocean\nscenes:\n  - name: settings-general\n", path: "Themes/Ocean.yaml")
        let jobs = RenderJob.jobs(for: try #require(document), overrides: VariantOverrides(metrics: .compact, scale: 2))
        #expect(jobs.map(\.relativeOutputPath) == ["Ocean/settings-general.compact.topAttached.light.375w@2x.png"])
    }

    @Test func overridesReplaceTheScenesAxes() throws {
        let (document, _) = ThemeParser.parse(
            "scenes:\n  - name: s\n    variants: { scales: [1, 2, 3], widths: [320, 414] }\n", path: "t.yaml")
        let scene = try #require(document?.scenes.first)
        #expect(VariantMatrix.variants(for: scene).count == 6)
        #expect(VariantMatrix.variants(for: scene, overrides: VariantOverrides(width: 390)).map(\.width) == [390, 390, 390])
    }

    /// The iPad Pro 13-inch (M4, M5) is 1376 pt wide in landscape: its screenshots' bars can be
    /// rendered (widths ended at the 12.9-inch's 1366 pt, so a theme of them was refused).
    @Test func theWidestIPadsLandscapeWidthIsAWidth() throws {
        let (document, diagnostics) = ThemeParser.parse("scenes:\n  - name: s\n    variants: { widths: [1376] }\n", path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(VariantMatrix.variants(for: try #require(document?.scenes.first)).map(\.width) == [1376])
        let (_, wider) = ThemeParser.parse("scenes:\n  - name: s\n    variants: { widths: [1377] }\n", path: "t.yaml")
        #expect(wider.contains { $0.message.contains("1376") })
    }
}

@Suite struct ToolbarDefaultPositionTests {
    @Test func aToolbarSceneWithoutPositionsIsAtTheBottom() throws {
        let (document, diagnostics) = ThemeParser.parse(
            "scenes:\n  - name: t\n    bar: toolbar\n    items: [{ systemItem: trash }]\n", path: "t.yaml")
        let scene = try #require(document?.scenes.first, "\(diagnostics)")
        #expect(VariantMatrix.variants(for: scene).map(\.position) == [.bottom])
    }

    @Test func contrastRatiosRoundAndNeverReadAsPassing() {
        #expect(WCAGContrast.format(2.79) == "2.8:1")
        #expect(WCAGContrast.format(4.46, minimum: 4.5) == "4.46:1")
        #expect(WCAGContrast.format(4.44, minimum: 4.5) == "4.4:1")
    }

    /// A variant built by hand (the library's `Variant()`, as a snapshot test writes it) gets the
    /// status bar of the device it stands for, as a scene's variants do; one given is kept.
    @Test func aHandBuiltVariantHasItsDevicesStatusBar() {
        #expect(Variant().statusBarHeight == 44)  // 375 pt @3x: iPhone X, XS, 11 Pro
        #expect(Variant(scale: 2).statusBarHeight == 20)  // 375 pt @2x: iPhone 6-8, SE
        #expect(Variant(width: 393).statusBarHeight == 54)
        #expect(Variant(metrics: .compact, width: 852).statusBarHeight == 0)  // landscape phone
        #expect(Variant(width: 1024, scale: 2).statusBarHeight == 24)  // iPad without a home button
        #expect(Variant(width: 393, statusBarHeight: 20).statusBarHeight == 20)
    }
}
