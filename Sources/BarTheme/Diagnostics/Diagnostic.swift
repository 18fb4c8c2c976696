/// One finding about a theme: an error that stops it from rendering, or a warning about a value
/// UIKit would ignore or treat differently than the author probably expects.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public let severity: Severity
    /// Where the problem is; `nil` only for problems with no place in a file (e.g. an unreadable file).
    public let location: SourceLocation?
    /// What is wrong, in one sentence.
    public let message: String
    /// How to fix it, when there is something concrete to say.
    public let hint: String?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    public static func error(_ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint)
    }

    public static func warning(_ message: String, at location: SourceLocation?, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint)
    }

    /// `path:line:column: error: message`, without the source excerpt.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let fix = hint.map { " (\($0))" } ?? ""
        return "\(place)\(severity.rawValue): \(message)\(fix)"
    }
}
