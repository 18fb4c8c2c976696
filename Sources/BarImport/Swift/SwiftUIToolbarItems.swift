import BarTheme
import SwiftSyntax

/// SwiftUI's `.toolbar { ToolbarItem(placement:) { … } }` items as the bar button items UIKit gets
/// (docs/UIKIT.md §10.16): a `Button` or a `Menu` whose label is an `Image(systemName:)` (or a
/// `Label`) is an image item, a `Button("Title")` a text item, an `EditButton()` the `edit` system
/// item, and a `NavigationLink` whose label is an `Image(systemName:)` a custom view showing the
/// symbol (SwiftUI hosts a link's label; UIKit puts it on a capsule, not the 44 pt circle). Each
/// item says which label it was written with (`swiftUILabel`: a bare `Image` draws black on light
/// glass, a `Label` the vibrant colour, docs/UIKIT.md §10.3). Items at the bar's
/// trailing end become `rightBarButtonItems` (outermost first), leading ones `leftBarButtonItems`;
/// anything else is a located note.
extension SwiftAppearanceInterpreter {
    /// Placements that put an item at the navigation bar's trailing end, and at its leading end.
    static let trailingPlacements: Set<String> = [
        "topBarTrailing", "navigationBarTrailing", "primaryAction", "confirmationAction", "automatic",
    ]
    static let leadingPlacements: Set<String> = ["topBarLeading", "navigationBarLeading", "cancellationAction", "navigation"]

    /// Reads a `.toolbar { … }`'s items into the scene's top item.
    func applyToolbarItems(_ call: FunctionCallExprSyntax, to scene: inout SwiftUIScene) {
        guard let content = SwiftUIBarModifiers.toolbarContent(call) else { return }
        var leading: [DraftValue] = []
        var trailing: [DraftValue] = []
        for statement in activeStatements(content.statements) {
            guard let item = statement.item.as(FunctionCallExprSyntax.self) else {
                note(
                    "a toolbar's \(short(statement.item)): only ToolbarItem, ToolbarItemGroup and plain items are imported",
                    at: statement)
                continue
            }
            let name = item.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let views: [ExprSyntax]
            let placement: String?
            if name == "ToolbarItem" || name == "ToolbarItemGroup" {
                placement =
                    item.arguments.first { $0.label?.text == "placement" }.map {
                        $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? $0.expression.trimmedDescription
                    } ?? "automatic"
                views = item.trailingClosure?.statements.compactMap { $0.item.as(ExprSyntax.self) } ?? []
            } else {
                placement = "automatic"
                views = [ExprSyntax(item)]
            }
            guard let placement, Self.trailingPlacements.contains(placement) || Self.leadingPlacements.contains(placement) else {
                note(
                    "\(name ?? "a toolbar item")(placement: .\(placement ?? "?")): not a navigation bar item a theme can say; not imported",
                    at: item)
                continue
            }
            let read = views.compactMap { barButtonItem($0) }
            if Self.leadingPlacements.contains(placement) { leading += read } else { trailing += read }
        }
        if !leading.isEmpty { scene.item[.leftBarButtonItems] = .list(leading) }
        // UIKit's right items run outermost first; SwiftUI's trailing items are declared leading to trailing.
        if !trailing.isEmpty { scene.item[.rightBarButtonItems] = .list(trailing.reversed()) }
        if !leading.isEmpty || !trailing.isEmpty { recorder.markImported() }
    }

    /// A toolbar's statements as an iOS build compiles them: an `#if` block gives the statements of
    /// its clause that holds on iOS (`os(iOS)`, `!os(macOS)`, `canImport(UIKit)`; `BuildConditions`);
    /// a condition decided when the app is built (`DEBUG`, the app's flags) is a note, and none of
    /// its clauses is read.
    private func activeStatements(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var active: [CodeBlockItemSyntax] = []
        for statement in statements {
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else {
                active.append(statement)
                continue
            }
            for clause in conditional.clauses {
                guard let condition = clause.condition else {
                    if case .statements(let inner)? = clause.elements { active += activeStatements(inner) }
                    break
                }
                guard let holds = BuildConditions.holds(condition) else {
                    note(
                        "'#if \(short(condition))' in a toolbar is decided when the app is built, so none of its items was imported",
                        at: conditional)
                    break
                }
                guard holds else { continue }
                if case .statements(let inner)? = clause.elements { active += activeStatements(inner) }
                break
            }
        }
        return active
    }

