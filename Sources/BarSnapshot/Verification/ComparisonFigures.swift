/// The numbers of a `ComparisonResult` that reports keep (the diff raster itself is written as a PNG).
public struct ComparisonFigures: Sendable, Equatable, Codable {
    /// `identical`, `withinTolerance`, `different` or `sizeMismatch`.
    public let outcome: String
    /// Pixels that differ beyond the threshold and are not anti-aliasing.
    public let differentPixels: Int
    /// Differing pixels classified as anti-aliasing (ignored).
    public let antialiasedPixels: Int
    /// Pixels compared (the union of both sizes).
    public let totalPixels: Int
    /// Differing pixels the budget allowed.
    public let allowedPixels: Int
    /// The largest normalised YIQ colour difference, 0...1.
    public let maxDelta: Double
    /// The largest CIEDE2000 difference between two pixels at the same place.
    public let maxDeltaE: Double
    /// Where it is, in pixels (nil when no shared pixel changed).
    public let maxDeltaEPixel: PixelPoint?
    /// Where it is, in points at the render's scale: `(40, 13.33)`.
    public let maxDeltaEPoint: String?
    /// The reference's size, `width×height`.
    public let referenceSize: String
    /// The render's size, `width×height`.
    public let actualSize: String

    /// The figures of `result`, for an image drawn at `scale` (for the place in points).
    public init(_ result: ComparisonResult, scale: Int? = nil) {
        switch result.outcome {
        case .identical: outcome = "identical"
        case .withinTolerance: outcome = "withinTolerance"
        case .different: outcome = "different"
        case .sizeMismatch: outcome = "sizeMismatch"
        }
        differentPixels = result.differentPixelCount
        antialiasedPixels = result.antialiasedPixelCount
        totalPixels = result.totalPixelCount
        allowedPixels = result.allowedDifferentPixelCount
        maxDelta = result.maxDelta
        maxDeltaE = (result.maxDeltaE * 100).rounded() / 100
        maxDeltaEPixel = result.maxDeltaELocation
        maxDeltaEPoint = scale.flatMap { scale in result.maxDeltaELocation.map { $0.points(scale: scale) } }
        referenceSize = "\(result.referenceSize.width)×\(result.referenceSize.height)"
        actualSize = "\(result.actualSize.width)×\(result.actualSize.height)"
    }
}
