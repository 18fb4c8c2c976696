import Testing

@testable import BarTheme

/// `swiftUILabel`: the label a SwiftUI toolbar item is written with. On Liquid Glass in light mode a
/// bare `Image` label draws its symbol in the plain label colour, black, where a `Label` (and a UIKit
/// image item) draws the vibrant #1A1A1A; dark mode draws both alike (measured on the #39 fit half:
/// nine apps black, three vibrant, docs/UIKIT.md §10.3).
@Suite struct SwiftUILabelFormTests {
    static let theme = """
        era: ios26
        scenes:
          - name: decks
            items:
              - title: Decks
                rightBarButtonItems:
                  - { image: { systemName: ellipsis.circle }, swiftUILabel: image, accessibilityLabel: More }
                  - { image: { systemName: plus }, swiftUILabel: label, accessibilityLabel: New Note }
                  - { image: { systemName: star }, accessibilityLabel: Favourite }
                leftBarButtonItems:
                  - { customView: { image: { systemName: info.circle } }, swiftUILabel: image, accessibilityLabel: About }
        """

    func parsed(_ yaml: String) throws -> (ThemeDocument, SceneDeclaration) {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        return (doc, try #require(doc.scenes.first))
    }

    func drawn(_ style: UserInterfaceStyle) throws -> (symbols: [String: RGBAColor], explained: [ExplainedProperty]) {
        let (doc, scene) = try parsed(Self.theme)
        let variant = Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: style, statusBarHeight: 0)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        var symbols: [String: RGBAColor] = [:]
        for case .icon(let icon) in layout.elements {
            if case .symbol(let symbol) = icon.icon { symbols[symbol.name] = icon.color }
        }
        let explained = BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
        return (symbols, explained)
    }

    @Test func aBareImageLabelDrawsItsSymbolBlackInLightMode() throws {
        // TangoKado (fit): its `Image`-labelled `ellipsis.circle` Menu is (0,0,0) on (251,251,255)
        // glass; Accessible Notes (fit): its `Label("New Note", systemImage: "plus")` is (25,25,29).
        let light = try drawn(.light).symbols
        #expect(light["ellipsis.circle"] == .black)
        #expect(light["info.circle"] == .black, "a NavigationLink's hosted Image label too (Reader for iOS)")
        #expect(light["plus"] == GlassVibrancy.text)
        #expect(light["star"] == GlassVibrancy.text, "a UIKit image item keeps the vibrant label colour")
        // Dark mode does not split: HealStack's Image items and TrailMark's Labels are both (243,243,243).
        let dark = try drawn(.dark).symbols
        #expect(Set(dark.values) == [GlassVibrancy.darkText], "\(dark)")
    }

    @Test func aTintedImageLabelKeepsItsTint() throws {
        let yaml = Self.theme.replacingOccurrences(
            of: "swiftUILabel: image, accessibilityLabel: More", with: "swiftUILabel: image, tintColor: systemRed, accessibilityLabel: More"
        )
        let (doc, scene) = try parsed(yaml)
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        let colors = layout.elements.compactMap { e -> RGBAColor? in
            if case .icon(let i) = e, case .symbol(let s) = i.icon, s.name == "ellipsis.circle" { return i.color } else { return nil }
        }
        #expect(colors.count == 1)
        #expect(colors.first != .black && colors.first != GlassVibrancy.text)
    }

    @Test func explainNamesTheRuleOnThePlattersOfImageLabels() throws {
        let explained = try drawn(.light).explained
        let lines = explained.filter { $0.provenance.rule.contains(GlassVibrancy.imageLabelRule) }.map(\.value)
        #expect(lines.count == 2, "\(explained.map { "\($0.value): \($0.provenance.rule)" })")
        #expect(lines.contains { $0.contains("info.circle") })
        #expect(lines.contains { $0.contains("ellipsis.circle") })
    }

    @Test func aLabelThatContradictsTheItemIsAnErrorAtItsLine() {
        let yaml = """
            scenes:
              - name: s
                items:
                  - title: Decks
                    rightBarButtonItems:
                      - { title: Edit, swiftUILabel: image }
                      - { image: { systemName: plus }, swiftUILabel: text }
                      - { image: { systemName: plus }, swiftUILabel: picture }
                      - { image: { systemName: plus }, swiftUILabel: view }
            """
        let (_, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        let errors = diags.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message) | \($0.hint ?? "")" }
        #expect(errors.count == 4, "\(errors)")
        // An app's own view needs the box it is drawn in (docs/UIKIT.md §10.16).
        #expect(errors.contains { $0.hasPrefix("9:") && $0.contains("'swiftUILabel: view'") && $0.contains("customView: { width: W") })
        #expect(errors.contains { $0.hasPrefix("6:") && $0.contains("'swiftUILabel: image'") && $0.contains("write 'swiftUILabel: text'") })
        #expect(
            errors.contains {
                $0.hasPrefix("7:") && $0.contains("'swiftUILabel: text'") && $0.contains("write 'swiftUILabel: image' or 'label'")
            })
        #expect(errors.contains { $0.hasPrefix("8:") && $0.contains("'picture' is not a valid swiftUILabel") })
    }
}
