import Testing

@testable import BarTheme

/// A phone's floating toolbar in the `ios26` era (docs/UIKIT.md §10.7), measured on NetNewsWire 7's
/// toolbars (§10.9 R10): 48 pt platters, 28 pt from the screen's sides and 28 pt above its bottom
/// edge, 12 pt apart; the image reaches the screen's bottom (the home-indicator area).
@Suite struct FloatingToolbarTests {
    func layout(_ items: String, width: Double = 390, position: BarPosition = .bottom, metrics: BarMetrics = .default)
        throws -> BarLayout
    {
        let yaml = "scenes:\n  - name: s\n    bar: toolbar\n    items: \(items)\n"
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let variant = Variant(metrics: metrics, position: position, width: width, scale: 3)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        return BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
    }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
    }

    @Test func twoGlyphItemsFloatOn48PointCircles28PointsFromTheScreensEdges() throws {
        // NetNewsWire's feeds toolbar: a settings and an add item, a flexible space between.
        let items = "[{ systemItem: organize }, { systemItem: flexibleSpace }, { systemItem: add }]"
        for width in [390.0, 440] {
            let l = try layout(items, width: width)
            // 44 pt toolbar + the 34 pt home-indicator area: the image ends at the screen's bottom.
            #expect(l.size.height == 78, "\(width)")
            // Measured: 28-76 × 768-816 pt and 314-362 on an 844 pt screen (390 pt), i.e. y 2-50 here.
            #expect(platters(l) == [Rect(x: 28, y: 2, width: 48, height: 48), Rect(x: width - 76, y: 2, width: 48, height: 48)])
            #expect(l.contentFrame == Rect(x: 0, y: 2, width: width, height: 48))
            // Each glyph is centred on its circle (measured within 0.5 pt).
            let icons = l.elements.compactMap { if case .icon(let i) = $0 { return i.frame } else { return nil } }
            #expect(icons.map(\.midX) == [52, width - 52])
            #expect(icons.allSatisfy { $0.midY == 26 })
        }
    }

    @Test func sharedCapsulesAndAMiddleCircleSpreadByFlexibleSpaces() throws {
        // NetNewsWire's article toolbar: two glyphs on a capsule, one on a circle, two on a capsule.
        let l = try layout(
            """
            [{ systemItem: bookmarks }, { systemItem: organize }, { systemItem: flexibleSpace }, { systemItem: reply },
                  { systemItem: flexibleSpace }, { systemItem: compose }, { systemItem: action }]
            """)
        let frames = platters(l)
        #expect(frames.count == 3)
        // Two glyphs' capsule: 51.4 pt slots, 3.7 apart (UIKit's: 110.3 and 102.7 pt with its glyphs).
        // Their edges on the pixel grid (§10.4): 106.5 pt from 28 ends at pixel 403.5, rounded to 404.
        #expect(frames[0] == Rect(x: 28, y: 2, width: 320.0 / 3, height: 48))
        // The middle circle is centred (measured 171-219 on the 390 pt screen).
        #expect(frames[1] == Rect(x: 171, y: 2, width: 48, height: 48))
        // 255.5 pt from the right end's 362: pixel 766.5, rounded to 767.
        #expect(frames[2] == Rect(x: 767.0 / 3, y: 2, width: 319.0 / 3, height: 48))
    }

    @Test func separatePlattersAre12PointsApart() throws {
        let l = try layout("[{ systemItem: organize }, { systemItem: add, sharesBackground: false }]")
        #expect(platters(l) == [Rect(x: 28, y: 2, width: 48, height: 48), Rect(x: 28 + 48 + 12, y: 2, width: 48, height: 48)])
    }

    @Test func landscapeIPadAndTopToolbarsKeepTheBand() throws {
        let items = "[{ systemItem: organize }, { systemItem: flexibleSpace }, { systemItem: add }]"
        let landscape = try layout(items, width: 844, metrics: .compact)
        #expect(landscape.size.height == 32)
        #expect(platters(landscape).first?.height == 44)
        let pad = try layout(items, width: 820)
        #expect(pad.size.height == 50)
        #expect(platters(pad).first == Rect(x: 20, y: 3, width: 44, height: 44))
        let top = try layout(items, position: .top)
        #expect(top.size.height == 44)
        #expect(platters(top).first == Rect(x: 16, y: 0, width: 44, height: 44))
    }
}
