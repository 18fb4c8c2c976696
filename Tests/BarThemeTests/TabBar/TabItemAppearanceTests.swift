import Testing

@testable import BarTheme

/// A tab's own appearance objects, `UITabBarItem.standardAppearance` / `scrollEdgeAppearance` (iOS
/// 13+ / 15+): "when set and this item is selected", they override the hosting tab bar's (UITabBarItem.h;
/// docs/UIKIT.md §18.4). Precedence: the selected tab's own > the bar instance's > a `when:` scope's >
/// the proxy's > the legacy properties.
@Suite struct TabItemAppearanceTests {
    static let theme = """
        era: ios26
        tabBar:
          standardAppearance: { configureWith: opaque, backgroundColor: "#111111" }
        scenes:
          - name: s
            bar: tabBar
            tabBar:
              standardAppearance: { configureWith: opaque, backgroundColor: "#222222" }
            items:
              - { title: A }
              - title: B
                standardAppearance: { configureWith: opaque, backgroundColor: "#333333" }
                scrollEdgeAppearance: { configureWith: transparent }
            selectedItem: SELECTED
        """

    func resolve(_ text: String, selected: Int, atScrollEdge: Bool = false) throws -> BarAppearance {
        let (parsed, diagnostics) = ThemeParser.parse(text.replacingOccurrences(of: "SELECTED", with: "\(selected)"), path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(parsed)
        var scene = try #require(document.scenes.first)
        scene.atScrollEdge = Located(atScrollEdge, at: scene.location)
        return AppearanceResolver().resolve(
            documents: [document], scene: scene, variant: Variant(position: .bottom, width: 402, scale: 3))
    }

    @Test func aTabsOwnAppearanceIsParsedWithItsPlace() throws {
        let (parsed, diagnostics) = ThemeParser.parse(Self.theme.replacingOccurrences(of: "SELECTED", with: "1"), path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let item = try #require(parsed?.scenes.first?.tabBarContent?.items[1])
        let standard = try #require(item.standardAppearance)
        #expect(standard.backgroundColor?.location.line == 12)
        #expect(standard.configureWith?.value == .opaque)
        #expect(item.scrollEdgeAppearance?.configureWith?.value == .transparent)
        #expect(parsed?.scenes.first?.tabBarContent?.items[0].standardAppearance == nil)
    }

    @Test func aBadValueInATabsAppearanceIsALocatedError() {
        let (_, diagnostics) = ThemeParser.parse(
            """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
                items:
                  - title: A
                    standardAppearance:
                      backgroundColor: "#12"
                      stackedLayoutAppearance: { normal: { iconColour: red } }
            """, path: "t.yaml")
        let colour = diagnostics.first { $0.location?.line == 8 }
        #expect(colour?.location?.column == 28, "\(diagnostics)")
        #expect(colour?.location?.file == "t.yaml")
        let unknown = diagnostics.first { $0.message.contains("iconColour") }
        #expect(unknown?.location?.line == 9, "\(diagnostics)")
    }

    @Test func theSelectedTabsOwnAppearanceBeatsTheInstanceAndTheProxy() throws {
        let own = try resolve(Self.theme, selected: 1)
        #expect(own.appearanceObject.value == "items[1].standardAppearance")
        #expect(own.appearanceObject.provenance.location?.line == 12)
        #expect(own.appearanceObject.provenance.rule.contains("first object"))
        #expect(own.background.value.layers.contains { abs($0.red - 0x33 / 255.0) < 0.002 })
        #expect(own.tabBar?.appearanceObject.value == "items[1].standardAppearance")
        // Another tab selected: its bar's own appearance (the instance beats the proxy).
        let instance = try resolve(Self.theme, selected: 0)
        #expect(instance.appearanceObject.value == "scene 's' instance standardAppearance")
        let withoutInstance = Self.theme.replacingOccurrences(
            of: "    tabBar:\n      standardAppearance: { configureWith: opaque, backgroundColor: \"#222222\" }\n", with: "")
        #expect(withoutInstance != Self.theme)
        let proxy = try resolve(withoutInstance, selected: 0)
        #expect(proxy.appearanceObject.value == "tabBar proxy standardAppearance")
    }

    @Test func theTabsScrollEdgeAppearanceIsUsedAtTheScrollEdge() throws {
        let edge = try resolve(Self.theme, selected: 1, atScrollEdge: true)
        #expect(edge.appearanceObject.value == "items[1].scrollEdgeAppearance")
        #expect(edge.background.value.kind == .transparent || edge.background.value.layers.isEmpty)
    }
}
