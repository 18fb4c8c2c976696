/// Tolerances for comparing a rendered raster with its reference.
///
/// Options are validated when created, so a `ComparisonOptions` value is always usable:
/// `try ComparisonOptions(threshold: 2)` throws `ComparisonOptionsError.thresholdOutOfRange`
/// with a readable message instead of trapping later.
public struct ComparisonOptions: Sendable, Equatable, Hashable {
    /// Largest normalised colour difference (see `ColorDifference`) a pixel may have and still match.
    ///
    /// Linear in 0...1: 0 accepts only pixels whose colours are identical once blended over white,
    /// 1 accepts any pair of colours. Default 0.1.
    public let threshold: Double
    /// Whether pixels recognised as edge anti-aliasing are reported apart and not counted as differences.
    /// Default `true`.
    public let detectsAntialiasing: Bool
    /// How many differing non-anti-aliased pixels are tolerated before the comparison fails.
    /// Default `.count(0)`.
    public let pixelBudget: PixelBudget

    /// The defaults: threshold 0.1, anti-aliasing detection on, no differing pixels allowed.
    public static let `default` = ComparisonOptions(uncheckedThreshold: 0.1,
                                                    detectsAntialiasing: true,
                                                    pixelBudget: .count(0))

    /// Creates validated options.
    ///
    /// - Throws: `ComparisonOptionsError` when `threshold` is outside 0...1, a `.count` budget is
    ///   negative, or a `.ratio` budget is outside 0...1. NaN is rejected everywhere.
    public init(threshold: Double = 0.1,
                detectsAntialiasing: Bool = true,
                pixelBudget: PixelBudget = .count(0)) throws(ComparisonOptionsError) {
        if let problem = Self.problem(threshold: threshold, pixelBudget: pixelBudget) {
            throw problem
        }
        self.init(uncheckedThreshold: threshold, detectsAntialiasing: detectsAntialiasing, pixelBudget: pixelBudget)
    }

    /// Returns the reason these values would be rejected, or `nil` when they are valid.
    ///
    /// Lets callers (for example a configuration loader) report every bad value without a `do`/`catch`.
    public static func problem(threshold: Double, pixelBudget: PixelBudget) -> ComparisonOptionsError? {
        guard (0.0...1.0).contains(threshold) else {
            return .thresholdOutOfRange(threshold)
        }
        switch pixelBudget {
        case .count(let count) where count < 0:
            return .negativePixelCount(count)
        case .ratio(let ratio) where !(0.0...1.0).contains(ratio):
            return .pixelRatioOutOfRange(ratio)
        default:
            return nil
        }
    }

    /// Stores values already known to be valid.
    private init(uncheckedThreshold threshold: Double, detectsAntialiasing: Bool, pixelBudget: PixelBudget) {
        self.threshold = threshold
        self.detectsAntialiasing = detectsAntialiasing
        self.pixelBudget = pixelBudget
    }
}
