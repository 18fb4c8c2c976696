import BarTheme
import SwiftSyntax

/// SwiftUI's bar modifiers (`.toolbarBackground`, `.toolbarBackgroundVisibility`,
/// `.toolbarColorScheme`, `.navigationBarTitleDisplayMode`, `.navigationTitle`,
/// `.navigationSubtitle`, `.tint` on the stack): one preview scene per `NavigationStack` /
/// `NavigationView` found, its bar and top item made of the modifiers its content applies (how each
/// wins over the UIKit proxies: docs/UIKIT.md §15). Modifiers outside any stack (a `ViewModifier`,
/// a `View` extension) make a scene of their own; what a theme cannot say is a located note.
extension SwiftAppearanceInterpreter {
    /// Reads every file's SwiftUI bar modifiers into scenes.
    func readSwiftUI() {
        for (fileIndex, file) in index.files.enumerated() {
            environment.frame.file = fileIndex
            if recorder.swiftUITabs.isEmpty { recorder.swiftUITabs = SwiftUITabItems.firstTabs(in: file.tree) }
            // In source order: a chain's first modifier is the innermost call node.
            let calls = SwiftUIBarModifiers.barModifierCalls(in: file.tree).sorted {
                SwiftUIBarModifiers.modifierSpan($0, file: file.path).start < SwiftUIBarModifiers.modifierSpan($1, file: file.path).start
            }
            guard !calls.isEmpty else { continue }
            var scenesByOwner: [String: Int] = [:]
            for call in calls {
                let owner = owner(of: call)
                let sceneIndex: Int
                if let found = scenesByOwner[owner.key] {
                    sceneIndex = found
                } else {
                    recorder.swiftUIScenes.append(SwiftUIScene(name: owner.name))
                    sceneIndex = recorder.swiftUIScenes.count - 1
                    scenesByOwner[owner.key] = sceneIndex
                    if !owner.isStack {
                        note(
                            "SwiftUI bar modifiers outside a NavigationStack (\(owner.label)): read as the bar of a stack whose content uses them (scene \(owner.name))",
                            at: SwiftUIBarModifiers.modifierPlace(call))
                    }
                }
                recorder.statementStack.append(SwiftUIBarModifiers.modifierSpan(call, file: file.path))
                environment.frame.scopes = [[:]]
                applyModifier(call, to: &recorder.swiftUIScenes[sceneIndex])
                recorder.statementStack.removeLast()
            }
            shareTabViewTint(scenesByOwner)
        }
        for index in recorder.swiftUIScenes.indices {
            // `.toolbarBackground(.visible)`: the background shows at the scroll edge too (docs/UIKIT.md §15.2).
            for bar in [SwiftUIScene.Bar.navigationBar, .tabBar] where recorder.swiftUIScenes[index][keyPath: bar.backgroundVisible] == true
            {
                // No colour or material of its own: the default background, shown at the scroll edge too.
                var standard = recorder.swiftUIScenes[index][keyPath: bar.block][.standardAppearance]?.mapping ?? DraftMapping()
                if standard.entries.isEmpty { standard[.configureWith] = .scalar("default") }
                recorder.swiftUIScenes[index][keyPath: bar.block][.scrollEdgeAppearance] = .mapping(standard)
            }
            // A stack's root with a title shows it large unless told otherwise (docs/UIKIT.md §15.1).
            let item = recorder.swiftUIScenes[index].item
            if (item[.title] != nil && item[.largeTitleDisplayMode] != .scalar("never"))
                || item[.largeTitleDisplayMode] == .scalar("always")
            {
                recorder.swiftUIScenes[index].navigationBar[.prefersLargeTitles] = .bool(true)
            }
        }
    }

