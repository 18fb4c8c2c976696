/// The operations a `stack:` step names, each as UIKit's `UINavigationController` or standalone
/// `UINavigationBar` carries it out (docs/UIKIT.md §11.2). Each returns the transition UIKit animates
/// (`.none` when nothing changes or the step is refused) and adds what happened to `notes`.
extension NavigationStackSimulator.Run {
    mutating func apply(_ operation: StackOperationDeclaration, index: Int) {
        let prefix = "stack[\(index)]"
        var notes: [String] = []
        var transition = StackTransition.none
        let refused = operation.refuse?.value ?? false
        defer {
            let animated = (operation.animated?.value ?? true) && transition != .none
            if !(operation.animated?.value ?? true) && transition != .none {
                notes.append("animated: false, so UIKit switches without a transition")
            }
            steps.append(
                StackStep(
                    index: index + 1, operation: operation, state: state,
                    transition: animated ? transition : .none, animated: animated, notes: notes))
        }
        if refused && !refusable(operation) {
            error(
                "\(prefix): 'refuse' applies to \(isController ? "pop" : "push and pop") steps, not '\(operation.keyword)'",
                at: operation.refuse?.location ?? operation.location,
                hint: isController
                    ? "a UINavigationController is its bar's delegate; only a pop can be refused (a subclass overriding navigationBar(_:shouldPop:))"
                    : "refuse stands for the bar delegate's navigationBar(_:shouldPush:) / navigationBar(_:shouldPop:) answering false")
            return
        }
        switch operation.kind {
        case .push(let reference):
            transition = push(reference, operation: operation, prefix: prefix, refused: refused, notes: &notes)
        case .pop:
            transition = pop(operation, prefix: prefix, refused: refused, notes: &notes)
        case .popToRoot:
            transition = popToRoot(operation, prefix: prefix, notes: &notes)
        case .popTo(let name):
            transition = pop(to: name, operation: operation, prefix: prefix, notes: &notes)
        case .setItems(let references, let controllerCall):
            transition = setItems(references, controllerCall: controllerCall, operation: operation, prefix: prefix, notes: &notes)
        case .setNavigationBarHidden(let hidden):
            transition = setNavigationBarHidden(hidden, operation: operation, prefix: prefix, notes: &notes)
        case .setToolbarHidden(let hidden):
            transition = setToolbarHidden(hidden, operation: operation, prefix: prefix, notes: &notes)
        case .event(let event):
            guard requireController(operation, prefix: prefix, instead: nil) else { return }
            transition = apply(event, operation: operation, prefix: prefix, notes: &notes)
        }
    }

    /// `pushViewController` / `pushItem`: a new or named item on top.
    mutating func push(
        _ reference: StackItemReference, operation: StackOperationDeclaration, prefix: String, refused: Bool,
        notes: inout [String]
    ) -> StackTransition {
        guard let item = resolve(reference, prefix: prefix, operation: operation) else { return .none }
        if let name = item.name?.value, let position = state.items.firstIndex(where: { $0.name?.value == name }) {
            error(
                "\(prefix): pushing '\(name)' twice: it is already on the stack at position \(position + 1) of \(state.items.count)",
                at: operation.location,
                hint:
                    "UIKit raises an exception when the same \(isController ? "view controller" : "navigation item") is pushed again; pop to it with popTo: \(name), or push a new item"
            )
            return .none
        }
        if refused {
            notes.append("the bar's delegate refused the push (navigationBar(_:shouldPush:) returned false): nothing changes")
            return .none
        }
        state.items.append(item)
        notes.append(
            "\(isController ? "pushViewController" : "pushItem") puts '\(state.itemNames.last!)' on top; "
                + (state.items.count >= 2 ? "'\(state.itemNames[state.items.count - 2])' becomes the back item" : "it is the root"))
        return .push
    }

    /// `popViewController` / `popItem`: the top item off, never the last one.
    mutating func pop(_ operation: StackOperationDeclaration, prefix: String, refused: Bool, notes: inout [String]) -> StackTransition {
        guard state.items.count >= 2 else {
            let what =
                isController
                ? "popping the root view controller is not possible" : "popping the last item leaves the bar with nothing to show"
            error(
                "\(prefix): \(what); the stack has \(state.items.count) item\(state.items.count == 1 ? "" : "s")",
                at: operation.location,
                hint: isController
                    ? "UIKit's popViewController returns nil and keeps the root; push an item first"
                    : "push an item first, or use setItems")
            return .none
        }
        if refused {
            notes.append(
                "the bar's delegate refused the pop (navigationBar(_:shouldPop:) returned false): '\(state.itemNames.last!)' stays on top"
            )
            return .none
        }
        let popped = state.itemNames.last!
        state.items.removeLast()
        notes.append("\(isController ? "popViewController" : "popItem") removes '\(popped)'; '\(state.itemNames.last!)' is on top again")
        return .pop
    }

