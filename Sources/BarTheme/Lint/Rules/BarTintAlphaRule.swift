/// `barTintColor` with an alpha below 1: UIKit ignores the alpha of the bar tint (QA1808, docs/UIKIT.md §2.2).
struct BarTintAlphaRule: LintRule {
    let id = "bar-tint-alpha-ignored"
    let summary = "The alpha of barTintColor is ignored by UIKit."
    let source = "QA1808, docs/UIKIT.md §2.2"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let palette = theme.era.defaults.palette
        return theme.blocks.compactMap { bar -> Diagnostic? in
            guard let tint = bar.block.barTintColor else { return nil }
            let alpha = min(
                tint.value.resolved(for: .light, palette: palette).alpha, tint.value.resolved(for: .dark, palette: palette).alpha)
            guard alpha < 1 else { return nil }
            return warning(
                "barTintColor has alpha \(ParseContext.format((alpha * 100).rounded() / 100)), which UIKit ignores: the bar tint is drawn opaque",
                at: tint.location, hint: "drop the alpha; a translucent bar already lets content show through (translucent: true)")
        }
    }
}
