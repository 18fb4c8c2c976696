import Testing

@testable import BarTheme

/// A measurer with a baseline: 10 pt per character, 20 pt lines, ascent 16 pt.
private struct BaselineMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle) -> TextMetrics {
        TextMetrics(width: Double(text.count) * 10, height: 20, ascent: 16)
    }
}

/// `navigationItem.searchController` (docs/UIKIT.md §13): the 52 pt row, the
/// field's frame and colours measured on R-S1 (iOS 12, hfabisiak/GithubAPI, Tests/Fixtures/Calibration/
/// SOURCES.md), the placement rule by era, the scroll-edge collapse, right to left, errors.
@Suite struct SearchFieldLayoutTests {
    struct Laid {
        let layout: BarLayout
        let content: BarContent
        let appearance: BarAppearance
        let scene: SceneDeclaration
    }

    func lay(_ yaml: String, variant: Variant = Variant(position: .top, width: 375, scale: 3)) throws -> Laid {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(
            scene: scene, metrics: variant.metrics, prefersLargeTitles: appearance.prefersLargeTitles.value)
        let layout = BarLayoutEngine(measurer: BaselineMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        return Laid(layout: layout, content: content, appearance: appearance, scene: scene)
    }

    func theme(era: String, large: Bool = true, search: String, scene: String = "") -> String {
        """
        era: \(era)
        navigationBar: { prefersLargeTitles: \(large) }
        scenes:
          - name: s
        \(scene.isEmpty ? "" : "    " + scene + "\n")    items:
              - title: Repositories
                searchController: \(search)
        """
    }

    func field(_ layout: BarLayout) -> SearchFieldPlacement? {
        layout.elements.lazy.compactMap { if case .searchField(let f) = $0 { return f } else { return nil } }.first
    }

    @Test func theRowUnderALargeTitleMatchesTheMeasuredIOS12Render() throws {
        let laid = try lay(theme(era: "ios7", search: "{ placeholder: Search repository by name }"))
        // R-S1: 44 pt row + 52 pt large title + 52 pt search row; the hairline below all of it.
        #expect(laid.layout.background.height == 148)
        #expect(laid.layout.shadow?.frame.y == 148)
        let f = try #require(field(laid.layout))
        // R-S1 (bar from 44.0 pt): field 16.0-359.0 × 141.0-177.0 pt, i.e. y 97-133 in the bar.
        #expect(f.frame == Rect(x: 16, y: 97, width: 343, height: 36))
        #expect(f.cornerRadius == 10)
        // Glass: 14 pt ink box 8 pt in, centred on the field (R-S1: 24.0-38.0 × 151.7-165.7 pt).
        #expect(f.glassFrame == Rect(x: 24, y: 108, width: 14, height: 14))
        // iOS 11-12 colours: R-S1's (231,231,233) over (249,249,249), placeholder and glass #8E8E93.
        #expect(f.fill == RGBAColor(r: 118, g: 118, b: 128, alpha: 0.135))
        #expect(f.glassColor == RGBAColor(r: 142, g: 142, b: 147))
        let text = try #require(f.text)
        #expect(text.role == .searchText && text.text == "Search repository by name")
        #expect(text.style.font.size == 17 && text.style.color == RGBAColor(r: 142, g: 142, b: 147))
        // Origin 29.5 pt in; baseline 23.5 pt below the field's top (R-S1: 164.5 pt).
        #expect(text.frame.x == 45.5)
        #expect(text.frame.y + 16 == 97 + 23.5)
        // The large title did not move (R-S1 vs R-S1b: same title position with and without the row).
        let withoutSearch = try lay(
            "era: ios7\nnavigationBar: { prefersLargeTitles: true }\nscenes:\n  - name: s\n    items: [{ title: Repositories }]\n")
        #expect(laid.layout.run(.largeTitle)?.frame == withoutSearch.layout.run(.largeTitle)?.frame)
        #expect(withoutSearch.layout.background.height + 52 == laid.layout.background.height)
    }

    @Test func underAnInlineTitleTheRowFollowsThe44PointRow() throws {
        let laid = try lay(theme(era: "ios13", large: false, search: "{ placeholder: Search }"))
        #expect(laid.layout.background.height == 96)
        #expect(try #require(field(laid.layout)).frame.y == 45)
    }

    @Test func coloursByEraAndStyleAndTheFieldBackgroundKey() throws {
        let light = try lay(theme(era: "ios15", search: "{ placeholder: Search }"))
        #expect(try #require(field(light.layout)).fill == RGBAColor(r: 118, g: 118, b: 128, alpha: 0.12))
        #expect(try #require(field(light.layout)).glassColor == RGBAColor(r: 60, g: 60, b: 67, alpha: 0.6))
        let dark = try lay(
            theme(era: "ios15", search: "{ placeholder: Search }"), variant: Variant(position: .top, userInterfaceStyle: .dark))
        #expect(try #require(field(dark.layout)).fill == RGBAColor(r: 118, g: 118, b: 128, alpha: 0.24))
        #expect(try #require(field(dark.layout)).text?.style.color == RGBAColor(r: 235, g: 235, b: 245, alpha: 0.6))
        // Typed text is drawn in label, instead of the placeholder.
        let typed = try lay(theme(era: "ios15", search: "{ placeholder: Search, text: kittens }"))
        #expect(try #require(field(typed.layout)).text?.text == "kittens")
        #expect(try #require(field(typed.layout)).text?.style.color == RGBAColor(r: 0, g: 0, b: 0))
        let filled = try lay(theme(era: "ios13", search: "{ textFieldBackgroundColor: \"#FFFFFF\" }"))
        #expect(try #require(field(filled.layout)).fill == RGBAColor(r: 255, g: 255, b: 255))
        #expect(try #require(field(filled.layout)).text == nil)
        // iOS 26: a 44 pt capsule (the next test).
        let glass = try lay(theme(era: "ios26", search: "{ placeholder: Search }"))
        #expect(try #require(field(glass.layout)).cornerRadius == 22)
    }

    /// iOS 26's stacked field, measured on three fit apps (docs/UIKIT.md §10.14, §13.5): Marks at 440 pt
    /// (light), HealStack's Library at 414 pt (dark) and Checkpoint's Game Catalog at 440 pt (dark) draw a
    /// 44 pt capsule 1 pt below the row's top at the large title's inset (20 pt), its magnifier's ink 16.33 pt
    /// square 14 pt in and 13.67 pt down, in the label colour, the placeholder's baseline 28.67 pt down. On
    /// main before, the field was iOS 12's: 36 pt, the magnifier 14 pt and 8 pt in, in secondaryLabel.
    @Test func iOS26sStackedFieldIsTheMeasured44PointCapsule() throws {
        for (width, inset) in [(440.0, 20.0), (414, 20), (402, 16)] {
            for style in [UserInterfaceStyle.light, .dark] {
                let laid = try lay(
                    theme(era: "ios26", search: "{ placeholder: Search }"),
                    variant: Variant(position: .topAttached, width: width, scale: 3, userInterfaceStyle: style, statusBarHeight: 0))
                let f = try #require(field(laid.layout))
                #expect(f.frame.height == 44 && f.cornerRadius == 22)
                #expect(f.frame.x == inset && abs(f.frame.maxX - (width - inset)) < 1e-9, "\(width): \(f.frame)")
                #expect(abs(f.glassFrame.width - 16.33) < 1e-9 && abs(f.glassFrame.height - 16.33) < 1e-9)
                #expect(abs(f.glassFrame.x - (inset + 14)) < 1e-9)
                #expect(abs(f.glassFrame.y - f.frame.y - 13.67) < 0.01, "\(f.glassFrame)")
                #expect(f.glassColor == (style == .dark ? RGBAColor(r: 255, g: 255, b: 255) : RGBAColor(r: 0, g: 0, b: 0)))
                let text = try #require(f.text)
                // BaselineMeasurer's ascent is 16 pt: the run's top is the baseline less 16.
                #expect(abs(text.frame.y + 16 - f.frame.y - 28.67) < 1e-9)
                #expect(abs(text.frame.x - (inset + 39.49)) < 1e-9)
            }
        }
        let explained = try lay(theme(era: "ios26", search: "{ placeholder: Search }"))
        let line = ContentExplanation.properties(scene: explained.scene, content: explained.content, drawnBackTitle: nil, era: .ios26)
            .first { $0.name == "content.searchField" }
        #expect(line?.value == "stacked row, 52 pt, a 44 pt capsule, placeholder \"Search\"")
        #expect(line?.provenance.rule.contains("three fit apps") == true)
    }

    @Test func theRowCollapsesWhenScrolledUnlessHidesWhenScrollingIsOff() throws {
        let scrolled = try lay(theme(era: "ios13", search: "{ placeholder: Search }", scene: "atScrollEdge: false"))
        #expect(field(scrolled.layout) == nil)
        // Scrolled, the large title has collapsed into the 44 pt row too (docs/UIKIT.md §1.5.1).
        #expect(scrolled.layout.background.height == 44)
        let kept = try lay(
            theme(era: "ios13", search: "{ placeholder: Search, hidesWhenScrolling: false }", scene: "atScrollEdge: false"))
        #expect(field(kept.layout) != nil)
        #expect(kept.layout.background.height == 96)
        let explained = ContentExplanation.properties(
            scene: scrolled.scene, content: scrolled.content, drawnBackTitle: nil, era: .ios13
        ).first { $0.name == "content.searchField" }
        #expect(explained?.value == "(row collapsed)")
        #expect(explained?.provenance.rule.contains("hidesSearchBarWhenScrolling") == true)
    }

    @Test func placementsExistFromIOS16AndInlineOnesBecomeATrailingButton() throws {
        let inline = try lay(theme(era: "ios15", search: "{ placement: inline }"))
        #expect(field(inline.layout) == nil)
        #expect(inline.layout.background.height == 96)
        let icon = inline.layout.elements.compactMap { e -> IconPlacement? in if case .icon(let i) = e { return i } else { return nil } }
        #expect(icon.map(\.icon) == [.system(.search)])
        // Trailing: the bar's 8 pt inset, then the item's 8 pt padding and its 24 pt box.
        #expect(abs((icon.first?.frame.maxX ?? 0) - (375 - 8 - 8)) < 1e-9)
        // Before iOS 16 the placement does not exist: the row is stacked.
        let old = try lay(theme(era: "ios13", search: "{ placement: integratedButton }"))
        #expect(field(old.layout) != nil)
        for era in [Era.ios15, .ios26] {
            let stacked = SearchFieldContent(
                placeholder: nil, text: nil, placement: .stacked, location: SourceLocation(file: "t", line: 1, column: 1))
            #expect(SearchFieldRule.decide(stacked, era: era) == .stackedRow)
        }
        let explained = ContentExplanation.properties(scene: old.scene, content: old.content, drawnBackTitle: nil, era: .ios13)
            .first { $0.name == "content.searchField" }
        #expect(explained?.value == "stacked row, 52 pt, a 36 pt field, empty")
        #expect(explained?.provenance.rule.contains("before iOS 16") == true)
    }

    @Test func rightToLeftMirrorsTheField() throws {
        let laid = try lay(
            theme(era: "ios13", search: "{ placeholder: Search }"),
            variant: Variant(position: .top, width: 375, scale: 3, layoutDirection: .rightToLeft))
        let f = try #require(field(laid.layout))
        #expect(f.frame.x == 16)
        #expect(f.glassFrame.maxX == 375 - 16 - 8)
        #expect(try #require(f.text).frame.maxX == 375 - 16 - 29.5)
    }

    @Test func badValuesNameTheirLineAndColumn() throws {
        let (_, diags) = ThemeParser.parse(
            theme(era: "ios15", search: "{ placement: floating, hidesWhenScroling: true }"), path: "t.yaml")
        let placement = try #require(diags.first { $0.message.contains("floating") })
        #expect(placement.location?.line == 7)
        #expect((placement.message + (placement.hint ?? "")).contains("integratedButton"))
        let unknown = try #require(diags.first { $0.message.contains("hidesWhenScroling") })
        #expect(unknown.location?.line == 7)
        #expect(unknown.hint?.contains("hidesWhenScrolling") == true)
    }
}
