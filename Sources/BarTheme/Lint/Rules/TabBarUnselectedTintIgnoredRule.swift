/// `unselectedItemTintColor` in the `ios26` era: the iOS 26 tab bar ignores it and draws the
/// unselected tabs in the label colour; per-state colours go through `UITabBarItemAppearance`
/// (docs/UIKIT.md §18.6).
struct TabBarUnselectedTintIgnoredRule: LintRule {
    let id = "tab-bar-unselected-tint-ignored"
    let summary = "unselectedItemTintColor is ignored by the iOS 26 tab bar."
    let source = "docs/UIKIT.md §18.6"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era.usesLiquidGlass else { return [] }
        return warnings(
            atEvery: \.unselectedItemTintColor, in: theme,
            "unselectedItemTintColor is ignored by the iOS 26 tab bar: the unselected tabs are drawn in the label colour",
            hint:
                "set the colour per state in standardAppearance: stackedLayoutAppearance: { normal: { iconColor: …, titleTextAttributes: { foregroundColor: … } } } (and the same for inlineLayoutAppearance / compactInlineLayoutAppearance)"
        )
    }
}
