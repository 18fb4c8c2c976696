import BarTheme
import Foundation
import SwiftSyntax

/// Reads Swift appearance code without running it: walks the entry bodies statement by statement,
/// keeps `let` bindings, inlines helper functions from the same files, follows `if #available`
/// branches, and records what each appearance proxy, bar instance and appearance object receives.
/// Whatever it cannot read becomes a located note, never a guess.
final class SwiftAppearanceInterpreter {
    let index: SwiftSourceIndex
    /// Where the theme will be written: images are looked up under it (`images/NAME.png`).
    let themeFolder: String?
    let imageExists: (String) -> Bool
    let assetCatalog: AssetCatalogColors

    /// The draft under construction: proxies, scopes and bar instances.
    var navigationBar = DraftMapping()
    var toolbar = DraftMapping()
    var scopes:
        [(containedIn: [String]?, traits: DraftMapping?, navigationBar: DraftMapping, toolbar: DraftMapping, barButtonItem: DraftMapping)] =
            []
    /// `UIBarButtonItem.appearance()`: the top-level `barButtonItem:` block.
    var barButtonItem = DraftMapping()
    var instanceNavigationBar = DraftMapping()
    var instanceToolbar = DraftMapping()
    /// Appearance objects set on a view controller's `navigationItem`: the preview scene's top item.
    var instanceItem = DraftMapping()
    /// Notes that belong to no bar block.
    var topNotes: [ImportNote] = []
    var colors: [ThemeDraft.PaletteEntry] = []
    var fonts: [ThemeDraft.PaletteEntry] = []
    var usesEmptyImage = false
    /// One per SwiftUI `NavigationStack` (or modifier-only declaration) found.
    var swiftUIScenes: [SwiftUIScene] = []
    /// Functions being read, innermost last (a function is not read again from inside itself).
    var callStack: [String] = []

    /// Tracked class instances (appearance objects, button appearances, shadows).
    var objects: [(kind: ObjectKind, mapping: DraftMapping)] = [] {
        didSet { markImported() }
    }
    /// Property values already computed, by name.
    var propertyCache: [String: SwiftValue] = [:]
    var propertiesBeingRead = Set<String>()
    var callDepth = 0
    var seenNotes = Set<String>()
    /// What became of each statement read (docs/IMPORT.md, "Nothing dropped in silence").
    var ledger = StatementLedger()
    /// The statements being executed, outermost first: a value set marks them all imported.
    var statementStack: [StatementLedger.Span] = []
    /// Functions whose body was read at least once (by file and offset).
    var executedFunctions = Set<String>()

    /// Local bindings, innermost scope last.
    var scopesOfNames: [[String: SwiftValue]] = [[:]]
    /// The file of the code being read.
    var currentFile = 0
    /// The type whose function is being read: a bare `appearance()` in `extension UINavigationBar` is that type's proxy.
    var currentType: String?

    init(index: SwiftSourceIndex, themeFolder: String?, assetCatalogs: [String], imageExists: @escaping (String) -> Bool) {
        self.index = index
        self.assetCatalog = AssetCatalogColors(catalogs: assetCatalogs)
        self.themeFolder = themeFolder
        self.imageExists = imageExists
    }

