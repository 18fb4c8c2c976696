import Testing

@testable import BarTheme

/// On Liquid Glass the bar's `tintColor` colours its items but not the back button, whose chevron
/// keeps the label colour (docs/UIKIT.md §10.17): measured on Lexly (fit), whose root takes SwiftUI's
/// `.tint(#5B9BD5)` and whose pushed screen's chevron is (25,25,29) while its `gearshape` is drawn
/// in the tint; dotnet/maui#33966 reports the same of UIKit's own `tintColor`.
@Suite struct BackButtonTintTests {
    static let lexly = """
        navigationBar: { tintColor: "#5B9BD5" }
        scenes:
          - name: course
            backdrop: systemGroupedBackground
            items:
              - title: Lexly
              - title: French
                rightBarButtonItems: [{ image: { systemName: gearshape } }]
        """

    func chevronColour(_ layout: BarLayout) -> RGBAColor? {
        layout.elements.compactMap { e -> RGBAColor? in
            if case .icon(let i) = e, case .chevron = i.icon { return i.color } else { return nil }
        }
        .first
    }

    func symbolColour(_ layout: BarLayout) -> RGBAColor? {
        layout.elements.compactMap { e -> RGBAColor? in
            if case .icon(let i) = e, case .symbol = i.icon { return i.color } else { return nil }
        }
        .first
    }

    static func appearance(_ yaml: String) throws -> BarAppearance {
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        return AppearanceResolver().resolve(document: doc, scene: scene, variant: Variant(position: .topAttached, width: 402, scale: 3))
    }

    @Test func theChevronKeepsTheLabelColourWhileItemsTakeTheTint() throws {
        let l = try LiquidGlassLayoutTests().glass(Self.lexly)
        let tint = RGBAColor(r: 0x5B, g: 0x9B, b: 0xD5)
        #expect(symbolColour(l) == tint)
        let chevron = try #require(chevronColour(l))
        // The vibrant label colour over systemGroupedBackground's glass, as without a tint (Lexly's
        // capture: (25,25,29); the blend gives (22,22,26), ΔE2000 0.9).
        let untinted = try LiquidGlassLayoutTests().glass(
            Self.lexly.replacingOccurrences(of: "navigationBar: { tintColor: \"#5B9BD5\" }\n", with: ""))
        #expect(chevron != tint)
        #expect(chevron == chevronColour(untinted))
        #expect(chevron.blue > chevron.red, "\(chevron)")
    }

    @Test func explainSaysTheTintDoesNotReachTheBackButtonAndWhatItBeat() throws {
        let appearance = try Self.appearance(Self.lexly)
        let back = try #require(appearance.backButtonTint)
        #expect(back.value == GlassVibrancy.text)
        #expect(back.provenance.rule.contains("colours its items but not the back button"))
        #expect(back.provenance.rule.contains("docs/UIKIT.md §10.17"))
        #expect(back.overridden.map(\.value) == ["#5B9BD5"])
        #expect(appearance.explained.contains { $0.name == "backButton.tintColor" })
    }

    @Test func withoutADeclaredTintOrBeforeIOS26TheBackButtonTakesTheBarsTint() throws {
        let plain = try Self.appearance("scenes:\n  - name: s\n    items: [{ title: A }, { title: B }]\n")
        #expect(plain.backButtonTint == nil)
        #expect(!plain.explained.contains { $0.name == "backButton.tintColor" })
        let older = "era: ios15\n" + Self.lexly
        #expect(try Self.appearance(older).backButtonTint == nil)
        let l = try LiquidGlassGeometryTests().layout(
            older, variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        #expect(chevronColour(l) == RGBAColor(r: 0x5B, g: 0x9B, b: 0xD5))
    }

    @Test func aToolbarsTintHasNoBackButtonToSpare() throws {
        let toolbar = try Self.appearance(
            "toolbar: { tintColor: \"#5B9BD5\" }\nscenes:\n  - name: s\n    bar: toolbar\n    items: [{ systemItem: add }]\n")
        #expect(toolbar.backButtonTint == nil)
    }

    /// The back title beside the chevron on its capsule is drawn in the chevron's colour: DNSChat
    /// (fit, no tint) reads (24,25,25) for both; with a bar `tintColor` the title, like the chevron,
    /// keeps the label colour (dotnet/maui#33966: "the back button and text" ignore the tint). A
    /// colour the app gives the back button's title is still drawn as given.
    @Test func theBackTitleOnGlassTakesTheChevronsColourNotTheBarsTint() throws {
        let yaml = """
            navigationBar: { tintColor: "#0F172A" }
            scenes:
              - name: s
                backdrop: "#F4F7FB"
                items: [{ title: Metal Prices, backButtonTitle: Metal Prices }, { title: Silver }]
            """
        let l = try LiquidGlassLayoutTests().glass(yaml)
        let chevron = try #require(chevronColour(l))
        let back = try #require(l.texts.first { $0.role == .backTitle })
        #expect(back.style.color == chevron)
        #expect(back.style.color != RGBAColor(r: 0x0F, g: 0x17, b: 0x2A))
        let red = "standardAppearance: { backButtonAppearance: { normal: { titleTextAttributes: { foregroundColor: \"#FF0000\" } } } }"
        let given = try LiquidGlassLayoutTests().glass(
            yaml.replacingOccurrences(of: "tintColor: \"#0F172A\" }", with: "tintColor: \"#0F172A\", \(red) }"))
        #expect(given.texts.first { $0.role == .backTitle }?.style.color == RGBAColor(r: 255, g: 0, b: 0))
    }
}
