import Foundation

/// A theme file's text, read only after the path is checked for what it is: a folder, a FIFO or
/// device (which would block or never end) or a file too large to read is refused by its type and
/// size before anything is opened, and the bytes must be UTF-8.
enum ThemeFileText {
    /// Why a theme file's text could not be had: one diagnostic at the file (or at its first bad byte).
    struct Refusal: Error {
        let diagnostic: Diagnostic
    }

    /// The text of the theme file at `path`.
    static func read(_ path: String) throws(Refusal) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        // One `lstat` (`FileKind`), as `FileManager.attributesOfItem` read it (a link is not followed),
        // without the dictionary of every attribute it builds (docs/PERFORMANCE.md, "validate").
        guard let status = FileKind.status(of: path, followingLinks: false) else {
            throw Refusal(
                diagnostic: .error(
                    "no such file", at: start, hint: "check the path; themes are YAML files such as Themes/Ocean.yaml",
                    rule: ErrorRules.missingFile))
        }
        switch status.kind {
        case .directory:
            throw Refusal(
                diagnostic: .error(
                    "this is a folder, not a theme file", at: start,
                    hint: "pass the folder itself to a command (every .yaml file under it is taken), or one of its .yaml files",
                    rule: ErrorRules.missingFile))
        case .regular:
            break
        case .symbolicLink, .other:
            throw Refusal(
                diagnostic: .error(
                    "this is not a regular file (a pipe, device or socket)", at: start,
                    hint: "themes are YAML files on disk", rule: ErrorRules.missingFile))
        }
        let size = status.size
        guard size <= ThemeParser.maximumFileSize else {
            throw Refusal(
                diagnostic: .error(
                    "the theme file is \(size) bytes; at most \(ThemeParser.maximumFileSize) are allowed", at: start,
                    hint: "themes are a few kilobytes; check that this is the right file", rule: ErrorRules.limitExceeded))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let readable = FileManager.default.isReadableFile(atPath: path)
            throw Refusal(
                diagnostic: .error(
                    readable ? "the theme file could not be read (an input/output error)" : "permission denied", at: start,
                    hint: readable ? "try again; check the disk" : "check the file's permissions (it must be readable by you)",
                    rule: ErrorRules.missingFile))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bad = InvalidUTF8.firstLocation(in: data).map { SourceLocation(file: path, line: $0.line, column: $0.column) } ?? start
            throw Refusal(
                diagnostic: .error(
                    "the theme file is not UTF-8 text: the bytes here are not UTF-8", at: bad,
                    hint: "save it as UTF-8", rule: ErrorRules.invalidValue))
        }
        return text
    }
}
