extension ThemeKey {
    /// An entry of a per-metrics mapping (`titleVerticalPositionAdjustment: { compact: 2 }`): named
    /// by the bar metrics it is for, which is a value of the format rather than a key of it.
    public init(metrics: BarMetrics) { self.init(label: metrics.rawValue) }

    /// The per-metrics entry for UIKit's spelling of a `UIBarMetrics` (`landscapePhone` is
    /// `compact`), or nil when the word is none.
    public init?(metricsNamed word: String) {
        guard let metrics = BarMetrics.parse(word) else { return nil }
        self.init(metrics: metrics)
    }
}
