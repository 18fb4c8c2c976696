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
}
