/// What a comparison found: the verdict, pixel counts, the largest colour difference and a diff image.
public struct ComparisonResult: Sendable, Equatable {
    /// The verdict.
    public let outcome: ComparisonOutcome
    /// How the comparison measured colour differences.
    public let metric: ComparisonOptions.Metric
    /// Pixels whose difference exceeds the threshold and that are not anti-aliasing; with mismatched
    /// sizes this includes every pixel present in only one image.
    public let differentPixelCount: Int
    /// Differing pixels classified as anti-aliasing (not counted as different).
    public let antialiasedPixelCount: Int
    /// Pixels that are not byte-identical but whose difference is within the threshold.
    public let withinThresholdPixelCount: Int
    /// Pixels compared: the area of the union of both sizes.
    public let totalPixelCount: Int
    /// How many differing pixels the pixel budget allowed.
    public let allowedDifferentPixelCount: Int
    /// The largest normalised YIQ colour difference (0...1) among pixels present in both images.
    public let maxDelta: Double
    /// The largest CIEDE2000 difference among pixels present in both images (0 when none changed).
    public let maxDeltaE: Double
    /// Where that pixel is, in pixels from the top-left corner (nil when no shared pixel changed).
    public let maxDeltaELocation: PixelPoint?
    /// The reference image's size.
    public let referenceSize: PixelSize
    /// The actual image's size.
    public let actualSize: PixelSize
    /// The diff image over the union canvas (see `DiffImage` for its colours).
    ///
    /// For `.identical` no diff is drawn, to keep the fast path free of per-pixel work: `diff` is then
    /// an empty 0×0 raster.
    public let diff: Raster

    /// Whether the comparison passes (`.identical` or `.withinTolerance`).
    public var passed: Bool { outcome.passes }

    /// The union of both sizes, the canvas the diff covers.
    public var canvasSize: PixelSize {
        PixelSize(
            width: max(referenceSize.width, actualSize.width),
            height: max(referenceSize.height, actualSize.height))
    }
}
