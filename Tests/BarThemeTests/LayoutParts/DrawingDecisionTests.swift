import Testing

@testable import BarTheme

/// What the renderer used to decide and layout decides now (docs/ARCHITECTURE.md: the renderer
/// draws what it is given): a system item's glyph by era and light or dark, a placeholder's corners,
/// a text shadow's blur.
@Suite struct DrawingDecisionTests {
    @Test func theAddItemIsTheSymbolPlusOnlyInTheIOS13AndIOS15Eras() {
        #expect(IconPlacement.Glyph.of(.add, era: .ios7, style: .light) == .own)
        #expect(IconPlacement.Glyph.of(.add, era: .ios13, style: .light) == .symbolPlus)
        #expect(IconPlacement.Glyph.of(.add, era: .ios15, style: .dark) == .symbolPlus)
        #expect(IconPlacement.Glyph.of(.add, era: .ios26, style: .light) == .own)
        #expect(IconPlacement.Glyph.of(.search, era: .ios13, style: .light) == .own)
    }

    @Test func theCloseItemIsAnXmarkOnGlassAndAGreyCircleBefore() {
        #expect(IconPlacement.Glyph.of(.close, era: .ios26, style: .dark) == .xmark)
        // tertiarySystemFill under a secondaryLabel cross, light and dark.
        #expect(
            IconPlacement.Glyph.of(.close, era: .ios13, style: .light)
                == .closeCircle(fill: RGBAColor(r: 118, g: 118, b: 128, alpha: 0.12), mark: RGBAColor(r: 60, g: 60, b: 67, alpha: 0.6)))
        #expect(
            IconPlacement.Glyph.of(.close, era: .ios7, style: .dark)
                == .closeCircle(fill: RGBAColor(r: 118, g: 118, b: 128, alpha: 0.24), mark: RGBAColor(r: 235, g: 235, b: 245, alpha: 0.6)))
    }

    @Test func iconItemsCarryTheirGlyphInTheLayout() throws {
        let dark = Variant(position: .top, scale: 2, userInterfaceStyle: .dark)
        let layout = try layout(
            "      - title: A\n        rightBarButtonItems: [{ systemItem: close }, { systemItem: add }]\n", variant: dark)
        let glyphs = layout.elements.compactMap { element -> IconPlacement.Glyph? in
            if case .icon(let icon) = element { return icon.glyph } else { return nil }
        }
        #expect(
            glyphs == [
                .closeCircle(fill: RGBAColor(r: 118, g: 118, b: 128, alpha: 0.24), mark: RGBAColor(r: 235, g: 235, b: 245, alpha: 0.6)),
                .symbolPlus,
            ])
    }

    @Test func aPlaceholdersCornersAreSixPointsOrHalfItsShorterSide() throws {
        let (document, diags) = ThemeParser.parse(
            "era: ios13\nscenes:\n  - name: s\n    items:\n      - title: A\n        rightBarButtonItems: [{ customView: { width: 40, height: 10 } }, { customView: { width: 30, height: 30 } }]\n",
            path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let variant = Variant(position: .top, scale: 2)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer())
            .layout(appearance: appearance, content: ContentResolver.resolve(items: scene.items), variant: variant)
        let radii = layout.elements.compactMap { element -> Double? in
            if case .placeholder(let box) = element { return box.cornerRadius } else { return nil }
        }
        #expect(radii == [5, 6])
    }

    @Test func aTextShadowIsBlurredWithASigmaOfHalfItsRadius() {
        #expect(TextShadow(color: .black, offset: .zero, blurRadius: 3).blurSigma == 1.5)
        #expect(TextShadow.none.blurSigma == 0)
    }
}

/// The label, fill and separator colours BarTheme draws with itself are the system colours a theme names.
@Suite struct OwnSystemColourTests {
    @Test func theColoursLayoutDrawsWithAreTheNamedSystemColours() {
        let own: [(String, ColorValue)] = [
            ("label", SystemColors.label), ("secondaryLabel", SystemColors.secondaryLabel), ("tertiaryLabel", SystemColors.tertiaryLabel),
            ("separator", SystemColors.separator), ("tertiarySystemFill", SystemColors.tertiarySystemFill),
        ]
        for (name, value) in own { #expect(SystemColors.table[name] == value, "\(name)") }
        #expect(ItemLook.disabledColor(for: .dark, palette: .ios13) == RGBAColor(r: 235, g: 235, b: 245, alpha: 0.3))
        #expect(GlassMetrics.scrollEdgeDividerColor(.light) == RGBAColor(r: 60, g: 60, b: 67, alpha: 0.29))
    }
}
