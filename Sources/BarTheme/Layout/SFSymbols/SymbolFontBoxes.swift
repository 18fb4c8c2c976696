/// SF Symbols' boxes in a bar from SF Pro's font data (docs/UIKIT.md §10.13, "From SF Pro's font"):
/// the glyph's ink and advance (`SymbolFontMetrics`, read from Apple's SF Pro Text) mapped to the
/// bar by a configuration fitted on the boxes measured on fit apps' captures (`SymbolBoxes.measured`,
/// `TabBarSymbolBoxes.measured`). A measured box wins over this one; a name the font data lacks
/// takes the approximate box.
public enum SymbolFontBoxes {
    /// Where a bar lays its symbols out: the point size and scale UIKit gives a symbol that sets
    /// none, and the height of the row's centre above the glyph's baseline (at that size).
    public struct Configuration: Hashable, Sendable {
        /// The point size.
        public var pointSize: Double
        /// The scale (`UIImage.SymbolScale`).
        public var scale: SymbolScale
        /// How far the row's centre sits above the glyph's baseline, in points at `pointSize`.
        public var centreAboveBaseline: Double
    }

    /// A navigation bar's and a toolbar's symbols: 17 pt, large scale, the row's centre 6.33 pt
    /// above their baseline (fitted on the 18 boxes measured on six fit apps: the implied point size
    /// runs 17.1-17.4 pt with the large scale's glyphs, 21.5-22.3 with the medium's; the centre is
    /// the median of measured offset plus the glyph's own ink centre, 6.327 pt, every box within
    /// 0.36 pt but ExpenseMate's `trash`, 0.74 pt).
    public static let bar = Configuration(pointSize: 17, scale: .large, centreAboveBaseline: 6.33)

    /// The same bars before iOS 26 (no Liquid Glass): 17 pt, large scale, the row's centre 6.1 pt above
    /// the glyph's baseline, so a symbol sits about 0.23 pt higher than on glass (docs/UIKIT.md §3.9.1).
    /// Fitted on the `plus` of four fit apps' iOS 16-18 bars, each giving the centre its ink implies: 6.00
    /// (shervik/Tracker-ios and Mishal12g/Tracker, semibold, ink centre 22.00 pt in the 44 pt row; older
    /// table), 6.15 (SKemenov/iOS-Tracker, 20 pt medium, 22.17; older table) and 6.17
    /// (bradleymackey/vault-ios, VaultMainNavigationViewSnapshotTests at 8d637a35, 22.17; #39 fit half):
    /// the median, 6.08, to 6.1.
    public static let barBeforeLiquidGlass = Configuration(pointSize: 17, scale: .large, centreAboveBaseline: 6.1)

    /// A tab bar's symbols: 23 pt, medium scale, the row's centre 7.93 pt above their baseline
    /// (fitted on the five symbols measured on the tab bar's fit captures, YOM and P1, P4: 22.9 pt
    /// with `hare`, 23.04 without; the large scale at 18 pt fits as well, within 0.02 pt).
    public static let tabBar = Configuration(pointSize: 23, scale: .medium, centreAboveBaseline: 7.93)

    /// What the ink measured on a capture adds to the outline's ink: 0.33 pt, one pixel at @3x (the
    /// pixels within ΔE2000 30 of the glyph's colour include its anti-aliased edge; fitted: the
    /// median of measured minus font ink over the bar's 18 fit boxes, 0.325 pt).
    public static let inkSpread = 0.33

    /// The box of `name` in `configuration`, at `scale` and `pointSize` if the theme set them
    /// (else the configuration's), or `nil` when the font data lacks the name.
    public static func box(
        for name: String, in configuration: Configuration = bar, scale: SymbolScale? = nil, pointSize: Double? = nil
    ) -> SymbolBoxes.Box? {
        guard let glyph = glyph(name, scale: scale ?? configuration.scale) else { return nil }
        let size = pointSize ?? configuration.pointSize
        let k = size / SymbolFontMetrics.unitsPerEm
        let inkWidth = (glyph.right - glyph.left) * k + inkSpread
        let centreY = centreAboveBaseline(at: size, in: configuration)
        // UIKit centres the glyph's advance: the ink sits off centre by half its side bearings' difference.
        let offsetX = (glyph.left - (glyph.advance - glyph.right)) / 2 * k
        return SymbolBoxes.Box(
            width: inkWidth, inkWidth: inkWidth, inkHeight: (glyph.top - glyph.bottom) * k + inkSpread,
            inkOffsetY: centreY - (glyph.bottom + glyph.top) / 2 * k, inkOffsetX: offsetX, provenance: .font)
    }

