import BarTheme
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The Swift files being imported, parsed and operator-folded, with what the interpreter looks up
/// by name: functions (helpers it can inline), stored and computed properties (palette colours,
/// appearance objects built in closures), and the bodies to start from.
final class SwiftSourceIndex {
    struct File {
        let path: String
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
    }

    /// A `let`/`var` declared outside a function body (global, static or instance property).
    struct Property {
        let name: String
        /// With the enclosing types: `Styles.Colors.Blue.medium`.
        let qualifiedName: String
        let binding: PatternBindingSyntax
        let file: Int
    }

    /// A function or initialiser body, with its parameter names in order.
    struct Function {
        let name: String
        /// Each parameter's label (nil for `_`), name inside the body, type, and default value.
        let parameters: [(label: String?, name: String, type: String, defaultValue: ExprSyntax?)]
        let body: CodeBlockItemListSyntax
        let file: Int
        let node: Syntax
        /// The type or extension it is declared in (`UINavigationBar` for `extension UINavigationBar`).
        var enclosingType: String? = nil
        /// `static` / `class` functions have no instance `self`.
        var isStatic = false
        /// `override func viewDidLoad()`: UIKit calls it.
        var isOverride = false
    }

    private(set) var files: [File] = []
    private(set) var functions: [String: [Function]] = [:]
    private(set) var properties: [String: [Property]] = [:]
    private(set) var qualifiedProperties: [String: Property] = [:]
    /// Function bodies no other function in the files calls, and top-level code: where reading starts.
    private(set) var entryPoints: [Function] = []

    /// Methods UIKit and SwiftUI call (the app delegate's and scene delegate's callbacks, view
    /// controller and view life cycle): read as entry points even when the files also call a method
    /// of that name.
    static let systemEntryPoints: Set<String> = [
        "application", "scene", "viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "awakeFromNib", "layoutSubviews",
        "didMoveToWindow", "didMoveToParent", "willMove", "traitCollectionDidChange", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "body",
    ]

    init(sources: [(path: String, text: String)]) {
        var calledNames = Set<String>()
        var callsOnTypes: [(String, String)] = []
        var all: [Function] = []
        for (index, source) in sources.enumerated() {
            let parsed = Parser.parse(source: source.text)
            let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
            files.append(File(path: source.path, tree: folded, converter: SourceLocationConverter(fileName: source.path, tree: folded)))
            let collector = DeclarationCollector(file: index)
            collector.walk(folded)
            all += collector.functions
            for property in collector.properties {
                properties[property.name, default: []].append(property)
                qualifiedProperties[property.qualifiedName] = property
            }
            calledNames.formUnion(collector.calledNames)
            callsOnTypes += collector.callsOnTypes
            // A script's top-level statements run as one function. Its body is the file's own list
            // (declarations too: a top-level `let` binds as it would run), not a filtered copy, whose
            // statements would lose their places in the file and so their notes' and ledger's spans.
            let hasTopLevelCode = folded.statements.contains { item in
                if case .decl = item.item { return false }
                return true
            }
            if hasTopLevelCode {
                all.append(
                    Function(
                        name: "<top level>", parameters: [], body: folded.statements, file: index,
                        node: Syntax(folded)))
            }
        }
        // A call on a type the files do not declare (`ApplicationDelegate.shared.application(…)`,
        // Facebook's SDK in many app delegates) calls that type's method, not the files' function.
        let declaredTypes = Set(all.compactMap(\.enclosingType))
        for (type, name) in callsOnTypes where declaredTypes.contains(type) { calledNames.insert(name) }
        for function in all {
            functions[function.name, default: []].append(function)
            if function.name == "<top level>" || function.name == "init" || function.isOverride
                || Self.systemEntryPoints.contains(function.name) || !calledNames.contains(function.name)
            {
                entryPoints.append(function)
            }
        }
    }

    /// A property by its qualified name, or by the end of it (`Palette.accent` finds
    /// `BarThemeAppearance.Ocean.Palette.accent` when only one property ends so).
    func property(qualified name: String) -> Property? {
        if let exact = qualifiedProperties[name] { return exact }
        let matches = qualifiedProperties.filter { $0.key.hasSuffix("." + name) }
        return matches.count == 1 ? matches.first?.value : nil
    }

    func location(of node: some SyntaxProtocol, file: Int) -> BarTheme.SourceLocation {
        let place = node.startLocation(converter: files[file].converter)
        return BarTheme.SourceLocation(file: files[file].path, line: place.line, column: place.column)
    }
}

/// Collects declarations and the names called anywhere, skipping nothing (nested types included).
private final class DeclarationCollector: SyntaxVisitor {
    let file: Int
    var functions: [SwiftSourceIndex.Function] = []
    var properties: [SwiftSourceIndex.Property] = []
    var calledNames = Set<String>()
    /// `Type.method(…)` / `Type.shared.method(…)` calls: the method is the files' only if the files declare the type.
    var callsOnTypes: [(String, String)] = []
    private var functionDepth = 0
    private var typeNames: [String] = []

    init(file: Int) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            let parameters = node.signature.parameterClause.parameters.map { parameter in
                (
                    label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                    name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedDescription,
                    defaultValue: parameter.defaultValue?.value
                )
            }
            let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            functions.append(
                .init(
                    name: node.name.text, parameters: parameters, body: body.statements, file: file, node: Syntax(node),
                    enclosingType: typeNames.last, isStatic: isStatic, isOverride: node.modifiers.contains { $0.name.text == "override" }))
        }
        functionDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { functionDepth -= 1 }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            let parameters = node.signature.parameterClause.parameters.map { parameter in
                (
                    label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                    name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedDescription,
                    defaultValue: parameter.defaultValue?.value
                )
            }
            functions.append(
                .init(
                    name: "init", parameters: parameters, body: body.statements, file: file, node: Syntax(node),
                    enclosingType: typeNames.last))
        }
        functionDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { functionDepth -= 1 }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if functionDepth == 0 {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                properties.append(
                    .init(name: name, qualifiedName: (typeNames + [name]).joined(separator: "."), binding: binding, file: file))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        typeNames.append(name)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calledNames.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) != true {
            // `super.viewDidLoad()` calls UIKit's method, not an override in the files.
            var root = member.base.map(Syntax.init)
            while let current = root, let inner = current.as(MemberAccessExprSyntax.self)?.base { root = Syntax(inner) }
            if let type = root?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true, type != "Self" {
                callsOnTypes.append((type, member.declName.baseName.text))
            } else {
                calledNames.insert(member.declName.baseName.text)
            }
        }
        return .visitChildren
    }
}
