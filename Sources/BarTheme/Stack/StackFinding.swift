/// A stack step UIKit would refuse or raise an exception for (an error), or one with no effect
/// (a warning), located at the step.
public struct StackFinding: Hashable, Sendable {
    public enum Severity: Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    /// `stack[3]: popping the root view controller is not possible; the stack has 1 item`.
    public var message: String
    public var hint: String?
    public var location: SourceLocation
}
