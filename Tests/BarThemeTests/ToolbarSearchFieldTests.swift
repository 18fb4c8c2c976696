import Testing

@testable import BarTheme

/// The search field an iOS 26 iPhone puts among its floating toolbar's items (docs/UIKIT.md §10.7),
/// measured on NetNewsWire 7's timeline toolbar (R10: a circle, the field, a circle at 28-76,
/// 88-302 and 314-362 pt on a 390 pt phone, 48 pt tall, 28 pt above the screen's bottom).
@Suite struct ToolbarSearchFieldTests {
    static let timeline =
        "[{ systemItem: organize }, { systemItem: flexibleSpace }, { searchBarPlacement: true }, { systemItem: flexibleSpace }, { systemItem: reply }]"

    func layout(
        _ items: String, search: String = "{ placeholder: Search Articles }", era: String = "ios26", width: Double = 390,
        style: UserInterfaceStyle = .light
    ) throws -> BarLayout {
        let yaml = "era: \(era)\nscenes:\n  - name: s\n    bar: toolbar\n    searchController: \(search)\n    items: \(items)\n"
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let variant = Variant(position: .bottom, width: width, scale: 3, userInterfaceStyle: style)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        return BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
    }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
    }

    func field(_ layout: BarLayout) -> SearchFieldPlacement? {
        layout.elements.lazy.compactMap { if case .searchField(let f) = $0 { return f } else { return nil } }.first
    }

    @Test func theFieldTakesTheRoomBetweenThePlatters12PointsFromEach() throws {
        for width in [390.0, 440] {
            let l = try layout(Self.timeline, width: width)
            // Measured at 390 pt: 28-76, 88-302, 314-362 (y 768-816 on the 844 pt screen: 2-50 here).
            #expect(
                platters(l) == [
                    Rect(x: 28, y: 2, width: 48, height: 48), Rect(x: 88, y: 2, width: width - 176, height: 48),
                    Rect(x: width - 76, y: 2, width: 48, height: 48),
                ], "\(width)")
            let f = try #require(field(l))
            #expect(f.frame == Rect(x: 88, y: 2, width: width - 176, height: 48))
            #expect(f.cornerRadius == 24)
            // The magnifier's ink 16.33 pt, 20 pt in, 0.33 pt above the centre (measured: 108.0-124.33 wide).
            #expect(f.glassFrame == Rect(x: 108, y: 26 - 0.33 - 16.33 / 2, width: 16.33, height: 16.33))
            #expect(f.glassColor == RGBAColor(r: 0, g: 0, b: 0, alpha: 1))
            let text = try #require(f.text)
            #expect(text.text == "Search Articles")
            #expect(text.frame.x == 88 + 46.83)
            #expect(text.style.color == RGBAColor(r: 108, g: 108, b: 109, alpha: 1))
        }
        let dark = try #require(field(try layout(Self.timeline, style: .dark)))
        #expect(dark.glassColor == RGBAColor(r: 244, g: 244, b: 244, alpha: 1))
        #expect(dark.text?.style.color == RGBAColor(r: 173, g: 173, b: 174, alpha: 1))
    }

    @Test func withoutAPlacementItemTheFieldIsTrailingmost() throws {
        let l = try layout("[{ systemItem: organize }, { systemItem: flexibleSpace }]")
        #expect(platters(l) == [Rect(x: 28, y: 2, width: 48, height: 48), Rect(x: 88, y: 2, width: 390 - 28 - 88, height: 48)])
    }

    @Test func theFieldStaysOutOfTheToolbarWhenUIKitKeepsItInTheNavigationBar() throws {
        let circles = [Rect(x: 28, y: 2, width: 48, height: 48), Rect(x: 314, y: 2, width: 48, height: 48)]
        for (search, era) in [
            ("{ placeholder: Search, allowsToolbarIntegration: false }", "ios26"), ("{ placeholder: Search, placement: stacked }", "ios26"),
        ] {
            let l = try layout(Self.timeline, search: search, era: era)
            #expect(field(l) == nil, "\(search)")
            // The placement item takes no room.
            #expect(platters(l) == circles, "\(search)")
        }
        let old = try layout(Self.timeline, era: "ios15")
        #expect(field(old) == nil)
        #expect(platters(old).isEmpty)
    }

    @Test func integratedButtonIsACircleWithTheMagnifier() throws {
        let l = try layout(Self.timeline, search: "{ placement: integratedButton }")
        #expect(field(l) == nil)
        #expect(platters(l).map(\.width) == [48, 48, 48])
        let icons = l.elements.compactMap { if case .icon(let i) = $0, case .system(let s) = i.icon { return s } else { return nil } }
        #expect(icons == [.organize, .search, .reply])
    }

    @Test func aStackWithItsToolbarShowingMovesTheFieldOutOfTheNavigationBar() throws {
        let yaml = """
            era: ios26
            scenes:
              - name: s
                navigationController: { toolbarHidden: false }
                items:
                  - title: Timeline
                    searchController: { placeholder: Search Articles }
                    toolbarItems: [{ systemItem: organize }, { systemItem: flexibleSpace }, { searchBarPlacement: true }]
                stack: [{ push: { title: Article } }, pop]
            """
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let rendered = try #require(doc.scenes.first).renderedScenes
        let bar = try #require(rendered.last { $0.bar?.value != .toolbar })
        let toolbar = try #require(rendered.last { $0.bar?.value == .toolbar })
        #expect(bar.showsToolbar)
        #expect(toolbar.searchController?.placeholder?.value == "Search Articles")
        let phone = Variant(position: .topAttached, width: 390, scale: 3)
        let search = try #require(ContentResolver.resolve(scene: bar, metrics: .default, prefersLargeTitles: false).searchField)
        #expect(SearchFieldRule.decide(search, era: .ios26, toolbarFloats: true) == .toolbarField)
        // The navigation bar draws no field, no row; without the toolbar the row stays (§13.1).
        let appearance = AppearanceResolver().resolve(document: doc, scene: bar, variant: phone)
        let content = ContentResolver.resolve(scene: bar, metrics: .default, prefersLargeTitles: false)
        let l = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: phone)
        #expect(field(l) == nil)
        var alone = bar
        alone.showsToolbar = false
        let rowContent = ContentResolver.resolve(scene: alone, metrics: .default, prefersLargeTitles: false)
        let row = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: rowContent, variant: phone)
        #expect(field(row) != nil)
        #expect(row.size.height == l.size.height + SearchFieldMetrics.rowHeight)
    }
}
