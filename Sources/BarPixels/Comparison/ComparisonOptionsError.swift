/// Why a set of comparison options was rejected.
public enum ComparisonOptionsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The YIQ threshold (cross-machine mode) was outside 0...1 (or not a number).
    case thresholdOutOfRange(Double)
    /// The CIEDE2000 tolerance was outside 0...100 (or not a number).
    case toleranceOutOfRange(Double)
    /// A `.count` pixel budget was negative.
    case negativePixelCount(Int)
    /// A `.ratio` pixel budget was outside 0...1 (or not a number).
    case pixelRatioOutOfRange(Double)

    /// A sentence saying what was wrong and what is accepted.
    public var message: String {
        switch self {
        case .thresholdOutOfRange(let value):
            return "The YIQ threshold must be between 0 (exact) and 1 (anything passes), got \(value)."
        case .toleranceOutOfRange(let value):
            return
                "The ΔE2000 tolerance must be between 0 (exact) and 100, got \(value); about 1.0 is the smallest difference most people notice."
        case .negativePixelCount(let value):
            return "Pixel budget count must be zero or more, got \(value)."
        case .pixelRatioOutOfRange(let value):
            return "Pixel budget ratio must be between 0 and 1 (a fraction of all pixels), got \(value)."
        }
    }

    /// Same as `message`.
    public var description: String { message }
}
