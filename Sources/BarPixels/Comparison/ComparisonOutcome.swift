/// The verdict of comparing a rendered raster with its reference.
public enum ComparisonOutcome: Sendable, Equatable, Hashable {
    /// Same size and byte-for-byte equal.
    case identical
    /// Not byte-identical, but every difference is within the threshold, anti-aliasing, or within the
    /// pixel budget: the comparison passes.
    case withinTolerance
    /// More differing pixels than the pixel budget allows: the comparison fails.
    case different
    /// The images have different sizes: the comparison fails.
    case sizeMismatch

    /// Whether this outcome lets a snapshot test pass.
    public var passes: Bool {
        switch self {
        case .identical, .withinTolerance: return true
        case .different, .sizeMismatch: return false
        }
    }
}
