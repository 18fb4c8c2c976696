import Testing

@testable import BarTheme

/// The accessibility settings on a tab bar, as UIKit applies them (docs/UIKIT.md §18.7): Larger Text
/// leaves tab titles at their size (tab bar buttons stay small and show the large content viewer
/// instead: Apple's `UILargeContentViewerInteraction` reference, WWDC19 session 261), Bold Text
/// makes them heavier, Increase Contrast takes the default tint's high-contrast variant before iOS
/// 26, Reduce Transparency draws the translucent bar opaque.
@Suite struct TabBarAccessibilityTests {
    func tabBar(_ settings: String, era: String = "ios15") throws -> TabBarAppearance {
        let yaml = """
            era: \(era)
            scenes:
              - { name: s, bar: tabBar, atScrollEdge: false, items: [{ title: Home, image: { systemName: house } }, { title: Me }] }
            """
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let accessibility = try AccessibilitySettings.parse(settings).get()
        var variant = Variant(position: .bottom, width: 390, scale: 3)
        variant.accessibility = accessibility
        let scene = try #require(doc.scenes.first)
        return try #require(AppearanceResolver().resolve(document: doc, scene: scene, variant: variant).tabBar)
    }

    @Test func largerTextLeavesTabTitlesAtTheirSize() throws {
        let standard = try tabBar("none")
        for size in ["largerText:xxxLarge", "largerText:AX5"] {
            let larger = try tabBar(size)
            #expect(larger.items.map(\.titleFont.value) == standard.items.map(\.titleFont.value))
            #expect(larger.items[0].titleFont.value.size == TabBarMetrics.stackedTitleSize)
        }
    }

    @Test func boldTextMakesTabTitlesOneWeightHeavier() throws {
        let standard = try tabBar("none").items[0].titleFont.value
        let bold = try tabBar("boldText").items[0].titleFont.value
        #expect(bold.size == standard.size)
        #expect(bold.weight.numericValue > standard.weight.numericValue)
        #expect(try tabBar("boldText", era: "ios26").items[1].titleFont.value.weight.numericValue > standard.weight.numericValue)
    }

    @Test func increaseContrastDarkensTheDefaultSelectedTintBeforeIOS26() throws {
        let standard = try tabBar("none")
        let high = try tabBar("increaseContrast")
        #expect(high.items[0].titleColor.value != standard.items[0].titleColor.value)
        #expect(high.items[0].titleColor.value == SystemPalette.ios13.resolve(.systemBlue, .light, contrast: .high))
        // The unselected grey is UIKit's fixed white(0.57): unchanged (§18.3, §18.7).
        #expect(high.items[1].titleColor.value == standard.items[1].titleColor.value)
    }

    @Test func reduceTransparencyDrawsTheTranslucentBarOpaque() throws {
        let standard = try tabBar("none").background.value
        let reduced = try tabBar("reduceTransparency").background.value
        #expect(!standard.layers.contains { $0.alpha >= 1 })
        #expect(reduced.layers.contains { $0.alpha >= 1 })
    }
}
