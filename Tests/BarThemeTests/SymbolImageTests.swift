import Testing

@testable import BarTheme

/// SF Symbol images on bar button items (docs/THEME-FORMAT.md "SF Symbol image", docs/UIKIT.md
/// §10.13): parsed, laid out with their measured boxes, and linted for unknown names.
@Suite struct SymbolImageTests {
    func parse(_ yaml: String) -> (ThemeDocument?, [Diagnostic]) { ThemeParser.parse(yaml, path: "t.yaml") }

    func layout(_ yaml: String, variant: Variant) throws -> BarLayout {
        let (document, diags) = parse(yaml)
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        return BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
    }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
    }

    func symbols(_ layout: BarLayout) -> [(String, Rect)] {
        layout.elements.compactMap {
            if case .icon(let icon) = $0, case .symbol(let symbol) = icon.icon { return (symbol.name, icon.frame) } else { return nil }
        }
    }

    @Test func anItemImageNamesASymbolWithItsConfiguration() throws {
        let (document, diags) = parse(
            """
            scenes:
              - name: s
                items:
                  - rightBarButtonItems: [{ image: { systemName: chevron.up, weight: bold, scale: large, pointSize: 20 } }]
            """)
        #expect(diags.isEmpty, "\(diags)")
        let item = try #require(document?.scenes.first?.items.first?.rightBarButtonItems.first)
        #expect(item.image == nil)
        let symbol = try #require(item.symbol)
        #expect(symbol.name.value == "chevron.up")
        #expect(symbol.weight?.value == .bold)
        #expect(symbol.scale?.value == .large)
        #expect(symbol.pointSize?.value == 20)
    }

    @Test func aBadSymbolNameOrASymbolOutsideAnItemIsAnErrorAtItsPlace() {
        let bad = parse("scenes:\n  - name: s\n    bar: toolbar\n    items: [{ image: { systemName: Chevron Up } }]\n").1
        #expect(bad.map(\.description).contains { $0.hasPrefix("t.yaml:4:36: error: 'Chevron Up' is not an SF Symbol name") })
        let background = parse("navigationBar:\n  backIndicatorImage: { systemName: arrow.left }\n").1
        #expect(
            background.map(\.description).contains {
                $0.hasPrefix("t.yaml:2:25: error: an SF Symbol ('systemName') can only be a bar button item's image in BarTheme")
            }, "\(background)")
    }

    @Test func toolbarCapsulesFollowTheirSymbolsWidthsAndTheMiddleCircleIsCentred() throws {
        // NetNewsWire 7's article toolbar (R10): UIKit's capsules are 110.3 and 102.7 pt, the
        // middle circle at 171-219 on a 390 pt phone; glyph centres at 54.0, 111.0-111.2, 195,
        // 283.3 and 336.5, 26.3 / 25.5 / 26.3 / 26.0 / 25.6 pt down the image.
        let l = try layout(
            """
            scenes:
              - name: s
                bar: toolbar
                items:
                  - { image: { systemName: circle } }
                  - { image: { systemName: star } }
                  - { systemItem: flexibleSpace }
                  - { image: { systemName: chevron.down.circle } }
                  - { systemItem: flexibleSpace }
                  - { image: { systemName: text.page } }
                  - { image: { systemName: square.and.arrow.up } }
            """, variant: Variant(position: .bottom, width: 390, scale: 3))
        let frames = platters(l)
        #expect(frames.count == 3)
        // Within a pixel at @3x: the rule's widths with their edges on the pixel grid (§10.4).
        #expect(abs(frames[0].width - 110.3) < 0.34, "\(frames[0])")
        #expect(abs(frames[2].width - 102.7) < 0.34, "\(frames[2])")
        #expect(frames[1] == Rect(x: 171, y: 2, width: 48, height: 48))
        #expect(frames[2].maxX == 362)
        let measured: [(Double, Double)] = [(54.0, 26.33), (111.08, 25.42), (195.0, 26.33), (283.33, 26.0), (336.5, 25.62)]
        let glyphs = symbols(l)
        #expect(glyphs.map(\.0) == ["circle", "star", "chevron.down.circle", "text.page", "square.and.arrow.up"])
        for ((name, frame), (x, y)) in zip(glyphs, measured) {
            #expect(abs(frame.midX - x) <= 0.5 && abs(frame.midY - y) <= 0.5, "\(name) \(frame.midX), \(frame.midY)")
        }
    }

    @Test func chevronDownSitsLowerThanChevronUpOnTheirCapsule() throws {
        // NetNewsWire 7's article (R9): a 100 pt capsule, centres 297 and 351, chevron.down 0.67 pt lower.
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: A
                    rightBarButtonItems: [{ image: { systemName: chevron.down } }, { image: { systemName: chevron.up } }]
            """, variant: Variant(position: .topAttached, width: 390, scale: 3))
        // The item row starts under the 390 pt phone's 47 pt status bar, as in R9: centre 69. The
        // capsule (274-374 pt in UIKit) is the chevrons' advances (SF Pro's font, 23.59 pt each) plus
        // 11.27 pt each side and 8 pt between: 273.74-374; UIKit's ink centres 296.83 and 350.83.
        let capsule = try #require(platters(l).last)
        #expect(abs(capsule.minX - 274) <= 0.5 && capsule.maxX == 374 && capsule.y == 47 && capsule.height == 44, "\(capsule)")
        let glyphs = symbols(l)
        #expect(glyphs.map(\.0) == ["chevron.up", "chevron.down"])
        for ((name, frame), x) in zip(glyphs, [296.83, 350.83]) {
            #expect(abs(frame.midX - x) <= 0.17, "\(name) \(frame.midX)")
        }
        #expect(abs(glyphs[0].1.midY - 69) < 0.01)
        #expect(abs(glyphs[1].1.midY - 69.67) < 0.01)
    }

    @Test func threeSymbolsOnANavigationBarCapsuleTakeTheirAdvancesAnd11Point27EachSide() throws {
        // Yana's UIKit reader (#39 session 8, fit, 440 pt, 62 pt status bar): star,
        // line.3.horizontal.decrease.circle and ellipsis.circle on a capsule at 257.67-420 pt, their
        // ink centres at 282.83, 340 and 396 pt, 83.33, 84.33 and 84.33 pt down (the row's centre 84).
        let l = try layout(
            """
            scenes:
              - name: s
                statusBarHeight: 62
                items:
                  - title: ""
                    rightBarButtonItems:
                      - { image: { systemName: ellipsis.circle } }
                      - { image: { systemName: line.3.horizontal.decrease.circle } }
                      - { image: { systemName: star } }
            """, variant: Variant(position: .topAttached, width: 440, scale: 3))
        // Within half a pixel at @3x: the advances (27.87, 25.46, 25.46 pt) plus 11.27 pt each side
        // and 8 pt between give 257.75 pt (session 8's layout widths and 13 pt gave 257.33).
        let capsule = try #require(platters(l).last)
        #expect(abs(capsule.minX - 257.67) <= 0.17 && capsule.maxX == 420, "\(capsule)")
        let glyphs = symbols(l)
        #expect(glyphs.map(\.0) == ["star", "line.3.horizontal.decrease.circle", "ellipsis.circle"])
        for ((name, frame), (x, y)) in zip(glyphs, [(282.83, 83.33), (340.0, 84.33), (396.0, 84.33)]) {
            #expect(abs(frame.midX - x) <= 0.34 && abs(frame.midY - y) <= 0.34, "\(name) \(frame.midX), \(frame.midY)")
        }
    }

    @Test func aSwiftUIGroupOfThreeSymbolsFollowsTheSameRule() throws {
        // ExpenseMate's editor sheet (#39 session 8, fit, 402 pt; the sheet's row at the bar's top):
        // calendar, camera and trash on a capsule at 220.33-386 pt, centres 244.83, 304.17, 362.5.
        let l = try layout(
            """
            scenes:
              - name: s
                statusBarHeight: 0
                items:
                  - title: ""
                    rightBarButtonItems:
                      - { image: { systemName: trash } }
                      - { image: { systemName: camera } }
                      - { image: { systemName: calendar } }
            """, variant: Variant(position: .top, width: 402, scale: 3))
        let capsule = try #require(platters(l).last)
        #expect(abs(capsule.minX - 220.33) <= 0.34 && capsule.maxX == 386, "\(capsule)")
        let glyphs = symbols(l)
        #expect(glyphs.map(\.0) == ["calendar", "camera", "trash"])
        // The advance rule fitted on three apps jointly puts the camera 0.42 pt right of UIKit's
        // (the largest of its fit residuals), the others within 0.3 pt.
        for ((name, frame), x) in zip(glyphs, [244.83, 304.17, 362.5]) {
            #expect(abs(frame.midX - x) <= 0.5, "\(name) \(frame.midX)")
        }
    }

    @Test func symbolsSharingANavigationBarCapsuleTakeTheirAdvancesFromSFProsFont() throws {
        // docs/UIKIT.md §10.13: each symbol's slot is its advance at the bar's 17 pt large scale plus
        // 11.27 pt each side, the glyphs 8 pt apart; a name the font lacks takes its ink plus the
        // font's median side bearings (5.46 pt).
        let plus = SymbolImage(name: "plus")  // measured ink, the font's advance
        let cart = SymbolImage(name: "cart")  // the font's box
        let unknown = SymbolImage(name: "figure.walk.motion")  // neither
        #expect(abs(plus.advance - 2763 * 17 / 2048.0) < 0.001)
        #expect(abs(cart.advance - 3547 * 17 / 2048.0) < 0.001)
        #expect(abs(unknown.advance - (22 - 0.33 + 5.46)) < 0.001)
        #expect(abs(SymbolImage(name: "cart", pointSize: 34).advance - 2 * 3547 * 17 / 2048.0) < 0.001)
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: ""
                    rightBarButtonItems: [{ image: { systemName: cart } }, { image: { systemName: plus } }, { image: { systemName: figure.walk.motion } }]
            """, variant: Variant(position: .topAttached, width: 402, scale: 3))
        let capsule = try #require(platters(l).last)
        let advances = [plus.advance, cart.advance, unknown.advance]
        let width = advances.reduce(0, +) + 6 * 11.27 + 2 * 8
        #expect(abs(capsule.width - pixelWidth(width)) < 0.001 && capsule.maxX == 386, "\(capsule)")
        // Each glyph sits on its advance's centre, moved by its bearings (cart 0.27 pt left); the slots are
        // laid out from the capsule's leading edge on the pixel grid (§10.4), so they end where the rule's width does.
        let glyphs = symbols(l)
        #expect(glyphs.map(\.0) == ["figure.walk.motion", "plus", "cart"])
        let end = capsule.x + width
        let cartCentre = end - 11.27 - advances[1] / 2 + cart.box.inkOffsetX
        #expect(abs(glyphs[2].1.midX - cartCentre) < 0.001 && cart.box.inkOffsetX < -0.2, "\(glyphs[2].1)")
        let plusCentre = end - advances[1] - 3 * 11.27 - 8 - advances[0] / 2
        #expect(abs(glyphs[1].1.midX - plusCentre) < 0.001, "\(glyphs[1].1)")
    }

    @Test func beforeIOS26ASymbolTakesItsLayoutWidthPlusTheItemPadding() throws {
        // ios15: the rightmost item's content ends at the 16 pt margin (docs/UIKIT.md §1.4), its room
        // the symbol's advance (27.87 pt at 17 pt large, SF Pro's font) plus the item padding; the star's
        // measured ink (23.83 pt) is centred on it (§3.9.1), and sits as the font's glyph does with the
        // row's centre 6.1 pt above the baseline: the glyph's ink centre is 812 units (6.74 pt) above it,
        // so 0.64 pt above the row's centre (glass's measured box: 0.58).
        let l = try layout(
            "era: ios15\nscenes:\n  - name: s\n    items:\n      - { title: A, rightBarButtonItems: [{ image: { systemName: star } }] }\n",
            variant: Variant(position: .top, width: 390, scale: 3))
        let star = try #require(symbols(l).first?.1)
        #expect(abs(star.width - 23.83) < 0.001 && abs(star.height - 22.83) < 0.001)
        let advance = 3358 * 17 / 2048.0
        #expect(abs(star.midX - (390 - 16 - advance / 2)) < 0.001, "\(star)")
        #expect(abs(star.midY - (l.contentFrame.midY + 6.1 - 812 * 17 / 2048.0)) < 0.001, "\(star)")
    }

    @Test func aSymbolNeitherMeasuredNorInTheFontTakesTheApproximateBoxAndExplainSaysSo() throws {
        let symbol = SymbolImage(name: "figure.walk.motion")
        #expect(symbol.box == SymbolBoxes.approximate)
        #expect(
            symbol.description
                == "systemName figure.walk.motion (box approximate, docs/UIKIT.md §10.13)"
                + " (drawn with a stand-in: a rounded square in the symbol's box)")
        #expect(
            SymbolImage(name: "star").description
                == "systemName star (box measured: NetNewsWire 7 screenshots (R9, R10), docs/UIKIT.md §10.13)"
                + " (drawn with a stand-in: BarTheme's own drawing of the shape, not Apple's glyph)")
        // The bar's default is the large scale (docs/UIKIT.md §10.13): `large` keeps the measured box.
        #expect(SymbolImage(name: "plus", scale: .large).box.inkWidth == 17.67)
    }

    @Test func lintWarnsAboutASymbolNameBarThemeDoesNotKnowWithTheClosestName() throws {
        let (document, diags) = parse(
            """
            scenes:
              - name: s
                bar: toolbar
                items: [{ image: { systemName: chevron.upp } }, { image: { systemName: square.and.arrow.up } }]
            """)
        #expect(diags.isEmpty, "\(diags)")
        let warnings = Linter.lint(try #require(document)).filter { $0.ruleID == "unknown-symbol" }
        #expect(
            warnings.map(\.message) == [
                "BarTheme does not know the SF Symbol 'chevron.upp'; did you mean 'chevron.up'? A misspelt name gives no image on a device (UIImage(systemName:) returns nil) (docs/UIKIT.md §10.13)"
            ])
        #expect(warnings.map { $0.location?.line } == [4])
    }

    @Test func lintWarnsAboutATabsUnknownSymbolInItsImageAndSelectedImage() throws {
        let (document, diags) = parse(
            """
            scenes:
              - name: tabs
                bar: tabBar
                items:
                  - { title: Home, image: { systemName: house } }
                  - { title: Inbox, image: { systemName: tray.fulll }, selectedImage: { systemName: tray.ful } }
            """)
        #expect(diags.isEmpty, "\(diags)")
        let warnings = Linter.lint(try #require(document)).filter { $0.ruleID == "unknown-symbol" }
        #expect(warnings.map { $0.location?.line } == [6, 6])
        #expect(warnings.first?.message.contains("did you mean 'tray.full'?") == true, "\(warnings)")
    }
}
