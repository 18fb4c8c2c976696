/// A stack step UIKit would refuse or raise an exception for (an error), or one with no effect
/// (a warning), located at the step.
public struct StackFinding: Hashable, Sendable {
    /// Whether UIKit would refuse the step or only ignore it.
    public enum Severity: Hashable, Sendable {
        /// UIKit refuses the step or raises an exception.
        case error
        /// The step has no effect.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// `stack[3]: popping the root view controller is not possible; the stack has 1 item`.
    public var message: String
    /// How to fix it, when there is something concrete to say.
    public var hint: String?
    /// Where the step is written.
    public var location: SourceLocation
}
