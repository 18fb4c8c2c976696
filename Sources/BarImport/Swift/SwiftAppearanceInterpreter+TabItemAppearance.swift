/// A tab's own appearance in app code, `viewController.tabBarItem.standardAppearance = …` (iOS 13+;
/// `scrollEdgeAppearance` iOS 15+): the theme's key for it is on a scene's tab
/// (`items[n].standardAppearance`, docs/UIKIT.md §18.4), and the importer writes no scene's tabs from
/// instance code, so it is left out with a note that says where it belongs (docs/IMPORT.md, "Swift").
extension SwiftAppearanceInterpreter {
    /// The note for `name` set on `base` when `base` is a view controller's `tabBarItem`, else nil.
    static func tabItemAppearanceNote(_ name: String, base: String) -> String? {
        guard name == "standardAppearance" || name == "scrollEdgeAppearance",
            base == "tabBarItem" || base.hasSuffix(".tabBarItem") || base.hasSuffix(".tabBarItem?") || base == "tabBarItem?"
        else { return nil }
        return "'\(base).\(name)': a tab's own appearance (UITabBarItem.\(name)) is the theme key \(name) on a scene's tab "
            + "(items: [{ title: …, \(name): … }]); the importer writes no scene tabs from instance code, so it is left out: "
            + "add it to the tab in your scene by hand"
    }
}
