import Yams

/// A scene's navigation stack: `container:`, `navigationController:` and the `stack:` steps,
/// then the simulation, whose findings become located diagnostics (docs/UIKIT.md §11).
extension ThemeWalker {
    /// Reads the stack keys of a scene and checks the steps by simulating them.
    func stack(of scene: inout SceneDeclaration, reader: MappingReader) {
        if let n = reader[.container] { scene.container = context.enumeration(n, key: .container, as: StackContainer.self) }
        if let n = reader[.navigationController] { scene.navigationController = navigationController(n) }
        if let n = reader[.stack] {
            scene.stack = context.list(n, key: .stack, maximumCount: StackStepKeys.maximumSteps) { stackStep($0) }?.value ?? []
        }
        let usesStack = reader[.stack] != nil || reader[.container] != nil || reader[.navigationController] != nil
        guard usesStack else { return }
        if scene.bar?.value == .toolbar {
            context.error(
                "a toolbar scene has no navigation stack", at: reader.location,
                hint: "write the stack in a navigation bar scene; its items' toolbarItems fill the controller's toolbar")
            return
        }
        if reader[.stack] == nil, let keyNode = (reader.entries[.navigationController] ?? reader.entries[.container])?.key {
            context.warning(
                "'\(reader.entries[.navigationController] != nil ? "navigationController" : "container")' has an effect only with a 'stack:'",
                at: context.location(of: keyNode), hint: "add stack: steps, or remove the key")
        }
        for finding in NavigationStackSimulator.simulate(scene).findings {
            switch finding.severity {
            case .error: context.error(finding.message, at: finding.location, hint: finding.hint, rule: ErrorRules.invalidValue)
            case .warning: context.warning(finding.message, at: finding.location, hint: finding.hint)
            }
        }
    }

    private func navigationController(_ node: Node) -> NavigationControllerDeclaration? {
        guard
            let reader = MappingReader(
                node, context: context, object: "navigationController",
                reading: ThemeKeys.navigationControllerObject)
        else { return nil }
        var controller = NavigationControllerDeclaration(location: reader.location)
        if let n = reader[.navigationBarHidden] { controller.navigationBarHidden = context.bool(n, key: .navigationBarHidden) }
        if let n = reader[.toolbarHidden] { controller.toolbarHidden = context.bool(n, key: .toolbarHidden) }
        if let n = reader[.hidesBarsOnSwipe] { controller.hidesBarsOnSwipe = context.bool(n, key: .hidesBarsOnSwipe) }
        if let n = reader[.hidesBarsOnTap] { controller.hidesBarsOnTap = context.bool(n, key: .hidesBarsOnTap) }
        if let n = reader[.hidesBarsWhenKeyboardAppears] {
            controller.hidesBarsWhenKeyboardAppears = context.bool(n, key: .hidesBarsWhenKeyboardAppears)
        }
        if let n = reader[.hidesBarsWhenVerticallyCompact] {
            controller.hidesBarsWhenVerticallyCompact = context.bool(n, key: .hidesBarsWhenVerticallyCompact)
        }
        return controller
    }

    /// One step: a bare word (`pop`, `swipe`) or a mapping with exactly one operation key.
    private func stackStep(_ node: Node) -> StackOperationDeclaration? {
        let location = context.location(of: node)
        if let word = node.scalarText, !node.isEmptyScalar {
            switch word {
            case ThemeKey.pop.spelling: return StackOperationDeclaration(kind: .pop, location: location)
            case ThemeKey.popToRoot.spelling: return StackOperationDeclaration(kind: .popToRoot, location: location)
            default:
                if let event = StackEvent.parse(word) { return StackOperationDeclaration(kind: .event(event), location: location) }
                let candidates = StackStepKeys.bareSteps + StackStepKeys.operations.map(\.spelling)
                let suggestion = SpellingSuggestion.closest(to: word, in: candidates)
                context.error(
                    "'\(word)' is not a stack step", at: node,
                    hint: (suggestion.map { "did you mean '\($0)'? " } ?? "")
                        + "a step is one of \(StackStepKeys.bareSteps.joined(separator: ", ")) or a mapping such as { push: { name: detail, title: Detail } }"
                )
                return nil
            }
        }
        guard let reader = MappingReader(node, context: context, object: "a stack step", reading: ThemeKeys.stackStepObject) else {
            return nil
        }
        let given = StackStepKeys.operations.filter { reader[$0] != nil }
        guard given.count == 1, let key = given.first, let value = reader[key] else {
            if given.count > 1 {
                context.error(
                    "a stack step takes one operation, not both '\(given[0])' and '\(given[1])'", at: node,
                    hint: "write each operation as its own step", rule: ErrorRules.missingValue)
            } else if !reader.hasUnknownKeys {
                context.error(
                    "a stack step needs an operation", at: node,
                    hint: "one of \(StackStepKeys.operations.map(\.spelling).joined(separator: ", "))", rule: ErrorRules.missingValue)
            }
            return nil
        }
        let kind: StackOperationDeclaration.Kind
        switch key {
        case .push:
            guard let reference = itemReference(value, key: .push) else { return nil }
            kind = .push(reference)
        case .pop, .popToRoot:
            guard let flag = context.bool(value, key: key) else { return nil }
            guard flag.value else {
                context.error("'\(key): false' does nothing", at: value, hint: "write \(key): true, or remove the step")
                return nil
            }
            kind = key == .pop ? .pop : .popToRoot
        case .popTo:
            guard let name = itemName(value, key: .popTo) else { return nil }
            kind = .popTo(name)
        case .setViewControllers, .setItems:
            guard case .sequence(let sequence) = value else {
                context.error(
                    "'\(key)' must be a list of items (names or item mappings), not \(value.kindDescription)", at: value,
                    hint: "e.g. \(key): [home, { name: detail, title: Detail }]")
                return nil
            }
            guard sequence.count <= 32 else {
                context.error("'\(key)' has \(sequence.count) items; at most 32", at: value, rule: ErrorRules.limitExceeded)
                return nil
            }
            let references = sequence.compactMap { itemReference($0, key: key) }
            guard references.count == sequence.count else { return nil }
            kind = .setItems(references, controller: key == .setViewControllers)
        case .setNavigationBarHidden, .setToolbarHidden:
            guard let flag = context.bool(value, key: key) else { return nil }
            kind = key == .setNavigationBarHidden ? .setNavigationBarHidden(flag.value) : .setToolbarHidden(flag.value)
        default:
            guard let event = context.enumeration(value, key: .event, as: StackEvent.self) else { return nil }
            kind = .event(event.value)
        }
        var step = StackOperationDeclaration(kind: kind, location: location)
        if let n = reader[.animated] { step.animated = context.bool(n, key: .animated) }
        if let n = reader[.refuse] { step.refuse = context.bool(n, key: .refuse) }
        return step
    }

    /// An item in a step: a name (an item declared before) or a navigation item mapping.
    private func itemReference(_ node: Node, key: ThemeKey) -> StackItemReference? {
        if case .mapping = node {
            return navigationItem(node).map { .declared($0) }
        }
        return itemName(node, key: key).map { .named($0) }
    }

    private func itemName(_ node: Node, key: ThemeKey) -> Located<String>? {
        guard let name = context.string(node, key: key) else { return nil }
        guard Self.isItemName(name.value) else {
            context.error(
                "item name '\(name.value)' may only use letters, digits, - and _", at: node,
                hint: "names refer to items declared with name: in items: or a push step")
            return nil
        }
        return name
    }

    /// Whether `text` is a valid item name (ThemeKeys.itemNamePattern).
    static func isItemName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
