/// One finding about a theme: an error that stops it from rendering, or a warning about a value
/// UIKit would ignore or treat differently than the author probably expects.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// A value UIKit would ignore or treat unexpectedly; the theme still renders.
        case warning
        /// A mistake that stops the theme from rendering.
        case error

        /// Warnings sort before errors.
        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    /// Whether the finding is an error or a warning.
    public let severity: Severity
    /// Where the problem is; `nil` only for problems with no place in a file (e.g. an unreadable file).
    public let location: SourceLocation?
    /// What is wrong, in one sentence.
    public let message: String
    /// How to fix it, when there is something concrete to say.
    public let hint: String?
    /// The stable id of the rule that found it (`shadow-image-without-background`, `unknown-key`,
    /// ...), shown in text output as `[id]` and used as the SARIF `ruleId`; `nil` for plain errors.
    public let ruleID: String?

    /// A finding of `severity` with `message` at `location` (nil when it concerns no line), an optional
    /// `hint` and rule id.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, hint: String? = nil, rule ruleID: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
        self.ruleID = ruleID
    }

    /// An error with `message` at `location`.
    public static func error(_ message: String, at location: SourceLocation?, hint: String? = nil, rule: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint, rule: rule)
    }

    /// A warning with `message` at `location`.
    public static func warning(_ message: String, at location: SourceLocation?, hint: String? = nil, rule: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint, rule: rule)
    }

    /// The message with the rule id appended for lint findings: `... [rule-id]`.
    public var messageWithRule: String {
        severity == .warning ? ruleID.map { "\(message) [\($0)]" } ?? message : message
    }

    /// `path:line:column: error: message`, without the source excerpt.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let fix = hint.map { " (\($0))" } ?? ""
        return "\(place)\(severity.rawValue): \(messageWithRule)\(fix)"
    }
}