    func run() {
        for entry in index.entryPoints {
            currentFile = entry.file
            currentType = entry.enclosingType
            var parameters: [String: SwiftValue] = [:]
            for parameter in entry.parameters {
                let type = parameter.type.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
                if type == "UINavigationBar" || type == "UIToolbar" {
                    // A bar passed in: what the function sets on it is read as the preview scene's bar instance.
                    parameters[parameter.name] = .target(
                        AppearanceTarget(kind: type == "UIToolbar" ? .toolbar : .navigationBar, isInstance: true))
                    if entry.body.description.contains(parameter.name + ".") {
                        note(
                            "what \(entry.name)(…) sets on its \(type) parameter '\(parameter.name)' is imported as the preview scene's own bar (the scene's \(type == "UIToolbar" ? "toolbar" : "navigationBar") block)",
                            at: entry.node)
                    }
                } else {
                    parameters[parameter.name] = .unknown("the parameter '\(parameter.name)' is only known at run time")
                }
            }
            if let type = entry.enclosingType, type == "UINavigationBar" || type == "UIToolbar", !entry.isStatic, entry.name != "init" {
                // A method the files add to the bar class, called from code not given: read on the preview scene's own bar.
                parameters["self"] = .target(AppearanceTarget(kind: type == "UIToolbar" ? .toolbar : .navigationBar, isInstance: true))
                note(
                    "\(type).\(entry.name)(…) is not called in the files given: what it sets on the bar is imported as the preview scene's own bar",
                    at: entry.node)
            }
            scopesOfNames = [parameters]
            executedFunctions.insert(functionKey(entry))
            callStack = [functionKey(entry)]
            _ = execute(entry.body)
        }
        callStack = []
        readSwiftUI()
        noteUnaccountedStatements()
    }

    func functionKey(_ function: SwiftSourceIndex.Function) -> String { "\(function.file):\(function.node.position.utf8Offset)" }

