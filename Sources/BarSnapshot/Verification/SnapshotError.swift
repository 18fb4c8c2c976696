/// Why snapshot verification could not run, or could not finish a case. Each message is a sentence
/// that says what went wrong and, where there is one, what to do.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A record mode value was not one of `all`, `missing`, `failed`, `never`; `source` says where
    /// it came from (an environment variable or an option).
    case invalidRecordMode(String, source: String)
    /// A shard was not written `i/n` with 1 ≤ i ≤ n.
    case invalidShard(String)
    /// A theme could not be loaded; the text is its formatted diagnostics.
    case theme(path: String, diagnostics: String)
    /// The theme has no scene with this name.
    case unknownScene(String, theme: String, known: [String])
    /// A reference PNG exists but cannot be read or decoded.
    case unreadableReference(path: String, reason: String)
    /// Rendering a variant failed.
    case render(String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)

    /// The sentence shown to the user.
    public var description: String {
        switch self {
        case .invalidRecordMode(let value, let source):
            return "\(source) is '\(value)'; use one of all, missing, failed, never."
        case .invalidShard(let value):
            return "Shard '\(value)' is not valid; write it as i/n with 1 ≤ i ≤ n, e.g. 2/8."
        case .theme(let path, let diagnostics):
            return "The theme \(path) cannot be used:\n\(diagnostics)"
        case .unknownScene(let scene, let theme, let known):
            return "The theme \(theme) has no scene '\(scene)'"
                + (known.isEmpty ? "." : "; its scenes are \(known.joined(separator: ", ")).")
        case .unreadableReference(let path, let reason):
            return "The reference \(path) cannot be read (\(reason)); delete it and record it again."
        case .render(let message):
            return "Rendering failed: \(message)."
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }

    /// The system's reason when a file could not be written ("no space left on device"), else nil.
    public var writeFailureCause: String? {
        if case .cannotWrite(_, let reason) = self { return reason }
        return nil
    }
}
