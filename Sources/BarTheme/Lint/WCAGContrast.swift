/// WCAG 2 contrast (success criterion 1.4.3): the ratio of the relative luminances of two opaque
/// colours, 1:1 to 21:1; text needs 4.5:1, large text 3:1.
enum WCAGContrast {
    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter colour's relative luminance.
    static func ratio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG's "large scale" text: at least 18 pt, or at least 14 pt bold (weight 700 or more).
    /// Sizes are iOS points, taken as WCAG points.
    static func isLarge(size: Double, weight: FontWeight) -> Bool {
        size >= 18 || (size >= 14 && weight.numericValue >= FontWeight.bold.numericValue)
    }

    /// 3:1 for large text, 4.5:1 otherwise.
    static func minimum(size: Double, weight: FontWeight) -> Double {
        isLarge(size: size, weight: weight) ? 3 : 4.5
    }

    /// A ratio as people write it, rounded to one decimal: `2.8:1` for 2.79. A ratio under
    /// `minimum` never reads as reaching it: 4.46 against 4.5 prints `4.46:1`, not `4.5:1`.
    static func format(_ ratio: Double, minimum: Double? = nil) -> String {
        var rounded = (ratio * 10).rounded() / 10
        if let minimum, ratio < minimum, rounded >= minimum { rounded = (ratio * 100).rounded(.down) / 100 }
        return "\(ParseContext.format(rounded)):1"
    }
}
