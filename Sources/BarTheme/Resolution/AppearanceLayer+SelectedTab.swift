/// A tab's own appearance objects (`UITabBarItem.standardAppearance` iOS 13+, `scrollEdgeAppearance`
/// iOS 15+): "when set and this item is selected", they override the hosting tab bar's for the whole
/// bar (UITabBarItem.h; docs/UIKIT.md §18.4). Only the selected tab's count, and only its objects:
/// its layer holds nothing else, so every legacy property still comes from the bar's layers.
extension AppearanceLayer {
    /// The selected tab's layer, first in a tab bar's stack, when that tab declares an appearance object.
    static func selectedTabLayer(_ scene: SceneDeclaration) -> AppearanceLayer? {
        guard let content = scene.tabBarContent, !content.items.isEmpty else { return nil }
        let index = content.selectedIndex
        let item = content.items[index]
        guard item.standardAppearance != nil || item.scrollEdgeAppearance != nil else { return nil }
        var block = BarAppearanceDeclaration(location: item.location)
        block.standardAppearance = item.standardAppearance?.barEquivalent
        block.scrollEdgeAppearance = item.scrollEdgeAppearance?.barEquivalent
        return AppearanceLayer(
            name: "items[\(index)]",
            rule: "the selected tab's own appearance replaces the bar's while it is selected (UITabBarItem.standardAppearance, "
                + "docs/UIKIT.md §18.4)",
            block: block, source: .tabItem(index: index))
    }
}
