import Foundation
import Yams

/// Reads the tokens files a theme's `colors: { from: … }` names, each once, with the checks every
/// file a theme names gets (`ThemePath`, `ThemeFileChecks.placeProblem`: relative, inside the
/// theme's folder as the file system resolves it, a regular file) and the size limit checked
/// before the file is opened. Keeps each file's text, so diagnostics inside it show their line.
final class DesignTokenFileReader {
    /// A file read and parsed: its path (relative to the working folder, as diagnostics show it)
    /// and its JSON tree, and whether it is in Tokens Studio's legacy format.
    struct File {
        let path: String
        let root: Node
        let legacy: Bool
    }

    /// The text of every file read, by path.
    private(set) var texts: [String: String] = [:]
    private var parsed: [String: File?] = [:]

    /// `relative` (as written in the theme at `themePath`) read and parsed; nil with the problems
    /// added to `diagnostics` when it cannot be.
    func file(_ relative: Located<String>, themePath: String, diagnostics: inout [Diagnostic]) -> File? {
        if let problem = ThemePath.problem(with: relative.value) {
            diagnostics.append(
                .error(
                    problem, at: relative.location, hint: "name a .json file inside the theme's folder, e.g. from: tokens/colors.json",
                    rule: ErrorRules.pathOutsideFolder))
            return nil
        }
        guard relative.value.lowercased().hasSuffix(".json") else {
            diagnostics.append(
                .error(
                    "'\(relative.value)' is not a .json file", at: relative.location,
                    hint: "name a W3C design tokens JSON file, e.g. tokens.json (.tokens.json and .json are read)",
                    rule: ErrorRules.designTokens))
            return nil
        }
        let full = ThemeFiles.path(relative.value, relativeTo: themePath)
        if let cached = parsed[full] { return cached }
        let file = read(relative, full: full, themePath: themePath, diagnostics: &diagnostics)
        parsed[full] = file
        return file
    }

    private func read(_ relative: Located<String>, full: String, themePath: String, diagnostics: inout [Diagnostic]) -> File? {
        guard
            let data = ThemeFileChecks.contents(
                of: relative, full: full, folder: ThemeFileChecks.realFolder(of: themePath), what: "tokens file",
                maximum: DesignTokenLimits.maximumFileSize,
                sizeHint: "split the tokens over several files and name the ones with the colours",
                diagnostics: &diagnostics)
        else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            let bad = InvalidUTF8.firstLocation(in: data) ?? (1, 1)
            diagnostics.append(
                .error(
                    "the tokens file is not UTF-8 text: the bytes here are not UTF-8",
                    at: SourceLocation(file: full, line: bad.line, column: bad.column),
                    hint: "save it as UTF-8 (JSON is UTF-8)", rule: ErrorRules.designTokens))
            return nil
        }
        texts[full] = text
        switch DesignTokenJSON.parse(text, file: full) {
        case .failed(let problem):
            diagnostics.append(problem)
            return nil
        case .tree(let root):
            return File(path: full, root: root, legacy: !text.contains("\"$value\"") && text.contains("\"value\""))
        }
    }
}
