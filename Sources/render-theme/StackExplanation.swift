import BarTheme

/// `explain --step N`: what a stack step did, in UIKit's terms: the operation, the stack after it,
/// the top and back items, the back title and the rule that chose it, which bars show, and the
/// transition UIKit animates (docs/UIKIT.md §11).
enum StackExplanation {
    /// The step's scene to resolve (its navigation bar), or nil when the bar is hidden.
    static func step(_ index: Int, of scene: SceneDeclaration) throws -> (step: StackStep, bar: SceneDeclaration?) {
        let steps = NavigationStackSimulator.simulate(scene).steps
        guard steps.indices.contains(index) else {
            StandardError.print("error: scene '\(scene.name.value)' has steps 0...\(steps.count - 1); there is no step \(index)")
            throw ExitCodes.usageOrIO
        }
        let step = steps[index]
        let bar = scene.restingScenes(at: step).first { $0.bar?.value != .toolbar }
        return (step, bar)
    }

    static func lines(for step: StackStep) -> [String] {
        let state = step.state
        var lines = ["step \(step.index)" + (step.operation.map { ": \($0.keyword) (\($0.location))" } ?? ": the starting stack (items:)")]
        lines += step.notes.map { "    \($0)" }
        lines.append("    stack: [\(state.itemNames.map { "'\($0)'" }.joined(separator: ", "))]")
        if let top = state.topItem {
            lines.append("    top item: '\(state.itemNames.last!)'" + (top.title.map { " (title \"\($0.value)\")" } ?? ""))
        }
        if let back = state.backItem {
            lines.append("    back item: '\(state.itemNames[state.items.count - 2])'; back title: \(backTitleRule(for: back))")
        }
        lines.append(
            "    navigation bar: \(state.navigationBarHidden ? "hidden" : "shown"); toolbar: \(state.toolbarHidden ? "hidden" : "shown")"
                + (state.verticallyCompact ? "; vertically compact (compact metrics)" : ""))
        lines.append("    transition: \(step.transition.rawValue)\(step.animated ? ", animated" : "")")
        return lines
    }

    /// The back title and the rule that chose it (docs/UIKIT.md §4.3).
    static func backTitleRule(for back: NavigationItemDeclaration) -> String {
        if let title = back.backBarButtonItem?.title?.value {
            return "\"\(title)\" from the back item's backBarButtonItem (it beats backButtonTitle and title)"
        }
        switch back.backButtonDisplayMode?.value ?? .default {
        case .minimal: return "none: the back item's backButtonDisplayMode is minimal (the chevron alone)"
        case .generic: return "\"Back\": the back item's backButtonDisplayMode is generic"
        case .default:
            if let title = back.backButtonTitle?.value, !title.isEmpty {
                return "\"\(title)\" from the back item's backButtonTitle (it beats its title); \"Back\" if it does not fit"
            }
            if let title = back.title?.value, !title.isEmpty {
                return "\"\(title)\" from the back item's title; \"Back\" if it does not fit"
            }
            return "\"Back\": the back item has no title"
        }
    }

    static func json(for step: StackStep) -> [String: Any] {
        var object: [String: Any] = [
            "index": step.index,
            "stack": step.state.itemNames,
            "navigationBarHidden": step.state.navigationBarHidden,
            "toolbarHidden": step.state.toolbarHidden,
            "verticallyCompact": step.state.verticallyCompact,
            "transition": step.transition.rawValue,
            "animated": step.animated,
            "notes": step.notes,
        ]
        if let operation = step.operation {
            object["operation"] = operation.keyword
            object["source"] =
                ["file": operation.location.file, "line": operation.location.line, "column": operation.location.column] as [String: Any]
        }
        if let back = step.state.backItem { object["backTitle"] = backTitleRule(for: back) }
        return object
    }
}
