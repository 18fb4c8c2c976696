import BarTheme
import SwiftSyntax

/// When an appearance proxy reaches a bar (docs/UIKIT.md §18.8): UIKit applies a proxy's values to a
/// view as the view enters a window and does not restyle a view already in one (Apple's
/// `UIAppearance` reference). Code that runs once the app's bars are on screen (a SwiftUI
/// `.onAppear { … }` or `.task { … }`, a view controller's `viewDidAppear(_:)`, and the helpers they
/// call) therefore does not restyle the tab bar the app shows: such a tab bar proxy value is left out
/// of the theme and kept as a located note with the YAML to uncomment and the fix (set it before the
/// bar exists).
extension SwiftAppearanceInterpreter {
    /// SwiftUI modifiers whose closure runs once the view, and the bars around it, are on screen.
    static let modifiersRunAfterAppearance: Set<String> = ["onAppear", "task"]

    /// The view controller method UIKit calls once its view, and its tab bar controller's bar, are in a window.
    static let methodsRunAfterAppearance: Set<String> = ["viewDidAppear"]

    /// The late code a modifier call's closures are, or nil for any other call.
    func lateCode(_ call: FunctionCallExprSyntax) -> SwiftEnvironment.LateCode? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.modifiersRunAfterAppearance.contains(member.declName.baseName.text)
        else { return nil }
        return SwiftEnvironment.LateCode(words: "`.\(member.declName.baseName.text) { … }`", location: location(member.declName))
    }

    /// The late code an entry point is (`viewDidAppear(_:)`), or nil.
    func lateCode(entry: SwiftSourceIndex.Function) -> SwiftEnvironment.LateCode? {
        guard Self.methodsRunAfterAppearance.contains(entry.name), let function = entry.node.as(FunctionDeclSyntax.self) else { return nil }
        return SwiftEnvironment.LateCode(words: "`\(entry.name)(_:)`", location: location(function.name))
    }

    /// Reads the closures of `.onAppear { … }` / `.task { … }` written outside any function (in a
    /// view's `body` or another computed property, which no entry point runs), with the type they are
    /// in, so what they set on a proxy gets its note instead of "not read".
    func readModifierClosuresOutsideFunctions() {
        for (fileIndex, file) in index.files.enumerated() {
            for call in LateModifierFinder.calls(in: file.tree) {
                let saved = environment.enter(file: fileIndex, type: LateModifierFinder.enclosingType(of: call), scope: [:])
                environment.barsOnScreen = lateCode(call)
                for closure in [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure)
                    + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) })
                {
                    _ = execute(closure.statements)
                }
                environment.barsOnScreen = nil
                environment.frame = saved
            }
        }
    }

    /// Writes `key: value` into a tab bar or tab proxy's block, or, in code that runs once the bars
    /// are on screen, a note in that block saying why the app's bar does not show it, with the YAML to
    /// uncomment. A bar instance (`tabBarController?.tabBar`) is restyled at once, so it is always written.
    func setTabBarValue(
        _ key: ThemeKey, _ value: DraftValue?, on target: AppearanceTarget, object: ThemeObject, at node: some SyntaxProtocol,
        change: @escaping (inout DraftMapping) -> Void
    ) {
        guard let late = environment.barsOnScreen, !target.isInstance else {
            recorder.modifyBlock(of: target, change)
            return
        }
        let proxy = target.kind == .tabBarItem ? "UITabBarItem" : "UITabBar"
        let suggestion = value.map { ThemeYAMLWriter.entryText(key: key, value: $0, in: object) }
        note(
            "\(proxy).appearance().\(key.spelling) is set in \(late.words) (\(late.location)), which runs after the tab bar is on screen: UIKit applies an appearance proxy to a bar when the bar enters a window and does not restyle one already in it (docs/UIKIT.md §18.8), so the app's tab bar does not show it and it is left out. To style the bar, set it before the bar exists (in the App's init() or application(_:didFinishLaunchingWithOptions:))"
                + (suggestion == nil ? "" : " and uncomment:"),
            at: node, suggestion: suggestion, in: target)
    }
}

/// Finds `.onAppear { … }` / `.task { … }` calls that are not inside a function or initialiser body.
private final class LateModifierFinder: SyntaxVisitor {
    private var calls: [FunctionCallExprSyntax] = []
    private var functionDepth = 0

    static func calls(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        let finder = LateModifierFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.calls
    }

    /// The name of the type (or extended type) a node is declared in.
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            current = parent
        }
        return nil
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functionDepth -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functionDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { functionDepth -= 1 }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if functionDepth == 0, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            SwiftAppearanceInterpreter.modifiersRunAfterAppearance.contains(member.declName.baseName.text),
            node.trailingClosure != nil || node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
        {
            calls.append(node)
        }
        return .visitChildren
    }
}
