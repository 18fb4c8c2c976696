extension TabBarAppearance {
    /// What `explain` shows for a tab bar (docs/UIKIT.md §18.4): the bar's values, then each tab's
    /// colours, title and badge, with where each came from and what it beat.
    public func explained(titles: [String]) -> [ExplainedProperty] {
        func p<T>(_ name: String, _ r: Resolved<T>, _ text: (T) -> String = { "\($0)" }) -> ExplainedProperty {
            ExplainedProperty(name, text(r.value), r.provenance, overridden: r.overridden)
        }
        var lines: [ExplainedProperty] = [
            p("tabBar.appearanceObject", appearanceObject),
            p("tabBar.background", background) { $0.summary },
            p("tabBar.shadow", shadow),
            p("tabBar.itemPositioning", positioning) { $0.rawValue },
            p("tabBar.itemWidth", itemWidth) { $0.map { ThemeNumber.format($0) } ?? "system" },
            p("tabBar.itemSpacing", itemSpacing) { $0.map { ThemeNumber.format($0) } ?? "system" },
            p("tabBar.selectionIndicatorImage", selectionIndicator) { $0?.description ?? "none" },
        ]
        for (index, look) in items.enumerated() {
            let name =
                "tab[\(index)]" + (index < titles.count && !titles[index].isEmpty ? " '\(titles[index])'" : "")
                + " (\(look.state.rawValue))"
            lines += [
                p("\(name).iconColor", look.iconColor),
                p("\(name).titleTextAttributes.font", look.titleFont),
                p("\(name).titleTextAttributes.foregroundColor", look.titleColor),
                p("\(name).titlePositionAdjustment", look.titleOffset) { "[\(ThemeNumber.format($0.x)), \(ThemeNumber.format($0.y))]" },
                p("\(name).badgeColor", look.badgeColor),
            ]
        }
        return lines
    }
}
