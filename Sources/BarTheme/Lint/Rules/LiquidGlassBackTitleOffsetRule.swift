/// `backButtonTitlePositionAdjustment` in the `ios26` era: the Liquid Glass back button on a phone
/// is a glass circle holding the chevron alone, with no back title (measured, docs/UIKIT.md §10.3),
/// so there is no title for the offset to move and UIKit's result is the same without it
/// (§10.11). The key is most often the old "push the back title off screen" idiom.
struct LiquidGlassBackTitleOffsetRule: LintRule {
    let id = "liquid-glass-ignored-back-title-offset"
    let summary = "backButtonTitlePositionAdjustment moves nothing on iOS 26: the back button shows no title."
    let source = "docs/UIKIT.md §10.11"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era.usesLiquidGlass else { return [] }
        let document = theme.document
        var blocks = [document.barButtonItem] + document.scopes.map(\.barButtonItem)
        for item in document.scenes.flatMap(\.items) {
            let buttons = [item.backBarButtonItem].compactMap { $0 } + item.navigationBarButtonItems
            blocks += buttons.map(\.appearance)
        }
        let offsets = blocks.compactMap { $0 }.flatMap { block in
            block.backButtonTitlePositionAdjustment.values.sorted { $0.location < $1.location }
        }
        return offsets.map { offset in
            warning(
                "backButtonTitlePositionAdjustment has no effect in the ios26 era (Liquid Glass): the back button is a glass circle with the chevron alone and no title to move",
                at: offset.location,
                hint:
                    "remove it (to hide back titles before iOS 26, say backButtonDisplayMode: minimal on the navigation item), or set era: ios15 / compatibilityMode: true if the app opts out of Liquid Glass"
            )
        }
    }
}
