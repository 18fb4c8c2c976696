/// One lint check: a warning about a value UIKit ignores or treats differently than the author
/// probably expects. Each rule names the UIKit rule (docs/UIKIT.md section) it comes from and has a stable
/// id, shown in messages as `[id]`, used in JSON and SARIF, and accepted by `lint: { disable: }`.
public protocol LintRule: Sendable {
    /// Stable, kebab-case: `shadow-image-without-background`.
    var id: String { get }
    /// One sentence for rule tables (SARIF `shortDescription`).
    var summary: String { get }
    /// Where the UIKit behaviour is documented: `docs/UIKIT.md §3.4`, `QA1808`.
    var source: String { get }
    /// The findings in one theme.
    func check(_ theme: LintContext) -> [Diagnostic]
}

extension LintRule {
    /// A warning from this rule; the message ends with the UIKit source it cites.
    func warning(_ message: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        .warning("\(message) (\(source))", at: location, hint: hint, rule: id)
    }

    /// One warning at `key`'s value in every tab bar block of the theme that sets it.
    func warnings(
        atEvery key: KeyPath<TabBarAppearanceDeclaration, Located<ColorValue>?>, in theme: LintContext, _ message: String, hint: String
    ) -> [Diagnostic] {
        theme.tabBarBlocks.compactMap { block in block[keyPath: key].map { warning(message, at: $0.location, hint: hint) } }
    }
}
