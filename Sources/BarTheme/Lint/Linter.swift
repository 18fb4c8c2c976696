/// Runs every lint rule over one loaded theme, except those the theme disables
/// (`lint: { disable: [rule-id] }`), and returns the warnings in file order.
public enum Linter {
    /// Lints `document`; `parents` is its `extends` chain, nearest first (their own declarations
    /// are linted when they are validated themselves). `resources` (the renderer's fonts and image
    /// decoding) enables the glyph check and the contrast estimate of bars with background images.
    /// The rules run once per era the theme renders in (each era of its `supports:` range, or
    /// `eras` as `validate --era` gives them), so a key ignored in one era of the range is found;
    /// a finding every era makes is reported once.
    public static func lint(
        _ document: ThemeDocument, parents: [ThemeDocument] = [], resources: (any LintResources)? = nil, eras: [Era]? = nil
    ) -> [Diagnostic] {
        var context = LintContext(document: document, parents: parents, resources: resources)
        let disabled = Set(document.disabledLintRules)
        var found: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for era in LintContext.erasToLint(document: document, parents: parents, eras: eras) {
            context.eraOverride = era
            context.contrast = .normal
            for rule in LintRules.all where !disabled.contains(rule.id) {
                for diagnostic in rule.check(context) where seen.insert(diagnostic).inserted {
                    found.append(diagnostic)
                }
            }
            // Increase Contrast changes colours only: the contrast rules run again with the high-contrast
            // variants when a scene renders with it (docs/UIKIT.md §16.1).
            for contrast in context.renderedContrasts where contrast != .normal {
                context.contrast = contrast
                for rule in LintRules.all where !disabled.contains(rule.id) && LintRules.colorContrastRules.contains(rule.id) {
                    for diagnostic in rule.check(context) where seen.insert(diagnostic).inserted {
                        found.append(diagnostic)
                    }
                }
            }
        }
        return found.sorted(by: ThemeParser.fileOrder)
    }
}
