/// What `explain` shows for one drawn bar, whatever its kind: the resolver's values, then the
/// content's (titles, items, back button, search field, glass platters) for the navigation bar and
/// toolbar, or the tab bar's own values and each tab's (docs/UIKIT.md §18.4).
public enum ExplainedBar {
    /// Every property of the bar `appearance` draws with `content` in `variant`; `drawnBackTitle`
    /// is the back title the layout drew (nil without a back button).
    public static func properties(
        scene: SceneDeclaration, appearance: BarAppearance, content: BarContent, drawnBackTitle: String?, variant: Variant
    ) -> [ExplainedProperty] {
        if appearance.tabBar != nil { return appearanceProperties(appearance: appearance, content: content) }
        return appearance.explained
            + ContentExplanation.properties(
                scene: scene, content: content, drawnBackTitle: drawnBackTitle, era: appearance.era,
                searchRule: BarLayoutEngine.searchRule(content, appearance: appearance, variant: variant),
                largeTitles: (appearance.prefersLargeTitles.value, variant.metrics))
            + BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
    }

    /// The bar's appearance values, as the gallery shows them: a navigation bar's or toolbar's resolved
    /// appearance; for a tab bar the values it shares with the other bars, then its own and each tab's
    /// (not the navigation bar's title, large title, back button or 44 pt height, which it does not draw).
    public static func appearanceProperties(appearance: BarAppearance, content: BarContent) -> [ExplainedProperty] {
        guard let tabBar = appearance.tabBar else { return appearance.explained }
        let shared = Set([ThemeKey.era, .barStyle, .translucent, .barTintColor, .tintColor, .contentScrollView].map(\.spelling))
        return appearance.explained.filter { shared.contains($0.name) } + tabBarProperties(tabBar, content: content)
    }

    /// A tab bar's own values and each tab's (empty for the other bars), named with the tabs' titles.
    public static func tabBarProperties(_ tabBar: TabBarAppearance?, content: BarContent) -> [ExplainedProperty] {
        tabBar?.explained(titles: content.tabBar?.tabs.map(\.title) ?? []) ?? []
    }

    /// The one-line summary `explain` prints first.
    public static func summary(appearance: BarAppearance, content: BarContent, drawnBackTitle: String?) -> String {
        if let tabBar = appearance.tabBar, let tabs = content.tabBar {
            let selected = tabs.tabs.first(where: \.isSelected).map { "'\($0.title)' selected" } ?? "nothing selected"
            return "tab bar (\(tabBar.era.rawValue), \(tabBar.isGlass ? "floating glass capsule" : tabBar.layout.rawValue + " layout")): "
                + "\(tabs.tabs.count) tabs, \(selected)" + (tabs.minimized ? ", minimized" : "")
        }
        return ExplanationSummary.line(appearance: appearance, content: content, drawnBackTitle: drawnBackTitle)
    }
}
