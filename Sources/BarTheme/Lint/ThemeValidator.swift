/// What `render-theme validate` does for one file: load the theme and its `extends` chain (errors),
/// then lint it (warnings).
public enum ThemeValidator {
    /// Every finding for one theme file, and the text of the files they point into.
    public struct Result: Sendable {
        /// Errors and warnings, in file order.
        public let diagnostics: [Diagnostic]
        /// The text of each file read, keyed by path.
        public let sources: [String: String]
    }

    /// Every finding for the theme at `path`: its load errors, or its load warnings and lint findings.
    public static func validate(path: String, resources: (any LintResources)? = nil) -> Result {
        do {
            let loaded = try ThemeLoader.load(path: path)
            let warnings = loaded.warnings + Linter.lint(loaded.document, parents: loaded.parents, resources: resources)
            return Result(diagnostics: warnings.sorted(by: ThemeParser.fileOrder), sources: loaded.sources)
        } catch {
            return Result(diagnostics: error.diagnostics, sources: error.sources)
        }
    }
}
