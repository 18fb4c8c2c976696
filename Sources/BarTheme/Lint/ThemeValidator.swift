/// What `render-theme validate` does for one file: load the theme and its `extends` chain (errors),
/// then lint it (warnings).
public enum ThemeValidator {
    /// Every finding for one theme file, and the text of the files they point into.
    public struct Result: Sendable {
        public let diagnostics: [Diagnostic]
        public let sources: [String: String]
    }

    /// With a `decoder`, every image and font file the theme and its parents name is also decoded
    /// in full (the CLI passes BarRender's), so what `validate` accepts, `render` can draw.
    public static func validate(path: String, decoder: (any ReferencedFileDecoding)? = nil) -> Result {
        do {
            let loaded = try ThemeLoader.load(path: path)
            if let decoder {
                let problems = ([loaded.document] + loaded.parents).flatMap { ThemeFileChecks.decodingProblems(in: $0, decoder: decoder) }
                if !problems.isEmpty {
                    return Result(diagnostics: (problems + loaded.warnings).sorted(by: ThemeParser.fileOrder), sources: loaded.sources)
                }
            }
            let warnings = loaded.warnings + Linter.lint(loaded.document, parents: loaded.parents)
            return Result(diagnostics: warnings.sorted(by: ThemeParser.fileOrder), sources: loaded.sources)
        } catch {
            return Result(diagnostics: error.diagnostics, sources: error.sources)
        }
    }
}
