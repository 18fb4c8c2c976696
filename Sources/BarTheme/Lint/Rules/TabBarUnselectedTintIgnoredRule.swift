/// `unselectedItemTintColor` in the `ios26` era: the iOS 26 tab bar ignores it and draws the
/// unselected tabs in the label colour, and an appearance object's `normal` colours do not show there
/// either (docs/UIKIT.md §18.6, §18.8).
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
                "iOS 26 draws unselected tabs in the label colour whatever is set: the appearance object's normal iconColor and titleTextAttributes foregroundColor do not show either (docs/UIKIT.md §18.8, two apps); the selected state's colours do. For builds that draw the pre-26 look (era: ios15), set it per state in standardAppearance: stackedLayoutAppearance: { normal: { iconColor: …, titleTextAttributes: { foregroundColor: … } } }"
        )
    }
}
