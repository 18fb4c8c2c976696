/// The band UIKit draws outside the bar, over the content (docs/UIKIT.md §1.3, measured): the
/// hairline is the pixel row below a top bar (above a bottom bar), a shadow image keeps its own
/// height; Liquid Glass platters' shadows spill below a navigation bar (§10.12).
enum ShadowBandPart {
    /// The band's height: one pixel for a visible hairline, the image's height for a shadow image;
    /// none for no shadow, a clear hairline (the `ios26` era's, or `shadowColor: clear`), or a
    /// layout cropped to the bar (`includesBand` false).
    static func height(_ shadow: BarShadow, includesBand: Bool, scale: Int, images: any ImageMeasuring) -> Double {
        guard includesBand else { return 0 }
        switch shadow {
        case .none: return 0
        case .hairline(let color): return color.alpha > 0 ? 1 / Double(scale) : 0
        case .image(let image, _): return images.size(of: image, scale: scale).height
        }
    }

    /// Whether the band is above the bar: a bottom bar's, a toolbar's in any position, a tab bar's always.
    static func isAbove(bar: BarKind, position: BarPosition) -> Bool {
        bar == .tabBar || position == .bottom || (bar == .toolbar && position == .any)
    }

    /// The shadow's placement for a bar `barHeight` tall and `width` wide: `band` tall, above the
    /// bar (at a negative y, before the layout is moved down) or below it; `nil` for no band.
    static func placement(_ shadow: BarShadow, band: Double, above: Bool, barHeight: Double, width: Double) -> ShadowPlacement? {
        guard band > 0 else { return nil }
        return ShadowPlacement(frame: Rect(x: 0, y: above ? -band : barHeight, width: width, height: band), shadow: shadow)
    }

    /// How far the platters' shadows reach below a bar `barHeight` tall: the lowest platter's
    /// bottom plus `GlassMetrics.platterShadowReach`, less the bar; none without platters
    /// (docs/UIKIT.md §10.12). The dark glass casts no shadow, but its band is kept, the screen's
    /// own colour, so a scene's light and dark images have one size.
    static func platterSpill(_ elements: [BarLayout.Element], barHeight: Double) -> Double {
        let lowest = elements.lazy.compactMap { element -> Double? in
            if case .platter(let platter) = element { return platter.frame.maxY }
            return nil
        }.max()
        guard let lowest else { return 0 }
        return max(0, lowest + GlassMetrics.platterShadowReach - barHeight)
    }
}
