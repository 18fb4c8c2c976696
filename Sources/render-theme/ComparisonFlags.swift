import ArgumentParser
import BarSnapshot

/// The comparison tolerances shared by `diff` and `snapshot verify|record`, so both judge images alike.
struct ComparisonFlags: ParsableArguments {
    @Option(help: "Per-pixel colour difference tolerated, 0 (exact) to 1 (anything), linear in the YIQ metric.")
    var threshold: Double = ComparisonOptions.default.threshold

    @Option(help: "Number of differing pixels tolerated per image (default 0).")
    var maxPixels: Int?

    @Option(help: "Fraction of an image's pixels, 0 to 1, allowed to differ (instead of --max-pixels).")
    var maxRatio: Double?

    @Flag(inversion: .prefixedNo, help: "Ignore differences that are edge anti-aliasing.")
    var antialiasing = true

    func validate() throws {
        if maxPixels != nil && maxRatio != nil {
            throw ValidationError("give either --max-pixels or --max-ratio, not both")
        }
        if let problem = ComparisonOptions.problem(threshold: threshold, pixelBudget: budget) {
            throw ValidationError(problem.message)
        }
    }

    /// The pixel budget the flags ask for.
    var budget: PixelBudget {
        if let maxRatio { return .ratio(maxRatio) }
        return .count(maxPixels ?? 0)
    }

    /// The validated options (`validate()` has already rejected bad values).
    func options() throws -> ComparisonOptions {
        try ComparisonOptions(threshold: threshold, detectsAntialiasing: antialiasing, pixelBudget: budget)
    }
}
