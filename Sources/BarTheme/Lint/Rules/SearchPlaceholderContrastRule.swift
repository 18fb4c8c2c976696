/// A search field colour (`textFieldBackgroundColor`) that leaves the era's placeholder unreadable
/// (docs/UIKIT.md §13.3): the placeholder over the field, itself over the estimated bar background,
/// needs 3:1. UIKit's own light default (secondaryLabel over tertiarySystemFill over white) reaches
/// only about 3.3:1, under WCAG's 4.5:1 for text, so the rule asks for 3:1 and checks only a field
/// colour the theme chooses.
struct SearchPlaceholderContrastRule: LintRule {
    let id = "search-placeholder-contrast"
    let summary = "A search field colour needs 3:1 contrast for the era's placeholder drawn on it."
    let source = "WCAG 2 SC 1.4.3 (relaxed to UIKit's own level); colours per docs/UIKIT.md §13.3"

    /// The ratio asked for: under WCAG's 4.5:1, as UIKit's default placeholder is.
    static let minimum = 3.0

    func check(_ theme: LintContext) -> [Diagnostic] {
        let defaults = theme.era.defaults
        let styles = ContrastFinding.styles(for: defaults)
        var found: [Diagnostic] = []
        for scene in theme.document.scenes {
            let bar = theme.sceneBar(scene)
            for item in scene.items {
                guard let field = item.searchController?.textFieldBackgroundColor else { continue }
                let finding = ContrastFinding.worst(minimum: Self.minimum, styles: styles, contrast: theme.contrast) { style in
                    guard
                        let behind = BarBackgroundEstimate.legacy(
                            bar, style: style, defaults: defaults, contrast: theme.contrast, resources: theme.resources)
                    else { return nil }
                    let placeholder = SearchFieldMetrics.colors(era: theme.era, style: style).placeholder
                    return (placeholder, field.value.resolved(for: style, contrast: theme.contrast, palette: defaults.palette).over(behind))
                }
                if let finding {
                    found.append(
                        warning(
                            "the search placeholder \(finding.foreground) on the field \(finding.background) (estimated) has a contrast of \(WCAGContrast.format(finding.ratio, minimum: finding.minimum)) in \(finding.style.rawValue) mode, under 3:1",
                            at: field.location,
                            hint: "pick a textFieldBackgroundColor closer to the bar's, or disable the rule with lint: { disable: [\(id)] }"
                        ))
                }
            }
        }
        return found
    }
}
