/// `unselectedItemTintColor` in the `ios26` era: the iOS 26 tab bar ignores it and draws the
/// unselected tabs in the label colour; of an appearance object's `normal` colours only the title
/// colour of one set on the bar shows there (docs/UIKIT.md §18.6, §18.8).
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
                "iOS 26 draws unselected images in the label colour whatever is set (an appearance object's normal iconColor does not show either); an unselected title takes the normal titleTextAttributes foregroundColor of an appearance set on the bar, over the glass, not of a tab's own appearance (docs/UIKIT.md §18.8, two fit apps each). Set it per state in the bar's standardAppearance: stackedLayoutAppearance: { normal: { iconColor: …, titleTextAttributes: { foregroundColor: … } } }"
        )
    }
}
