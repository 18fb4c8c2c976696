import SwiftSyntax

/// Finding SwiftUI's bar modifiers in a file: which calls are bar modifiers (`.toolbarBackground`,
/// `.navigationTitle`, …, `.tint` only where it reaches the bar, `.toolbar { … }`'s items), the part of a chain each one
/// spans, and the `NavigationStack` a chain starts from. Used by the interpreter that reads them
/// and by `AppearanceStatementFinder`, which accounts for every one.
enum SwiftUIBarModifiers {
    static let stackNames: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    /// SwiftUI's tab view: a `.tint` on it colours the selected tab (the tab bar's `tintColor`).
    static let tabViewName = "TabView"

    /// Bar modifiers read (`.tint` / `.accentColor` only on a stack or its content's root).
    static let barModifierNames: Set<String> = [
        "toolbarBackground", "toolbarBackgroundVisibility", "toolbarColorScheme", "navigationBarTitleDisplayMode",
        "toolbarTitleDisplayMode", "navigationTitle", "navigationSubtitle", "navigationBarTitle", "navigationBarHidden",
        "navigationBarBackButtonHidden", "toolbar",
    ]

    /// Every bar modifier call in a file (what the SwiftUI reader accounts for), with `.toolbar`
    /// in its `.toolbar(.hidden, for: …)` and `.toolbar { items }` forms and `.tint` / `.accentColor` only where they
    /// reach the bar (on a stack, or on the root of its content).
    static func barModifierCalls(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = SwiftUIBarModifiers.modifierName(node) {
                    if name == "toolbar" {
                        if node.arguments.contains(where: { $0.label?.text == "for" })
                            || node.arguments.first?.label == nil
                                && node.trailingClosure == nil && !node.arguments.isEmpty
                            || SwiftUIBarModifiers.toolbarContent(node) != nil
                        {
                            found.append(node)
                        }
                    } else if name == "tint" || name == "accentColor" {
                        if SwiftUIBarModifiers.reachesBar(node) || SwiftUIBarModifiers.isTabView(SwiftUIBarModifiers.chainRoot(node)) {
                            found.append(node)
                        }
                    } else if SwiftUIBarModifiers.barModifierNames.contains(name) {
                        found.append(node)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder()
        finder.walk(tree)
        return finder.found
    }

    /// The content closure of `.toolbar { … }` (or `.toolbar(content:)`): the items it declares
    /// (`SwiftAppearanceInterpreter.applyToolbarItems`); `nil` for `.toolbar(.hidden, for:)`.
    static func toolbarContent(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let closure = call.trailingClosure { return closure }
        return call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    /// A modifier's own part of a chain, from its `.` to its closing parenthesis (the call node
    /// also spans the chain before it, which holds the other modifiers).
    static func modifierSpan(_ call: FunctionCallExprSyntax, file: String) -> StatementLedger.Span {
        let start = call.calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia ?? call.position
        return StatementLedger.Span(file: file, start: start.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// Where a note about a modifier points: its name.
    static func modifierPlace(_ call: FunctionCallExprSyntax) -> Syntax {
        call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
    }

    /// `.name(…)` applied to a view (a member call with a base, or `content.name(…)`).
    static func modifierName(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
        return member.declName.baseName.text
    }

    /// The view a modifier chain starts from (`NavigationStack { … }.tint(.red)` → the stack call).
    static func chainRoot(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        var current: ExprSyntax? = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let expression = current {
            if let inner = expression.as(FunctionCallExprSyntax.self), modifierName(inner) != nil {
                current = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else {
                return expression
            }
        }
        return nil
    }

    static func isStack(_ expression: ExprSyntax?) -> Bool {
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return stackNames.contains(name)
    }

    static func isTabView(_ expression: ExprSyntax?) -> Bool {
        expression?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == tabViewName
    }

    /// A `.tint` on a stack, or on the first view of a stack's content.
    static func reachesBar(_ call: FunctionCallExprSyntax) -> Bool {
        let root = chainRoot(call)
        if isStack(root) { return true }
        // The root view of the content: its statement is the first in the stack's closure.
        guard let item = Syntax(call).parent?.as(CodeBlockItemSyntax.self) ?? root.flatMap({ enclosingItem($0) }),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self), let stack = closure.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return isStack(ExprSyntax(stack))
    }

    private static func enclosingItem(_ node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let item = parent.as(CodeBlockItemSyntax.self) { return item }
            if parent.is(ClosureExprSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}
