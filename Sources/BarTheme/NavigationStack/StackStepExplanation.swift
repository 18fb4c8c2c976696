/// What a stack step did, in UIKit's terms (`explain --step N`): the operation, the stack after it,
/// the top and back items, the back title and the rule that chose it, which bars show, and the
/// transition UIKit animates (docs/UIKIT.md §11). `lines` is the text form; the value itself is
/// the JSON form.
public struct StackStepExplanation: Encodable, Sendable, Equatable {
    /// 0 for the starting stack (`items:`), then 1, 2, … for each `stack:` entry.
    public let index: Int
    /// The items' names after the step, bottom to top (`#n` for an unnamed item at position n).
    public let stack: [String]
    /// Whether the navigation bar is hidden after the step.
    public let navigationBarHidden: Bool
    /// Whether the toolbar is hidden after the step.
    public let toolbarHidden: Bool
    /// Whether the screen is vertically compact after the step (bars use compact metrics).
    public let verticallyCompact: Bool
    /// How the bar moves from the previous step to this one (a `StackTransition`'s raw value).
    public let transition: String
    /// Whether UIKit animates the transition.
    public let animated: Bool
    /// What happened, in UIKit's terms.
    public let notes: [String]
    /// The operation's keyword (none for step 0) and where it is written.
    public let operation: String?
    /// Where the operation is written (none for step 0).
    public let source: SourceReference?
    /// The back title and the rule that chose it, when there is a back item.
    public let backTitle: String?
    /// The text lines, kept out of the JSON form.
    public let lines: [String]

    private enum CodingKeys: String, CodingKey {
        case index, stack, navigationBarHidden, toolbarHidden, verticallyCompact, transition, animated, notes, operation, source
        case backTitle
    }

    /// The explanation of `step`.
    public init(_ step: StackStep) {
        let state = step.state
        index = step.index
        stack = state.itemNames
        navigationBarHidden = state.navigationBarHidden
        toolbarHidden = state.toolbarHidden
        verticallyCompact = state.verticallyCompact
        transition = step.transition.rawValue
        animated = step.animated
        notes = step.notes
        operation = step.operation?.keyword
        source = step.operation.map { SourceReference($0.location) }
        backTitle = state.backItem.map(Self.backTitleRule(for:))
        lines = Self.lines(for: step)
    }

    static func lines(for step: StackStep) -> [String] {
        let state = step.state
        var lines = ["step \(step.index)" + (step.operation.map { ": \($0.keyword) (\($0.location))" } ?? ": the starting stack (items:)")]
        lines += step.notes.map { "    \($0)" }
        lines.append("    stack: [\(state.itemNames.map { "'\($0)'" }.joined(separator: ", "))]")
        if let top = state.topItem, let name = state.itemNames.last {
            lines.append("    top item: '\(name)'" + (top.title.map { " (title \"\($0.value)\")" } ?? ""))
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
    public static func backTitleRule(for back: NavigationItemDeclaration) -> String {
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
}

/// A place in a theme file, as reports write it: `{ "file", "line", "column" }`.
public struct SourceReference: Encodable, Sendable, Equatable {
    /// The theme file's path.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int

    /// The place `location` names.
    public init(_ location: SourceLocation) {
        file = location.file
        line = location.line
        column = location.column
    }
}
