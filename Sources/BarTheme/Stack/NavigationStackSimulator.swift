/// Plays a scene's `stack:` the way UIKit would: each operation on a `UINavigationController` or a
/// standalone `UINavigationBar`, each user event through the controller's `hidesBars…` options,
/// giving the state after every step, the transition UIKit animates, and a located finding for
/// every step UIKit would refuse or raise an exception for (docs/UIKIT.md §11).
///
/// Pure: no rendering, no files. The parser runs it to report findings; `RenderJob` runs it to make
/// one resting scene per step. A step with an error leaves the stack as it was, so later steps are
/// still checked.
public enum NavigationStackSimulator {
    /// The result: one step per state (step 0 is the starting stack), and the findings.
    public struct Result: Hashable, Sendable {
        /// The starting state, then one step per `stack:` entry.
        public var steps: [StackStep]
        /// Steps UIKit would refuse or ignore.
        public var findings: [StackFinding]
    }

    /// Simulates `scene`'s stack. A scene without `stack:` gives its starting state alone.
    public static func simulate(_ scene: SceneDeclaration) -> Result {
        var run = Run(scene: scene)
        run.start()
        for (index, operation) in scene.stack.enumerated() {
            run.apply(operation, index: index)
        }
        return Result(steps: run.steps, findings: run.findings)
    }

    private struct Run {
        let scene: SceneDeclaration
        let isController: Bool
        var state: StackState
        var steps: [StackStep] = []
        var findings: [StackFinding] = []
        /// Every named item declared so far (in `items:` or a step), by name.
        var declared: [String: NavigationItemDeclaration] = [:]
        /// Bars hidden by an event remember what showed before, so the matching event restores it.
        var hiddenByEvent: (navigationBar: Bool, toolbar: Bool)?
        var hiddenByRotation = false

        init(scene: SceneDeclaration) {
            self.scene = scene
            isController = (scene.container?.value ?? .navigationController) == .navigationController
            let controller = scene.navigationController
            state = StackState(
                items: scene.items,
                navigationBarHidden: controller?.navigationBarHidden?.value ?? false,
                toolbarHidden: controller?.toolbarHidden?.value ?? true)
        }

        mutating func start() {
            var notes: [String] = []
            for item in scene.items {
                guard let name = item.name else { continue }
                if let earlier = declared[name.value] {
                    error(
                        "items: two items are named '\(name.value)'", at: name.location,
                        hint: "the first is at line \(earlier.location.line); names must be unique in a scene")
                }
                declared[name.value] = item
            }
            if isController {
                notes.append(
                    scene.items.count == 1
                        ? "init(rootViewController:) pushes '\(state.itemNames[0])' without animation"
                        : "viewControllers = [\(state.itemNames.map { "'\($0)'" }.joined(separator: ", "))], set without animation")
            } else {
                notes.append("items = [\(state.itemNames.map { "'\($0)'" }.joined(separator: ", "))], set without animation")
            }
            steps.append(StackStep(index: 0, operation: nil, state: state, transition: .none, animated: false, notes: notes))
        }

        // MARK: Operations

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
                guard let item = resolve(reference, prefix: prefix, operation: operation) else { return }
                if let name = item.name?.value, let position = state.items.firstIndex(where: { $0.name?.value == name }) {
                    error(
                        "\(prefix): pushing '\(name)' twice: it is already on the stack at position \(position + 1) of \(state.items.count)",
                        at: operation.location,
                        hint:
                            "UIKit raises an exception when the same \(isController ? "view controller" : "navigation item") is pushed again; pop to it with popTo: \(name), or push a new item"
                    )
                    return
                }
                if refused {
                    notes.append("the bar's delegate refused the push (navigationBar(_:shouldPush:) returned false): nothing changes")
                    return
                }
                state.items.append(item)
                transition = .push
                notes.append(
                    "\(isController ? "pushViewController" : "pushItem") puts '\(state.itemNames.last!)' on top; "
                        + (state.items.count >= 2 ? "'\(state.itemNames[state.items.count - 2])' becomes the back item" : "it is the root"))

            case .pop:
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
                    return
                }
                if refused {
                    notes.append(
                        "the bar's delegate refused the pop (navigationBar(_:shouldPop:) returned false): '\(state.itemNames.last!)' stays on top"
                    )
                    return
                }
                let popped = state.itemNames.last!
                state.items.removeLast()
                transition = .pop
                notes.append(
                    "\(isController ? "popViewController" : "popItem") removes '\(popped)'; '\(state.itemNames.last!)' is on top again")

            case .popToRoot:
                guard requireController(operation, prefix: prefix, instead: "pop") else { return }
                guard state.items.count >= 2 else {
                    notes.append("popToRootViewController: the root is already on top, nothing changes")
                    return
                }
                let popped = state.itemNames.dropFirst()
                state.items = [state.items[0]]
                transition = .pop
                notes.append(
                    "popToRootViewController removes \(popped.map { "'\($0)'" }.joined(separator: ", ")); '\(state.itemNames[0])' is on top"
                )

