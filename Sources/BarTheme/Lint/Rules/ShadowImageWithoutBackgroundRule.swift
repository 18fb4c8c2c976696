/// `shadowImage` set where no custom background image applies, for some or all metrics. UIKit
/// documents that a custom shadow image is shown only with a custom background image (docs/UIKIT.md
/// §3.4); background images are stored per (position, metrics) and looked up with the fallbacks of
/// docs/UIKIT.md §3.2, so an image set only for `compact` leaves the shadow ignored at `default`.
/// iOS 11+ shows the shadow anyway, so the rule follows `policies.shadowImageRequiresBackgroundImage`
/// (default: true for `ios7`, false for `ios13`).
struct ShadowImageWithoutBackgroundRule: LintRule {
    let id = "shadow-image-without-background"
    let summary = "A custom shadow image with no custom background image (for some metrics) is ignored by UIKit before iOS 11."
    let source = "docs/UIKIT.md §3.4"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.shadowImageRequiresBackgroundImage else { return [] }
        return theme.blocks.flatMap { bar -> [Diagnostic] in
            let images = bar.allBackgroundImages
            return bar.block.shadowImages.compactMap { shadow in
                let position = shadow.position?.value ?? .any
                let uncovered = BarMetrics.allCases.filter { metrics in
                    !Self.hasBackground(images, position: position, metrics: metrics)
                }
                guard !uncovered.isEmpty else { return nil }
                let hint =
                    "add backgroundImages (a 1x1 image is enough), or set policies.shadowImageRequiresBackgroundImage: false for the iOS 11+ behaviour"
                if uncovered.count == BarMetrics.allCases.count {
                    return warning(
                        "the shadow image is ignored: UIKit shows a custom shadow image only when a custom background image is set",
                        at: shadow.location, hint: hint)
                }
                let names = uncovered.map(\.rawValue).joined(separator: ", ")
                return warning(
                    "the shadow image is ignored at metrics \(names): no background image applies there (images are looked up per metrics, docs/UIKIT.md §3.2), and UIKit shows a custom shadow image only with a custom background image",
                    at: shadow.location, hint: hint)
            }
        }
    }

    /// Whether a background image applies at (position, metrics) through UIKit's fallbacks. A shadow
    /// for `any` position needs one for every position it is drawn at; `any` images cover them all.
    static func hasBackground(_ images: [BackgroundImageDeclaration], position: BarPosition, metrics: BarMetrics) -> Bool {
        let metricsChain = BackgroundImageLookup.metricsChain(metrics)
        let positions: [BarPosition] = position == .any ? [.any] : BackgroundImageLookup.positionChain(position)
        return images.contains { image in
            let p = image.position?.value ?? .any
            let m = image.metrics?.value ?? .default
            return metricsChain.contains(m) && (positions.contains(p) || position == .any)
        }
    }
}