    /// `popToRootViewController`: every item above the root off.
    mutating func popToRoot(_ operation: StackOperationDeclaration, prefix: String, notes: inout [String]) -> StackTransition {
        guard requireController(operation, prefix: prefix, instead: "pop") else { return .none }
        guard state.items.count >= 2 else {
            notes.append("popToRootViewController: the root is already on top, nothing changes")
            return .none
        }
        let popped = state.itemNames.dropFirst()
        state.items = [state.items[0]]
        notes.append(
            "popToRootViewController removes \(popped.map { "'\($0)'" }.joined(separator: ", ")); '\(state.itemNames[0])' is on top"
        )
        return .pop
    }

    /// `popToViewController`: every item above the named one off.
    mutating func pop(
        to name: Located<String>, operation: StackOperationDeclaration, prefix: String, notes: inout [String]
    ) -> StackTransition {
        guard requireController(operation, prefix: prefix, instead: "pop") else { return .none }
        guard let position = state.items.firstIndex(where: { $0.name?.value == name.value }) else {
            unknownItem(name, prefix: prefix, onStack: true)
            return .none
        }
        if position == state.items.count - 1 {
            notes.append("popToViewController: '\(name.value)' is already on top, nothing changes")
            return .none
        }
        let popped = state.itemNames[(position + 1)...]
        state.items.removeSubrange((position + 1)...)
        notes.append("popToViewController removes \(popped.map { "'\($0)'" }.joined(separator: ", ")); '\(name.value)' is on top")
        return .pop
    }

    /// `setViewControllers` / `setItems`: a whole new stack, animated as a push or a pop by where its
    /// top item was.
    mutating func setItems(
        _ references: [StackItemReference], controllerCall: Bool, operation: StackOperationDeclaration, prefix: String,
        notes: inout [String]
    ) -> StackTransition {
        if controllerCall && !isController {
            error(
                "\(prefix): setViewControllers needs a navigationController; this scene's stack is a standalone navigationBar",
                at: operation.location, hint: "use setItems on a standalone bar")
            return .none
        }
        if !controllerCall && isController {
            error(
                "\(prefix): setItems on a navigation bar that a navigation controller manages: UIKit raises an exception",
                at: operation.location, hint: "use setViewControllers, or write container: navigationBar for a standalone bar")
            return .none
        }
        var items: [NavigationItemDeclaration] = []
        for reference in references {
            guard let item = resolve(reference, prefix: prefix, operation: operation, allowOnStack: true) else { return .none }
            if let name = item.name?.value, items.contains(where: { $0.name?.value == name }) {
                error(
                    "\(prefix): '\(name)' appears twice in \(operation.keyword): UIKit raises an exception",
                    at: operation.location, hint: "every item in the list must be distinct")
                return .none
            }
            items.append(item)
        }
        guard let newTop = items.last else {
            error(
                "\(prefix): \(operation.keyword) with an empty list leaves the bar with nothing to show",
                at: operation.location, hint: "give at least one item")
            return .none
        }
        let names = items.enumerated().map { $1.name?.value ?? "#\($0 + 1)" }
        let oldTopName = state.topItem?.name?.value
        var transition = StackTransition.none
        if let topName = newTop.name?.value, topName == oldTopName {
            notes.append("\(operation.keyword): '\(topName)' is already the top item, so UIKit does not animate")
        } else if let topName = newTop.name?.value, state.items.dropLast().contains(where: { $0.name?.value == topName }) {
            transition = .pop
            notes.append("\(operation.keyword): the new top '\(topName)' is in the stack below the top, so UIKit animates a pop")
        } else {
            transition = .push
            notes.append("\(operation.keyword): the new top '\(names.last!)' was not in the stack, so UIKit animates a push")
        }
        state.items = items
        notes.append("the stack is now [\(names.map { "'\($0)'" }.joined(separator: ", "))]")
        return transition
    }

    /// `setNavigationBarHidden(_:animated:)`.
    mutating func setNavigationBarHidden(
        _ hidden: Bool, operation: StackOperationDeclaration, prefix: String, notes: inout [String]
    ) -> StackTransition {
        guard requireController(operation, prefix: prefix, instead: nil) else { return .none }
        if state.navigationBarHidden == hidden {
            notes.append("setNavigationBarHidden(\(hidden)): the bar is already \(hidden ? "hidden" : "shown"), nothing changes")
            return .none
        }
        state.navigationBarHidden = hidden
        hiddenByEvent = nil
        notes.append("setNavigationBarHidden(\(hidden)) \(hidden ? "hides" : "shows") the navigation bar")
        return hidden ? .hideNavigationBar : .showNavigationBar
    }

    /// `setToolbarHidden(_:animated:)`.
    mutating func setToolbarHidden(
        _ hidden: Bool, operation: StackOperationDeclaration, prefix: String, notes: inout [String]
    ) -> StackTransition {
        guard requireController(operation, prefix: prefix, instead: nil) else { return .none }
        if state.toolbarHidden == hidden {
            notes.append("setToolbarHidden(\(hidden)): the toolbar is already \(hidden ? "hidden" : "shown"), nothing changes")
            return .none
        }
        state.toolbarHidden = hidden
        notes.append("setToolbarHidden(\(hidden)) \(hidden ? "hides" : "shows") the toolbar with the top view controller's toolbarItems")
        return hidden ? .hideToolbar : .showToolbar
    }
}
