/// Runs every lint rule over one loaded theme, except those the theme disables
/// (`lint: { disable: [rule-id] }`), and returns the warnings in file order.
public enum Linter {
    /// Lints `document`; `parents` is its `extends` chain, nearest first (their own declarations
    /// are linted when they are validated themselves). `resources` (the renderer's fonts and image
    /// decoding) enables the glyph check and the contrast estimate of bars with background images.
    public static func lint(_ document: ThemeDocument, parents: [ThemeDocument] = [], resources: (any LintResources)? = nil) -> [Diagnostic]
    {
        let context = LintContext(document: document, parents: parents, resources: resources)
        let disabled = Set(document.disabledLintRules)
        var found: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for rule in LintRules.all where !disabled.contains(rule.id) {
            for diagnostic in rule.check(context) where seen.insert(diagnostic).inserted {
                found.append(diagnostic)
            }
        }
        return found.sorted(by: ThemeParser.fileOrder)
    }
}
