import SwiftSyntax

/// Finds, in a Swift file, every statement that touches a bar class's appearance: the innermost
/// statements (a branch's statements, not the `if`; a closure's statements, not the call around
/// it) that assign, call or create something naming a bar class (`UINavigationBar`, `UIToolbar`,
/// `UIBarButtonItem`, their appearance classes), a bar instance (`navigationBar`, `toolbar`) or a
/// bar appearance property or setter (`barTintColor`, `titleTextAttributes`, `setBackgroundImage`,
/// `configureWithOpaqueBackground`, …), whatever it is called on. The importer accounts for each
/// one (a value or a note, `StatementLedger`); the tests count them on every real file.
enum AppearanceStatementFinder {
    struct Statement {
        let node: CodeBlockItemSyntax
        /// The name of the function, initialiser or property it is in (`<top level>` outside any).
        let container: String
    }

    /// Identifiers that make a statement an appearance statement.
    static let barWords: Set<String> = [
        "UINavigationBar", "UIToolbar", "UIBarButtonItem", "UINavigationBarAppearance", "UIToolbarAppearance",
        "UIBarButtonItemAppearance", "UIBarAppearance", "navigationBar", "toolbar", "barTintColor", "titleTextAttributes",
        "largeTitleTextAttributes", "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance",
        "shadowImage", "backIndicatorImage", "backIndicatorTransitionMaskImage", "isTranslucent", "barStyle", "prefersLargeTitles",
        "setBackgroundImage", "setShadowImage", "setTitleVerticalPositionAdjustment", "setTitleTextAttributes", "setBackIndicatorImage",
        "configureWithOpaqueBackground", "configureWithTransparentBackground", "configureWithDefaultBackground", "buttonAppearance",
        "backButtonAppearance", "doneButtonAppearance", "setBackButtonBackgroundImage", "setBackButtonTitlePositionAdjustment",
        "setTitlePositionAdjustment",
    ]

    static func statements(in tree: SourceFileSyntax) -> [Statement] {
        let visitor = Visitor()
        visitor.walk(tree)
        return visitor.found
    }

    /// The identifiers of a statement itself: not those inside its closures or nested code blocks
    /// (their statements are counted on their own).
    static func ownIdentifiers(_ item: CodeBlockItemSyntax) -> [String] {
        let collector = OwnTokens()
        collector.walk(item)
        return collector.identifiers
    }

    static func isAppearanceStatement(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        case .decl(let declaration):
            // `let appearance = UINavigationBarAppearance()`, `let bar = navigationController?.navigationBar`:
            // a binding that gets a proxy, a bar or an appearance object (values computed for later are not).
            guard let variable = declaration.as(VariableDeclSyntax.self) else { return false }
            let objectWords: Set<String> = [
                "UINavigationBar", "UIToolbar", "UIBarButtonItem", "UINavigationBarAppearance", "UIToolbarAppearance",
                "UIBarButtonItemAppearance", "navigationBar", "toolbar", "standardAppearance", "scrollEdgeAppearance",
                "compactAppearance", "compactScrollEdgeAppearance",
            ]
            return variable.bindings.contains { binding in
                guard let initializer = binding.initializer else { return false }
                let tokens = OwnTokens()
                tokens.walk(initializer)
                return tokens.identifiers.contains(where: objectWords.contains)
            }
        case .stmt(let statement):
            // Compound statements (if, for, switch, do) are counted through their statements.
            guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression, isEffect(expression) else { return false }
        case .expr(let expression):
            guard isEffect(expression) else { return false }
        }
        return ownIdentifiers(item).contains(where: barWords.contains)
    }

    /// An assignment or a call (possibly behind `try`, `await`, `_ =`).
    private static func isEffect(_ expression: ExprSyntax) -> Bool {
        if let wrapped = expression.as(TryExprSyntax.self) { return isEffect(wrapped.expression) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return isEffect(wrapped.expression) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return infix.operator.is(AssignmentExprSyntax.self)
                || (infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=")
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
        }
        if expression.is(FunctionCallExprSyntax.self) { return true }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return isEffect(chained.expression) }
        return false
    }

    private final class Visitor: SyntaxVisitor {
        var found: [Statement] = []
        private var containers: [String] = ["<top level>"]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            containers.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { containers.removeLast() }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            containers.append("init")
            return .visitChildren
        }
        override func visitPost(_ node: InitializerDeclSyntax) { containers.removeLast() }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            containers.append(node.pattern.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: PatternBindingSyntax) { containers.removeLast() }

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if AppearanceStatementFinder.isAppearanceStatement(node) {
                found.append(Statement(node: node, container: containers.last ?? "<top level>"))
            }
            return .visitChildren
        }
    }

    private final class OwnTokens: SyntaxVisitor {
        var identifiers: [String] = []
        private var depth = 0

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let text) = node.tokenKind { identifiers.append(text) }
            return .skipChildren
        }
    }
}

extension AppearanceStatementFinder {
    /// Every appearance statement and SwiftUI bar modifier of a Swift file, as ledger spans (what
    /// the tests count: each must be imported or noted).
    static func spans(inFile path: String, text: String) -> [(span: StatementLedger.Span, text: String)] {
        let tree = SwiftSourceIndex(sources: [(path, text)]).files[0].tree
        func entry(_ node: some SyntaxProtocol) -> (span: StatementLedger.Span, text: String) {
            (
                StatementLedger.Span(
                    file: path, start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset),
                node.trimmedDescription
            )
        }
        return statements(in: tree).map { entry($0.node) } + SwiftAppearanceInterpreter.barModifierCalls(in: tree).map { entry($0) }
    }
}