    /// The stack a modifier belongs to (the nearest `NavigationStack { … }` around it, or the one it
    /// is applied to), else the declaration it is in.
    private func owner(of call: FunctionCallExprSyntax) -> (key: String, name: String, label: String, isStack: Bool) {
        if let root = SwiftUIBarModifiers.chainRoot(call), SwiftUIBarModifiers.isStack(root) || SwiftUIBarModifiers.isTabView(root) {
            return stackOwner(root)
        }
        var current = Syntax(call)
        var declaration: String?
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), let stack = closure.parent?.as(FunctionCallExprSyntax.self),
                SwiftUIBarModifiers.isStack(ExprSyntax(stack))
            {
                return stackOwner(ExprSyntax(stack))
            }
            // The type it is in names the scene (`BrandBar`); a function only when there is no type.
            if let function = parent.as(FunctionDeclSyntax.self), declaration == nil { declaration = function.name.text }
            if let type = parent.as(StructDeclSyntax.self) { declaration = type.name.text }
            if let type = parent.as(ClassDeclSyntax.self) { declaration = type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) { declaration = "extension " + type.extendedType.trimmedDescription }
            current = parent
        }
        let label = declaration ?? "top level"
        return ("decl:" + label, "swiftui-" + sceneWord(label), label, false)
    }

    private func stackOwner(_ stack: ExprSyntax) -> (key: String, name: String, label: String, isStack: Bool) {
        var type = "view"
        var current = Syntax(stack)
        while let parent = current.parent {
            if let declaration = parent.as(StructDeclSyntax.self) {
                type = declaration.name.text
                break
            }
            current = parent
        }
        let line = location(stack).line
        let kind = SwiftUIBarModifiers.isTabView(stack) ? "tabview" : "stack"
        return ("\(kind):\(stack.position.utf8Offset)", "swiftui-\(sceneWord(type))-\(line)", type, true)
    }

    /// A `TabView`'s `.tint` colours the selected tab whichever tab shows: it joins the tab bar of
    /// each stack in the file whose content sets its own (`for: .tabBar`), where one does.
    private func shareTabViewTint(_ scenesByOwner: [String: Int]) {
        let others = scenesByOwner.filter { !$0.key.hasPrefix("tabview:") }.map(\.value).filter {
            !recorder.swiftUIScenes[$0].tabBar.entries.isEmpty
        }
        guard !others.isEmpty else { return }
        for (key, tabView) in scenesByOwner where key.hasPrefix("tabview:") {
            for entry in recorder.swiftUIScenes[tabView].tabBar.entries {
                for other in others where recorder.swiftUIScenes[other].tabBar[entry.key] == nil {
                    recorder.swiftUIScenes[other].tabBar[entry.key] = entry.value
                }
            }
            recorder.swiftUIScenes[tabView].tabBar = DraftMapping()
            recorder.swiftUIScenes[tabView].sharedWithOtherScenes = recorder.swiftUIScenes[tabView].navigationBar.entries.isEmpty
        }
    }

    private func sceneWord(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// The bars a `for:` placement names (`for: .navigationBar, .tabBar` names two): the navigation bar
    /// (`.navigationBar`, `.automatic`, none) and the tab bar (`.tabBar`); any other is a note.
    private func barPlacements(_ call: FunctionCallExprSyntax, name: String) -> [SwiftUIScene.Bar] {
        let arguments = Array(call.arguments)
        guard let start = arguments.firstIndex(where: { $0.label?.text == "for" }) else { return [.navigationBar] }
        // The placements are variadic: `for:` and the unlabelled arguments after it.
        let placements = [arguments[start]] + arguments[(start + 1)...].prefix { $0.label == nil }
        var bars: [SwiftUIScene.Bar] = []
        for placement in placements.map({ $0.expression.trimmedDescription }) {
            switch placement {
            case ".navigationBar", "ToolbarPlacement.navigationBar", ".automatic": bars.append(.navigationBar)
            case ".tabBar", "ToolbarPlacement.tabBar": bars.append(.tabBar)
            default:
                note(
                    ".\(name)(…, for: \(placement)): BarTheme themes navigation bars, toolbars and tab bars; this placement is not imported",
                    at: SwiftUIBarModifiers.modifierPlace(call))
            }
        }
        return bars
    }

    private func applyModifier(_ call: FunctionCallExprSyntax, to scene: inout SwiftUIScene) {
        guard let name = SwiftUIBarModifiers.modifierName(call) else { return }
        let arguments = Array(call.arguments)
        let first = arguments.first?.expression
        switch name {
        case "toolbarBackground", "toolbarBackgroundVisibility":
            guard let first else { return }
            for bar in barPlacements(call, name: name) { applyBackground(name, first, call: call, to: &scene, bar: bar) }
        case "toolbarColorScheme":
            guard let first else { return }
            for bar in barPlacements(call, name: name) {
                switch first.trimmedDescription {
                case ".dark", "ColorScheme.dark": scene[keyPath: bar.block][.barStyle] = .scalar("black")
                case ".light", "ColorScheme.light": scene[keyPath: bar.block][.barStyle] = .scalar("default")
                case "nil": scene[keyPath: bar.block][.barStyle] = nil
                default:
                    return note(
                        ".toolbarColorScheme(\(short(first))): the colour scheme is only known at run time; not imported",
                        at: SwiftUIBarModifiers.modifierPlace(call))
                }
                recorder.markImported()
            }
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            guard let mode = first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let written = ["inline": "never", "large": "always", "automatic": "automatic", "inlineLarge": "always"][mode]
            else {
                return note(
                    ".\(name)(\(first.map(short) ?? "")): not a display mode this importer reads",
                    at: SwiftUIBarModifiers.modifierPlace(call))
            }
            scene.item[.largeTitleDisplayMode] = .scalar(written)
            if mode == "inlineLarge" {
                note(
                    ".toolbarTitleDisplayMode(.inlineLarge) (iOS 17): imported as a large title; the inline-large layout has no theme key",
                    at: SwiftUIBarModifiers.modifierPlace(call))
            }
            recorder.markImported()
        case "navigationTitle", "navigationBarTitle", "navigationSubtitle":
            guard let first, let text = literalText(first) else {
                return note(
                    ".\(name)(\(first.map(short) ?? "")): the text is only known at run time; the scene shows a stand-in title",
                    at: SwiftUIBarModifiers.modifierPlace(call))
            }
            scene.item[name == "navigationSubtitle" ? .subtitle : .title] = .text(text)
            if name == "navigationBarTitle", let mode = arguments.first(where: { $0.label?.text == "displayMode" }),
                let word = mode.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let written = ["inline": "never", "large": "always", "automatic": "automatic"][word]
            {
                scene.item[.largeTitleDisplayMode] = .scalar(written)
            }
            recorder.markImported()
        case "tint", "accentColor":
            guard let first, let color = swiftUIColorDraft(first, for: name, at: call) else { return }
            // On a TabView: the selected tab's colour; on a stack or its content: the bar items'.
            let onTabView = SwiftUIBarModifiers.isTabView(SwiftUIBarModifiers.chainRoot(call))
            scene[keyPath: (onTabView ? SwiftUIScene.Bar.tabBar : .navigationBar).block][.tintColor] = color
            recorder.markImported()
        case "navigationBarBackButtonHidden":
            switch first.map({ evaluate($0) }) {
            case nil, .bool(true)?: scene.item[.hidesBackButton] = .bool(true)
            case .bool(false)?: scene.item[.hidesBackButton] = nil
            default:
                return note(
                    ".navigationBarBackButtonHidden(\(first.map(short) ?? "")): whether the back button hides is only known at run time",
                    at: SwiftUIBarModifiers.modifierPlace(call))
            }
            recorder.markImported()
        case "toolbar" where SwiftUIBarModifiers.toolbarContent(call) != nil:
            applyToolbarItems(call, to: &scene)
        case "navigationBarHidden", "toolbar":
            note(
                ".\(name)(\(short(call.arguments))): hides or shows the bar, which a theme cannot say",
                at: SwiftUIBarModifiers.modifierPlace(call))
        default:
            break
        }
    }

    /// `.toolbarBackground(.visible)` / `(.hidden)` (and `.toolbarBackgroundVisibility`), a material,
    /// or a colour (drawn flat: `backgroundEffect: none`): the scene bar's `standardAppearance`
    /// (docs/UIKIT.md §15.2).
    private func applyBackground(
        _ name: String, _ first: ExprSyntax, call: FunctionCallExprSyntax, to scene: inout SwiftUIScene, bar: SwiftUIScene.Bar
    ) {
        if let visibility = first.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            first.as(MemberAccessExprSyntax.self)?.base == nil,
            ["visible", "hidden", "automatic"].contains(visibility)
        {
            switch visibility {
            case "visible": scene[keyPath: bar.backgroundVisible] = true
            case "hidden":
                var standard = scene[keyPath: bar.block][.standardAppearance]?.mapping ?? DraftMapping()
                standard[.configureWith] = .scalar("transparent")
                scene[keyPath: bar.block][.standardAppearance] = .mapping(standard)
                scene[keyPath: bar.block][.scrollEdgeAppearance] = .mapping(standard)
                scene[keyPath: bar.backgroundVisible] = false
            default: break
            }
            recorder.markImported()
            return
        }
        guard name == "toolbarBackground" else {
            return note(".\(name)(\(first.trimmedDescription)): not a visibility", at: SwiftUIBarModifiers.modifierPlace(call))
        }
        if let material = swiftUIMaterial(first) {
            var standard = scene[keyPath: bar.block][.standardAppearance]?.mapping ?? DraftMapping()
            standard[.backgroundEffect] = .scalar(material)
            scene[keyPath: bar.block][.standardAppearance] = .mapping(standard)
            recorder.markImported()
            return
        }
        guard let color = swiftUIColorDraft(first, for: "toolbarBackground", at: call) else { return }
        var standard = scene[keyPath: bar.block][.standardAppearance]?.mapping ?? DraftMapping()
        standard[.backgroundColor] = color
        // A colour is the whole style: SwiftUI draws it flat, with no material under it (a material
        // is a style of its own), so `.clear` leaves the screen showing (docs/UIKIT.md §15.2).
        if standard[.backgroundEffect] == nil { standard[.backgroundEffect] = .scalar("none") }
        scene[keyPath: bar.block][.standardAppearance] = .mapping(standard)
        recorder.markImported()
    }

    /// `"Title"`, `Text("Title")`, `Text("Title", comment: …)`, `Text(verbatim: "Title")`,
    /// `LocalizedStringKey("Title")`, `NSLocalizedString("Title", comment: …)`,
    /// `String(localized: "Title")` (the development language's text) without interpolation;
    /// anything else (`a ?? "…"`, the app's string tables) is only known at run time.
    private func literalText(_ expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self), case .string(let text) = evaluate(expression) { return text }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["Text", "LocalizedStringKey", "String", "NSLocalizedString", "LocalizedStringResource"].contains(name),
            let first = call.arguments.first, [nil, "verbatim", "localized"].contains(first.label?.text),
            first.expression.is(StringLiteralExprSyntax.self), case .string(let text) = evaluate(first.expression)
        else { return nil }
        return text
    }

    /// SwiftUI materials as UIKit blur styles (`.ultraThinMaterial` → `systemUltraThinMaterial`).
    private func swiftUIMaterial(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedDescription.replacingOccurrences(of: "Material.", with: ".")
        return [
            ".ultraThinMaterial": "systemUltraThinMaterial", ".thinMaterial": "systemThinMaterial", ".regularMaterial": "systemMaterial",
            ".thickMaterial": "systemThickMaterial", ".bar": "systemChromeMaterial",
        ][text]
    }

    /// SwiftUI's named colours are the system colours (`Color.red` is `systemRed`), not UIKit's
    /// fixed class colours; `.primary` / `.secondary` are the label colours.
    static let swiftUIColorNames: [String: String] = [
        "black": "black", "white": "white", "clear": "clear", "gray": "systemGray", "red": "systemRed", "orange": "systemOrange",
        "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan",
        "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "primary": "label", "secondary": "secondaryLabel",
    ]

    /// A SwiftUI colour: `.red`, `Color.blue`, `Color(red:green:blue:)` / `(red:green:blue:opacity:)`,
    /// `Color(white:)`, `Color("Name")` (asset catalog), `Color(uiColor:)` / `Color(UIColor)`,
    /// `.opacity(a)`; anything else through the UIKit reader (the app's hex initialisers, constants).
    func swiftUIColor(_ expression: ExprSyntax) -> SwiftValue {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.trimmedDescription
            if base == nil || base == "Color", let system = Self.swiftUIColorNames[name] {
                return .color(
                    ImportedColor(value: .scalar(system), rgba: UIKitColorText.fixedChannels[system], paletteName: nil))
            }
            if base == nil || base == "Color", name == "accentColor" {
                return .unknown("Color.accentColor, the app's accent colour from its asset catalog")
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "opacity",
                let base = member.base, let alpha = call.arguments.first.map({ evaluate($0.expression) })?.number
            {
                guard case .color(let color) = swiftUIColor(base) else { return swiftUIColor(base) }
                guard var rgba = color.rgba ?? SystemColorChannels.fixed(color.value) else {
                    return .unknown("the opacity of \(short(base)), a colour whose channels are not fixed")
                }
                rgba.alpha *= alpha
                return .color(.fixed(rgba))
            }
            if call.calledExpression.trimmedDescription == "Color" {
                let labels = call.arguments.map { $0.label?.text ?? "_" }
                let args = arguments(call.arguments)
                func number(_ label: String) -> Double? { args.first { $0.label == label }?.value.number }
                switch labels {
                case ["red", "green", "blue"], ["red", "green", "blue", "opacity"], ["_", "red", "green", "blue"],
                    ["_", "red", "green", "blue", "opacity"]:
                    guard let r = number("red"), let g = number("green"), let b = number("blue") else { break }
                    guard [r, g, b].allSatisfy({ (0...1).contains($0) }) else {
                        return .unknown("Color(red:green:blue:) with a channel outside 0...1 (\(short(call)))")
                    }
                    return .color(.fixed(.init(red: r, green: g, blue: b, alpha: number("opacity") ?? 1)))
                case ["white"], ["white", "opacity"]:
                    guard let w = number("white") else { break }
                    return .color(.fixed(.init(red: w, green: w, blue: w, alpha: number("opacity") ?? 1)))
                case ["uiColor"], ["_"]:
                    if case .string = args[0].value {
                        var relabelled = args
                        relabelled[0].label = "named"
                        return color(fromArguments: relabelled, at: call)
                    }
                    return implicitColor(evaluate(call.arguments.first!.expression))
                default: break
                }
            }
        }
        return implicitColor(evaluate(expression))
    }

    private func swiftUIColorDraft(_ expression: ExprSyntax, for key: String, at call: FunctionCallExprSyntax) -> DraftValue? {
        let value = swiftUIColor(expression)
        guard case .color(let color) = value else {
            note(
                ".\(key)(\(short(expression))): not a colour this importer can read (\(value.whyNotUsable))",
                at: SwiftUIBarModifiers.modifierPlace(call))
            return nil
        }
        return recorder.palette.reference(color)
    }
}
