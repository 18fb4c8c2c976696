/// `barTintColor` in the `ios26` era: on Liquid Glass a bar has no background of its own and items
/// float on glass (docs/UIKIT.md §10.2); a bar tint paints the whole bar a colour and hides that
/// look, which is seldom what a theme written for iOS 13-18 means on iOS 26.
struct LiquidGlassBarTintRule: LintRule {
    let id = "liquid-glass-bar-tint"
    let summary = "barTintColor paints the whole bar on iOS 26 and hides the Liquid Glass look."
    let source = "docs/UIKIT.md §10.2"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era.usesLiquidGlass else { return [] }
        return theme.blocks.compactMap { bar -> Diagnostic? in
            guard let tint = bar.block.barTintColor else { return nil }
            return warning(
                "barTintColor colours the whole bar in the ios26 era (Liquid Glass): the content no longer shows through and the glass platters sit on a flat colour",
                at: tint.location,
                hint:
                    "drop barTintColor to get the iOS 26 look, set tintColor for the items, or set era: ios13 / compatibilityMode: true if the app opts out of Liquid Glass"
            )
        }
    }
}
