/// A `UITabBarAppearance` with its own background (`configureWith: opaque`, a `backgroundColor`, a
/// `backgroundImage`) in the `ios26` era: its colour is not drawn in the floating capsule, which stays
/// glass (two fit apps' captures, docs/UIKIT.md §18.8), so the code's colour is lost; an image is
/// still drawn over the capsule (docs/UIKIT.md §18.6, not measured). The bar view's
/// own `backgroundColor` (`tabBar.backgroundColor = …`) does the same: it fills the bar's whole frame
/// and no capsule is seen (docs/UIKIT.md §18.8, "The bar view's own colour").
struct TabBarBackgroundHidesGlassRule: LintRule {
    let id = "tab-bar-background-hides-glass"
    let summary = "A UITabBarAppearance's own background colour is not drawn on the iOS 26 tab bar's Liquid Glass; an image covers it."
    let source = "docs/UIKIT.md §18.6"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era.usesLiquidGlass else { return [] }
        return viewBackgroundFindings(theme) + appearanceFindings(theme)
    }

    /// `tabBar.backgroundColor`, the view's own colour, in any tab bar block.
    private func viewBackgroundFindings(_ theme: LintContext) -> [Diagnostic] {
        warnings(
            atEvery: \.backgroundColor, in: theme,
            "backgroundColor on the tab bar view fills the bar's whole frame in the ios26 era: UIKit draws no floating Liquid Glass capsule, only the selection pill over a flat band",
            hint:
                "to keep Liquid Glass, remove the tab bar's backgroundColor (UIKit code: tabBar.backgroundColor = …) and colour the screen behind the bar instead; keep it only for builds that draw the pre-26 look (era: ios15)"
        )
    }

    /// A background painted by a `UITabBarAppearance`.
    private func appearanceFindings(_ theme: LintContext) -> [Diagnostic] {
        theme.tabBarAppearanceObjects.compactMap { found -> Diagnostic? in
            let object = found.object
            let culprit: (ThemeKey, SourceLocation)? =
                object.configureWith.flatMap { $0.value == .opaque ? (.configureWith, $0.location) : nil }
                ?? object.backgroundColor.map { (.backgroundColor, $0.location) }
                ?? object.backgroundImage.map { (.backgroundImage, $0.location) }
            guard let (key, location) = culprit else { return nil }
            let what = key == .configureWith ? "\(key): opaque" : key.spelling
            guard object.backgroundImage == nil else {
                return warning(
                    "\(what) in \(found.owner) \(found.slot) paints over the floating capsule in the ios26 era: the tab bar loses its Liquid Glass and shows a flat image instead",
                    at: location,
                    hint:
                        "to keep Liquid Glass, remove \(what) (use configureWith: default) and colour the selected tab through stackedLayoutAppearance (selected iconColor and titleTextAttributes; iOS 26 draws the unselected tabs in the label colour, §18.8); keep it only for builds that draw the pre-26 look (era: ios15)"
                )
            }
            return warning(
                "\(what) in \(found.owner) \(found.slot) is not drawn in the floating capsule in the ios26 era: the capsule stays glass (two apps' captures, §18.8) and the colour the code sets does not show",
                at: location,
                hint:
                    "remove \(what) (use configureWith: default): the ios26 capsule does not show it; colour the screen behind the bar, or the selected tab through stackedLayoutAppearance (selected iconColor and titleTextAttributes; iOS 26 draws the unselected tabs in the label colour, §18.8); it fills the bar only in builds that draw the pre-26 look (era: ios15)"
            )
        }
    }
}
