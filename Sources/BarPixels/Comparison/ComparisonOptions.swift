/// Tolerances for comparing a rendered raster with its reference.
///
/// **Exact by default**: BarTheme's renders are deterministic, so any changed pixel is a change
/// someone made (`.exact`). A tolerance is opt-in and stated in a unit people understand, the
/// CIEDE2000 colour difference per pixel (`init(toleranceDE:pixelBudget:)`: about 1.0 is the
/// smallest difference most people notice side by side), plus a budget of pixels allowed to exceed
/// it. For comparing renders from different machines (macOS references against Linux renders),
/// `.crossMachine` keeps pixelmatch's perceptual YIQ threshold with anti-aliasing detection.
///
/// Options are validated when created, so a value is always usable: a bad tolerance throws a
/// `ComparisonOptionsError` with a readable message instead of trapping later.
public struct ComparisonOptions: Sendable, Equatable, Hashable {
    /// How a changed pixel's colour difference is measured.
    public enum Metric: String, Sendable, Equatable, Hashable {
        /// CIEDE2000 ΔE between the two colours composited over white; `threshold` is the largest ΔE
        /// a pixel may have and still match (0: bytes must be equal).
        case deltaE2000
        /// pixelmatch's normalised YIQ difference, 0...1 (the cross-machine mode).
        case yiq
    }

    /// How `threshold` is measured.
    public let metric: Metric
    /// The largest difference a changed pixel may have and still match: ΔE2000 (0...100) for
    /// `.deltaE2000`, 0...1 for `.yiq`. 0 for the exact default.
    public let threshold: Double
    /// Whether pixels recognised as edge anti-aliasing are reported apart and not counted as
    /// differences (the cross-machine mode).
    public let detectsAntialiasing: Bool
    /// How many pixels beyond the threshold are tolerated before the comparison fails.
    public let pixelBudget: PixelBudget

    /// Exact: every byte of every pixel must match.
    public static let exact = ComparisonOptions(
        metric: .deltaE2000, uncheckedThreshold: 0, detectsAntialiasing: false,
        pixelBudget: .count(0))
    /// The default: `.exact`.
    public static let `default` = exact
    /// For renders from another machine (e.g. macOS against Linux references): YIQ threshold 0.1
    /// with anti-aliasing detection, pixelmatch's defaults, which absorb rasteriser noise.
    public static let crossMachine = ComparisonOptions(
        metric: .yiq, uncheckedThreshold: 0.1, detectsAntialiasing: true,
        pixelBudget: .count(0))

    /// A CIEDE2000 tolerance: pixels whose ΔE2000 is at most `toleranceDE` match; at most
    /// `pixelBudget` pixels may exceed it.
    ///
    /// - Throws: `ComparisonOptionsError` when `toleranceDE` is outside 0...100 or the budget is invalid.
    public init(toleranceDE: Double, pixelBudget: PixelBudget = .count(0)) throws(ComparisonOptionsError) {
        if let problem = Self.problem(metric: .deltaE2000, threshold: toleranceDE, pixelBudget: pixelBudget) { throw problem }
        self.init(metric: .deltaE2000, uncheckedThreshold: toleranceDE, detectsAntialiasing: false, pixelBudget: pixelBudget)
    }

    /// The cross-machine mode with explicit values: YIQ `threshold` (0...1) and anti-aliasing detection.
    ///
    /// - Throws: `ComparisonOptionsError` when `yiqThreshold` is outside 0...1 or the budget is invalid.
    public init(yiqThreshold: Double, detectsAntialiasing: Bool = true, pixelBudget: PixelBudget = .count(0)) throws(ComparisonOptionsError)
    {
        if let problem = Self.problem(metric: .yiq, threshold: yiqThreshold, pixelBudget: pixelBudget) { throw problem }
        self.init(metric: .yiq, uncheckedThreshold: yiqThreshold, detectsAntialiasing: detectsAntialiasing, pixelBudget: pixelBudget)
    }

    /// Exact colours with a pixel budget: at most `pixelBudget` pixels may differ at all.
    public init(pixelBudget: PixelBudget) throws(ComparisonOptionsError) {
        try self.init(toleranceDE: 0, pixelBudget: pixelBudget)
    }

    /// Returns the reason these values would be rejected, or `nil` when they are valid.
    ///
    /// Lets callers (for example a configuration loader) report every bad value without a `do`/`catch`.
    public static func problem(metric: Metric, threshold: Double, pixelBudget: PixelBudget) -> ComparisonOptionsError? {
        switch metric {
        case .deltaE2000 where !(0.0...100.0).contains(threshold): return .toleranceOutOfRange(threshold)
        case .yiq where !(0.0...1.0).contains(threshold): return .thresholdOutOfRange(threshold)
        default: break
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

    /// Whether any tolerance is given (a non-zero threshold, anti-aliasing, or a pixel budget).
    public var isExact: Bool {
        threshold == 0 && !detectsAntialiasing && (pixelBudget == .count(0) || pixelBudget == .ratio(0))
    }

    /// Stores values already known to be valid.
    private init(metric: Metric, uncheckedThreshold threshold: Double, detectsAntialiasing: Bool, pixelBudget: PixelBudget) {
        self.metric = metric
        self.threshold = threshold
        self.detectsAntialiasing = detectsAntialiasing
        self.pixelBudget = pixelBudget
    }
}