    /// The middle of the large scale's symbols above their baseline, as a share of the point size: 722.5 of
    /// 2048 units (SF Pro 2020: `plus`, `circle`, `plus.circle` and every circled symbol centre their ink there,
    /// half the cap height, 1443 units).
    public static let largeSymbolMiddle = 722.5 / SymbolFontMetrics.unitsPerEm

    /// How far the row's centre sits above a symbol's baseline at `size` in `configuration`. On an iOS 26
    /// bar (`bar`) the symbols' middle grows with the point size and the 0.33 pt the row's centre sits above
    /// it at 17 pt does not (one pixel at @3x): 6.33 + 0.353 × (size − 17) (#39 session 35, fit: TangoKado's
    /// `plus.circle.fill` at 20 pt 0.17-0.33 pt below the row's centre, PharmaGlossary's circled filter at
    /// 19 pt 0.33; scaling the whole 6.33 put them 0.39 and 0.37; docs/UIKIT.md §10.13). Other
    /// configurations scale in proportion (not measured at other sizes).
    public static func centreAboveBaseline(at size: Double, in configuration: Configuration = bar) -> Double {
        guard configuration == bar else { return configuration.centreAboveBaseline * size / configuration.pointSize }
        return configuration.centreAboveBaseline + largeSymbolMiddle * (size - configuration.pointSize)
    }

    /// The advance of `name` in `configuration` (at `scale` and `pointSize` if the theme set them), or
    /// `nil` when the font data lacks the name: the room a shared navigation-bar capsule gives the
    /// symbol (docs/UIKIT.md §10.13) and the width a view showing the symbol at its own size takes
    /// (docs/UIKIT.md §10.16).
    public static func advance(
        for name: String, in configuration: Configuration = bar, scale: SymbolScale? = nil, pointSize: Double? = nil
    ) -> Double? {
        guard let glyph = glyph(name, scale: scale ?? configuration.scale) else { return nil }
        return glyph.advance * (pointSize ?? configuration.pointSize) / SymbolFontMetrics.unitsPerEm
    }

    /// The median of advance minus ink over the font table's symbols at the bar's 17 pt large scale:
    /// 5.46 pt (3.27 for `trash` to 7.94 for `bookmark.fill`). A symbol the font lacks takes it as its
    /// side bearings (❓ approximate).
    public static let medianSideBearings = 5.46

    /// How much a theme's `scale` changes a symbol's ink against the configuration's scale (the
    /// ratio of the two glyphs' ink heights in the font), or `nil` when the font lacks the name.
    public static func scaleFactor(for name: String, scale: SymbolScale, in configuration: Configuration = bar) -> Double? {
        guard let to = glyph(name, scale: scale), let from = glyph(name, scale: configuration.scale), from.top > from.bottom else {
            return nil
        }
        return (to.top - to.bottom) / (from.top - from.bottom)
    }

    /// Whether the font data has `name`.
    public static func has(_ name: String) -> Bool { SymbolFontMetrics.allGlyphs[name] != nil }

    /// One glyph's advance and ink edges in font units.
    struct Glyph {
        var advance, left, bottom, right, top: Double
    }

    static func glyph(_ name: String, scale: SymbolScale) -> Glyph? {
        guard let scales = SymbolFontMetrics.allGlyphs[name] else { return nil }
        let index =
            switch scale {
            case .small: 0
            case .medium: 1
            case .large: 2
            }
        let v = scales[index].map(Double.init)
        return Glyph(advance: v[0], left: v[1], bottom: v[2], right: v[3], top: v[4])
    }
}