    /// One toolbar view as a bar button item, or `nil` with a note. Modifiers on the item
    /// (`.disabled(…)`, the app's own) are noted.
    private func barButtonItem(_ view: ExprSyntax) -> DraftValue? {
        let (root, modifiers) = peeled(view)
        guard let call = root.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else {
            note(
                "a toolbar item \(short(view)): a view of the app's own, which a theme cannot say; not imported (a customView with a width and a height stands in for one)",
                at: view)
            return nil
        }
        let spoken = accessibilityLabel(of: view)
        let unread = modifiers.filter { !(spoken != nil && $0 == "accessibilityLabel") }
        if !unread.isEmpty, ["Button", "Menu", "NavigationLink", "EditButton"].contains(name) {
            note(
                "a toolbar \(name)'s modifiers (\(unread.map { "." + $0 }.joined(separator: ", "))): not imported",
                at: view)
        }
        guard var read = barButtonItem(call, named: name) else { return nil }
        if let spoken, case .mapping(var mapping) = read {
            mapping[.accessibilityLabel] = .text(spoken)
            read = .mapping(mapping)
        }
        return read
    }

    /// The literal text of a view's `.accessibilityLabel("…")` (or `Text("…")`) modifier: what
    /// VoiceOver reads for the item, the theme's `accessibilityLabel`.
    private func accessibilityLabel(of view: ExprSyntax) -> String? {
        var current = view
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            if member.declName.baseName.text == "accessibilityLabel", call.arguments.count == 1, let argument = call.arguments.first,
                argument.label == nil, let text = literalToolbarText(argument.expression)
            {
                return text
            }
            current = base
        }
        return nil
    }

    /// A toolbar `name(…)` call (its modifiers peeled) as a bar button item, or `nil` with a note.
    private func barButtonItem(_ call: FunctionCallExprSyntax, named name: String) -> DraftValue? {
        switch name {
        case "EditButton":
            return .mapping(item([(.systemItem, .scalar("edit"))]))
        case "Button", "Menu":
            // A `Menu` is labelled as a `Button` is: UIKit gets a bar button item with a menu.
            if let title = call.arguments.first(where: { $0.label == nil }).flatMap({ literalToolbarText($0.expression) }) {
                if let symbol = call.arguments.first(where: { $0.label?.text == "systemImage" }).flatMap({ symbolName($0.expression) }) {
                    return .mapping(
                        item([(.image, symbolImage(symbol)), (.accessibilityLabel, .text(title)), (.swiftUILabel, .scalar("label"))]))
                }
                return .mapping(item([(.title, .text(title)), (.swiftUILabel, .scalar("text"))]))
            }
            if let title = call.arguments.first(where: { $0.label == nil }), !title.expression.is(ClosureExprSyntax.self) {
                note("a toolbar \(name)'s title \(short(title.expression)) is only known at run time: not imported", at: call)
                return nil
            }
            guard let label = buttonLabel(call), let read = labelItem(label, link: false) else {
                note(
                    "a toolbar \(name) whose label is not a literal text or an SF Symbol (\(buttonLabel(call).map { short($0) } ?? "none")): not imported",
                    at: call)
                return nil
            }
            return .mapping(read)
        case "NavigationLink":
            // `NavigationLink("Title") { … }` / `NavigationLink("Title", destination: …)`: a text label.
            if let first = call.arguments.first, first.label == nil, let title = literalToolbarText(first.expression) {
                return .mapping(item([(.customView, .mapping(item([(.title, .text(title))]))), (.swiftUILabel, .scalar("text"))]))
            }
            guard let label = linkLabel(call), let read = labelItem(label, link: true) else {
                note(
                    "a toolbar NavigationLink whose label is not a literal text or an SF Symbol (\(linkLabel(call).map { short($0) } ?? "none")): not imported",
                    at: call)
                return nil
            }
            return .mapping(read)
        default:
            note("a toolbar item \(name)(…): not imported (a Button, a Menu, a NavigationLink and EditButton are)", at: call)
            return nil
        }
    }

    /// A `Button`'s label view: its `label:` closure, or its trailing closure when an action was given first.
    private func buttonLabel(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
            return label.statements.first?.item.as(ExprSyntax.self)
        }
        if let label = call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self) {
            return label.statements.first?.item.as(ExprSyntax.self)
        }
        if call.arguments.contains(where: { $0.label?.text == "action" }), let closure = call.trailingClosure {
            return closure.statements.first?.item.as(ExprSyntax.self)
        }
        return nil
    }

    /// A `NavigationLink`'s label: its `label:` closure, or its trailing closure when the destination or
    /// value is an argument; a title argument (`NavigationLink("Title", destination:)`) is a text label.
    private func linkLabel(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
            return label.statements.first?.item.as(ExprSyntax.self)
        }
        if call.arguments.contains(where: { ["destination", "value"].contains($0.label?.text) }),
            call.arguments.first?.label != nil, let closure = call.trailingClosure
        {
            return closure.statements.first?.item.as(ExprSyntax.self)
        }
        return nil
    }

    /// A label view as an item: `Image(systemName:)` (with modifiers, which only colour or size it:
    /// noted), `Label("Title", systemImage:)` (a toolbar shows its icon; the title is what VoiceOver
    /// reads) or `Text("Title")`. A link's symbol or text is a custom view showing it.
    private func labelItem(_ label: ExprSyntax, link: Bool) -> DraftMapping? {
        let (root, modifiers) = peeled(label)
        guard let call = root.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        var entries: [(ThemeKey, DraftValue)]
        switch name {
        case "Image":
            guard let symbol = call.arguments.first(where: { $0.label?.text == "systemName" }).flatMap({ symbolName($0.expression) })
            else { return nil }
            entries = link ? [(.customView, .mapping(item([(.image, symbolImage(symbol))])))] : [(.image, symbolImage(symbol))]
            entries.append((.swiftUILabel, .scalar("image")))
        case "Label":
            guard let title = call.arguments.first.flatMap({ literalToolbarText($0.expression) }),
                let symbol = call.arguments.first(where: { $0.label?.text == "systemImage" }).flatMap({ symbolName($0.expression) })
            else { return nil }
            entries = link ? [(.customView, .mapping(item([(.image, symbolImage(symbol))])))] : [(.image, symbolImage(symbol))]
            entries += [(.accessibilityLabel, .text(title)), (.swiftUILabel, .scalar("label"))]
        case "Text":
            // A link's text label is a custom view showing it (docs/UIKIT.md §10.16); a button's is a text item.
            guard let title = literalToolbarText(root) else { return nil }
            entries = link ? [(.customView, .mapping(item([(.title, .text(title))])))] : [(.title, .text(title))]
            entries.append((.swiftUILabel, .scalar("text")))
        default:
            return nil
        }
        let unread = modifiers.filter { $0 != "accessibilityLabel" }
        if !unread.isEmpty {
            note(
                "a toolbar item's label modifiers (\(unread.map { "." + $0 }.joined(separator: ", "))): not imported; the item takes the bar's tint",
                at: label)
        }
        return item(entries)
    }

    /// A view without its modifier chain, and the modifiers' names in source order.
    private func peeled(_ view: ExprSyntax) -> (ExprSyntax, [String]) {
        var root = view
        var modifiers: [String] = []
        while let call = root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            modifiers.insert(member.declName.baseName.text, at: 0)
            root = base
        }
        return (root, modifiers)
    }

    private func item(_ entries: [(ThemeKey, DraftValue)]) -> DraftMapping {
        var mapping = DraftMapping()
        for (key, value) in entries { mapping[key] = value }
        return mapping
    }

    private func symbolImage(_ name: String) -> DraftValue {
        var mapping = DraftMapping()
        mapping[.systemName] = .text(name)
        return .mapping(mapping)
    }

    /// A literal symbol name (`"gearshape"`); a name only known at run time is `nil`.
    private func symbolName(_ expression: ExprSyntax) -> String? {
        if case .string(let name) = evaluate(expression), ThemeKeys.isSymbolName(name) { return name }
        return nil
    }

    /// A literal title (`"Done"`, `Text("Done")`, `LocalizedStringKey("Done")`), else `nil`.
    private func literalToolbarText(_ expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self), case .string(let text) = evaluate(expression) { return text }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["Text", "LocalizedStringKey", "String"].contains(name),
            let first = call.arguments.first, [nil, "verbatim", "localized"].contains(first.label?.text),
            first.expression.is(StringLiteralExprSyntax.self), case .string(let text) = evaluate(first.expression)
        else { return nil }
        return text
    }
}
