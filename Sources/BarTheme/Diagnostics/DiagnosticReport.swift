/// The findings of a validation run in one of the formats CI and editors read: `text` (compiler
/// style, with source excerpts), `json`, `github` (workflow annotations) or `sarif` (SARIF 2.1.0).
public struct DiagnosticReport: Sendable {
    /// An output format of `render-theme validate`.
    public enum Format: String, CaseIterable, Sendable {
        /// Compiler-style text with source excerpts, a JSON list, GitHub workflow annotations, or a SARIF 2.1.0
        /// log.
        case text, json, github, sarif
    }

    /// The findings, in file order.
    public let diagnostics: [Diagnostic]
    /// The text of each file the diagnostics point into, for excerpts and SARIF snippets.
    public let sources: [String: String]
    /// How many theme files were checked.
    public let fileCount: Int

    /// Keeps the first of repeated diagnostics (a parent's error reported for each child).
    public init(diagnostics: [Diagnostic], sources: [String: String], fileCount: Int) {
        var seen = Set<Diagnostic>()
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }
        self.sources = sources
        self.fileCount = fileCount
    }

    /// How many findings are errors.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    /// How many findings are warnings.
    public var warningCount: Int { diagnostics.count - errorCount }

    /// The report, without a final newline. `summary: false` leaves out the text and github formats'
    /// summary line (`--quiet`).
    public func render(_ format: Format, summary: Bool = true) -> String {
        switch format {
        case .text: return summary ? text : DiagnosticFormatter(sources: sources).format(diagnostics)
        case .json: return String(json.text.dropLast())
        case .github: return summary ? ([github, summaryLine].filter { !$0.isEmpty }).joined(separator: "\n") : github
        case .sarif: return String(sarif.text.dropLast())
        }
    }

    /// `19 themes checked: 0 errors, 3 warnings`.
    public var summaryLine: String {
        "\(fileCount) theme\(fileCount == 1 ? "" : "s") checked: \(errorCount) error\(errorCount == 1 ? "" : "s"), "
            + "\(warningCount) warning\(warningCount == 1 ? "" : "s")"
    }

    /// `path:line:column: severity: message`, the source line and a caret, the hint; then a summary.
    public var text: String {
        diagnostics.isEmpty ? summaryLine : DiagnosticFormatter(sources: sources).format(diagnostics) + "\n" + summaryLine
    }

    /// `{ files, errors, warnings, diagnostics: [{ file, line, column, severity, rule, message, hint }] }`.
    public var json: JSONValue {
        .object([
            "files": .number(Double(fileCount)),
            "errors": .number(Double(errorCount)),
            "warnings": .number(Double(warningCount)),
            "diagnostics": .array(
                diagnostics.map { d in
                    var members: [JSONValue.Member] = []
                    if let l = d.location {
                        members += [
                            .init("file", .string(l.file)), .init("line", .number(Double(l.line))),
                            .init("column", .number(Double(l.column))),
                        ]
                    }
                    members.append(.init("severity", .string(d.severity.rawValue)))
                    if let rule = d.ruleID { members.append(.init("rule", .string(rule))) }
                    members.append(.init("message", .string(d.message)))
                    if let hint = d.hint { members.append(.init("hint", .string(hint))) }
                    return .object(members)
                }),
        ])
    }

    /// One GitHub Actions workflow command per finding: `::error file=…,line=…,col=…,title=rule::message`.
    /// More than `DiagnosticFormatter.alikeLimit` alike findings give one annotation and a count.
    public var github: String {
        DiagnosticFormatter.capped(diagnostics).map { entry in
            guard case .diagnostic(let d) = entry else {
                if case .more(let count, let example) = entry {
                    return "::notice::\(Self.escapeGitHub("… and \(count) more like this (\(example.messageWithRule))"))"
                }
                return ""
            }
            var properties: [String] = []
            if let l = d.location {
                properties += ["file=\(Self.escapeGitHubProperty(l.file))", "line=\(l.line)", "col=\(l.column)"]
            }
            if let rule = d.ruleID { properties.append("title=\(Self.escapeGitHubProperty(rule))") }
            let message = d.messageWithRule + (d.hint.map { " (\($0))" } ?? "")
            return "::\(d.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeGitHub(message))"
        }.joined(separator: "\n")
    }

    /// Workflow command data needs %, CR and LF escaped.
    public static func escapeGitHub(_ text: String) -> String {
        OutputSanitizer.terminal(text).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow command properties also need `:` and `,` escaped.
    public static func escapeGitHubProperty(_ text: String) -> String {
        escapeGitHub(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
