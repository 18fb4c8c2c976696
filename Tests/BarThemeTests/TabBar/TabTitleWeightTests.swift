import Testing

@testable import BarTheme

/// The stacked tab title's weight and where its text starts (docs/UIKIT.md §18.6, "The selected
/// title is semibold" and "Where a stacked title starts", #41 session 35).
@Suite struct TabTitleWeightTests {
    /// 10 pt a character at medium, 11 at semibold and heavier: a width that changes with the weight.
    struct WeightMeasurer: TextMeasuring {
        func measure(_ text: String, style: TextStyle) -> TextMetrics {
            let perCharacter = style.font.weight.numericValue >= FontWeight.semibold.numericValue ? 11.0 : 10.0
            return TextMetrics(width: Double(text.count) * perCharacter, height: 12, ascent: 9.5)
        }
    }

    func resolved(_ yaml: String, width: Double = 402) throws -> (BarAppearance, SceneDeclaration, Variant) {
        let (parsed, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(parsed)
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .bottom, width: width, scale: 3)
        return (AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant), scene, variant)
    }

    func titles(_ yaml: String, width: Double = 402) throws -> [TextRun] {
        let (bar, scene, variant) = try resolved(yaml, width: width)
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        return BarLayoutEngine(measurer: WeightMeasurer()).layout(appearance: bar, content: content, variant: variant).texts
            .filter { $0.role == .tabTitle }
    }

    static func theme(era: String, selected: Int, extra: String = "") -> String {
        """
        era: \(era)
        \(extra)
        scenes:
          - name: s
            bar: tabBar
            items: [{ title: Archive }, { title: Map }, { title: Settings }]
            selectedItem: \(selected)
        """
    }

    @Test func theSelectedTitleOnTheIOS26CapsuleIsSemibold() throws {
        let (bar, _, _) = try resolved(Self.theme(era: "ios26", selected: 1))
        let items = try #require(bar.tabBar).items
        #expect(items.map(\.titleFont.value.weight) == [.medium, .semibold, .medium])
        #expect(items.allSatisfy { $0.titleFont.value.size == 10 && $0.titleFont.value.family == "system" })
        #expect(items[1].titleFont.provenance.rule.contains("selected tab's title is system semibold 10 pt"))
        #expect(items[1].titleFont.provenance.rule.contains("§18.6"))
    }

    @Test func theSelectedTitleStaysMediumBeforeIOS26() throws {
        let (bar, _, _) = try resolved(Self.theme(era: "ios18", selected: 1), width: 393)
        #expect(try #require(bar.tabBar).items.map(\.titleFont.value.weight) == [.medium, .medium, .medium])
    }

    @Test func aDeclaredFontIsDrawnInBothStates() throws {
        let extra = """
            tabBarItem:
              titleTextAttributes:
                normal: { font: { family: Georgia, size: 11 } }
            """
        let (bar, _, _) = try resolved(Self.theme(era: "ios26", selected: 1, extra: extra))
        let items = try #require(bar.tabBar).items
        #expect(items.map(\.titleFont.value.family) == ["Georgia", "Georgia", "Georgia"])
        #expect(items.map(\.titleFont.value.weight) == [.medium, .medium, .medium])
        #expect(items.allSatisfy { $0.slotFont == nil })
    }

    @Test func theTabsDoNotMoveWithTheSelectionOnTheCapsule() throws {
        // "Settings" is 80 pt medium and 88 pt semibold: 80 + 32.2 widens the hugging slots, and 88 would
        // widen them more, moving the first tab, had the selected title's own width sized them.
        let map = try titles(Self.theme(era: "ios26", selected: 1))
        let settings = try titles(Self.theme(era: "ios26", selected: 2))
        #expect(map[2].frame.width == 80 && settings[2].frame.width == 88)
        #expect(map[0].frame == settings[0].frame)
    }

    @Test func aStackedTitleStartsWhereUIKitsPixelAlignedLabelDoes() throws {
        // Three hugging slots of 80 + 32.2 pt: a 353 pt capsule from x 25 at 402 pt, the middle slot's centre
        // 25 + 8 + 1.5 × 337 / 3 = 201.5. "Map", 30 pt, plus the tracking after its last character (24/2048 em
        // at 10 pt, 0.117 pt), ceiled to the pixel: a 30.333 pt label from 201.5 − 15.167 = 186.333, on the
        // pixel already; the text centred on the slot started at 186.5.
        let runs = try titles(Self.theme(era: "ios26", selected: 0))
        let label = (((30 + 24.0 / 2048 * 10) * 3).rounded(.up)) / 3
        #expect(abs(label - 91.0 / 3) < 1e-9)
        #expect(abs(runs[1].frame.x - (201.5 - 91.0 / 6)) < 1e-9)
        // The same label before iOS 26, on the 49 pt bar's equal slots (393 pt: the middle centre 196.5):
        // 196.5 − 15.167 = 181.333.
        let classic = try titles(Self.theme(era: "ios18", selected: 0), width: 393)
        #expect(abs(classic[1].frame.x - (196.5 - 91.0 / 6)) < 1e-9)
    }
}