    /// The ledger span of a node in the file being read.
    func span(of node: some SyntaxProtocol, file: Int? = nil) -> StatementLedger.Span {
        StatementLedger.Span(
            file: index.files[file ?? currentFile].path, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The statements being executed set a value in the theme.
    func markImported() { ledger.imported.formUnion(statementStack) }

    /// The last check that nothing is dropped in silence: every appearance statement in the files
    /// that is neither a value nor under a note gets one, saying why it was not read.
    private func noteUnaccountedStatements() {
        for (fileIndex, file) in index.files.enumerated() {
            currentFile = fileIndex
            for statement in AppearanceStatementFinder.statements(in: file.tree) {
                guard ledger.outcome(of: span(of: statement.node)) == .dropped else { continue }
                note(
                    "not read: '\(short(statement.node))' \(whyNotRead(statement))", at: statement.node, covers: true)
            }
            for call in Self.barModifierCalls(in: file.tree) where ledger.outcome(of: Self.modifierSpan(call, file: file.path)) == .dropped
            {
                let name = Self.modifierName(call) ?? "modifier"
                note("not read: the SwiftUI modifier '.\(name)(…)' has no theme equivalent here", at: Self.modifierPlace(call))
                ledger.covered.insert(Self.modifierSpan(call, file: file.path))
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
                let reached = index.functions[name]?.contains { executedFunctions.contains(functionKey($0)) } ?? false
                return reached
                    ? "in \(name)(…) was reached but has no theme equivalent this importer reads"
                    : "is in \(name)(…), which no code the importer follows calls (it starts from functions nothing in the files calls, initialisers and top-level code)"
            }
            node = parent
        }
        return "was reached but has no theme equivalent this importer reads"
    }

    func assetColors(_ name: String) -> (value: DraftValue, rgba: ImportedColor.RGBA?)? { assetCatalog.colors[name] }

    // MARK: Names

    func lookup(_ name: String) -> SwiftValue? {
        for scope in scopesOfNames.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    func bind(_ name: String, _ value: SwiftValue) {
        scopesOfNames[scopesOfNames.count - 1][name] = value
    }

    func location(_ node: some SyntaxProtocol) -> BarTheme.SourceLocation { index.location(of: node, file: currentFile) }

    /// Records a note once (the same code reached twice through two callers is reported once).
    /// `covers`: the note is about the whole node (a branch, a loop, a function) and every statement in it.
    func note(
        _ message: String, at node: some SyntaxProtocol, suggestion: String? = nil, in target: AppearanceTarget? = nil, covers: Bool = false
    ) {
        if covers {
            ledger.covered.insert(span(of: node))
        } else if let statement = statementStack.last {
            ledger.noted.insert(statement)
        }
        let place = location(node)
        guard seenNotes.insert("\(place)|\(message)").inserted else { return }
        let note = ImportNote(message, at: place, suggestion: suggestion)
        guard let target, target.kind == .navigationBar || target.kind == .toolbar else {
            topNotes.append(note)
            return
        }
        modifyBlock(of: target) { $0.notes.append(note) }
    }

    // MARK: Objects

    func newObject(_ kind: ObjectKind) -> SwiftValue {
        objects.append((kind, DraftMapping()))
        return .object(ObjectReference(id: objects.count - 1))
    }

    /// A copy of an object's mapping (UIKit copies appearance objects when they are assigned).
    func snapshot(_ reference: ObjectReference) -> DraftMapping {
        let mapping = objects[reference.id].mapping
        return reference.path.isEmpty ? mapping : (mapping.value(at: reference.path)?.mapping ?? DraftMapping())
    }

    /// The theme object an object's mapping at a path is.
    func kind(of reference: ObjectReference) -> ObjectKind { objects[reference.id].kind }

    // MARK: Bar blocks

    /// Runs `change` on the block a target writes into (a proxy, a scope's bar, or the scene's bar instance).
    func modifyBlock(of target: AppearanceTarget, _ change: (inout DraftMapping) -> Void) {
        markImported()
        if target.kind == .barButtonItem {
            modifyItemBlock(of: target, change)
            return
        }
        let isToolbar = target.kind == .toolbar
        if target.kind == .navigationItem {
            change(&instanceItem)
            return
        }
        if target.isInstance {
            if isToolbar { change(&instanceToolbar) } else { change(&instanceNavigationBar) }
            return
        }
        guard target.isScoped else {
            if isToolbar { change(&toolbar) } else { change(&navigationBar) }
            return
        }
        let index: Int
        if let found = scopes.firstIndex(where: { $0.containedIn == target.containedIn && $0.traits == target.traits }) {
            index = found
        } else {
            scopes.append((target.containedIn, target.traits, DraftMapping(), DraftMapping(), DraftMapping()))
            index = scopes.count - 1
        }
        if isToolbar { change(&scopes[index].toolbar) } else { change(&scopes[index].navigationBar) }
    }

    /// Runs `change` on the `barButtonItem:` block a `UIBarButtonItem` proxy writes into: a
    /// containment starting with `UINavigationBar` / `UIToolbar` is the bar block's `barButtonItem:`
    /// (in a `when:` scope with the rest of the chain), any other the scope's own `barButtonItem:`,
    /// none the top-level one (docs/UIKIT.md §2.5).
    func modifyItemBlock(of target: AppearanceTarget, _ change: (inout DraftMapping) -> Void) {
        markImported()
        var chain = target.containedIn ?? []
        var bar: AppearanceTarget.Kind?
        if let first = chain.first, first == "UINavigationBar" || first == "UIToolbar" {
            bar = first == "UIToolbar" ? .toolbar : .navigationBar
            chain.removeFirst()
        }
        if let bar {
            let barTarget = AppearanceTarget(kind: bar, containedIn: chain.isEmpty ? nil : chain, traits: target.traits)
            modifyBlock(of: barTarget) { block in
                var items = block["barButtonItem"]?.mapping ?? DraftMapping()
                change(&items)
                block["barButtonItem"] = items.isEmpty ? nil : .mapping(items)
            }
            return
        }
        guard target.isScoped else {
            change(&barButtonItem)
            return
        }
        let index: Int
        if let found = scopes.firstIndex(where: { $0.containedIn == target.containedIn && $0.traits == target.traits }) {
            index = found
        } else {
            scopes.append((target.containedIn, target.traits, DraftMapping(), DraftMapping(), DraftMapping()))
            index = scopes.count - 1
        }
        change(&scopes[index].barButtonItem)
    }
}
