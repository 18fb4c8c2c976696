import Testing

@testable import BarTheme

/// The iOS 26 scroll edge effect (docs/UIKIT.md §10.2): the scene's `scrollEdgeEffect`, drawn only
/// in `ios26` with content under the bar, `automatic` being soft; its bands in the layout.
@Suite struct ScrollEdgeEffectTests {
    func resolve(_ yaml: String, variant: Variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62)) throws
        -> (BarAppearance, BarLayout)
    {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(
            scene: scene, metrics: variant.metrics, prefersLargeTitles: appearance.prefersLargeTitles.value)
        return (
            appearance, BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        )
    }

    func scene(_ extra: String, era: String = "") -> String {
        "\(era)scenes:\n  - name: s\n\(extra)    items:\n      - title: Notes\n"
    }

    @Test func automaticIsSoftUnderContentAndExplainNamesTheRule() throws {
        let (a, l) = try resolve(scene("    atScrollEdge: false\n"))
        #expect(a.scrollEdgeEffect.value == .soft)
        #expect(a.scrollEdgeEffect.provenance.rule.contains("automatic is soft"))
        #expect(a.explained.contains { $0.name == "scrollEdgeEffect" && $0.value == "soft" })
        let effect = try #require(l.scrollEdgeEffect)
        // Full strength to 30 pt below the safe top (62), fading over the next 33 pt (fitted to
        // NetNewsWire 7's timeline, docs/UIKIT.md §10.2), cut at the image's bottom (62 + 54).
        #expect(effect.solid == Rect(x: 0, y: 0, width: 402, height: 62 + 30))
        #expect(effect.fade == Rect(x: 0, y: 92, width: 402, height: 116 - 92))
        #expect(effect.color == RGBAColor(white: 1, alpha: 0.8))
        #expect(effect.divider == nil)
    }

    @Test func atTheScrollEdgeInOlderErasAndWhenHiddenNothingIsDrawn() throws {
        // A small title at the top of its content: the default is at the scroll edge? No: only a
        // large title makes it so; so say it.
        let (top, topLayout) = try resolve(scene("    atScrollEdge: true\n"))
        #expect(top.scrollEdgeEffect.value == .hidden)
        #expect(top.scrollEdgeEffect.provenance.rule.contains("at the scroll edge"))
        #expect(topLayout.scrollEdgeEffect == nil)
        let (old, oldLayout) = try resolve(scene("    atScrollEdge: false\n    scrollEdgeEffect: soft\n", era: "era: ios15\n"))
        #expect(old.scrollEdgeEffect.value == .hidden)
        #expect(oldLayout.scrollEdgeEffect == nil)
        let (hidden, hiddenLayout) = try resolve(scene("    atScrollEdge: false\n    scrollEdgeEffect: hidden\n"))
        #expect(hidden.scrollEdgeEffect.value == .hidden)
        guard case .declared(let location, _) = hidden.scrollEdgeEffect.provenance.origin else {
            Issue.record("declared")
            return
        }
        #expect(location.line == 4)
        #expect(hiddenLayout.scrollEdgeEffect == nil)
    }

    @Test func hardIsOpaqueOverTheBarWithADividingLineAndDarkUsesBlack() throws {
        let (_, l) = try resolve(
            scene("    atScrollEdge: false\n    scrollEdgeEffect: hard\n"),
            variant: Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: .dark, statusBarHeight: 62))
        let effect = try #require(l.scrollEdgeEffect)
        #expect(effect.style == .hard)
        #expect(effect.solid == Rect(x: 0, y: 0, width: 402, height: 116))
        #expect(effect.color == RGBAColor(white: 0))
        let divider = try #require(effect.divider?.frame)
        #expect(close(divider.y, 116 - 1.0 / 3) && close(divider.height, 1.0 / 3) && divider.width == 402)
    }

    @Test func aToolbarsEffectRisesFromTheBottomAndABadValueNamesItsPlace() throws {
        let (_, l) = try resolve(
            "scenes:\n  - name: s\n    bar: toolbar\n    atScrollEdge: false\n    items: [{ systemItem: add }]\n",
            variant: Variant(position: .bottom, width: 402, scale: 3))
        let effect = try #require(l.scrollEdgeEffect)
        // A phone's floating toolbar's image is 44 + 34 pt (the home-indicator area, docs/UIKIT.md §10.7).
        #expect(effect.solid == Rect(x: 0, y: 78 - 30, width: 402, height: 30))
        #expect(effect.fade == Rect(x: 0, y: 78 - 30 - 33, width: 402, height: 33))

        let (_, diags) = ThemeParser.parse(scene("    scrollEdgeEffect: blurry\n"), path: "t.yaml")
        #expect(diags.count == 1)
        #expect(diags.first?.description.hasPrefix("t.yaml:3:23: error: 'blurry' is not a valid scrollEdgeEffect") == true, "\(diags)")
    }
}