            case .popTo(let name):
                guard requireController(operation, prefix: prefix, instead: "pop") else { return }
                guard let position = state.items.firstIndex(where: { $0.name?.value == name.value }) else {
                    unknownItem(name, prefix: prefix, onStack: true)
                    return
                }
                if position == state.items.count - 1 {
                    notes.append("popToViewController: '\(name.value)' is already on top, nothing changes")
                    return
                }
                let popped = state.itemNames[(position + 1)...]
                state.items.removeSubrange((position + 1)...)
                transition = .pop
                notes.append("popToViewController removes \(popped.map { "'\($0)'" }.joined(separator: ", ")); '\(name.value)' is on top")

            case .setItems(let references, let controllerCall):
                if controllerCall && !isController {
                    error(
                        "\(prefix): setViewControllers needs a navigationController; this scene's stack is a standalone navigationBar",
                        at: operation.location, hint: "use setItems on a standalone bar")
                    return
                }
                if !controllerCall && isController {
                    error(
                        "\(prefix): setItems on a navigation bar that a navigation controller manages: UIKit raises an exception",
                        at: operation.location, hint: "use setViewControllers, or write container: navigationBar for a standalone bar")
                    return
                }
                var items: [NavigationItemDeclaration] = []
                for reference in references {
                    guard let item = resolve(reference, prefix: prefix, operation: operation, allowOnStack: true) else { return }
                    if let name = item.name?.value, items.contains(where: { $0.name?.value == name }) {
                        error(
                            "\(prefix): '\(name)' appears twice in \(operation.keyword): UIKit raises an exception",
                            at: operation.location, hint: "every item in the list must be distinct")
                        return
                    }
                    items.append(item)
                }
                guard let newTop = items.last else {
                    error(
                        "\(prefix): \(operation.keyword) with an empty list leaves the bar with nothing to show",
                        at: operation.location, hint: "give at least one item")
                    return
                }
                let names = items.enumerated().map { $1.name?.value ?? "#\($0 + 1)" }
                let oldTopName = state.topItem?.name?.value
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

            case .setNavigationBarHidden(let hidden):
                guard requireController(operation, prefix: prefix, instead: nil) else { return }
                if state.navigationBarHidden == hidden {
                    notes.append("setNavigationBarHidden(\(hidden)): the bar is already \(hidden ? "hidden" : "shown"), nothing changes")
                    return
                }
                state.navigationBarHidden = hidden
                hiddenByEvent = nil
                transition = hidden ? .hideNavigationBar : .showNavigationBar
                notes.append("setNavigationBarHidden(\(hidden)) \(hidden ? "hides" : "shows") the navigation bar")

            case .setToolbarHidden(let hidden):
                guard requireController(operation, prefix: prefix, instead: nil) else { return }
                if state.toolbarHidden == hidden {
                    notes.append("setToolbarHidden(\(hidden)): the toolbar is already \(hidden ? "hidden" : "shown"), nothing changes")
                    return
                }
                state.toolbarHidden = hidden
                transition = hidden ? .hideToolbar : .showToolbar
                notes.append(
                    "setToolbarHidden(\(hidden)) \(hidden ? "hides" : "shows") the toolbar with the top view controller's toolbarItems")

