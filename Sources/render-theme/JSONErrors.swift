import BarTheme
import Foundation

/// The errors of a `--format json` run, for its JSON document (`"errors": [...]`), so a tool that
/// reads the output learns why a theme gave nothing: each with `file`, `line`, `column`,
/// `severity`, `rule`, `message` and `hint` where known (the shape `validate --format json` uses
/// for its diagnostics). Standard error still gets the text with source excerpts.
final class JSONErrors: @unchecked Sendable {
    struct Entry: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var severity = "error"
        var rule: String?
        var message: String
        var hint: String?
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// A theme that did not load: each of its errors.
    func add(_ error: ThemeLoadError) {
        for d in error.diagnostics where d.severity == .error {
            entries.append(
                Entry(
                    file: d.location?.file, line: d.location?.line, column: d.location?.column, rule: d.ruleID, message: d.message,
                    hint: d.hint))
        }
    }

    /// Another error, as printed (`file` when it is about one theme).
    func add(_ message: String, file: String? = nil) {
        entries.append(Entry(file: file, message: message))
    }

    /// `{"errors": [...]}`, for a command that has nothing else to print.
    func document() throws -> Data {
        try ReportJSON.encode(["errors": entries])
    }
}
