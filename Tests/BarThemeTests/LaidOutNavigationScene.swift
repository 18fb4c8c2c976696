import Testing

@testable import BarTheme

/// A theme's first navigation bar scene resolved, laid out (`FixedWidthMeasurer`) and explained as
/// `render` and `explain` do it, with no status bar above the bar, for tests that read its elements'
/// colours and its platter lines.
struct LaidOutNavigationScene {
    let layout: BarLayout
    /// `explain`'s platter lines for the scene.
    let platters: [ExplainedProperty]

    init(_ theme: String, position: BarPosition, width: Double, style: UserInterfaceStyle) throws {
        let (document, diagnostics) = ThemeParser.parse(theme, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let variant = Variant(position: position, width: width, scale: 3, userInterfaceStyle: style, statusBarHeight: 0)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        platters = BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
    }
}
