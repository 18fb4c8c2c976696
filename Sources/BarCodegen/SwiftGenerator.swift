import BarTheme
import Foundation
import SwiftBasicFormat
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder

/// Generates the Swift that applies themes in a UIKit app (`render-theme generate swift`): one
/// nested enum per theme under `typeName`, with the palette as static colours, `apply()` for the
/// appearance proxies and appearance objects, and `apply(to:)` for a single bar. It is generated
/// from the theme *document* (what the theme declares), not from resolved values, so UIKit resolves
/// at run time exactly as BarTheme does (docs/GENERATED-CODE.md).
public struct SwiftGenerator: Sendable {
    public enum Access: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    public var typeName: String
    public var access: Access
    /// The bundle images are loaded from (`Bundle.main` by default).
    public var bundle: String
    /// The app's deployment target, 13 or 15: from 15 on, iOS 15 API is called without `#available`.
    public var minimumIOS: Int

    public init(typeName: String = "BarThemeAppearance", access: Access = .public, bundle: String = "Bundle.main", minimumIOS: Int = 13) {
        self.typeName = typeName
        self.access = access
        self.bundle = bundle
        self.minimumIOS = minimumIOS
    }

    /// A theme to generate: its document, its `extends` parents (their declarations are emitted
    /// first, so the child's win as they do in BarTheme) and the file it came from.
    public struct Input: Sendable {
        public var document: ThemeDocument
        public var parents: [ThemeDocument]
        public var file: String
        public init(document: ThemeDocument, parents: [ThemeDocument], file: String) {
            self.document = document
            self.parents = parents
            self.file = file
        }

        /// A parent's path as the user would write it: relative to the folder of `file`, as the
        /// theme was given (`Themes/base/CorporateBase.yaml`), whatever path it was loaded from.
        func shownPath(of parent: ThemeDocument) -> String {
            let base = URL(fileURLWithPath: document.path).deletingLastPathComponent().standardizedFileURL.path
            let full = URL(fileURLWithPath: parent.path).standardizedFileURL.path
            guard full.hasPrefix(base + "/") else { return parent.path }
            let relative = String(full.dropFirst(base.count + 1))
            let folder = FilePaths.parent(of: file)
            return folder.isEmpty ? relative : "\(folder)/\(relative)"
        }
    }

    /// The generated file: a syntax tree built with SwiftSyntaxBuilder (the declarations) from the
    /// statements `AppearanceStatements` writes (each parsed on its own: a generation bug is an error
    /// naming the statement, never a broken file in the app), laid out by BasicFormat with four spaces.
    public func generate(_ themes: [Input]) throws -> String {
        var members: [DeclSyntax] = []
        for (index, (theme, name)) in zip(themes, themeTypeNames(themes)).enumerated() {
            members.append(DeclSyntax(try themeEnum(theme, name: name, first: index == 0)))
        }
        let outer = try EnumDeclSyntax(
            "@MainActor\n\(raw: modifier)enum \(raw: SwiftExpressions.identifier(typeName, uppercased: true))"
        ) {
            for member in members { member }
        }
        // UIKit exists only on iOS, tvOS, visionOS and Mac Catalyst: elsewhere (a package that also builds on
        // Linux or macOS) the file compiles to nothing.
        let body = try CodeBlockItemListSyntax {
            try ImportDeclSyntax("import UIKit")
            outer.with(\.leadingTrivia, .newlines(2))
        }
        let file = SourceFileSyntax(
            statements: [
                CodeBlockItemSyntax(
                    item: .decl(
                        DeclSyntax(
                            IfConfigDeclSyntax(
                                clauses: [
                                    IfConfigClauseSyntax(
                                        poundKeyword: .poundIfToken(), condition: ExprSyntax("canImport(UIKit)"),
                                        elements: .statements(body))
                                ]))))
            ])
        let formatted = file.formatted(using: BasicFormat(indentationWidth: .spaces(4)))
        let source = Self.lineComments(header(themes)) + "\n\n" + formatted.description.trimmingCharacters(in: .newlines) + "\n"
        guard !Parser.parse(source: source).hasError else {
            throw GenerationError(message: "the generated Swift does not parse; please report this with the theme")
        }
        return source
    }

    /// `public ` or nothing, before each declaration.
    private var modifier: String { access == .public ? "public " : "" }

    /// Comment lines as they are (already starting with `//`), one per line.
    private static func lineComments(_ lines: [String]) -> String { lines.joined(separator: "\n") }

    /// The name of each theme's enum, in order: the file name made an identifier, `_` appended to a
    /// name already taken (`Themes/Ocean.yaml` → `Ocean`; the plugins' `Ocean.bartheme.yaml` → `Ocean`).
    public func themeTypeNames(_ themes: [Input]) -> [String] {
        var seen = Set<String>()
        return themes.map { theme in
            var key = ThemeDocument.outputKey(forFile: theme.file)
            if key.hasSuffix(".bartheme") && key.count > ".bartheme".count { key.removeLast(".bartheme".count) }
            var name = SwiftExpressions.identifier(key, uppercased: true)
            while !seen.insert(name).inserted { name += "_" }
            return name
        }
    }

