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

    /// One play of a scene's stack: the state so far, its steps and findings. The operations are in
    /// NavigationStackSimulator+Operations.swift, the user events in NavigationStackSimulator+Events.swift.
    struct Run {
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
