import BarTheme

extension BarRenderer.Output {
    /// The back title the layout drew (it may be shortened to "Back" or left out), or nil without a back button.
    var drawnBackTitle: String? {
        content.backButton == nil ? nil : (layout.texts.first { $0.role == .backTitle }?.text ?? "")
    }

    /// Every property `explain` shows for the drawn bar: the resolver's, then the content's (titles,
    /// items, back button), which need the layout (what fits) and the decoded images (translucency
    /// inferred from a background image's alpha).
    public func explainedProperties(scene: SceneDeclaration) -> [ExplainedProperty] {
        if let tabBar {
            let shared = appearance.explained.filter { ["era", "barStyle", "translucent", "barTintColor", "tintColor"].contains($0.name) }
            return shared + tabBar.explained(titles: tabBarContent?.tabs.map(\.title) ?? [])
        }
        return appearance.explained
            + ContentExplanation.properties(
                scene: scene, content: content, drawnBackTitle: drawnBackTitle, era: appearance.era,
                searchRule: BarLayoutEngine.searchRule(content, appearance: appearance, variant: variant))
            + BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
    }

    /// The one-line summary of the bar `explain` prints first.
    public var explanationSummary: String {
        if let tabBarContent, let tabBar {
            let selected = tabBarContent.tabs.first(where: \.isSelected).map { "'\($0.title)' selected" } ?? "nothing selected"
            return "tab bar (\(tabBar.era.rawValue), \(tabBar.isGlass ? "floating glass capsule" : tabBar.layout.rawValue + " layout")): "
                + "\(tabBarContent.tabs.count) tabs, \(selected)" + (tabBarContent.minimized ? ", minimized" : "")
        }
        return ExplanationSummary.line(appearance: appearance, content: content, drawnBackTitle: drawnBackTitle)
    }
}