    func header(_ themes: [Input]) -> [String] {
        var lines = ["// Generated by BarTheme \(BarThemeVersion.current) from:"]
        for theme in themes {
            lines.append(
                "//   \(theme.file)"
                    + (theme.parents.isEmpty ? "" : " (extends \(theme.parents.map { theme.shownPath(of: $0) }.joined(separator: ", ")))"))
        }
        lines += [
            "// Do not edit: change the theme and run `render-theme generate swift` again (or build with BarThemePlugin).",
            "// Left out, because it is not app code: scenes (navigation item stacks, toolbar items, stack steps),",
            "// backdrops, status-bar heights and variant matrices describe what BarTheme draws, not what the app sets;",
            "// lint settings, policies and snapshot tolerances only steer BarTheme. Images are loaded by name from",
            "// the app's asset catalog (`render-theme generate assets`); fonts from files must be in the app's UIAppFonts.",
        ]
        return lines
    }

    /// `do { let proxy = …; statements }` after `comment`, or only the comment when the block
    /// declares nothing.
    func proxyBlock(_ comment: String, proxy: String, _ statements: [String], into body: inout CommentedStatements) throws {
        guard !statements.isEmpty else { return body.comment(comment + ": nothing declared") }
        let items = try Self.parsed(["let proxy = \(proxy)"] + statements)
        body.comment(comment)
        body.append(
            CodeBlockItemSyntax(item: .stmt(StmtSyntax(DoStmtSyntax(body: CodeBlockSyntax(statements: CodeBlockItemListSyntax(items)))))))
    }

    /// A function body's statements with the comments between them: a comment is written before
    /// the next statement, or before the closing brace when none follows.
    struct CommentedStatements {
        private(set) var items: [CodeBlockItemSyntax] = []
        private(set) var pending: [String] = []

        mutating func comment(_ line: String) { pending.append(line) }

        mutating func append(_ item: CodeBlockItemSyntax) {
            items.append(item.with(\.leadingTrivia, Self.lines(pending)))
            pending = []
        }

        /// Each comment on its own line, the next token on the line after the last.
        static func lines(_ comments: [String]) -> Trivia {
            comments.isEmpty ? [] : Trivia(pieces: comments.flatMap { [TriviaPiece.newlines(1), .lineComment($0)] } + [.newlines(1)])
        }
    }

    /// Statements written as text, parsed one by one, each line's indentation dropped so BasicFormat
    /// indents them by where they end up.
    static func parsed(_ statements: [String]) throws -> [CodeBlockItemSyntax] {
        try statements.flatMap { statement -> [CodeBlockItemSyntax] in
            let text = statement.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
            let tree = Parser.parse(source: text)
            guard !tree.hasError else {
                throw GenerationError(message: "the generated statement `\(text)` does not parse; please report this with the theme")
            }
            return Array(tree.statements)
        }
    }

