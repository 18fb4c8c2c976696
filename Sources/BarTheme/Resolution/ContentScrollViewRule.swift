/// Whether the screen under a navigation bar has a scroll view UIKit tracks at its top edge, or the
/// screen over a tab bar one at its bottom edge (the scene's `contentScrollView`), for the `ios26`
/// glass (docs/UIKIT.md §18.8): without one the glass is darker. `nil` when the scene does not say
/// (the screen has one) or the bar is a toolbar, so `explain` prints a line only for a scene that
/// declares it.
enum ContentScrollViewRule {
    static func resolve(scene: SceneDeclaration, era: Era, bar: BarKind) -> Resolved<Bool>? {
        guard bar == .navigationBar || bar == .tabBar, let declared = scene.contentScrollView else { return nil }
        let origin = Provenance.Origin.declared(declared.location, layer: "scene '\(scene.name.value)'")
        guard era.usesLiquidGlass else {
            return Resolved(
                declared.value,
                Provenance(
                    origin, rule: "\(era.rawValue) draws no glass, so the screen's scroll view changes nothing (docs/UIKIT.md §18.8)"))
        }
        let edge = bar == .tabBar ? "bottom (the tab bar's capsule and pill)" : "top"
        let rule =
            declared.value
            ? "a scroll view at the screen's \(edge): the glass as measured over lists and scroll views (docs/UIKIT.md §18.8)"
            : "no scroll view at the screen's \(edge): the glass is darker, (19,19,19) over black in dark mode where a screen with one "
                + "shows (25,25,25), (253,253,253) over white in light mode (docs/UIKIT.md §18.8)"
        return Resolved(declared.value, Provenance(origin, rule: rule))
    }
}
