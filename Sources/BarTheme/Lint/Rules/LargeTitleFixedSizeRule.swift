/// A large title font with `scalesWithDynamicType: false`: the app's large title then keeps its size
/// when the user picks a larger text size, where UIKit's own grows from 34 to 60 pt (docs/UIKIT.md
/// §16.4); the render (`largerText:SIZE`) and the generated code (no `UIFontMetrics`) both keep it.
struct LargeTitleFixedSizeRule: LintRule {
    let id = "large-title-fixed-size"
    let summary = "A large title font that does not follow Dynamic Type."
    let source = "docs/UIKIT.md §16.4"

    func check(_ theme: LintContext) -> [Diagnostic] {
        FontWeightFallbackRule.declaredFonts(in: theme.document).compactMap { font, isLargeTitle in
            guard isLargeTitle, let fixed = font.scalesWithDynamicType, !fixed.value else { return nil }
            let size = font.size.map { "\(ThemeNumber.format($0.value)) pt" } ?? "its size"
            return warning(
                "this large title stays \(size) at every text size: Dynamic Type is off for it (UIKit's own large title grows to "
                    + "\(ThemeNumber.format(ContentSizeCategory.ax5.largeTitleSize)) pt at AX5)",
                at: fixed.location,
                hint: "drop 'scalesWithDynamicType: false' so the font scales with UIFontMetrics(forTextStyle: .largeTitle), "
                    + "or disable this rule if the fixed size is meant")
        }
    }
}
