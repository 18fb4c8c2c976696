import BarTheme

/// Reshapes a glyph of the pinned Inter vertically so its cap height, x-height and ascender land
/// on San Francisco's where Inter stands in for the system font (docs/UIKIT.md §2.4, "Vertical
/// metrics of the substitution"). Widths are untouched: only heights above (and depths below) the
/// baseline are mapped, piecewise linearly, in font units.
///
/// Heights up to `knee` are scaled by `lower`; above it they go from `kneeTo` at slope `upper`.
struct StandInVerticalMap: Hashable, Sendable {
    let knee: Double
    let lower: Double
    let kneeTo: Double
    let upper: Double

    /// The mapped height of `y` (font units, y up).
    func map(_ y: Double) -> Double {
        y <= knee ? y * lower : kneeTo + (y - knee) * upper
    }

    /// The maps for one line. Capitals (and every character that is not a lowercase letter) scale
    /// uniformly so Inter's cap height becomes San Francisco's. Lowercase letters scale up to the
    /// x-height so it lands on San Francisco's and keep their shape above it (t); those whose
    /// ascender ends at Inter's cap height (b, d, h, k, l) are stretched above the x-height so it
    /// reaches San Francisco's ascender; those reaching higher keep their top (``map(for:top:)``).
    /// Nil when the face does not give its cap height and x-height.
    struct Set: Hashable, Sendable {
        let capitals: StandInVerticalMap
        let lowercase: StandInVerticalMap
        let ascenders: StandInVerticalMap
        /// Inter's cap height, font units: where its ascenders end.
        let interCapHeight: Double
        let unitsPerEm: Double

        init?(capHeight: Double, xHeight: Double, unitsPerEm: Double, size: Double) {
            guard capHeight > xHeight, xHeight > 0, unitsPerEm > 0 else { return nil }
            let target = SanFranciscoVerticalMetrics.forSize(size)
            let cap = target.capHeight * unitsPerEm, x = target.xHeight * unitsPerEm, ascender = target.ascender * unitsPerEm
            let capScale = cap / capHeight
            capitals = StandInVerticalMap(knee: capHeight, lower: capScale, kneeTo: cap, upper: capScale)
            lowercase = StandInVerticalMap(knee: xHeight, lower: x / xHeight, kneeTo: x, upper: 1)
            ascenders = StandInVerticalMap(knee: xHeight, lower: x / xHeight, kneeTo: x, upper: (ascender - x) / (capHeight - xHeight))
            interCapHeight = capHeight
            self.unitsPerEm = unitsPerEm
        }

        /// The map for the glyph drawn for `character`, whose outline reaches `top` (font units).
        /// A lowercase glyph reaching above Inter's cap height (the dots of i and j, f, accents)
        /// keeps its top where it is: San Francisco sets those as high as Inter does (the dot of i
        /// 13.0 pt at 17 pt, Inter's 12.96).
        func map(for character: Character, top: Double) -> StandInVerticalMap {
            guard character.isLowercase else { return capitals }
            let tolerance = 0.01 * unitsPerEm
            if abs(top - interCapHeight) <= tolerance { return ascenders }
            guard top > interCapHeight + tolerance else { return lowercase }
            return StandInVerticalMap(
                knee: lowercase.knee, lower: lowercase.lower, kneeTo: lowercase.kneeTo,
                upper: (top - lowercase.kneeTo) / (top - lowercase.knee))
        }
    }

    /// Whether `font` is drawn with Inter standing in for San Francisco
    /// (`FontDescriptor.standsInForSanFrancisco`).
    static func appliesTo(_ font: FontDescriptor) -> Bool {
        font.standsInForSanFrancisco
    }
}
