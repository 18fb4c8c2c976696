/// A tab bar `standardAppearance` with a background of its own (`configureWith: opaque`, a
/// `backgroundColor`, a `backgroundImage` or a `backgroundEffect`) while no tab bar block of the
/// theme sets `scrollEdgeAppearance`, in the `ios15` era (iOS 15-18). From iOS 15 a tab bar whose
/// content is scrolled to its bottom edge, or that shows no scroll view, uses `scrollEdgeAppearance`,
/// and when that is nil the standard appearance with a transparent background and no shadow: the
/// background the theme chose is gone on most screens (docs/UIKIT.md §18.3). The iOS 15 migration
/// trap: apps built with the iOS 15 SDK saw their tab bars turn see-through. A tab's own
/// `standardAppearance` (`UITabBarItem`) without its own `scrollEdgeAppearance` is the same trap.
struct TabBarScrollEdgeMissingRule: LintRule {
    let id = "tab-bar-scroll-edge-missing"
    let summary =
        "A tab bar standardAppearance with its own background and no scrollEdgeAppearance goes transparent at the content's bottom edge (iOS 15-18)."
    let source = "docs/UIKIT.md §18.3"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era == .ios15 else { return [] }
        return barFindings(theme) + tabFindings(theme)
    }

    /// A bar block's standard appearance, when no block of the theme sets a scroll-edge object.
    private func barFindings(_ theme: LintContext) -> [Diagnostic] {
        guard !theme.tabBarBlocks.contains(where: { $0.scrollEdgeAppearance != nil }) else { return [] }
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

    /// A tab's own standard appearance without a scroll-edge object of its own: at the scroll edge
    /// UIKit skips the tab's standard object for the bar's scroll-edge one ("if the selected item's
    /// scrollEdgeAppearance is nil, UIKit uses the tab bar's scroll edge appearance"), and without one
    /// that falls back to a standard object with a transparent background (docs/UIKIT.md §18.4).
    private func tabFindings(_ theme: LintContext) -> [Diagnostic] {
        let barScrollEdge = theme.tabBarBlocks.contains { $0.scrollEdgeAppearance != nil }
        return theme.tabsWithOwnAppearance.compactMap { index, item -> Diagnostic? in
            guard item.scrollEdgeAppearance == nil, let standard = item.standardAppearance, let what = Self.ownBackground(standard)
            else { return nil }
            let instead =
                barScrollEdge
                ? "the tab bar's scrollEdgeAppearance instead"
                : "a standard appearance with a transparent background (no scrollEdgeAppearance is set anywhere)"
            return warning(
                "tab \(index)'s own standardAppearance sets \(what) but the tab has no scrollEdgeAppearance of its own: while it is selected and the content is at the bar's bottom edge (or the screen has no scroll view), UIKit uses \(instead), so \(what) shows only while the content scrolls under the bar",
                at: standard.location,
                hint:
                    "give the tab the same object at the scroll edge (in YAML: standardAppearance: &tab { … } and scrollEdgeAppearance: *tab on the item; in code: tabBarItem.scrollEdgeAppearance = appearance)"
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
