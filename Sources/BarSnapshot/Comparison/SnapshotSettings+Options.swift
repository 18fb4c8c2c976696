import BarTheme

extension SnapshotSettingsDeclaration {
    /// The comparison these settings ask for: a CIEDE2000 tolerance with a pixel budget (the
    /// parser has checked the ranges; an out-of-range value falls back to exact).
    public var comparisonOptions: ComparisonOptions {
        let budget: PixelBudget = maxRatio.map { .ratio($0.value) } ?? .count(maxPixels?.value ?? 0)
        return (try? ComparisonOptions(toleranceDE: toleranceDE?.value ?? 0, pixelBudget: budget)) ?? .exact
    }
}
