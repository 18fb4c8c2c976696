/// What the `ios26` era does with the bar button item keys modelled for older eras (docs/UIKIT.md
/// §10.11), for `explain`: each proxy line keeps its declaration and gets the Liquid Glass rule
/// that draws it (or leaves it out). Item-level `imageInsets` follow the same rule in the layout.
enum LiquidGlassItemRule {
    /// The rule for an `explain` line named `name`, or `nil` when the pre-26 rule stands.
    static func rule(for name: String) -> String? {
        if name == "barButtonItem.titlePositionAdjustment" {
            return
                "on Liquid Glass a title position adjustment moves the title inside its platter; the platter keeps its size and place (docs/UIKIT.md §10.11, approx.)"
        }
        if name == "barButtonItem.backButtonTitlePositionAdjustment" {
            return
                "ignored on Liquid Glass: the back button is a glass circle with the chevron alone, no title to move (docs/UIKIT.md §10.11; lint liquid-glass-ignored-back-title-offset)"
        }
        if name.hasPrefix("barButtonItem.backgroundImage[") {
            return
                "on Liquid Glass a bar button background image is drawn on the item's platter, over the glass, across the item's room (docs/UIKIT.md §10.11, approx.)"
        }
        if name.hasPrefix("barButtonItem.backButtonBackgroundImage[") {
            return
                "on Liquid Glass a back button background image is drawn on the back button's platter, over the glass and under the chevron, at its own size, centred, scaled down to fit (docs/UIKIT.md §10.11, approx.)"
        }
        return nil
    }

    /// `lines` with the Liquid Glass rule in place of the pre-26 one where `era` uses Liquid Glass.
    static func explained(_ lines: [ExplainedProperty], era: Era) -> [ExplainedProperty] {
        guard era.usesLiquidGlass else { return lines }
        return lines.map { line in
            guard let rule = rule(for: line.name) else { return line }
            return ExplainedProperty(
                line.name, line.value, Provenance(line.provenance.origin, rule: rule), overridden: line.overridden, detail: line.detail)
        }
    }
}
