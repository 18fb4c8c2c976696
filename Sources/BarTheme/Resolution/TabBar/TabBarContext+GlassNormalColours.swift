/// Which of an appearance object's unselected colours the iOS 26 tab bar draws (docs/UIKIT.md §18.8,
/// #41 sessions 26 and 32). Icons: an item appearance's `normal.iconColor` is never drawn, the
/// unselected image is the vibrant label over the glass (Suro, DNSChat's three builds, ReelFin, L8ter:
/// every fit app that declares one). Titles: the `normal` title `foregroundColor` of an appearance set
/// on the bar (its proxy, a `when:` scope or the bar instance) is drawn, as a tint on the pill is but
/// over the capsule (`TabBarGlassColours.objectNormalTitle`; ReelFin and L8ter, two fit apps, proxy);
/// that of a tab's own appearance (`UITabBarItem.standardAppearance`) is not, the title is the label
/// (Suro, July 2026, and DNSChat's June 2026 build, two fit apps, react-native-screens' per-tab
/// appearance). The selected state's colours and the `normal` title's font are drawn wherever declared.
extension TabBarContext {
    /// Whether this bar leaves the appearance object's `state` icon colour undrawn: an unselected tab on iOS 26.
    func ignoresObjectColours(_ state: TabBarItemState) -> Bool {
        bar.era.usesLiquidGlass && state == .normal
    }

    /// Whether this bar leaves the appearance object's `state` title colour undrawn: an unselected tab
    /// on iOS 26 when the object is the selected tab's own.
    func ignoresObjectTitleColour(_ state: TabBarItemState) -> Bool {
        ignoresObjectColours(state) && object?.layer.isTabItem == true
    }

    /// Whether this bar draws the appearance object's `state` title colour the glass way
    /// (`TabBarGlassColours.objectNormalTitle`): an unselected tab on iOS 26, the object set on the bar.
    func drawsObjectTitleOnGlass(_ state: TabBarItemState) -> Bool {
        ignoresObjectColours(state) && object != nil && object?.layer.isTabItem == false
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
        if what == "iconColor" {
            return "iOS 26 does not draw an appearance object's normal iconColor on an unselected tab: the label colour on the glass, "
                + "as without it (docs/UIKIT.md §18.8, fit apps Suro, DNSChat, ReelFin, L8ter)"
        }
        return "iOS 26 does not draw a tab's own appearance's normal \(what) on an unselected tab (UITabBarItem.standardAppearance): "
            + "the label colour on the glass, as without it (docs/UIKIT.md §18.8, two fit apps)"
    }

    /// The appearance object's declared title colour for `state`, when this bar does not draw it.
    func ignoredObjectTitleColour(_ state: TabBarItemState) -> (Located<ColorValue>, String)? {
        guard ignoresObjectTitleColour(state) else { return nil }
        return objectState(state, { $0.titleTextAttributes?.foregroundColor })
    }

    /// Whether `title`, the colour chosen for an unselected tab's title, is the bar appearance's
    /// `normal` title colour that iOS 26 draws over the glass (`drawsObjectTitleOnGlass`).
    func isObjectTitleOnGlass(_ title: Resolved<Located<ColorValue>>?, state: TabBarItemState) -> Bool {
        guard drawsObjectTitleOnGlass(state), let title, let (found, _) = objectState(state, { $0.titleTextAttributes?.foregroundColor })
        else { return false }
        return title.value.location == found.location
    }
}
