import BarTheme
import SwiftSyntax

/// A SwiftUI `TabView`'s tabs, read so an imported theme's tab bar scene shows the app's own tabs
/// rather than stand-ins (docs/IMPORT.md, "Preview scenes"). Each child of the `TabView`'s content
/// is one tab when its title and symbol are literals: a view with `.tabItem { Label("Title",
/// systemImage: "symbol") }` (or an `Image(systemName:)` and a `Text` in the closure), or an iOS 18
/// `Tab("Title", systemImage: "symbol", role: .search) { … }`; a `.badge(…)` with a literal gives
/// the tab's badge. A child that is not a literal tab (a `ForEach`, an `if`, a computed title)
/// makes the whole `TabView` unreadable, so a preview never shows a partial tab bar as the app's.
enum SwiftUITabItems {
    struct Tab: Equatable {
        var title: String
        var systemImage: String?
        var badge: String?
        var isSearch = false
    }

    /// The tabs of the first `TabView` in `tree` whose every child reads as a tab (none: empty).
    static func firstTabs(in tree: SourceFileSyntax) -> [Tab] {
        final class Finder: SyntaxVisitor {
            var found: [Tab] = []
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found.isEmpty, SwiftUIBarModifiers.isTabView(ExprSyntax(node)) else { return .visitChildren }
                found = SwiftUITabItems.tabs(of: node)
                return .visitChildren
            }
        }
        let finder = Finder()
        finder.walk(tree)
        return finder.found
    }

    /// The tabs of one `TabView { … }` call: every child read, or none.
    static func tabs(of tabView: FunctionCallExprSyntax) -> [Tab] {
        let content =
            tabView.trailingClosure ?? tabView.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        guard let content, !content.statements.isEmpty else { return [] }
        var tabs: [Tab] = []
        for statement in content.statements {
            guard let expression = statement.item.as(ExprSyntax.self), let tab = tab(expression) else { return [] }
            tabs.append(tab)
        }
        return tabs
    }

    /// One child: a `Tab(…)` or a view with `.tabItem { … }`, with its `.badge(…)`.
    private static func tab(_ expression: ExprSyntax) -> Tab? {
        var found: Tab?
        var badge: String?
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let name = SwiftUIBarModifiers.modifierName(call) {
                if name == "tabItem", let label = call.trailingClosure { found = tabItem(label) }
                if name == "badge", badge == nil { badge = call.arguments.first.flatMap { literal($0.expression) } }
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Tab" { found = iOS18Tab(call) }
                break
            }
        }
        guard var tab = found else { return nil }
        tab.badge = badge
        return tab
    }

    /// `Tab("Title", systemImage: "symbol", role: .search) { … }`; a search tab with no title is
    /// UIKit's "Search" with the magnifier.
    private static func iOS18Tab(_ call: FunctionCallExprSyntax) -> Tab? {
        let isSearch = call.arguments.contains {
            $0.label?.text == "role" && $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "search"
        }
        let title = call.arguments.first { $0.label == nil }.flatMap { literal($0.expression) }
        let symbol = call.arguments.first { $0.label?.text == "systemImage" }.flatMap { literal($0.expression) }
        if isSearch { return Tab(title: title ?? "Search", systemImage: symbol ?? "magnifyingglass", isSearch: true) }
        guard let title, let symbol else { return nil }
        return Tab(title: title, systemImage: filled(symbol))
    }

    /// The symbol a SwiftUI tab bar draws for `name`: its `.fill` variant where SF Symbols has one
    /// (`house` → `house.fill`), selected or not, as SwiftUI's tab items do (four fit apps: Lansing Car
    /// Ferry, Talli, Reader for iOS, YOM; docs/UIKIT.md §18.6); the name itself otherwise.
    static func filled(_ name: String) -> String {
        guard !name.hasSuffix(".fill"), SymbolFontBoxes.has(name + ".fill") else { return name }
        return name + ".fill"
    }

    /// `.tabItem { Label("Title", systemImage: "symbol") }` or `{ Image(systemName: "symbol"); Text("Title") }`.
    private static func tabItem(_ closure: ClosureExprSyntax) -> Tab? {
        var title: String?, symbol: String?
        for statement in closure.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { continue }
            switch name {
            case "Label":
                title = call.arguments.first { $0.label == nil }.flatMap { literal($0.expression) }
                symbol = call.arguments.first { $0.label?.text == "systemImage" }.flatMap { literal($0.expression) }
            case "Text":
                title = call.arguments.first { $0.label == nil }.flatMap { literal($0.expression) } ?? title
            case "Image":
                symbol = call.arguments.first { $0.label?.text == "systemName" }.flatMap { literal($0.expression) } ?? symbol
            default:
                continue
            }
        }
        guard let title, let symbol else { return nil }
        return Tab(title: title, systemImage: filled(symbol))
    }

    /// A string literal with no interpolation, or a whole number (a badge's count).
    private static func literal(_ expression: ExprSyntax) -> String? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
            let segment = string.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}
