/// Finds the legacy background image for a bar position and metrics (docs/UIKIT.md §3.2).
///
/// UIKit stores one image per (position, metrics) pair; the position-less setter stores under
/// `.any` and the metrics-less one under `.default`. Lookup tries metrics first (outer loop), then
/// position (inner loop):
/// `metricsChain(m) = [m] + (m == compactPrompt ? [compact] : []) + (m != default ? [default] : [])`
/// ("Default is the fallback", UIToolbar.h; prompt → non-prompt is inferred ❓), and
/// `positionChain(p) = [p] + (p != any ? [any] : [])` (inferred ❓; `topAttached` does not fall back
/// to `top`). Each pair is resolved across the layers before the next pair is tried, as
/// UIAppearance resolves each axis tuple on its own.
public enum BackgroundImageLookup {
    /// The metrics to try for `metrics`, in order.
    public static func metricsChain(_ metrics: BarMetrics) -> [BarMetrics] {
        var chain = [metrics]
        if metrics == .compactPrompt { chain.append(.compact) }
        if metrics != .default { chain.append(.default) }
        return chain
    }

    /// The positions to try for `position`, in order.
    public static func positionChain(_ position: BarPosition) -> [BarPosition] {
        position == .any ? [.any] : [position, .any]
    }

    /// The image for (position, metrics), or `nil` (the system background is used).
    public static func find(in layers: [AppearanceLayer], position: BarPosition, metrics: BarMetrics) -> Resolved<ResolvedImage>? {
        for m in metricsChain(metrics) {
            for p in positionChain(position) {
                let found = AppearanceLayer.first(in: layers, describe: { (image: ImageDeclaration) in image.path.value }) { block in
                    // The last declaration for a pair in one block wins, as a second setter call would.
                    block.backgroundImages.last { ($0.position?.value ?? .any) == p && ($0.metrics?.value ?? .default) == m }
                        .map { Located($0.image, at: $0.location) }
                }
                guard let found else { continue }
                let exact = m == metrics && p == position
                var steps: [String] = []
                if m != metrics { steps.append("metrics \(metrics.rawValue) → \(m.rawValue)") }
                if p != position { steps.append("position \(position.rawValue) → \(p.rawValue)") }
                let rule =
                    exact
                    ? "an image stored for (\(p.rawValue), \(m.rawValue)) matches exactly (docs/UIKIT.md §3.2)"
                    : "no image for (\(position.rawValue), \(metrics.rawValue)): falls back to (\(p.rawValue), \(m.rawValue)), "
                        + "step \(steps.joined(separator: ", ")); metrics fall back first, then position (docs/UIKIT.md §3.2)"
                return Resolved(ResolvedImage(found.value), Provenance(found.provenance.origin, rule: rule), overridden: found.overridden)
            }
        }
        return nil
    }
}
