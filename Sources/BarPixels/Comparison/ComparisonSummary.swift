/// A one-line, reviewer-readable description of a comparison result.
///
/// For example `312 pixels differ (0.15% of 211 200), largest ΔE2000 5.64 at pixel (120, 40).`
/// Counts are grouped by thousands with spaces; the percentage and the largest difference are shown
/// to two decimals, with `<0.01` for small but non-zero values. The largest difference is always
/// the CIEDE2000 one with the pixel where it is, so a visible change never reads "0.00".
extension ComparisonResult {
    /// One line a reviewer can read in a test failure.
    public var summary: String { summary(scale: nil) }

    /// The summary with the largest difference's place also in points, for an image drawn at `scale`.
    public func summary(scale: Int?) -> String {
        switch outcome {
        case .identical:
            return "Images are identical (\(referenceSize))."
        case .withinTolerance:
            return "Matches within tolerance: \(details(scale: scale))."
        case .different:
            return "\(details(scale: scale))."
        case .sizeMismatch:
            return "Sizes differ: reference is \(referenceSize), actual is \(actualSize); "
                + "on the \(canvasSize) union canvas \(details(scale: scale))."
        }
    }

    /// The comma-separated counts shared by every non-identical summary.
    private func details(scale: Int?) -> String {
        let verb = differentPixelCount == 1 ? "differs" : "differ"
        var parts = [
            "\(Self.pixels(differentPixelCount)) \(verb) "
                + "(\(Self.percentage(differentPixelCount, of: totalPixelCount)) of \(Self.grouped(totalPixelCount)))"
        ]
        if allowedDifferentPixelCount > 0 {
            parts.append("\(Self.grouped(allowedDifferentPixelCount)) allowed")
        }
        if withinThresholdPixelCount > 0 {
            parts.append("\(Self.pixels(withinThresholdPixelCount)) within threshold")
        }
        if antialiasedPixelCount > 0 {
            parts.append(
                "\(Self.grouped(antialiasedPixelCount)) anti-aliased "
                    + "\(antialiasedPixelCount == 1 ? "pixel" : "pixels") ignored")
        }
        parts.append(largestDifference(scale: scale))
        return parts.joined(separator: ", ")
    }

    /// `largest ΔE2000 5.64 at pixel (120, 40)`, plus the YIQ figure in the cross-machine mode.
    func largestDifference(scale: Int?) -> String {
        var text = "largest ΔE2000 \(Self.twoDecimals(maxDeltaE))"
        if let location = maxDeltaELocation {
            text += " at pixel \(location)"
            if let scale { text += " = \(location.points(scale: scale)) pt" }
        }
        if metric == .yiq {
            text += " (YIQ \(Self.twoDecimals(maxDelta)))"
        }
        return text
    }

    /// `1 pixel`, `312 pixels`, `12 345 pixels`.
    static func pixels(_ count: Int) -> String {
        "\(grouped(count)) \(count == 1 ? "pixel" : "pixels")"
    }

    /// The integer with thousands separated by spaces: `211 200` (`PixelCount`).
    static func grouped(_ value: Int) -> String {
        PixelCount.grouped(value)
    }

    /// `part / whole` as a percentage with two decimals: `0.15%`, `<0.01%`, `100.00%`.
    static func percentage(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0.00%" }
        return twoDecimals(Double(part) / Double(whole) * 100) + "%"
    }

    /// A non-negative number with two decimals; `<0.01` when positive but smaller than 0.005.
    static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite, value < 1e12 else { return "\(value)" }
        // Adding one half and truncating rounds a non-negative value to nearest, halves up.
        let hundredths = Int(max(value, 0) * 100 + 0.5)
        if hundredths == 0 && value > 0 { return "<0.01" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
