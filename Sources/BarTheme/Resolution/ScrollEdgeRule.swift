/// When a bar takes its scroll-edge appearance, by era (docs/UIKIT.md §3.8.1).
///
/// On iOS 13+ UIKit always builds `standardAppearance` from the legacy properties, and a nil
/// `scrollEdgeAppearance` means "the standard appearance with a transparent background". On iOS
/// 13-14 only a navigation bar showing a large title reaches that state; from iOS 15 every
/// navigation bar at the scroll edge does, and toolbars gained `scrollEdgeAppearance` too.
struct ScrollEdgeRule {
    /// Whether the bar uses its scroll-edge appearance (chain) in this render.
    let applies: Bool
    /// The rule in words, for `explain`.
    let rule: String

    /// `assumedAtScrollEdge`: the scene does not say `atScrollEdge`, and the era puts a screen just
    /// shown at the top of its content (`EraDefaults.newScreenIsAtScrollEdge`); the rule says so.
    init(era: Era, defaults: EraDefaults, bar: BarKind, atScrollEdge: Bool, showsLargeTitle: Bool, assumedAtScrollEdge: Bool = false) {
        switch bar {
        case .navigationBar:
            if defaults.scrollEdgeForEveryNavigationBar {
                applies = atScrollEdge
                rule =
                    "\(era.rawValue) (iOS 15+): every navigation bar at its scroll edge with no scrollEdgeAppearance uses its standard "
                    + "appearance with a transparent background and no shadow (docs/UIKIT.md §3.8.1)"
                    + (assumedAtScrollEdge
                        ? "; the scene does not set atScrollEdge, and a screen just shown is at the top of its content, "
                            + "so its bar is at the scroll edge (set atScrollEdge: false for the scrolled look)" : "")
            } else {
                applies = atScrollEdge && showsLargeTitle
                rule =
                    "\(era.rawValue) (iOS 13-14): a large-title navigation bar at its scroll edge with no scrollEdgeAppearance uses its "
                    + "standard appearance with a transparent background and no shadow (docs/UIKIT.md §3.8.1)"
            }
        case .tabBar:
            applies = atScrollEdge && defaults.toolbarScrollEdge
            rule =
                "\(era.rawValue) (iOS 15+): a tab bar at its scroll edge (the content at its bottom edge, or no scroll view) with no "
                + "scrollEdgeAppearance uses its standard appearance with a transparent background and no shadow (docs/UIKIT.md §18.3)"
                + (assumedAtScrollEdge
                    ? "; the scene does not set atScrollEdge, so the tab bar is taken to be at it (set atScrollEdge: false for content under the bar)"
                    : "")
        case .toolbar:
            applies = atScrollEdge && defaults.toolbarScrollEdge
            rule =
                "\(era.rawValue) (iOS 15+): a toolbar at its scroll edge with no scrollEdgeAppearance uses its standard appearance "
                + "with a transparent background and no shadow (docs/UIKIT.md §3.8.1)"
        }
    }
}
