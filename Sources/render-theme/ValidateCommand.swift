import ArgumentParser
import BarTheme
import Foundation

/// `render-theme validate`: checks themes and reports every finding, for editors and CI.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check theme files and report every error and warning with its line and column.",
        discussion: "Exit status: 0 clean, 1 findings (errors, or warnings with --strict), 2 usage or I/O error.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    @Argument(help: "Theme files to check (default: every .yaml file in Themes/).")
    var themes: [String] = []

    @Option(help: "Output format: text (with source excerpts), json, or github (workflow annotations).")
    var format: Format = .text

    @Flag(help: "Treat warnings as failures.")
    var strict = false

    func run() throws {
        let paths: [String]
        do { paths = try ThemeInputs.paths(themes) } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        var all: [Diagnostic] = []
        var sources: [String: String] = [:]
        for path in paths {
            do {
                let loaded = try ThemeLoader.load(path: path)
                all += loaded.warnings
                sources[path] = loaded.source
            } catch {
                all += error.diagnostics
                sources.merge(error.sources) { a, _ in a }
            }
        }
        print(DiagnosticReport(diagnostics: all, sources: sources, fileCount: paths.count).render(format))
        let errors = all.filter { $0.severity == .error }.count
        if errors > 0 || (strict && !all.isEmpty) { throw ExitCodes.findings }
    }
}

/// Diagnostics printed in one of the validate formats.
struct DiagnosticReport {
    let diagnostics: [Diagnostic]
    let sources: [String: String]
    let fileCount: Int

    func render(_ format: ValidateCommand.Format) -> String {
        switch format {
        case .text:
            let errors = diagnostics.filter { $0.severity == .error }.count
            let summary = "\(fileCount) theme\(fileCount == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), \(diagnostics.count - errors) warning\(diagnostics.count - errors == 1 ? "" : "s")"
            return diagnostics.isEmpty ? summary : DiagnosticFormatter(sources: sources).format(diagnostics) + "\n" + summary
        case .github:
            return diagnostics.map { d in
                let place = d.location.map { "file=\($0.file),line=\($0.line),col=\($0.column)" } ?? ""
                let message = d.message + (d.hint.map { " (\($0))" } ?? "")
                return "::\(d.severity.rawValue) \(place)::\(Self.escapeGitHub(message))"
            }.joined(separator: "\n")
        case .json:
            let items: [[String: Any]] = diagnostics.map { d in
                var item: [String: Any] = ["severity": d.severity.rawValue, "message": d.message]
                if let l = d.location { item["file"] = l.file; item["line"] = l.line; item["column"] = l.column }
                if let h = d.hint { item["hint"] = h }
                return item
            }
            let object: [String: Any] = ["files": fileCount, "diagnostics": items]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// GitHub workflow commands need %, CR and LF escaped in the message.
    static func escapeGitHub(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
