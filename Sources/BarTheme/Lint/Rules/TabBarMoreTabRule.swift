/// A tab bar scene with more than five tabs (a search tab aside) that renders on an iPhone: a
/// `UITabBarController` in compact width shows the first four tabs and a More tab listing the rest
/// (`moreNavigationController`), and SwiftUI's `TabView` does the same; BarTheme draws every tab
/// the scene lists, so the picture is not what the phone shows (docs/UIKIT.md §18.2).
struct TabBarMoreTabRule: LintRule {
    let id = "tab-bar-more-tab"
    let summary = "More than five tabs on an iPhone: UIKit shows four and a More tab."
    let source = "docs/UIKIT.md §18.2"

    /// The most tabs an iPhone's tab bar controller shows before it folds the rest into More.
    static let phoneLimit = 5

    func check(_ theme: LintContext) -> [Diagnostic] {
        theme.document.scenes.compactMap { scene -> Diagnostic? in
            guard scene.bar?.value == .tabBar, let content = scene.tabBarContent, Self.rendersOnPhone(scene) else { return nil }
            let tabs = content.items.filter { $0.role?.value != .search }
            guard tabs.count > Self.phoneLimit else { return nil }
            let folded = tabs[(Self.phoneLimit - 1)...].map { $0.title?.value ?? "an untitled tab" }
            return warning(
                "scene '\(scene.name.value)' has \(tabs.count) tabs: on an iPhone a UITabBarController (and a SwiftUI TabView) shows the first \(Self.phoneLimit - 1) and a More tab that lists \(folded.joined(separator: ", ")); BarTheme draws all \(tabs.count)",
                at: tabs[Self.phoneLimit - 1].location,
                hint:
                    "keep at most \(Self.phoneLimit) tabs on iPhone (move the rest into a screen of their own, or render the scene as an iPad with userInterfaceIdiom: pad)"
            )
        }
    }

    /// Whether some variant of `scene` is a phone: its idiom says so, or a width under an iPad's.
    static func rendersOnPhone(_ scene: SceneDeclaration) -> Bool {
        if let idiom = scene.userInterfaceIdiom?.value { return idiom == .phone }
        guard let widths = scene.variants.widths?.value else { return true }
        return widths.contains { $0 < TraitEnvironment.regularWidth }
    }
}
