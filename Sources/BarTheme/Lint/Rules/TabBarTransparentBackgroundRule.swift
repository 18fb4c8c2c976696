/// `configureWith: transparent` in a tab bar's appearance object where the bar is not at a scroll
/// edge: `configureWithTransparentBackground()` removes the material and the shadow, so the tab bar
/// is a see-through strip over the content (on iOS 26: the capsule has no glass and the tabs float
/// over the content) (docs/UIKIT.md §18.3, §18.6). A transparent `scrollEdgeAppearance` before iOS 26
/// is UIKit's own default at the bottom edge and is not reported.
struct TabBarTransparentBackgroundRule: LintRule {
    let id = "tab-bar-transparent-background"
    let summary = "configureWithTransparentBackground() leaves a tab bar with no material: the content shows through."
    let source = "docs/UIKIT.md §18.6"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let glass = theme.era.usesLiquidGlass
        return theme.tabBarAppearanceObjects.compactMap { found -> Diagnostic? in
            guard let configure = found.object.configureWith, configure.value == .transparent,
                glass || found.slot == .standardAppearance, found.object.backgroundColor == nil, found.object.backgroundImage == nil
            else { return nil }
            let effect =
                glass
                ? "the iOS 26 capsule draws no glass and the tabs float over the content with nothing behind them"
                : "the tab bar has no background and no hairline, so the content scrolls visibly under the tabs"
            return warning(
                "configureWith: transparent in \(found.owner) \(found.slot) leaves no material: \(effect)",
                at: configure.location,
                hint:
                    glass
                    ? "use configureWith: default to keep the Liquid Glass capsule (style the tabs through stackedLayoutAppearance)"
                    : "use configureWith: default (the system material) or opaque for standardAppearance; keep transparent for scrollEdgeAppearance only"
            )
        }
    }
}