            case .event(let event):
                guard requireController(operation, prefix: prefix, instead: nil) else { return }
                transition = apply(event, operation: operation, prefix: prefix, notes: &notes)
            }
        }

        /// A user event through the `hidesBars…` options; returns the transition.
        mutating func apply(
            _ event: StackEvent, operation: StackOperationDeclaration, prefix: String,
            notes: inout [String]
        ) -> StackTransition {
            let options = scene.navigationController
            func option(_ value: Located<Bool>?, _ name: String) -> Bool {
                if value?.value == true { return true }
                warning(
                    "\(prefix): '\(event.rawValue)' has no effect: the navigation controller's \(name) is off",
                    at: operation.location, hint: "set navigationController: { \(name): true } in this scene, or remove the step")
                notes.append("\(name) is off: the bars stay as they are")
                return false
            }
            switch event {
            case .swipe:
                guard option(options?.hidesBarsOnSwipe, "hidesBarsOnSwipe") else { return .none }
                return hideBars(because: "hidesBarsOnSwipe: the upward swipe hides the bars", notes: &notes)
            case .swipeDown:
                guard option(options?.hidesBarsOnSwipe, "hidesBarsOnSwipe") else { return .none }
                return showBars(because: "hidesBarsOnSwipe: the downward swipe brings the bars back", notes: &notes)
            case .tap:
                guard option(options?.hidesBarsOnTap, "hidesBarsOnTap") else { return .none }
                return state.navigationBarHidden
                    ? showBars(because: "hidesBarsOnTap: the tap shows the hidden bars", notes: &notes)
                    : hideBars(because: "hidesBarsOnTap: the tap hides the bars", notes: &notes)
            case .keyboard:
                guard option(options?.hidesBarsWhenKeyboardAppears, "hidesBarsWhenKeyboardAppears") else { return .none }
                return hideBars(because: "hidesBarsWhenKeyboardAppears: the keyboard appearing hides the bars", notes: &notes)
            case .rotateCompact:
                if state.verticallyCompact {
                    notes.append("rotateCompact: already vertically compact, nothing changes")
                    return .none
                }
                state.verticallyCompact = true
                notes.append("the bar uses its compact metrics from here on")
                guard options?.hidesBarsWhenVerticallyCompact?.value == true else {
                    notes.append("hidesBarsWhenVerticallyCompact is off: the bars stay")
                    return .none
                }
                hiddenByRotation = !state.navigationBarHidden
                return hideBars(because: "hidesBarsWhenVerticallyCompact: a vertically compact screen hides the bars", notes: &notes)
            case .rotateRegular:
                if !state.verticallyCompact {
                    notes.append("rotateRegular: already regular, nothing changes")
                    return .none
                }
                state.verticallyCompact = false
                notes.append("the bar uses its default metrics again")
                guard hiddenByRotation else { return .none }
                hiddenByRotation = false
                return showBars(because: "hidesBarsWhenVerticallyCompact: back to a regular height, the bars return", notes: &notes)
            }
        }

        mutating func hideBars(because reason: String, notes: inout [String]) -> StackTransition {
            guard !state.navigationBarHidden else {
                notes.append("\(reason), but the navigation bar is already hidden")
                return .none
            }
            hiddenByEvent = (navigationBar: true, toolbar: !state.toolbarHidden)
            state.navigationBarHidden = true
            state.toolbarHidden = true
            notes.append(reason)
            return .hideNavigationBar
        }

        mutating func showBars(because reason: String, notes: inout [String]) -> StackTransition {
            guard state.navigationBarHidden else {
                notes.append("\(reason), but the navigation bar already shows")
                return .none
            }
            state.navigationBarHidden = false
            if hiddenByEvent?.toolbar == true { state.toolbarHidden = false }
            hiddenByEvent = nil
            notes.append(reason)
            return .showNavigationBar
        }

        // MARK: Helpers

        func refusable(_ operation: StackOperationDeclaration) -> Bool {
            switch operation.kind {
            case .pop: return true
            case .push: return !isController
            default: return false
            }
        }

        /// The item a reference names: a new declaration (recorded by name) or a known name.
        mutating func resolve(
            _ reference: StackItemReference, prefix: String, operation: StackOperationDeclaration,
            allowOnStack: Bool = false
        ) -> NavigationItemDeclaration? {
            switch reference {
            case .declared(let item):
                if let name = item.name {
                    if let earlier = declared[name.value] {
                        error(
                            "\(prefix): an item named '\(name.value)' is already declared at line \(earlier.location.line)",
                            at: name.location, hint: "push it by name (push: \(name.value)) or give this item another name")
                        return nil
                    }
                    declared[name.value] = item
                }
                return item
            case .named(let name):
                guard let item = declared[name.value] else {
                    unknownItem(name, prefix: prefix, onStack: false)
                    return nil
                }
                return item
            }
        }

        mutating func unknownItem(_ name: Located<String>, prefix: String, onStack: Bool) {
            let candidates = onStack ? state.items.compactMap(\.name?.value) : Array(declared.keys).sorted()
            var hint: String
            if let suggestion = SpellingSuggestion.closest(to: name.value, in: candidates) {
                hint = "did you mean '\(suggestion)'?"
            } else if candidates.isEmpty {
                hint =
                    onStack
                    ? "no item on the stack has a name; add name: to the items"
                    : "declare the item first (in items: or a push step) with name: \(name.value)"
            } else {
                hint = "\(onStack ? "on the stack" : "declared"): \(candidates.map { "'\($0)'" }.joined(separator: ", "))"
            }
            if onStack && declared[name.value] != nil {
                hint = "'\(name.value)' was popped earlier; the stack is [\(state.itemNames.map { "'\($0)'" }.joined(separator: ", "))]"
                error("\(prefix): cannot pop to '\(name.value)': it is not on the stack", at: name.location, hint: hint)
                return
            }
            error("\(prefix): no item named '\(name.value)'\(onStack ? " on the stack" : "")", at: name.location, hint: hint)
        }

        /// Controller-only operations on a standalone bar are errors.
        mutating func requireController(_ operation: StackOperationDeclaration, prefix: String, instead: String?) -> Bool {
            guard !isController else { return true }
            error(
                "\(prefix): \(operation.keyword) needs a navigationController; this scene's stack is a standalone navigationBar",
                at: operation.location,
                hint: instead.map { "a standalone bar has pushItem/popItem: use \($0), or remove container: navigationBar" }
                    ?? "remove container: navigationBar to use a navigation controller")
            return false
        }

        mutating func error(_ message: String, at location: SourceLocation, hint: String?) {
            findings.append(StackFinding(severity: .error, message: message, hint: hint, location: location))
        }

        mutating func warning(_ message: String, at location: SourceLocation, hint: String?) {
            findings.append(StackFinding(severity: .warning, message: message, hint: hint, location: location))
        }
    }
}
