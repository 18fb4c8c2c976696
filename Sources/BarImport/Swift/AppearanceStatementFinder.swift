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
        "setTitlePositionAdjustment", "UITabBar", "UITabBarItem", "UITabBarAppearance", "UITabBarItemAppearance", "tabBar",
        "unselectedItemTintColor", "selectionIndicatorImage", "selectionIndicatorTintColor", "itemPositioning", "stackedLayoutAppearance",
        "inlineLayoutAppearance", "compactInlineLayoutAppearance", "stackedItemPositioning", "badgeBackgroundColor", "badgeTextAttributes",
    ]

    static func statements(in tree: SourceFileSyntax) -> [Statement] {
        let names = BarNames()
        names.walk(tree)
        let visitor = Visitor(barNames: names.names)
        visitor.walk(tree)
        return visitor.found
    }

    /// Identifiers that, once bound to a proxy, a bar, an appearance object (`let bar =
    /// UINavigationBar.appearance()`, `guard let bar = navigationController?.navigationBar`) or
    /// declared with a bar type (`func style(_ bar: UINavigationBar)`), make a statement using them
    /// an appearance statement.
    static let objectWords: Set<String> = [
        "UINavigationBar", "UIToolbar", "UIBarButtonItem", "UINavigationBarAppearance", "UIToolbarAppearance",
        "UIBarButtonItemAppearance", "navigationBar", "toolbar", "standardAppearance", "scrollEdgeAppearance",
        "compactAppearance", "compactScrollEdgeAppearance", "UITabBar", "UITabBarItem", "UITabBarAppearance", "UITabBarItemAppearance",
        "tabBar", "stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance",
    ]

    private final class BarNames: SyntaxVisitor {
        var names = Set<String>()
        init() { super.init(viewMode: .sourceAccurate) }

        private func mentionsObject(_ node: some SyntaxProtocol) -> Bool {
            let tokens = OwnTokens()
            tokens.walk(node)
            return tokens.identifiers.contains(where: AppearanceStatementFinder.objectWords.contains)
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                node.initializer.map(mentionsObject) == true || node.typeAnnotation.map(mentionsObject) == true
            {
                names.insert(name)
            }
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, node.initializer.map(mentionsObject) == true {
                names.insert(name)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if mentionsObject(node.type) { names.insert((node.secondName ?? node.firstName).text) }
            return .visitChildren
        }
    }

    /// The identifiers of a statement itself: not those inside its closures or nested code blocks
    /// (their statements are counted on their own).
    static func ownIdentifiers(_ item: CodeBlockItemSyntax) -> [String] {
        let collector = OwnTokens()
        collector.walk(item)
        return collector.identifiers
    }

    static func isAppearanceStatement(_ item: CodeBlockItemSyntax, barNames: Set<String> = []) -> Bool {
        switch item.item {
        case .decl(let declaration):
            // `let appearance = UINavigationBarAppearance()`, `let bar = navigationController?.navigationBar`:
            // a binding that gets a proxy, a bar or an appearance object (values computed for later are not).
            guard let variable = declaration.as(VariableDeclSyntax.self) else { return false }
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
        let identifiers = ownIdentifiers(item)
        return identifiers.contains(where: barWords.contains) || identifiers.contains(where: barNames.contains)
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
        let barNames: Set<String>

        init(barNames: Set<String>) {
            self.barNames = barNames
            super.init(viewMode: .sourceAccurate)
        }

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
            if AppearanceStatementFinder.isAppearanceStatement(node, barNames: barNames) {
                found.append(Statement(node: node, container: containers.last ?? "<top level>"))
            }
            return .visitChildren
        }
    }

    fileprivate final class OwnTokens: SyntaxVisitor {
        var identifiers: [String] = []
        private var depth = 0

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
            // `.toolbar(…)` called on a view is SwiftUI's modifier (counted as a modifier), not a bar.
            if case .identifier(let text) = node.tokenKind, !(text == "toolbar" && Self.isCalledMember(node)),
                !(["navigationBar", "toolbar", "tabBar"].contains(text) && Self.isImplicitMember(node))
            {
                identifiers.append(text)
            }
            return .skipChildren
        }

        /// `for: .navigationBar`, `for: .tabBar`: SwiftUI's `ToolbarPlacement`, not a bar.
        private static func isImplicitMember(_ token: TokenSyntax) -> Bool {
            token.parent?.parent?.as(MemberAccessExprSyntax.self)?.base == nil
                && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
        }

        private static func isCalledMember(_ token: TokenSyntax) -> Bool {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let call = member.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return call.calledExpression.id == member.id
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
                    file: path, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: node.endPositionBeforeTrailingTrivia.utf8Offset),
                node.trimmedDescription
            )
        }
        return statements(in: tree).map { entry($0.node) }
            + SwiftUIBarModifiers.barModifierCalls(in: tree).map { call in
                let span = SwiftUIBarModifiers.modifierSpan(call, file: path)
                return (span, "." + (SwiftUIBarModifiers.modifierName(call) ?? "") + call.arguments.trimmedDescription)
            }
    }
}
