import Testing

@testable import BarTheme

/// A measurer whose lines are 10 pt per character wide, 40 pt tall, with the baseline 32 pt below
/// the top: the large title's placement by its baseline can be read off exactly.
private struct BaselineMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle) -> TextMetrics {
        TextMetrics(width: Double(text.count) * 10, height: 40, ascent: 32)
    }
}

/// The `ios26` geometry (docs/UIKIT.md §10): bar height, large-title position, margins
/// by width class, capsule paddings and gaps, glyph circles. Laid out with fixed measurers, so each
/// number is the rule's, not a font's.
@Suite struct LiquidGlassGeometryTests {
    func layout(
        _ yaml: String, variant: Variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62),
        measurer: any TextMeasuring = BaselineMeasurer()
    ) throws -> BarLayout {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(
            scene: scene, metrics: variant.metrics, prefersLargeTitles: appearance.prefersLargeTitles.value)
        return BarLayoutEngine(measurer: measurer).layout(appearance: appearance, content: content, variant: variant)
    }

    @Test func aPhoneNavigationBarIs54PointsWithTheItemRowItsTop44() throws {
        let l = try layout("scenes:\n  - name: s\n    items:\n      - title: Settings\n")
        // 62 pt status bar + 54 pt bar; the items' row is the top 44 pt of the bar.
        #expect(l.size.height == 62 + 54)
        #expect(l.contentFrame == Rect(x: 0, y: 62, width: 402, height: 44))
        #expect(l.background == Rect(x: 0, y: 0, width: 402, height: 116))
        // The title is centred on the row, not on the 54 pt bar.
        #expect(close(l.run(.title)?.frame.midY, 62 + 22))
        // Older eras keep the 44 pt bar, and so do a toolbar (a phone's floats instead: 44 pt and
        // the home-indicator area, FloatingToolbarTests), landscape metrics and an iPad.
        #expect(try layout("era: ios15\nscenes:\n  - name: s\n    items:\n      - title: S\n").background.height == 62 + 44)
        let toolbar = try layout(
            "scenes:\n  - name: s\n    bar: toolbar\n    items: [{ systemItem: add }]\n",
            variant: Variant(position: .bottom, width: 402, scale: 3))
        #expect(toolbar.size.height == 44 + 34)
        let landscape = try layout(
            "scenes:\n  - name: s\n    items:\n      - title: S\n",
            variant: Variant(metrics: .compact, position: .top, width: 874, scale: 3))
        #expect(landscape.size.height == 32)
        let pad = try layout(
            "scenes:\n  - name: s\n    items:\n      - title: S\n", variant: Variant(position: .top, width: 820, scale: 2))
        // An iPad's ios26 row is centred 30 pt below the bar's top (measured, #39, docs/UIKIT.md §10.14).
        #expect(pad.size.height == 60)
    }

    @Test func platterShadowsSpillBelowTheBarAndTheImageIncludesThem() throws {
        // A back button's circle ends at the item row's bottom (62 + 44 = 106); its shadow shows to
        // 40 pt below it (measured, docs/UIKIT.md §10.12), 30 pt past the 54 pt bar's bottom (116).
        let yaml = "scenes:\n  - name: s\n    items:\n      - title: Archive\n      - title: Retrieval\n"
        let l = try layout(yaml)
        #expect(l.background == Rect(x: 0, y: 0, width: 402, height: 116))
        #expect(l.size.height == 106 + 40)
        // Cropped to the bar alone, as the hairline is.
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        let doc = try #require(document)
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62)
        let appearance = AppearanceResolver().resolve(document: doc, scene: try #require(doc.scenes.first), variant: variant)
        let content = ContentResolver.resolve(
            scene: try #require(doc.scenes.first), metrics: variant.metrics, prefersLargeTitles: appearance.prefersLargeTitles.value)
        let cropped = BarLayoutEngine(measurer: BaselineMeasurer(), shadowBand: false).layout(
            appearance: appearance, content: content, variant: variant)
        #expect(cropped.size.height == 116)
        // No platter, no spill; a large-title bar holds its platters' shadows itself.
        #expect(try layout("scenes:\n  - name: s\n    items:\n      - title: Settings\n").size.height == 116)
        let large = try layout(
            "navigationBar: { prefersLargeTitles: true }\nscenes:\n  - name: s\n    items:\n      - title: A\n      - title: Inbox\n")
        #expect(large.size.height == large.background.height)
        // Older eras draw no platters: the image is the bar (a new iOS 15 screen is at its scroll
        // edge, with no hairline row, docs/UIKIT.md §3.8.1).
        #expect(try layout("era: ios15\n" + yaml).size.height == 62 + 44)
        // explain names the rule.
        let line = try #require(appearance.explained.first { $0.name == "platterShadow" })
        #expect(line.value == "to 40 pt below the platters, drawn below the bar")
        #expect(line.provenance.rule.contains("docs/UIKIT.md §10.12"))
    }

    @Test func theLargeTitleBaselineIs90PointsBelowTheSafeAreaTop() throws {
        let l = try layout(
            "navigationBar: { prefersLargeTitles: true }\nscenes:\n  - name: s\n    items:\n      - title: Inbox\n",
            variant: Variant(position: .topAttached, width: 390, scale: 3, statusBarHeight: 47))
        let title = try #require(l.run(.largeTitle))
        // Baseline = frame top + the measurer's 32 pt ascent: 47 + 90 = 137 on a 390 pt phone.
        #expect(title.frame.y + 32 == 47 + 90)
        #expect(l.size.height == 47 + 54 + 52)
        // iOS 15-18 keep it at 80.
        let old = try layout(
            "era: ios15\nnavigationBar: { prefersLargeTitles: true }\nscenes:\n  - name: s\n    items:\n      - title: Inbox\n",
            variant: Variant(position: .topAttached, width: 390, scale: 3, statusBarHeight: 47))
        #expect(try #require(old.run(.largeTitle)).frame.y + 32 == 47 + 80)
    }

    @Test func inABareFrameTheRowIs10PointsDownAndTheLargeTitleBaseline100() throws {
        // A SwiftUI NavigationStack snapshotted without a safe area (position top, no status bar):
        // the large title's baseline 100 pt below the frame's top (measured, vault-ios on iOS 26.0
        // and 26.5, docs/UIKIT.md §10.15), the row 10 pt down, so the title stays 90 below it.
        let yaml = "navigationBar: { prefersLargeTitles: true }\nscenes:\n  - name: s\n    items:\n      - title: Title\n"
        let bare = Variant(position: .top, width: 390, scale: 3)
        let l = try layout(yaml, variant: bare)
        #expect(try #require(l.run(.largeTitle)).frame.y + 32 == 100)
        #expect(l.contentFrame == Rect(x: 0, y: 10, width: 390, height: 44))
        #expect(l.background.height == 10 + 54 + 52)
        // Under a status bar nothing is added (90 below the safe top, above); iOS 18's bare frame
        // keeps the row at the top (its references: baseline 80).
        let old = try layout("era: ios15\n" + yaml, variant: bare)
        #expect(try #require(old.run(.largeTitle)).frame.y + 32 == 80)
        // explain names the rule in the bar's height.
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        let doc = try #require(document)
        let appearance = AppearanceResolver().resolve(document: doc, scene: try #require(doc.scenes.first), variant: bare)
        let height = try #require(appearance.barHeight)
        #expect(height.value == 64)
        #expect(height.provenance.rule.contains("no status bar above it"))
    }

    func platters(_ layout: BarLayout) -> [GlassPlatter] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p } else { return nil } }.sorted { $0.frame.x < $1.frame.x }
    }

    @Test func theOuterInsetIs20PointsOnMaxClassPhonesAnd16OnTheOthers() throws {
        let yaml = """
            scenes:
              - name: s
                items:
                  - title: Notes
                  - title: Note
                    rightBarButtonItems: [{ systemItem: add }]
            """
        for (width, inset) in [(440.0, 20.0), (430, 20), (414, 20), (402, 16), (390, 16), (375, 16)] {
            let p = platters(try layout(yaml, variant: Variant(position: .topAttached, width: width, scale: 3, statusBarHeight: 0)))
            #expect(p.count == 2)
            #expect(p.first?.frame.x == inset, "\(width)")
            #expect(p.last?.frame.maxX == width - inset, "\(width)")
        }
        // A phone's floating toolbar's are 28 pt in at every width (docs/UIKIT.md §10.7).
        let toolbar = platters(
            try layout(
                "scenes:\n  - name: s\n    bar: toolbar\n    items: [{ systemItem: add }, { systemItem: flexibleSpace }, { systemItem: trash }]\n",
                variant: Variant(position: .bottom, width: 440, scale: 3)))
        #expect(toolbar.map(\.frame.x) == [28, 440 - 28 - 48])
    }

    @Test func aTextCapsuleIsItsText15Point83EachSideAndPlattersAre12PointsApart() throws {
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: Inbox
                    leftBarButtonItems: [{ title: Edit }]
                    rightBarButtonItems: [{ title: Select }, { systemItem: add, sharesBackground: false }]
            """, variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let p = platters(l)
        // "Edit" 40 + 2 × 15.83; "Select" 60 + 2 × 15.83 outermost on the right (docs/UIKIT.md §10.14);
        // the add circle 12 pt to its left.
        let widths = [pixelWidth(71.66), 44, pixelWidth(91.66)]
        #expect(zip(p.map(\.frame.width), widths).allSatisfy { abs($0 - $1) < 1e-9 }, "\(p.map(\.frame))")
        #expect(p[0].frame.x == 16)
        #expect(p[2].frame.maxX == 402 - 16)
        #expect(abs(p[2].frame.x - p[1].frame.maxX - 12) < 1e-9)
        let edit = try #require(l.texts.first { $0.text == "Edit" })
        // Centred in its capsule, 71.67 pt on the pixel grid (§10.4).
        #expect(abs(edit.frame.x - (16 + (pixelWidth(71.66) - 40) / 2)) < 1e-9)
    }

    @Test func aCustomViewWithoutASharedBackgroundSits4PointsFurtherInThanAPlatter() throws {
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: Inbox
                    rightBarButtonItems: [{ customView: { width: 30, height: 30 }, hidesSharedBackground: true }]
            """, variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        #expect(platters(l).isEmpty)
        let view = try #require(
            l.elements.compactMap { e -> Rect? in if case .placeholder(let p) = e { return p.frame } else { return nil } }.first)
        #expect(view.maxX == 402 - 16 - 4)
    }

    @Test func aBlackTintIsDrawnAsTheVibrantLabelColourAndExplainNamesTheRule() throws {
        let yaml = """
            navigationBar: { tintColor: "#000000" }
            scenes:
              - name: s
                items:
                  - title: Notes
                  - title: Note
                    rightBarButtonItems: [{ title: Edit }, { systemItem: add }, { image: pen.png, tintColor: "#000000" }]
            """
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        #expect(appearance.tintColor.value == GlassVibrancy.text)
        #expect(appearance.tintColor.value == RGBAColor(r: 0x1A, g: 0x1A, b: 0x1A))
        #expect(appearance.tintColor.provenance.rule.contains("vibrant label colour"))
        guard case .declared = appearance.tintColor.provenance.origin else {
            Issue.record("the declaration stays the origin")
            return
        }
        let l = try layout(yaml, variant: variant)
        // A text item's title takes the plain label colour (Echo's and Hitokara Log's, docs/UIKIT.md §10.3).
        #expect(l.texts.first { $0.text == "Edit" }?.style.color == .black)
        let icon = l.elements.compactMap { e -> RGBAColor? in
            if case .icon(let i) = e, case .system = i.icon { return i.color } else { return nil }
        }
        #expect(icon == [RGBAColor(r: 0x1A, g: 0x1A, b: 0x1A)])
        let image = l.elements.compactMap { e -> RGBAColor? in if case .image(let i) = e { return i.tint } else { return nil } }
        #expect(image == [RGBAColor(r: 0x1E, g: 0x1E, b: 0x1E)])
        let chevron = l.elements.compactMap { e -> RGBAColor? in
            if case .icon(let i) = e, case .chevron = i.icon { return i.color } else { return nil }
        }
        #expect(chevron == [RGBAColor(r: 0x1A, g: 0x1A, b: 0x1A)])

        // Before Liquid Glass, black is black; and another colour stays itself on glass.
        let ios15 = AppearanceResolver().resolve(
            document: try #require(ThemeParser.parse("era: ios15\n" + yaml, path: "t.yaml").0), scene: scene, variant: variant)
        #expect(ios15.tintColor.value == RGBAColor(r: 0, g: 0, b: 0))
        #expect(GlassVibrancy.onGlass(RGBAColor(r: 0, g: 122, b: 255)) == RGBAColor(r: 0, g: 122, b: 255))
        #expect(GlassVibrancy.onGlass(RGBAColor(r: 0, g: 0, b: 0, alpha: 0.5)) == RGBAColor(r: 0, g: 0, b: 0, alpha: 0.5))
    }

    func icons(_ layout: BarLayout) -> [(SystemItem, Rect)] {
        layout.elements.compactMap { e -> (SystemItem, Rect)? in
            if case .icon(let i) = e, case .system(let s) = i.icon { return (s, i.frame) } else { return nil }
        }
    }

    @Test func closeIsAGlyphCentredInA44PointCircleAndGlyphSizedViewsGetCirclesToo() throws {
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: Sheet
                    leftBarButtonItems: [{ systemItem: close }]
                    rightBarButtonItems: [{ customView: { width: 22.8, height: 22 } }]
            """, variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let p = platters(l)
        #expect(p.map(\.frame) == [Rect(x: 16, y: 0, width: 44, height: 44), Rect(x: 402 - 16 - 44, y: 0, width: 44, height: 44)])
        #expect(p.allSatisfy { $0.isCircle })
        let close = try #require(icons(l).first { $0.0 == .close })
        #expect(close.1.midX == 16 + 22 && close.1.midY == 22)
        // The layout tells the painter to draw the plain xmark for ios26.
        let glyphs = l.elements.compactMap { e -> IconPlacement.Glyph? in if case .icon(let i) = e { return i.glyph } else { return nil } }
        #expect(glyphs == [.xmark])
    }

    @Test func twoGroupedGlyphItemsHaveCentres54PointsApartOnA100PointCapsule() throws {
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: Inbox
                    rightBarButtonItems: [{ systemItem: add }, { systemItem: search }, { title: Edit }]
            """, variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let p = platters(l)
        #expect(p.count == 2)
        // Outermost first: add and search share a 46 + 8 + 46 pt capsule; the text item has a
        // capsule of its own (40 + 2 × 15.83) 12 pt further in (WWDC25 session 284, §10.4).
        #expect(p.last?.frame == Rect(x: 402 - 16 - 100, y: 0, width: 100, height: 44))
        #expect(p.first.map { abs($0.frame.width - pixelWidth(71.66)) < 1e-9 && abs($0.frame.maxX - (402 - 16 - 100 - 12)) < 1e-9 } == true)
        let centres: [Double] = icons(l).sorted { $0.1.x < $1.1.x }.map(\.1.midX)
        let expected: [Double] = [402 - 16 - 23 - 54, 402 - 16 - 23]
        #expect(centres == expected)
    }

    @Test func twoGlyphsAloneMakeTheMeasured100PointCapsuleAt440Points() throws {
        let l = try layout(
            "scenes:\n  - name: s\n    items:\n      - title: A\n      - title: B\n        rightBarButtonItems: [{ systemItem: fastForward }, { systemItem: rewind }]\n",
            variant: Variant(position: .topAttached, width: 440, scale: 3, statusBarHeight: 62))
        let p = platters(l)
        // Measured on NetNewsWire 7 (R9): back circle 20-64, capsule 320-420 × 62-106, glyphs at 343 and 397.
        #expect(p.map(\.frame) == [Rect(x: 20, y: 62, width: 44, height: 44), Rect(x: 320, y: 62, width: 100, height: 44)])
        let centres: [Double] = icons(l).sorted { $0.1.x < $1.1.x }.map(\.1.midX)
        let expected: [Double] = [343, 397]
        #expect(centres == expected)
    }

    @Test func anItemsOwnChromaticTintFillsItsPlatterWithWhiteContent() throws {
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: Today
                    rightBarButtonItems:
                      - { systemItem: organize, tintColor: "#086AEE" }
                      - { systemItem: add, tintColor: label }
                      - { systemItem: trash }
            """, variant: Variant(position: .topAttached, width: 390, scale: 3, statusBarHeight: 0))
        let p = platters(l)
        // The tinted item alone on a circle filled with its tint (outermost), the other two grouped.
        #expect(p.count == 2)
        let tinted = try #require(p.first { if case .tinted = $0.fill { return true } else { return false } })
        #expect(tinted.fill == .tinted(RGBAColor(r: 8, g: 106, b: 238)))
        #expect(tinted.frame == Rect(x: 390 - 16 - 44, y: 0, width: 44, height: 44))
        let colours = l.elements.compactMap { e -> (SystemItem, RGBAColor)? in
            if case .icon(let i) = e, case .system(let s) = i.icon { return (s, i.color) } else { return nil }
        }
        #expect(colours.first { $0.0 == .organize }?.1 == RGBAColor(white: 1))
        // `label` is achromatic: a glyph colour, not a fill.
        #expect(colours.first { $0.0 == .add }?.1 != RGBAColor(white: 1))
    }

    @Test func aCustomViewsOwnChromaticTintColoursItsSymbolOnTheCapsuleItShares() throws {
        // Apollo (#39 session 20, fit, docs/UIKIT.md §10.4): the tweak's globe, a UIButton custom
        // view whose item and button are tinted the app's purple, shares the glass capsule of the
        // image items beside it, drawn in that purple; an image item with the same tint would
        // fill a circle of its own.
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: Comments
                    rightBarButtonItems:
                      - { image: { systemName: ellipsis } }
                      - customView: { image: { systemName: globe } }
                        tintColor: "#A838FF"
            """)
        let p = platters(l)
        #expect(p.count == 1)
        #expect(p.first?.fill == .glass)
        let purple = RGBAColor(r: 168, g: 56, b: 255)
        let globe = l.elements.compactMap { e -> RGBAColor? in
            if case .icon(let i) = e, case .symbol(let s) = i.icon, s.name == "globe" { return i.color } else { return nil }
        }
        #expect(globe == [purple])
    }

    @Test func aLargeTitleWithASubtitleSitsOnTheMeasuredBaselinesAndInset() throws {
        let l = try layout(
            "navigationBar: { prefersLargeTitles: true }\nscenes:\n  - name: s\n    items:\n      - { title: Feeds, subtitle: Updated }\n",
            variant: Variant(position: .topAttached, width: 440, scale: 3, statusBarHeight: 62))
        let title = try #require(l.run(.largeTitle)), subtitle = try #require(l.run(.subtitle))
        // Measured on NetNewsWire 7 (R7): title baseline 93 pt below the safe top, the subtitle's
        // 18.33 pt lower, both 20 pt in on a 440 pt phone (the title's ink then starts at San
        // Francisco's own bearing inside the line, docs/UIKIT.md §2.4 "Widths"); 14 pt subtitle.
        #expect(close(title.frame.y + 32, 62 + 93))
        #expect(close(subtitle.frame.y + 32, 62 + 93 + 18.33))
        #expect(close(title.frame.x, 20) && subtitle.frame.x == 20)
        #expect(subtitle.style.font.size == 14)
    }

    @Test func anInlineTitleWithASubtitleSitsOnTheMeasuredBaselines() throws {
        let l = try layout(
            "scenes:\n  - name: s\n    items:\n      - { title: Today, subtitle: 20 Unread }\n",
            variant: Variant(position: .topAttached, width: 390, scale: 3, statusBarHeight: 47))
        let title = try #require(l.run(.title)), subtitle = try #require(l.run(.subtitle))
        // Measured (R8): baselines 20.33 and 35.0 pt below the item row's top (the title's on the
        // stem of its T: cap top 9.67, 15 pt bold).
        #expect(close(title.frame.y + 32, 47 + 20.33))
        #expect(close(subtitle.frame.y + 32, 47 + 35))
    }

    @Test func inDarkModeItemsAreTheMeasuredF4F4F4() throws {
        let (document, _) = ThemeParser.parse("scenes:\n  - name: s\n    items: [{ title: A }]\n", path: "t.yaml")
        let doc = try #require(document)
        let a = AppearanceResolver().resolve(
            document: doc, scene: try #require(doc.scenes.first),
            variant: Variant(position: .topAttached, scale: 3, userInterfaceStyle: .dark, statusBarHeight: 0))
        // Measured (244,243,244) on NetNewsWire 7's dark captures (docs/UIKIT.md §10.3).
        #expect(a.tintColor.value == RGBAColor(r: 244, g: 244, b: 244))
        #expect(a.tintColor.provenance.rule.contains("on Liquid Glass, items default to the label colour"))
    }
}
