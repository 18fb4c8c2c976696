/// The iPad's tab bar at the top (iOS 26, `TabBarPlacement.top`) draws the selected tab's title in the
/// selected colour UIKit gives the tab (its tint, or the item appearance's selected `iconColor`), not an
/// appearance object's selected title colour (docs/UIKIT.md §18.6, §18.8): DNSChat's June 2026 build declares
/// #8E8E93 for its selected titles, which its phone captures draw and its eight iPad captures draw in the
/// tint, (0,125,246) light and (29,174,255) dark (one fit app; titanium-sdk's pull request #14295 says the
/// same of iPadOS 18's floating bar: a tab's `inlineLayoutAppearance` title colour no longer reaches it).
extension TabBarContext {
    /// Whether this bar leaves the appearance object's `state` title colour undrawn at the top.
    func topBarIgnoresObjectTitleColour(_ state: TabBarItemState) -> Bool {
        placement.value == .top && state == .selected
    }

    /// The selected tab's title colour on the top bar where the appearance object declares one: `icon`,
    /// with the declaration among the overridden ones so `explain` shows it; `nil` where none is declared.
    func topBarSelectedTitle(_ state: TabBarItemState, icon: Resolved<RGBAColor>) -> Resolved<RGBAColor>? {
        guard topBarIgnoresObjectTitleColour(state), let (found, layer) = objectState(state, { $0.titleTextAttributes?.foregroundColor })
        else { return nil }
        let ignored = OverriddenDeclaration(location: found.location, layer: layer, value: "\(found.value) (not drawn on the top bar)")
        return Resolved(
            icon.value,
            Provenance(icon.provenance.origin, rule: "\(Self.topBarTitleRule); \(icon.provenance.rule)"),
            overridden: icon.overridden + [ignored])
    }

    /// `explain`'s words for the rule.
    static let topBarTitleRule =
        "an iPad's tab bar at the top draws the selected title in the tab's selected colour, not an appearance object's "
        + "selected title colour (measured, one fit app, DNSChat; docs/UIKIT.md §18.8)"
}
