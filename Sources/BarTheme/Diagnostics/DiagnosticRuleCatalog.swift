/// Every rule a diagnostic can come from, errors and lint warnings, with a description: the rule
/// table of SARIF output and of the documentation.
public enum DiagnosticRuleCatalog {
    /// One rule: its id, a sentence, and its default level.
    public struct Entry: Sendable, Hashable {
        /// The rule id (`unknown-key`, `title-contrast`, ...).
        public let id: String
        /// What the rule finds, in one sentence.
        public let description: String
        /// Error for the checks that stop a render, warning for lint rules.
        public let severity: Diagnostic.Severity
    }

    /// Every error rule, then every lint rule.
    public static var all: [Entry] {
        ErrorRules.all.map { Entry(id: $0.id, description: $0.description, severity: .error) }
            + LintRules.all.map { Entry(id: $0.id, description: "\($0.summary) (\($0.source))", severity: .warning) }
            + LayoutFindings.rules.map { Entry(id: $0.id, description: $0.description, severity: .warning) }
    }

    /// The id used for a diagnostic that names no rule.
    public static let unclassified = Entry(id: "theme-error", description: "A problem with the theme.", severity: .error)
}
