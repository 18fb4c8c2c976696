extension TabBarAppearance {
    /// What `explain` shows for a tab bar (docs/UIKIT.md §18.4): the bar's values, then each tab's
    /// colours, title and badge, with where each came from and what it beat.
    public func explained(titles: [String]) -> [ExplainedProperty] {
        func p<T>(_ name: String, _ r: Resolved<T>, _ text: (T) -> String = { "\($0)" }) -> ExplainedProperty {
            ExplainedProperty(name, text(r.value), r.provenance, overridden: r.overridden)
        }
        let tab = ThemeKey.tabBar
        var lines: [ExplainedProperty] = [
            p("\(tab).appearanceObject", appearanceObject),
            p("\(tab).background", background) { $0.summary },
            p("\(tab).shadow", shadow),
            p("\(tab).\(ThemeKey.backgroundColor)", viewBackground) { $0.map { "\($0)" } ?? "none" },
            p("\(tab).itemLayout", Self.explainedLayout(layout)) { $0.rawValue },
            p("\(tab).placement", placement) { $0.rawValue },
            p("\(tab).\(ThemeKey.itemPositioning)", positioning) { $0.rawValue },
            p("\(tab).\(ThemeKey.itemWidth)", itemWidth) { $0.map { ThemeNumber.format($0) } ?? "system" },
            p("\(tab).\(ThemeKey.itemSpacing)", itemSpacing) { $0.map { ThemeNumber.format($0) } ?? "system" },
            p("\(tab).\(ThemeKey.selectionIndicatorImage)", selectionIndicator) { $0?.description ?? "none" },
        ]
        for (index, look) in items.enumerated() {
            let name =
                "tab[\(index)]" + (index < titles.count && !titles[index].isEmpty ? " '\(titles[index])'" : "")
                + " (\(look.state.rawValue))"
            lines += [
                p("\(name).\(ThemeKey.iconColor)", look.iconColor),
                p("\(name).\(ThemeKey.titleTextAttributes).\(ThemeKey.font)", look.titleFont),
                p("\(name).\(ThemeKey.titleTextAttributes).\(ThemeKey.foregroundColor)", look.titleColor),
                p("\(name).\(ThemeKey.titlePositionAdjustment)", look.titleOffset) {
                    "[\(ThemeNumber.format($0.x)), \(ThemeNumber.format($0.y))]"
                },
                p("\(name).\(ThemeKey.badgeColor)", look.badgeColor),
            ]
        }
        return lines
    }

    /// The item layout with UIKit's reason and the appearance key it takes the tabs' looks from, so a
    /// theme that styles `stackedLayoutAppearance` only sees why an iPad's tabs do not follow it.
    static func explainedLayout(_ layout: TabBarItemLayout) -> Resolved<TabBarItemLayout> {
        let when: String
        switch layout {
        case .stacked: when = "a phone in portrait: titles under the images"
        case .inline: when = "regular width (an iPad, a phone wider than 414 pt in landscape): image and title side by side"
        case .compactInline: when = "compact height (a phone in landscape): image and title side by side in the shorter bar"
        }
        return Resolved(
            layout,
            Provenance(
                .defaulted("UIKit"),
                rule:
                    "\(when); the tabs take their colours and fonts from the appearance object's \(layout.appearanceKey) (UITabBarAppearance.h, docs/UIKIT.md §18.2)"
            ))
    }
}
