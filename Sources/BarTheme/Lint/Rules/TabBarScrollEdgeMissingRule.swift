/// A tab bar `standardAppearance` with a background of its own (`configureWith: opaque`, a
/// `backgroundColor`, a `backgroundImage` or a `backgroundEffect`) while no tab bar block of the
/// theme sets `scrollEdgeAppearance`, in the `ios15` era (iOS 15-18). From iOS 15 a tab bar whose
/// content is scrolled to its bottom edge, or that shows no scroll view, uses `scrollEdgeAppearance`,
/// and when that is nil the standard appearance with a transparent background and no shadow: the
/// background the theme chose is gone on most screens (docs/UIKIT.md §18.3). The iOS 15 migration
/// trap: apps built with the iOS 15 SDK saw their tab bars turn see-through.
struct TabBarScrollEdgeMissingRule: LintRule {
    let id = "tab-bar-scroll-edge-missing"
    let summary =
        "A tab bar standardAppearance with its own background and no scrollEdgeAppearance goes transparent at the content's bottom edge (iOS 15-18)."
    let source = "docs/UIKIT.md §18.3"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era == .ios15, !theme.tabBarBlocks.contains(where: { $0.scrollEdgeAppearance != nil }) else { return [] }
        return theme.tabBarBlocks.compactMap { block -> Diagnostic? in
            guard let standard = block.standardAppearance, let what = Self.ownBackground(standard) else { return nil }
            return warning(
                "the tab bar's standardAppearance sets \(what) but no scrollEdgeAppearance is set: from iOS 15 a tab bar at the bottom edge of its content (or over a screen without a scroll view) uses the standard appearance with a transparent background, so \(what) shows only while the content scrolls under the bar",
                at: standard.location,
                hint:
                    "set scrollEdgeAppearance to the same object (in YAML: standardAppearance: &bar { … } and scrollEdgeAppearance: *bar; in code: tabBar.scrollEdgeAppearance = appearance)"
            )
        }
    }

    /// What in `object` draws a background of its own, in words; `nil` for the system material.
    static func ownBackground(_ object: TabBarAppearanceObjectDeclaration) -> String? {
        if object.configureWith?.value == .opaque { return "configureWith: opaque" }
        if object.backgroundColor != nil { return "a backgroundColor" }
        if object.backgroundImage != nil { return "a backgroundImage" }
        if object.backgroundEffect != nil { return "a backgroundEffect" }
        return nil
    }
}
