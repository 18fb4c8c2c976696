/// The `ios26` scroll edge effect's bands (docs/UIKIT.md §10.2): a soft one at full strength to
/// `GlassMetrics.scrollEdgeSolidDepth` below the safe top, then fading over
/// `GlassMetrics.scrollEdgeFadeDepth`; a hard one opaque over the bar with a dividing line at its
/// inner edge. A bottom bar's is the same from the bottom up.
enum ScrollEdgePart {
    /// The effect for a bar `barHeight` tall in an image `imageHeight` tall and `width` wide, the
    /// safe area's top `safeTop` below the image's (a top bar's); `nil` unless `effect` is soft or hard.
    static func layout(
        _ effect: ScrollEdgeEffectStyle, style: UserInterfaceStyle, width: Double, scale: Int, barHeight: Double, imageHeight: Double,
        safeTop: Double, atBottom: Bool
    ) -> ScrollEdgeEffectPlacement? {
        guard effect == .soft || effect == .hard else { return nil }
        func edge(_ y: Double, _ height: Double) -> Rect {
            // Measured from the outer edge: the image's top for a top bar, its bottom for a bottom bar.
            let top = atBottom ? imageHeight - y - height : y
            let clippedTop = max(0, top), clippedBottom = min(imageHeight, top + height)
            return Rect(x: 0, y: clippedTop, width: width, height: max(0, clippedBottom - clippedTop))
        }
        if effect == .hard {
            let hairline = 1 / Double(scale)
            let divider = ShadowPlacement(
                frame: edge(barHeight - hairline, hairline), shadow: .hairline(GlassMetrics.scrollEdgeDividerColor(style)))
            return ScrollEdgeEffectPlacement(
                style: .hard, solid: edge(0, barHeight), fade: edge(barHeight, 0), color: GlassMetrics.hardScrollEdgeColor(style),
                divider: divider)
        }
        let solidDepth = (atBottom ? 0 : safeTop) + GlassMetrics.scrollEdgeSolidDepth
        return ScrollEdgeEffectPlacement(
            style: .soft, solid: edge(0, solidDepth), fade: edge(solidDepth, GlassMetrics.scrollEdgeFadeDepth),
            color: GlassMetrics.softScrollEdgeColor(style), divider: nil)
    }
}
