import BarTheme
import Foundation
import SwiftSyntax

/// Reads Swift appearance code without running it: walks the entry bodies statement by statement,
/// keeps `let` bindings, inlines helper functions from the same files, follows `if #available`
/// branches, and records what each appearance proxy, bar instance and appearance object receives.
/// Whatever it cannot read becomes a located note, never a guess.
final class SwiftAppearanceInterpreter {
    let index: SwiftSourceIndex
    /// Whether an image path (`images/NAME.png`) is beside the theme.
    let imageExists: (String) -> Bool
    let assetCatalog: AssetCatalogColors
    /// Names and their values, the file and type being read, the functions being read.
    var environment = SwiftEnvironment()
    /// Properties of the files read, each computed once.
    var properties = PropertyCache()
    /// What reading makes: theme blocks, palette, notes, SwiftUI scenes and the statement ledger.
    let recorder = DraftRecorder()

    init(index: SwiftSourceIndex, assetCatalogs: [String], imageExists: @escaping (String) -> Bool) {
        self.index = index
        self.assetCatalog = AssetCatalogColors(catalogs: assetCatalogs)
        self.imageExists = imageExists
    }

    /// The bar classes whose instances a function may be given, and the scene block their values go into.
    static let barParameterKinds: [String: (kind: AppearanceTarget.Kind, block: String)] = [
        "UINavigationBar": (.navigationBar, "navigationBar"), "UIToolbar": (.toolbar, "toolbar"), "UITabBar": (.tabBar, "tabBar"),
    ]

    func run() {
        for entry in index.entryPoints {
            environment.frame = SwiftEnvironment.Frame(file: entry.file, type: entry.enclosingType)
            var parameters: [String: SwiftValue] = [:]
            for parameter in entry.parameters {
                let type = parameter.type.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
                if let bar = Self.barParameterKinds[type] {
                    // A bar passed in: what the function sets on it is read as the preview scene's bar instance.
                    parameters[parameter.name] = .target(AppearanceTarget(kind: bar.kind, isInstance: true))
                    if entry.body.description.contains(parameter.name + ".") {
                        note(
                            "what \(entry.name)(…) sets on its \(type) parameter '\(parameter.name)' is imported as the preview scene's own bar (the scene's \(bar.block) block), where it differs from what the appearance proxy gets",
                            at: entry.node)
                    }
                } else {
                    parameters[parameter.name] = .unknown("the parameter '\(parameter.name)' is only known at run time")
                }
            }
            if let type = entry.enclosingType, let bar = Self.barParameterKinds[type], !entry.isStatic, entry.name != "init" {
                // A method the files add to the bar class, called from code not given: read on the preview scene's own bar.
                parameters["self"] = .target(AppearanceTarget(kind: bar.kind, isInstance: true))
                note(
                    "\(type).\(entry.name)(…) is not called in the files given: what it sets on the bar is imported as the preview scene's own bar",
                    at: entry.node)
            }
            environment.frame.scopes = [parameters]
            environment.executedFunctions.insert(SwiftEnvironment.functionKey(entry))
            environment.callStack = [SwiftEnvironment.functionKey(entry)]
            environment.barsOnScreen = lateCode(entry: entry)
            _ = execute(entry.body)
            environment.barsOnScreen = nil
        }
        environment.callStack = []
        readModifierClosuresOutsideFunctions()
        readSwiftUI()
        noteUnaccountedStatements()
    }

    /// The ledger span of a node in the file being read.
    func span(of node: some SyntaxProtocol, file: Int? = nil) -> StatementLedger.Span {
        StatementLedger.Span(
            file: index.files[file ?? environment.file].path, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The last check that nothing is dropped in silence: every appearance statement in the files
    /// that is neither a value nor under a note gets one, saying why it was not read.
    private func noteUnaccountedStatements() {
        for (fileIndex, file) in index.files.enumerated() {
            environment.frame.file = fileIndex
            for statement in AppearanceStatementFinder.statements(in: file.tree) {
                guard recorder.ledger.outcome(of: span(of: statement.node)) == .dropped else { continue }
                note(
                    "not read: '\(short(statement.node))' \(whyNotRead(statement))", at: statement.node, covers: true)
            }
            for call in SwiftUIBarModifiers.barModifierCalls(in: file.tree)
            where recorder.ledger.outcome(of: SwiftUIBarModifiers.modifierSpan(call, file: file.path)) == .dropped {
                let name = SwiftUIBarModifiers.modifierName(call) ?? "modifier"
                note(
                    "not read: the SwiftUI modifier '.\(name)(…)' has no theme equivalent here", at: SwiftUIBarModifiers.modifierPlace(call)
                )
                recorder.ledger.covered.insert(SwiftUIBarModifiers.modifierSpan(call, file: file.path))
            }
        }
    }

    private func whyNotRead(_ statement: AppearanceStatementFinder.Statement) -> String {
        var node = Syntax(statement.node)
        while let parent = node.parent {
            if parent.is(ClosureExprSyntax.self) {
                return "is in a closure the importer does not run (it runs closures passed to calls it cannot read, and `{ … }()`)"
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) {
                let name = statement.container
                let reached =
                    index.functions[name]?.contains { environment.executedFunctions.contains(SwiftEnvironment.functionKey($0)) } ?? false
                return reached
                    ? "in \(name)(…) was reached but has no theme equivalent this importer reads"
                    : "is in \(name)(…), which no code the importer follows calls (it starts from functions nothing in the files calls, initialisers and top-level code)"
            }
            node = parent
        }
        return "was reached but has no theme equivalent this importer reads"
    }

    func assetColors(_ name: String) -> (value: DraftValue, rgba: ImportedColor.RGBA?)? { assetCatalog.colors[name] }

    func location(_ node: some SyntaxProtocol) -> BarTheme.SourceLocation { index.location(of: node, file: environment.file) }

    /// Records a note once (the same code reached twice through two callers is reported once).
    /// `covers`: the note is about the whole node (a branch, a loop, a function) and every statement in it.
    func note(
        _ message: String, at node: some SyntaxProtocol, suggestion: String? = nil, in target: AppearanceTarget? = nil, covers: Bool = false
    ) {
        let note = ImportNote(message, at: location(node), suggestion: suggestion)
        recorder.record(note, in: target, covering: covers ? span(of: node) : nil)
    }
}
