/// The bar button item colour (`tintColor`, an item's own `tintColor`, or an appearance object's
/// button title colour) against the bar background, in light and dark: WCAG 2 asks for 4.5:1 for
/// 17 pt item titles (docs/UIKIT.md §2.4). The background is estimated as in `BarBackgroundEstimate`.
/// UIKit's own default (systemBlue on the default material) is not checked: only colours a theme
/// chooses (a tint, or a bar tint under a chosen tint).
struct ItemContrastRule: LintRule {
    let id = "item-contrast"
    let summary = "The bar button item colour needs WCAG contrast (4.5:1) against the estimated bar background."
    let source = "WCAG 2 SC 1.4.3; background per docs/UIKIT.md §2.1-§2.2"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let defaults = theme.era.defaults
        let styles = ContrastFinding.styles(for: defaults)
        let minimum = WCAGContrast.minimum(size: 17, weight: .regular)
        var found: [Diagnostic] = []
        func legacy(_ bar: LintContext.BarBlock, tint: ColorValue, at anchor: SourceLocation) {
            let finding = ContrastFinding.worst(minimum: minimum, styles: styles) { style in
                guard let background = BarBackgroundEstimate.legacy(bar, style: style, defaults: defaults) else { return nil }
                return (tint.resolved(for: BarBackgroundEstimate.colorStyle(bar, style: style, defaults: defaults)), background)
            }
            if let finding { found.append(report(finding, at: anchor)) }
        }
        for bar in theme.blocks {
            guard let tint = bar.value(\.tintColor) else { continue }
            guard let anchor = bar.block.tintColor?.location ?? bar.block.barTintColor?.location else { continue }
            legacy(bar, tint: tint.value, at: anchor)
        }
        for scene in theme.document.scenes {
            let bar = theme.sceneBar(scene)
            let items = scene.items.flatMap { $0.leftBarButtonItems + $0.rightBarButtonItems } + scene.toolbarItems
            for item in items {
                if let tint = item.tintColor { legacy(bar, tint: tint.value, at: tint.location) }
            }
        }
        for entry in theme.appearanceObjects {
            let object = entry.object
            for buttons in [object.buttonAppearance, object.doneButtonAppearance] {
                guard let color = buttons?.normal?.titleTextAttributes?.foregroundColor else { continue }
                let finding = ContrastFinding.worst(minimum: minimum, styles: styles) { style in
                    guard let background = BarBackgroundEstimate.object(object, backdrop: entry.backdrop, style: style, defaults: defaults)
                    else { return nil }
                    return (color.value.resolved(for: style), background)
                }
                if let finding { found.append(report(finding, at: color.location)) }
            }
        }
        return found
    }

    private func report(_ finding: ContrastFinding, at location: SourceLocation) -> Diagnostic {
        warning("the item colour \(finding.sentence)", at: location,
                hint: "pick a tintColor or bar tint with more contrast, or disable the rule with lint: { disable: [\(id)] }")
    }
}
