/// Thrown when a theme cannot be used: carries every diagnostic found, not just the first, and the
/// text of the files they point into so they can be printed with source excerpts.
public struct ThemeLoadError: Error, Sendable, CustomStringConvertible {
    /// All findings, errors and warnings, in file order.
    public let diagnostics: [Diagnostic]
    /// The text of each file read, keyed by path.
    public let sources: [String: String]

    /// An error carrying `diagnostics` and the text of the files they point into.
    public init(diagnostics: [Diagnostic], sources: [String: String]) {
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// Every diagnostic with its source excerpt, as printed by the CLI.
    public var description: String {
        DiagnosticFormatter(sources: sources).format(diagnostics)
    }
}
