/// A scene rendered narrower than 320 pt, the narrowest iPhone screen (iPhone SE 1st generation,
/// docs/UIKIT.md §1.1). Bars that narrow exist only on their own (theme libraries test a bare
/// 20 x 44 pt bar), where UIKit lays out the items and title with no room: the render is drawn
/// anyway, but it is not what a screen shows.
struct NarrowBarRule: LintRule {
    let id = "narrow-bar"
    let summary = "A scene is rendered narrower than 320 pt, narrower than any iPhone screen."
    let source = "docs/UIKIT.md §1.1"

    /// The narrowest screen width in points.
    static let narrowestScreen = 320.0

    func check(_ theme: LintContext) -> [Diagnostic] {
        theme.document.scenes.compactMap { scene -> Diagnostic? in
            guard let widths = scene.variants.widths, let narrowest = widths.value.min(), narrowest < Self.narrowestScreen else {
                return nil
            }
            let text = narrowest == narrowest.rounded() ? String(Int(narrowest)) : String(narrowest)
            return warning(
                "scene '\(scene.name.value)' is rendered \(text) pt wide, narrower than any iPhone screen (320 pt)",
                at: widths.location, hint: "fine for a bare bar on its own; use 320 pt or more for a bar on a screen")
        }
    }
}
