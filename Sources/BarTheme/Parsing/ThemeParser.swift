import Foundation
import Yams

/// Turns theme text into a `ThemeDocument`, reporting every problem it finds with its location.
///
/// The parser walks Yams' node tree (which keeps a mark on every node) instead of decoding with
/// `Codable`, so unknown keys and wrong types become located diagnostics.
public enum ThemeParser {
    /// The largest theme file accepted.
    public static let maximumFileSize = 1 << 20
    /// How many repeated keys are reported before the rest of the file is no longer checked.
    static let maximumDuplicateKeys = 20

    /// Parses `text` read from `path`. The document is `nil` when any error was found.
    ///
    /// `parent` is asked for the palette of the theme named by `extends:` (the loader loads the
    /// chain); it returns `nil` when that theme could not be loaded, and `$name` references that
    /// are not found are then not reported again. Without it, `extends` is recorded only.
    public static func parse(
        _ text: String, path: String,
        parent: ((Located<String>) -> ThemePalette?)? = nil
    ) -> (document: ThemeDocument?, diagnostics: [Diagnostic]) {
        let (document, diagnostics) = parsePartially(text, path: path, parent: parent)
        return (diagnostics.contains { $0.severity == .error } ? nil : document, diagnostics)
    }

    /// Like `parse`, but returns what could be read even when there are errors, so the loader can
    /// also check the files named by the valid parts (every error in one run).
    /// `tokenFiles` reads the design tokens files `colors: { from: … }` names and keeps their text.
    static func parsePartially(
        _ text: String, path: String,
        tokenFiles: DesignTokenFileReader = DesignTokenFileReader(),
        parent: ((Located<String>) -> ThemePalette?)?, duplicatesSkipped: Int = 0
    ) -> (document: ThemeDocument?, diagnostics: [Diagnostic]) {
        let context = ParseContext(file: path, text: text)
        guard text.utf8.count <= maximumFileSize else {
            context.error(
                "the theme file is \(text.utf8.count) bytes; at most \(maximumFileSize) are allowed",
                at: SourceLocation(file: path, line: 1, column: 1))
            return (nil, context.diagnostics)
        }
        if let problem = NestingGuard.firstExcess(in: text, limit: ParseContext.maximumDepth) {
            context.error(
                "the theme nests deeper than \(ParseContext.maximumDepth) levels",
                at: SourceLocation(file: path, line: problem.line, column: problem.column),
                hint: "themes are a few levels deep; check for unbalanced brackets", rule: ErrorRules.limitExceeded)
            return (nil, context.diagnostics)
        }
        if let key = NestingGuard.firstComplexKey(in: text) {
            context.error(
                key.alias
                    ? "a mapping key is an alias (*name); theme keys are plain words"
                    : "an explicit complex key ('? ') is not used in themes",
                at: SourceLocation(file: path, line: key.line, column: key.column),
                hint: "write the key itself, e.g. barTintColor: …; anchors and aliases may be used as values",
                rule: ErrorRules.limitExceeded)
            return (nil, context.diagnostics)
        }
        if let anchor = NestingGuard.anchorBeyond(ParseContext.maximumAnchors, in: text) {
            context.error(
                "the theme defines more than \(ParseContext.maximumAnchors) anchors (&name)",
                at: SourceLocation(file: path, line: anchor.line, column: anchor.column),
                hint: "themes need a few anchors at most; use the colors: and fonts: palettes to share values",
                rule: ErrorRules.limitExceeded)
            return (nil, context.diagnostics)
        }
        let root: Node?
        do {
            // The encoding named: Yams' default reads the process environment (`YAMS_DEFAULT_ENCODING`)
            // on every call, measurably slowing `validate` of many files (docs/PERFORMANCE.md).
            root = try Yams.compose(yaml: text, YAMLTreeCheck.composeResolver, .default, .utf8)
        } catch YamlError.duplicatedKeysInMapping(let keys, let yamlContext) {
            guard let found = duplicateKey(keys, at: yamlContext.mark, in: text, context: context),
                duplicatesSkipped < maximumDuplicateKeys
            else { return (nil, context.diagnostics) }
            // The rest of the file is still checked (issue #42 item 10): without the repeated key's
            // lines, which keep their numbers, up to `maximumDuplicateKeys` times.
            let rest = parsePartially(
                DuplicateKeyLocator.removingEntry(at: found, from: text), path: path, tokenFiles: tokenFiles, parent: parent,
                duplicatesSkipped: duplicatesSkipped + 1)
            return (rest.document, (context.diagnostics + rest.diagnostics).sorted(by: Self.fileOrder))
        } catch let error as YamlError {
            if let tab = IndentationTab.first(in: text, before: YAMLErrorDescription.location(of: error, file: path).line) {
                context.error(
                    "a tab in the indentation: YAML indents with spaces only",
                    at: SourceLocation(file: path, line: tab.line, column: tab.column),
                    hint: "replace the tab with spaces (the samples indent each level by 2)", rule: ErrorRules.yamlSyntax)
                return (nil, context.diagnostics)
            }
            context.error(
                YAMLErrorDescription.message(for: error), at: YAMLErrorDescription.location(of: error, file: path),
                hint: "fix the YAML syntax first; the theme's keys are checked after that", rule: ErrorRules.yamlSyntax)
            return (nil, context.diagnostics)
        } catch {
            context.error(
                "the file is not valid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1), rule: ErrorRules.yamlSyntax)
            return (nil, context.diagnostics)
        }
        guard let root else {
            context.error(
                "the theme file is empty", at: SourceLocation(file: path, line: 1, column: 1),
                hint: "start with 'theme: Name' and a 'navigationBar:' block", rule: ErrorRules.missingValue)
            return (nil, context.diagnostics)
        }
        switch YAMLTreeCheck.firstProblem(in: root, maximumDepth: ParseContext.maximumDepth) {
        case .tag(let node, let tag)?:
            context.error(
                "the YAML tag '\(YAMLTreeCheck.spelling(of: tag))' is not used in themes", at: node,
                hint: "theme values are plain text, numbers, lists and mappings; remove the tag", rule: ErrorRules.yamlTag)
            return (nil, context.diagnostics)
        case .tooDeep(let node)?:
            context.error(
                "the theme nests deeper than \(ParseContext.maximumDepth) levels (aliases followed)", at: node,
                hint: "an alias inside the value it names, or a chain of anchors, nests without end; write the values out",
                rule: ErrorRules.limitExceeded)
            return (nil, context.diagnostics)
        case nil: break
        }
        var walker = ThemeWalker(context: context, path: path, parent: parent, tokenFiles: tokenFiles)
        let document = walker.theme(root)
        return (document, context.diagnostics.sorted(by: Self.fileOrder))
    }

    /// Reports Yams' duplicate-key error at the repeated key (Yams names the mapping's start and
    /// dumps the file), returning where it is when it could be found.
    static func duplicateKey(_ keys: [String], at mark: Yams.Mark, in text: String, context: ParseContext) -> DuplicateKeyLocator.Found? {
        let found = DuplicateKeyLocator.locate(in: text, keys: keys, mappingLine: mark.line, mappingColumn: mark.column)
        let names = keys.map { "'\($0)'" }.joined(separator: ", ")
        context.error(
            found.map { "duplicate key '\($0.key)': it is already set at line \($0.firstLine) of this mapping" }
                ?? "duplicate key \(names) in the mapping at line \(mark.line)",
            at: SourceLocation(file: context.file, line: found?.line ?? mark.line, column: found?.column ?? mark.column),
            hint: "keep one of them", rule: ErrorRules.duplicateKey)
        return found
    }

    static func fileOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case let (l?, r?): return l < r
        case (nil, _?): return true
        default: return false
        }
    }
}

extension UserInterfaceStyle: ThemeEnum {}