    /// One theme's enum: its palette, `apply()` and the two `apply(to:)`.
    func themeEnum(_ theme: Input, name: String, first: Bool) throws -> EnumDeclSyntax {
        // Palette: every colour the theme (and its parents) name, by value.
        var paletteNames: [ColorValue: String] = [:]
        var palette: [(String, ColorValue)] = []
        for (key, color) in theme.document.palette.colors.sorted(by: { $0.key < $1.key }) {
            let identifier = SwiftExpressions.identifier(key)
            if paletteNames[color.value] == nil { paletteNames[color.value] = identifier }
            palette.append((identifier, color.value))
        }
        let expressions = SwiftExpressions(paletteNames: paletteNames, paletteType: "Palette")
        let statements = AppearanceStatements(expressions: expressions, bundle: bundle, minimumIOS: minimumIOS)

        var apply = CommentedStatements()
        var instanceNavigation: [String] = []
        var instanceToolbar: [String] = []
        let chain = [theme.document] + theme.parents
        for (depth, document) in chain.enumerated().reversed() {
            let source = depth == 0 ? "" : " (from \(theme.shownPath(of: document)), extended)"
            if let block = document.navigationBar {
                try proxyBlock(
                    "// navigationBar\(source)", proxy: "UINavigationBar.appearance()",
                    statements.legacy(block, receiver: "proxy", bar: .navigationBar)
                        + statements.appearanceObjects(block, receiver: "proxy", bar: .navigationBar), into: &apply)
                instanceNavigation +=
                    statements.legacy(block, receiver: "navigationBar", bar: .navigationBar)
                    + statements.appearanceObjects(block, receiver: "navigationBar", bar: .navigationBar)
            }
            if let block = document.toolbar {
                try proxyBlock(
                    "// toolbar\(source)", proxy: "UIToolbar.appearance()",
                    statements.legacy(block, receiver: "proxy", bar: .toolbar)
                        + statements.appearanceObjects(block, receiver: "proxy", bar: .toolbar), into: &apply)
                instanceToolbar +=
                    statements.legacy(block, receiver: "toolbar", bar: .toolbar)
                    + statements.appearanceObjects(block, receiver: "toolbar", bar: .toolbar)
            }
            // UIBarButtonItem proxies (docs/UIKIT.md §2.5): the unscoped one, then the ones contained in each bar.
            if let block = document.barButtonItem {
                try proxyBlock(
                    "// barButtonItem\(source)", proxy: "UIBarButtonItem.appearance()", statements.item(block, receiver: "proxy"),
                    into: &apply)
            }
            for bar in BarKind.allCases {
                guard let block = document.appearance(for: bar)?.barButtonItem else { continue }
                let type = bar == .navigationBar ? "UINavigationBar" : "UIToolbar"
                try proxyBlock(
                    "// \(bar.rawValue).barButtonItem\(source)",
                    proxy: "UIBarButtonItem.appearance(whenContainedInInstancesOf: [\(type).self])",
                    statements.item(block, receiver: "proxy"), into: &apply)
            }
            for (index, scope) in document.scopes.enumerated() {
                if let block = scope.barButtonItem {
                    try proxyBlock(
                        "// when[\(index)] barButtonItem\(source)", proxy: AppearanceStatements.scopedProxy(scope, type: "UIBarButtonItem"),
                        statements.item(block, receiver: "proxy"), into: &apply)
                }
                for bar in BarKind.allCases {
                    guard let block = scope.appearance(for: bar)?.barButtonItem else { continue }
                    try proxyBlock(
                        "// when[\(index)] \(bar.rawValue).barButtonItem\(source)",
                        proxy: AppearanceStatements.scopedProxy(
                            scope, type: "UIBarButtonItem", innermost: [bar == .navigationBar ? "UINavigationBar" : "UIToolbar"]),
                        statements.item(block, receiver: "proxy"), into: &apply)
                }
                for (bar, declared) in [(BarKind.navigationBar, scope.navigationBar), (.toolbar, scope.toolbar)] {
                    guard let declared else { continue }
                    let nearer = chain[..<depth].compactMap { $0.appearance(for: bar) }
                    let block = InheritedScopeOverrides.apply(nearer, to: declared)
                    let note = block == declared ? "" : " (with the values the theme's own \(bar.rawValue) overrides)"
                    try proxyBlock(
                        "// when[\(index)] \(bar.rawValue)\(source)\(note)", proxy: AppearanceStatements.scopedProxy(scope, bar: bar),
                        statements.legacy(block, receiver: "proxy", bar: bar)
                            + statements.appearanceObjects(block, receiver: "proxy", bar: bar), into: &apply)
                }
            }
        }
        let modifier = self.modifier
        func function(_ signature: String, _ body: CommentedStatements, doc: [String]) throws -> DeclSyntax {
            var declaration = try FunctionDeclSyntax("\(raw: modifier)static func \(raw: signature)") {
                for item in body.items { item }
            }
            declaration.body?.rightBrace.leadingTrivia = body.pending.isEmpty ? .newline : CommentedStatements.lines(body.pending)
            return DeclSyntax(declaration.with(\.leadingTrivia, Self.docComment(doc)))
        }
        func plain(_ statements: [String]) throws -> CommentedStatements {
            var body = CommentedStatements()
            for item in try Self.parsed(statements) { body.append(item) }
            return body
        }
        let paletteEnum = try EnumDeclSyntax("\(raw: modifier)enum Palette") {
            for (identifier, color) in palette {
                try VariableDeclSyntax("\(raw: modifier)static var \(raw: identifier): UIColor { \(raw: SwiftExpressions.literal(color)) }")
            }
        }
        // Nested types do not inherit the outer enum's actor: each theme's enum is @MainActor itself.
        let themeEnum = try EnumDeclSyntax("@MainActor\n\(raw: modifier)enum \(raw: name)") {
            paletteEnum.with(
                \.leadingTrivia, Self.docComment(["/// The theme's palette (`colors:`), by the names the theme gives them."], first: true))
            try function(
                "apply()", apply,
                doc: [
                    "/// Sets the theme on UIKit's appearance proxies. Call it once, before any bar is created",
                    "/// (in `application(_:didFinishLaunchingWithOptions:)` or a SwiftUI app's `init`).",
                ])
            try function(
                "apply(to navigationBar: UINavigationBar)", try plain(instanceNavigation),
                doc: ["/// Sets the theme's navigation bar values on one bar (for a bar that must not use the proxies)."])
            try function(
                "apply(to toolbar: UIToolbar)", try plain(instanceToolbar),
                doc: ["/// Sets the theme's toolbar values on one toolbar."])
        }
        return themeEnum.with(\.leadingTrivia, Self.docComment(["/// `\(theme.document.name)` (\(theme.file))."], first: first))
    }

    /// Doc comment lines before a declaration, after a blank line unless it is the first in its body.
    static func docComment(_ lines: [String], first: Bool = false) -> Trivia {
        Trivia(pieces: [.newlines(first ? 1 : 2)] + lines.flatMap { [TriviaPiece.docLineComment($0), .newlines(1)] })
    }

    public struct GenerationError: Error, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}
