import Testing

@testable import BarTheme

/// A bar button item's custom view showing an SF Symbol (`customView: { image: { systemName: } }`):
/// what SwiftUI makes of a `NavigationLink` in a `ToolbarItem`, which UIKit draws on a capsule the
/// label's advance plus 10.42 pt of glass each side, where a `Button` with the same symbol becomes a
/// plain image item on the 44 pt circle (fitted on the #39 fit half, docs/UIKIT.md §10.16).
@Suite struct HostedCustomViewTests {
    func layout(_ yaml: String, _ variant: Variant) throws -> BarLayout { try LiquidGlassLayoutTests().glass(yaml, variant: variant) }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }.sorted { $0.x < $1.x }
    }

    func symbols(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { e -> Rect? in if case .icon(let i) = e, case .symbol = i.icon { return i.frame } else { return nil } }
    }

    static func scene(_ item: String) -> String {
        """
        scenes:
          - name: s
            items:
              - title: Lexly
                rightBarButtonItems: [\(item)]
        """
    }

    @Test func aNavigationLinksSymbolSitsOnACapsuleItsAdvancePlusTenPointFourTwoEachSide() throws {
        // Bindicator (fit): `slider.horizontal.3` (26.81 pt of advance) on a 47.67 pt capsule ending
        // 16 pt from a 402 pt phone's edge; Lexly (fit): `gearshape` (26.52 pt) on 47.33 pt at 414 pt.
        let cases: [(String, Double, Double)] = [("slider.horizontal.3", 402, 47.67), ("gearshape", 414, 47.33)]
        for (name, width, uikit) in cases {
            let l = try layout(
                Self.scene("{ customView: { image: { systemName: \(name) } }, accessibilityLabel: Settings }"),
                Variant(position: .topAttached, width: width, scale: 3, statusBarHeight: 0))
            let capsule = try #require(platters(l).last)
            #expect(abs(capsule.width - uikit) < 0.05, "\(name): \(capsule.width)")
            #expect(abs(capsule.maxX - (width - GlassMetrics.edgeInset(width: width))) < 0.01)
            // The symbol is centred on it (both glyphs' side bearings are equal).
            let glyph = try #require(symbols(l).first)
            #expect(abs(glyph.midX - capsule.midX) < 0.01 && abs(glyph.midY - capsule.midY) < 0.5)
        }
    }

    @Test func aNavigationLinkSharingACapsuleTakesItsAdvancePlusTheSymbolsPadding() throws {
        // Reader for iOS (fit, #39 session 17): a SwiftUI `NavigationLink` (magnifyingglass, 25.07 pt
        // of advance) beside a `Button`'s `doc.badge.plus` (23.29 pt) on one capsule at 284.33-386.00
        // on a 402 pt phone, the glyphs' ink centred at 304.67 and 362.17 pt, doc.badge.plus's 0.5 pt
        // above the row's centre. On main the capsule started at 281.00 (the link took the 46 pt
        // glyph slot, 8 pt of spacing lost, doc.badge.plus the approximate box) and doc.badge.plus's
        // centre sat at 313.17 (docs/UIKIT.md §10.4, §10.13).
        let l = try layout(
            Self.scene(
                "{ customView: { image: { systemName: magnifyingglass } }, accessibilityLabel: Search },"
                    + " { image: { systemName: doc.badge.plus }, accessibilityLabel: Import }"),
            Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let capsule = try #require(platters(l).last)
        // The rule's 284.56 pt goes to its nearest pixel, 284.67, one pixel after UIKit's (§10.4, "Frames on the
        // pixel grid"); the glyphs are laid out from there.
        #expect(abs(capsule.minX - 854.0 / 3) < 1e-9 && capsule.maxX == 386, "\(capsule)")
        let glyphs = named(l)
        let badge = try #require(glyphs["doc.badge.plus"])
        let search = try #require(glyphs["magnifyingglass"])
        #expect(abs(badge.midX - 304.67) < 0.34 && abs(badge.midY - (capsule.midY - 0.5)) < 0.01, "\(badge)")
        #expect(abs(search.midX - 362.17) < 0.25, "\(search)")
        // The slots: each glyph's advance plus 11.27 pt each side, 8 pt apart.
        let advances = [23.29, 25.07]
        #expect(abs(capsule.width - pixelWidth(advances.reduce(0, +) + 4 * GlassMetrics.groupedSymbolAdvancePadding + 8)) < 0.02)
        let lines = try WideCorpusFitTests.platterLines(
            Self.scene("{ customView: { image: { systemName: magnifyingglass } } }, { image: { systemName: doc.badge.plus } }"),
            Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let rule = try #require(lines.last?.provenance.rule)
        #expect(
            rule.contains("a custom view showing a symbol takes its own width (magnifyingglass 25.07 pt) plus 11.27 pt each side"),
            "\(rule)")
    }

    /// The symbols a layout draws, by name.
    func named(_ layout: BarLayout) -> [String: Rect] {
        Dictionary(
            layout.elements.compactMap { e -> (String, Rect)? in
                if case .icon(let i) = e, case .symbol(let s) = i.icon { return (s.name, i.frame) } else { return nil }
            }, uniquingKeysWith: { a, _ in a })
    }

    @Test func aButtonsSymbolKeepsTheCircle() throws {
        // HealStack's and Bookrank's `Button`s (fit): the same kind of symbol as an image item stays on 44 pt.
        let l = try layout(
            Self.scene("{ image: { systemName: gearshape }, accessibilityLabel: Settings }"),
            Variant(position: .topAttached, width: 414, scale: 3, statusBarHeight: 0))
        #expect(platters(l).last == Rect(x: 414 - 20 - 44, y: 0, width: 44, height: 44))
    }

    @Test func anIPadGivesTheCustomViewTenPointOneOfGlassEachSide() throws {
        // Bindicator's two 13" iPads (fit, one app): a 47.0 pt capsule at @2x, 10 pt from the edge.
        for width in [1024.0, 1032.0] {
            let l = try layout(
                Self.scene("{ customView: { image: { systemName: slider.horizontal.3 } } }"),
                Variant(position: .topAttached, width: width, scale: 2, statusBarHeight: 24))
            let capsule = try #require(platters(l).last)
            #expect(abs(capsule.width - 47.0) < 0.05 && abs(capsule.maxX - (width - 10)) < 0.01, "\(width)")
        }
    }

    @Test func aSmallSymbolOrABoxStillSitsInTheCircle() throws {
        // `plus` (22.9 pt of advance) + 2 × 10.42 < 44: a circle, as a box of 22.8 pt is.
        for item in ["{ customView: { image: { systemName: plus } } }", "{ customView: { width: 22.8, height: 22 } }"] {
            let l = try layout(Self.scene(item), Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
            #expect(platters(l).last == Rect(x: 402 - 16 - 44, y: 0, width: 44, height: 44), "\(item)")
        }
    }

    @Test func explainNamesTheRuleAndTheItemIsReadByItsLabelOrSymbol() throws {
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        let lines = try WideCorpusFitTests.platterLines(
            Self.scene("{ customView: { image: { systemName: slider.horizontal.3 } } }"), variant)
        let line = try #require(lines.last)
        #expect(line.value.hasPrefix("glass: custom view slider horizontal 3 showing systemName slider.horizontal.3"))
        let rule = line.provenance.rule
        #expect(rule.contains("a custom view, 26.81 pt wide (slider.horizontal.3 at its own size, its advance)"), "\(rule)")
        #expect(rule.contains("10.42 pt of glass each side: a capsule, 47.65 pt") && rule.contains("NavigationLink"), "\(rule)")
        #expect(rule.contains("docs/UIKIT.md §10.16"))
        // A declared label wins, as for every item.
        let labelled = try WideCorpusFitTests.platterLines(
            Self.scene("{ customView: { image: { systemName: gearshape } }, accessibilityLabel: Settings }"), variant)
        #expect(labelled.last?.value.hasPrefix("glass: custom view Settings showing systemName gearshape") == true)
    }

    @Test func beforeIOS26TheSymbolIsDrawnInItsViewWithTheTextPadding() throws {
        let yaml = "era: ios15\n" + Self.scene("{ customView: { image: { systemName: gearshape } } }")
        let l = try LiquidGlassGeometryTests().layout(
            yaml, variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        #expect(platters(l).isEmpty)
        let glyph = try #require(symbols(l).first)
        // Its 26.52 pt view ends 8 pt (the item padding) and 8 pt (the bar's inset) from the edge.
        let advance = try #require(SymbolFontBoxes.advance(for: "gearshape"))
        #expect(abs(glyph.midX - (402 - 16 - advance / 2)) < 0.01)
    }

    @Test func aCustomViewsImageIsAnSFSymbolAndOnlyACustomViewTakesOne() {
        let file = ThemeParser.parse(Self.scene("{ customView: { image: gear.png } }"), path: "t.yaml").1
        #expect(file.contains { $0.message.contains("a custom view's 'image' is an SF Symbol") })
        let neither = ThemeParser.parse(Self.scene("{ customView: { color: red } }"), path: "t.yaml").1
        #expect(neither.contains { $0.message.contains("needs a 'width' and a 'height' in points, or an 'image: { systemName: NAME }'") })
        let title = ThemeParser.parse(
            "scenes:\n  - name: s\n    items:\n      - title: A\n        titleView: { image: { systemName: gear } }\n", path: "t.yaml"
        ).1
        #expect(title.contains { $0.message.contains("image") })
    }

    /// A `NavigationLink` whose label is a `Text` is hosted as the symbol links are: `customView: { title: }`
    /// is the text's advance plus the custom view's 10.42 pt each side, where a text item takes 15.83
    /// (assumed from the symbol views, docs/UIKIT.md §10.16; Botanica's "History" is the check half's
    /// case). The title is drawn as a text item's, in the bar's tint.
    @Test func aNavigationLinksTextSitsOnItsAdvancePlusACustomViewsGlass() throws {
        let variant = Variant(position: .topAttached, width: 390, scale: 3, statusBarHeight: 0)
        let tinted = "navigationBar: { tintColor: \"#2EBA54\" }\n"
        let link = try layout(tinted + Self.scene("{ customView: { title: History } }"), variant)
        let text = try layout(tinted + Self.scene("{ title: History }"), variant)
        let linkCapsule = try #require(platters(link).last)
        let textCapsule = try #require(platters(text).last)
        // Each capsule's edges on the pixel grid (§10.4): the difference within a pixel at @3x.
        #expect(abs((textCapsule.width - linkCapsule.width) - 2 * (GlassMetrics.textItemPadding - GlassMetrics.customViewPadding)) < 0.34)
        #expect(linkCapsule.maxX == textCapsule.maxX)
        let runs = link.elements.compactMap { e -> TextRun? in
            if case .text(let r) = e, r.role == .rightItem { return r } else { return nil }
        }
        let run = try #require(runs.first)
        #expect(run.text == "History")
        #expect(abs(run.frame.width + 2 * GlassMetrics.customViewPadding - linkCapsule.width) <= 0.5 / 3 + 1e-9)
        #expect(run.style.color == RGBAColor(r: 0x2E, g: 0xBA, b: 0x54))
        let lines = try WideCorpusFitTests.platterLines(tinted + Self.scene("{ customView: { title: History } }"), variant)
        #expect(
            lines.last?.provenance.rule.contains("a custom view showing text takes the text's advance plus a custom view's 10.42 pt")
                == true)
    }

    @Test func aCustomViewShowsATitleOrAnImageNotBoth() {
        let yaml = Self.scene("{ customView: { title: History, image: { systemName: clock } } }")
        let diagnostics = ThemeParser.parse(yaml, path: "t.yaml").1
        let error = diagnostics.first { $0.message.contains("a custom view shows an 'image' or a 'title', not both") }
        #expect(error?.location?.line == 5, "\(diagnostics)")
        #expect(ThemeParser.parse(Self.scene("{ customView: { title: History } }"), path: "t.yaml").1.isEmpty)
    }
}
