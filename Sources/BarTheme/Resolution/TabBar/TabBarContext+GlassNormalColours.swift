/// The iOS 26 tab bar does not draw the colours an appearance object gives its unselected tabs
/// (docs/UIKIT.md §18.8, #41 session 26; two fit apps): an item appearance's `normal.iconColor` and
/// its `normal` title's `foregroundColor` are not drawn, the unselected tab is the vibrant label over
/// the glass as without them; the selected state's colours are drawn, and the `normal` title's font is.
/// Suro (July 2026) declares #6c6f85 for both and its tabs read (27-29,25,17), BarTheme's label over its
/// glass; DNSChat's June 2026 build declares #8E8E93 for every state's title and draws it on the selected
/// tab only, and its December 2025 build neither its #8E8E93 icons nor titles (its November build drew
/// the titles, not the icons).
extension TabBarContext {
    /// Whether this bar leaves the appearance object's `state` colours undrawn: an unselected tab on iOS 26.
    func ignoresObjectColours(_ state: TabBarItemState) -> Bool {
        bar.era.usesLiquidGlass && state == .normal
    }

    /// The colour an unselected iOS 26 tab is drawn in where the appearance object declares `found`
    /// (its `normal.iconColor` or title colour, `what`) at `layer`: the vibrant label, with the
    /// declaration among the overridden ones so `explain` shows it.
    func glassLabel(ignoring found: Located<ColorValue>, what: String, layer: String) -> Resolved<RGBAColor> {
        let label = unselectedColor()
        let ignored = OverriddenDeclaration(location: found.location, layer: layer, value: "\(found.value) (not drawn on iOS 26)")
        return Resolved(
            label.value,
            Provenance(label.provenance.origin, rule: "\(Self.glassNormalColourRule(what)); \(label.provenance.rule)"),
            overridden: label.overridden + [ignored])
    }

    /// `explain`'s words for the rule.
    static func glassNormalColourRule(_ what: String) -> String {
        "iOS 26 does not draw the appearance object's normal \(what) on an unselected tab: the label colour on the glass, "
            + "as without it (docs/UIKIT.md §18.8, two fit apps)"
    }

    /// The appearance object's declared title colour for `state`, when this bar does not draw it.
    func ignoredObjectTitleColour(_ state: TabBarItemState) -> (Located<ColorValue>, String)? {
        guard ignoresObjectColours(state) else { return nil }
        return objectState(state, { $0.titleTextAttributes?.foregroundColor })
    }
}
