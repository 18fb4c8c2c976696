/// How many differing (non-anti-aliased, above-threshold) pixels a comparison tolerates before it fails.
///
/// Pixels that are within the colour threshold, or that were classified as anti-aliasing,
/// never count against the budget.
public enum PixelBudget: Sendable, Equatable, Hashable {
    /// At most this many differing pixels; must be zero or more.
    case count(Int)
    /// At most this fraction (0...1) of all compared pixels may differ, rounded down to whole pixels.
    case ratio(Double)

    /// The number of differing pixels allowed out of `totalPixelCount`.
    ///
    /// `.count(n)` allows `n`; `.ratio(r)` allows `⌊r · total⌋`.
    public func allowedPixelCount(outOf totalPixelCount: Int) -> Int {
        switch self {
        case .count(let count):
            return max(count, 0)
        case .ratio(let ratio):
            guard ratio.isFinite, ratio > 0 else { return 0 }
            // Converting a non-negative Double to Int truncates, which is rounding down.
            return Int(min(ratio, 1) * Double(max(totalPixelCount, 0)))
        }
    }
}
