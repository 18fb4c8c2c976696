import Testing

@testable import BarTheme

/// A one-scene tab bar theme resolved, laid out and explained as `render` and `explain` do it, for the
/// tab bar tests that read its colours and its explain lines; text is measured at 10 pt a character.
struct ResolvedTabBarScene {
    /// 10 pt per character, 12 pt lines, ascent 9.5 pt.
    private struct TenPointMeasurer: TextMeasuring {
        func measure(_ text: String, style: TextStyle) -> TextMetrics {
            TextMetrics(width: Double(text.count) * 10, height: 12, ascent: 9.5)
        }
    }

    let appearance: BarAppearance
    let tabBar: TabBarAppearance
    /// The colours of the laid-out boxes narrower than 150 pt (the selection pill first), in order.
    let pills: [RGBAColor]
    let explained: [ExplainedProperty]

    /// `theme` (a whole theme with one tab bar scene) at `width` pt, @3x, in `style`, at the bottom.
    init(_ theme: String, width: Double, style: UserInterfaceStyle) throws {
        let (parsed, diagnostics) = ThemeParser.parse(theme, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(parsed)
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .bottom, width: width, scale: 3, userInterfaceStyle: style)
        appearance = AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant)
        tabBar = try #require(appearance.tabBar)
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        let elements = BarLayoutEngine(measurer: TenPointMeasurer()).layout(appearance: appearance, content: content, variant: variant)
            .elements
        pills = elements.compactMap { element -> RGBAColor? in
            guard case .placeholder(let box) = element, box.frame.width < 150 else { return nil }
            return box.color
        }
        explained = ExplainedBar.properties(scene: scene, appearance: appearance, content: content, drawnBackTitle: nil, variant: variant)
    }
}
