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
    /// With a `decoder`, every image and font file the theme and its parents name is also decoded
    /// in full (the CLI passes BarRender's), so what `validate` accepts, `render` can draw.
    /// With a `layoutCheck` (BarRender's, for `--pseudo` and `--accessibility`), every variant it
    /// asks for is laid out and what truncates or collides is reported too (docs/UIKIT.md §17).
    /// `eras` (`validate --era`) lints in those eras instead of the theme's own (`Linter`).
    public static func validate(
        path: String, resources: (any LintResources)? = nil,
        decoder: (any ReferencedFileDecoding)? = nil, layoutCheck: (any LayoutChecking)? = nil, eras: [Era]? = nil
    ) -> Result {
        do {
            let loaded = try ThemeLoader.load(path: path)
            if let decoder {
                let problems = ([loaded.document] + loaded.parents).flatMap { ThemeFileChecks.decodingProblems(in: $0, decoder: decoder) }
                if !problems.isEmpty {
                    return Result(diagnostics: (problems + loaded.warnings).sorted(by: ThemeParser.fileOrder), sources: loaded.sources)
                }
            }
            let warnings =
                loaded.warnings + Linter.lint(loaded.document, parents: loaded.parents, resources: resources, eras: eras)
                + (layoutCheck?.findings(document: loaded.document, parents: loaded.parents) ?? [])
            return Result(diagnostics: warnings.sorted(by: ThemeParser.fileOrder), sources: loaded.sources)
        } catch {
            return Result(diagnostics: error.diagnostics, sources: error.sources)
        }
    }
}

/// Lays out a theme's variants and reports what breaks in them (`LayoutFindings`); BarRender's
/// `RenderedLayoutCheck` measures real text.
public protocol LayoutChecking {
    /// The findings in every variant the check renders of `document` (with its `parents`).
    func findings(document: ThemeDocument, parents: [ThemeDocument]) -> [Diagnostic]
}
