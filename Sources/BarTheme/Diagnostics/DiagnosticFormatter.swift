/// Prints diagnostics the way compilers do: `path:line:column: error: message`, then the source
/// line and a caret under the column, then the hint.
public struct DiagnosticFormatter: Sendable {
    /// The text of each file that diagnostics may point into, keyed by `SourceLocation.file`.
    public var sources: [String: String] {
        didSet { lines = sources.mapValues(SourceLines.init) }
    }
    private var lines: [String: SourceLines]

    /// Diagnostics with at most this many alike (same severity, rule and message) are all printed;
    /// more than this many print as the first one and "… and N more like this".
    public static let alikeLimit = 100

    /// A formatter quoting lines from `sources` (keyed by path); a diagnostic whose file is missing prints
    /// without an excerpt.
    public init(sources: [String: String] = [:]) {
        self.sources = sources
        self.lines = sources.mapValues(SourceLines.init)
    }

    /// Formats one diagnostic; the excerpt is left out when the file's text is unknown.
    public func format(_ diagnostic: Diagnostic) -> String {
        var out = diagnostic.location.map { "\($0): " } ?? ""
        out += "\(diagnostic.severity.rawValue): \(diagnostic.messageWithRule)"
        if let location = diagnostic.location, let line = lines[location.file]?.line(location.line) {
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

    /// Formats every diagnostic, in the order given. More than `alikeLimit` diagnostics alike
    /// (same severity, rule and message, as an error repeated at hundreds of places) print as the
    /// first of them and one line saying how many more there are.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        Self.capped(diagnostics).map { entry in
            switch entry {
            case .diagnostic(let diagnostic): return format(diagnostic)
            case .more(let count, let example):
                return "… and \(count) more like this (\(example.severity.rawValue): \(example.messageWithRule))"
            }
        }.joined(separator: "\n")
    }

    /// One printed entry: a diagnostic, or the count of alike ones left out after it.
    public enum CappedEntry: Sendable {
        /// A diagnostic to print.
        case diagnostic(Diagnostic)
        /// How many diagnostics alike `like` were left out after it.
        case more(Int, like: Diagnostic)
    }

    /// `diagnostics` with each group of more than `limit` alike ones replaced by its first member and
    /// a `more` entry. Linear in the number of diagnostics.
    public static func capped(_ diagnostics: [Diagnostic], limit: Int = alikeLimit) -> [CappedEntry] {
        struct Key: Hashable {
            let severity: Diagnostic.Severity
            let rule: String?
            let message: String
        }
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics {
            counts[Key(severity: diagnostic.severity, rule: diagnostic.ruleID, message: diagnostic.message), default: 0] += 1
        }
        var printed = Set<Key>()
        var entries: [CappedEntry] = []
        for diagnostic in diagnostics {
            let key = Key(severity: diagnostic.severity, rule: diagnostic.ruleID, message: diagnostic.message)
            let total = counts[key, default: 0]
            if total <= limit {
                entries.append(.diagnostic(diagnostic))
            } else if printed.insert(key).inserted {
                entries.append(.diagnostic(diagnostic))
                entries.append(.more(total - 1, like: diagnostic))
            }
        }
        return entries
    }
}
