/// One step of a scene's stack, as UIKit leaves it: the state after the operation, how UIKit
/// animated there, and in words which rule decided (for `explain --step`).
public struct StackStep: Hashable, Sendable {
    /// 0 for the starting stack (`items:`), then 1, 2, … for each `stack:` entry.
    public var index: Int
    /// The operation (nil for step 0).
    public var operation: StackOperationDeclaration?
    /// The stack after the step.
    public var state: StackState
    /// How the bar moves from the previous step to this one.
    public var transition: StackTransition
    /// Whether UIKit animates the transition (`animated:` and a transition that moves something).
    public var animated: Bool
    /// What happened, in UIKit's terms, e.g. "setViewControllers: 'inbox' is in the stack below the
    /// top, so UIKit animates a pop".
    public var notes: [String]

    /// `step03`: the suffix of the step's output names.
    public var label: String {
        index < 10 ? "step0\(index)" : "step\(index)"
    }
}
