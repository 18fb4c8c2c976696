import Foundation

/// Reads a theme file and parses it; checks that files the theme names exist and stay inside its
/// folder (symlinks included). Reads only: `BarTheme` never writes files.
public enum ThemeLoader {
    /// A parsed theme with its warnings and the source text they point into.
    public struct Loaded: Sendable {
        public let document: ThemeDocument
        public let warnings: [Diagnostic]
        public let source: String
    }

    /// Loads `path`. Throws `ThemeLoadError` with every diagnostic when the theme has an error.
    public static func load(path: String) throws(ThemeLoadError) -> Loaded {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ThemeLoadError(diagnostics: [.error(exists ? "cannot read the theme file" : "no theme file at this path", at: start,
                                                      hint: exists ? "check its permissions" : "check the path; themes are YAML files such as Themes/Ocean.yaml")],
                                 sources: [:])
        }
        guard data.count <= ThemeParser.maximumFileSize else {
            throw ThemeLoadError(diagnostics: [.error("the theme file is \(data.count) bytes; at most \(ThemeParser.maximumFileSize) are allowed", at: start)],
                                 sources: [:])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ThemeLoadError(diagnostics: [.error("the theme file is not UTF-8 text", at: start, hint: "save it as UTF-8")], sources: [:])
        }
        let (document, parsed) = ThemeParser.parse(text, path: path)
        var diagnostics = parsed
        if let document {
            diagnostics += fileProblems(in: document)
        }
        guard let document, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw ThemeLoadError(diagnostics: diagnostics.sorted(by: ThemeParser.fileOrder), sources: [path: text])
        }
        return Loaded(document: document, warnings: diagnostics, source: text)
    }

    /// Font files that are missing, or that resolve (through symlinks) outside the theme's folder.
    static func fileProblems(in document: ThemeDocument) -> [Diagnostic] {
        var files: [Located<String>] = []
        for block in [document.navigationBar, document.toolbar] + document.scenes.map(\.instance) {
            if let file = block?.titleTextAttributes?.font?.value.file { files.append(file) }
        }
        let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
        var problems: [Diagnostic] = []
        for file in files {
            let full = ThemeFiles.path(file.value, relativeTo: document.path)
            guard FileManager.default.fileExists(atPath: full) else {
                problems.append(.error("no file at '\(file.value)'", at: file.location, hint: "paths are relative to the theme file's folder"))
                continue
            }
            let real = URL(fileURLWithPath: full).resolvingSymlinksInPath().standardizedFileURL.path
            if !(real.hasPrefix(folder + "/")) {
                problems.append(.error("'\(file.value)' leads outside the theme's folder (through a symlink)", at: file.location,
                                       hint: "copy the file into the theme's folder"))
            }
        }
        return problems
    }
}
