import Testing

@testable import BarTheme

/// The tab bar view's own `backgroundColor` (docs/UIKIT.md §18.8; #41 session 15, fit, one app):
/// SmartNotes' `tabBar.backgroundColor = .systemBackground` on iOS 26 fills the bar's frame, 83 pt
/// from the screen's bottom, with (245,245,245) over white and over systemGroupedBackground alike,
/// shows no glass capsule, and its pill (226,226,226), unselected titles (24,24,24) and systemBlue
/// title (0,122,241) are what the capsule's colour rules give over that band.
@Suite struct TabBarViewBackgroundTests {
    static let theme = """
        era: ERA
        scenes:
          - name: notes
            bar: tabBar
            tabBar: { tintColor: systemBlue, backgroundColor: systemBackground }
            backdrop: systemGroupedBackground
            # Titles short enough for the test measurer (10 pt a letter) to keep the 86 pt slots.
            items: [{ title: Notes }, { title: Find }, { title: Gear }]
            selectedItem: 0
        """

    static func bytes(_ color: RGBAColor) -> [Int] { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } }

    static func near(_ color: RGBAColor, _ uikit: [Int], within: Int = 1) -> Bool {
        zip(bytes(color), uikit).allSatisfy { abs($0 - $1) <= within }
    }

    func resolved(era: String) throws -> (BarAppearance, SceneDeclaration, Variant) {
        let (parsed, diagnostics) = ThemeParser.parse(Self.theme.replacingOccurrences(of: "ERA", with: era), path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(parsed)
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .bottom, width: 402, scale: 3)
        return (AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant), scene, variant)
    }

    @Test func onIOS26TheViewsColourFillsTheBarsFrameAndNoGlassCapsuleIsDrawn() throws {
        let (bar, scene, variant) = try resolved(era: "ios26")
        let tabBar = try #require(bar.tabBar)
        let band = try #require(tabBar.viewBackground.value)
        #expect(Self.bytes(band) == [245, 245, 245], "\(band)")
        #expect(tabBar.viewBackground.provenance.rule.contains("fills its frame"))
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: bar, content: content, variant: variant)
        #expect(!layout.elements.contains { if case .platter = $0 { true } else { false } })
        let boxes = layout.elements.compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
        let frame = try #require(boxes.first)
        #expect(frame.frame == Rect(x: 0, y: layout.size.height - 83, width: 402, height: 83))
        #expect(frame.cornerRadius == 0 && frame.color == band)
        // The pill stays where a three-tab capsule puts it, its veil over the band: (226,226,226) measured.
        let pill = try #require(boxes.dropFirst().first)
        #expect(pill.frame == Rect(x: 68, y: 16, width: 94, height: 54))
        #expect(Self.near(pill.color.over(band), [226, 226, 226], within: 2), "\(pill.color.over(band))")
    }

    @Test func onIOS26TheTabsColoursAreTakenOverTheBand() throws {
        let bar = try resolved(era: "ios26").0
        let tabBar = try #require(bar.tabBar)
        let selected = tabBar.items[0].titleColor.value
        #expect(Self.near(selected, [0, 122, 241]), "\(selected)")
        let unselected = tabBar.items[1].titleColor.value
        #expect(Self.near(unselected, [24, 24, 24]), "\(unselected)")
    }

    @Test func beforeIOS26ItIsNotDrawnAndExplainSaysSo() throws {
        let bar = try resolved(era: "ios15").0
        let tabBar = try #require(bar.tabBar)
        #expect(tabBar.viewBackground.value == nil)
        #expect(tabBar.viewBackground.provenance.rule.contains("not drawn"))
        let line = try #require(tabBar.explained(titles: []).first { $0.name == "tabBar.backgroundColor" })
        #expect(line.value == "none")
    }
}
