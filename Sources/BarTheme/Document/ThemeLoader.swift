import Foundation

/// Reads a theme file and its `extends` chain and parses them; checks that files the themes name
/// exist, stay inside their folder (symlinks included) and are what they claim to be. Reads only:
/// `BarTheme` never writes files.
public enum ThemeLoader {
    /// A parsed theme with its parents, its warnings and the source text they point into.
    public struct Loaded: Sendable {
        /// The parsed theme.
        public let document: ThemeDocument
        /// The `extends` chain, nearest first (`[Base]` for a theme that extends `Base.yaml`).
        public let parents: [ThemeDocument]
        /// Warnings found while loading (errors throw instead).
        public let warnings: [Diagnostic]
        /// The theme file's text.
        public let source: String
        /// The text of every file read (the theme and its parents), keyed by path.
        public let sources: [String: String]

        /// The same theme with its outputs under `key` (see `ThemeDocument.outputKey`).
        public func withOutputKey(_ key: String) -> Loaded {
            var document = document
            document.outputKey = key
            return Loaded(document: document, parents: parents, warnings: warnings, source: source, sources: sources)
        }
    }

    /// The longest `extends` chain followed.
    public static let maximumChainLength = 16

    /// Loads `path` and its parents. Throws `ThemeLoadError` with every diagnostic (the parents'
    /// included) when the theme or a parent has an error.
    public static func load(path: String) throws(ThemeLoadError) -> Loaded {
        let chain = ChainLoader()
        let outcome = chain.load(path: path, descendants: [])
        switch outcome {
        case .loaded(let document, let parents, let warnings):
            return Loaded(
                document: document, parents: parents, warnings: warnings, source: chain.sources[path] ?? "",
                sources: chain.sources)
        case .failed(let diagnostics):
            throw ThemeLoadError(diagnostics: diagnostics.sorted(by: ThemeParser.fileOrder), sources: chain.sources)
        }
    }

    /// Files that are missing, outside the theme's folder, or not a PNG / font (see `ThemeFileChecks`).
    static func fileProblems(in document: ThemeDocument) -> [Diagnostic] {
        ThemeFileChecks.problems(in: document)
    }
}

/// Loads one theme after another up an `extends` chain, keeping every file's text for messages.
private final class ChainLoader {
    enum Outcome {
        case loaded(ThemeDocument, parents: [ThemeDocument], warnings: [Diagnostic])
        case failed([Diagnostic])
    }

    var sources: [String: String] = [:]

    /// Loads `path`; `descendants` are the real paths of the themes that extend it, nearest last.
    func load(path: String, descendants: [(real: String, shown: String)]) -> Outcome {
        let text: String
        do {
            text = try ThemeFileText.read(path)
        } catch {
            return .failed([error.diagnostic])
        }
        sources[path] = text
        let lineage = descendants + [(Self.realPath(path), path)]
        var parents: [ThemeDocument] = []
        var parentDiagnostics: [Diagnostic] = []
        let tokenFiles = DesignTokenFileReader()
        defer { sources.merge(tokenFiles.texts) { own, _ in own } }
        let (document, parsed) = ThemeParser.parsePartially(text, path: path, tokenFiles: tokenFiles) { [self] extends in
            parentPalette(extends, of: path, lineage: lineage, parents: &parents, diagnostics: &parentDiagnostics)
        }
        var diagnostics = parsed + parentDiagnostics
        if let document {
            diagnostics += ThemeLoader.fileProblems(in: document)
        }
        guard var document, !diagnostics.contains(where: { $0.severity == .error }) else {
            return .failed(diagnostics)
        }
        // A child without scenes: of its own draws its parent's (which may be the grandparent's) in its own look.
        if !document.declaresScenes, let parent = parents.first, !parent.scenes.isEmpty {
            document.scenes = parent.scenes
            document.scenesInheritedFrom = parent.scenesInheritedFrom ?? parent.path
        }
        return .loaded(document, parents: parents, warnings: diagnostics.sorted(by: ThemeParser.fileOrder))
    }

    /// Loads the parent that `extends` names for the theme at `path` (`lineage` ends with it) and
    /// gives its palette, or `nil` with the reason in `diagnostics`: a cycle, a chain too long, no
    /// such file, a path leading outside the theme's folder, or errors in the parent. `parents` gets
    /// the parent and its own parents, nearest first.
    private func parentPalette(
        _ extends: Located<String>, of path: String, lineage: [(real: String, shown: String)],
        parents: inout [ThemeDocument], diagnostics: inout [Diagnostic]
    ) -> ThemePalette? {
        let parentPath = ThemeFiles.path(extends.value, relativeTo: path)
        let parentReal = Self.realPath(parentPath)
        if let cycleStart = lineage.firstIndex(where: { $0.real == parentReal }) {
            let loop = lineage[cycleStart...].map(\.shown) + [lineage[cycleStart].shown]
            diagnostics.append(
                .error(
                    "'extends' closes a cycle: \(loop.joined(separator: " -> "))", at: extends.location,
                    hint: "a theme cannot extend itself, directly or through its parents", rule: ErrorRules.extendsProblem))
            return nil
        }
        guard lineage.count < ThemeLoader.maximumChainLength else {
            diagnostics.append(
                .error(
                    "the extends chain is longer than \(ThemeLoader.maximumChainLength) themes", at: extends.location,
                    rule: ErrorRules.extendsProblem))
            return nil
        }
        guard FileManager.default.fileExists(atPath: parentPath) else {
            diagnostics.append(
                .error(
                    "no theme file at '\(extends.value)'", at: extends.location,
                    hint: "'extends' is relative to this theme's folder", rule: ErrorRules.missingFile))
            return nil
        }
        let folder = ThemeFileChecks.realFolder(of: path)
        guard parentReal.hasPrefix(folder + "/") else {
            diagnostics.append(
                .error(
                    "'\(extends.value)' leads outside the theme's folder (through a symlink)", at: extends.location,
                    hint: "copy the parent theme into this theme's folder", rule: ErrorRules.pathOutsideFolder))
            return nil
        }
        switch load(path: parentPath, descendants: lineage) {
        case .loaded(let parent, let grandparents, _):
            parents = [parent] + grandparents
            // Paths in the parent's palette stay as written: every path is resolved against the
            // file that wrote it (its location), here the parent's.
            return parent.palette
        case .failed(let failures):
            diagnostics += failures
            diagnostics.append(
                .error(
                    "the parent theme '\(extends.value)' has errors", at: extends.location,
                    hint: "fix them first; they are listed with the parent's path", rule: ErrorRules.extendsProblem))
            return nil
        }
    }

    /// Where opening `path` leads (`PhysicalPath`); the lexical form when it leads nowhere.
    static func realPath(_ path: String) -> String {
        PhysicalPath.resolve(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
