/// How one variant's snapshot check ended.
public enum SnapshotStatus: String, Sendable, Codable, CaseIterable {
    /// The render matches the reference (identical, or within the comparison's tolerance).
    case passed
    /// The render differs from the reference beyond the tolerance, or has another size.
    case failed
    /// There is no reference and the record mode did not allow writing one.
    case missing
    /// The render was written as the reference (new, replacing a failing one, or re-recorded).
    case recorded
    /// The variant could not be checked: rendering failed or the reference is unreadable.
    case error
    /// The render was to be recorded, but the reference could not be written (a full disk, a
    /// read-only folder...) or another reference of its theme could not, so its theme's
    /// references were all left as they were.
    case notWritten

    /// Whether this status fails a run (exit status 1 for `failed`, `missing` and `notWritten`, 2 for `error`).
    public var isFailure: Bool {
        switch self {
        case .passed, .recorded: return false
        case .failed, .missing, .error, .notWritten: return true
        }
    }
}
