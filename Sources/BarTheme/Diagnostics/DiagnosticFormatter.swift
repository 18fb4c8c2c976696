/// Prints diagnostics the way compilers do: `path:line:column: error: message`, then the source
/// line and a caret under the column, then the hint.
public struct DiagnosticFormatter: Sendable {
    /// The text of each file that diagnostics may point into, keyed by `SourceLocation.file`.
    public var sources: [String: String]

    /// A formatter quoting lines from `sources` (keyed by path); a diagnostic whose file is missing prints
    /// without an excerpt.
    public init(sources: [String: String] = [:]) {
        self.sources = sources
    }

    /// Formats one diagnostic; the excerpt is left out when the file's text is unknown.
    public func format(_ diagnostic: Diagnostic) -> String {
        var out = diagnostic.location.map { "\($0): " } ?? ""
        out += "\(diagnostic.severity.rawValue): \(diagnostic.messageWithRule)"
        if let location = diagnostic.location, let text = sources[location.file],
           let line = Self.line(location.line, of: text) {
            let prefix = line.unicodeScalars.prefix(max(0, location.column - 1))
            // Keep tabs so the caret lines up under tab-indented text.
            let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
            out += "\n\(line)\n\(padding)^"
        }
        if let hint = diagnostic.hint {
            out += "\n  hint: \(hint)"
        }
        return out
    }

    /// Formats every diagnostic, in file order, one blank line between them.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined(separator: "\n")
    }

    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = text.startIndex
        while current < number {
            guard let newline = text[start...].firstIndex(of: "\n") else { return nil }
            start = text.index(after: newline)
            current += 1
        }
        let end = text[start...].firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) ?? text.endIndex
        return String(text[start..<end])
    }
}
