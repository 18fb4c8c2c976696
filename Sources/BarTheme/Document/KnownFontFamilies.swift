/// The font families a theme may name with `family:`: UIKit's `system` font and the families of
/// the pinned font files BarRender ships (`PinnedFonts`). BarTheme cannot import BarRender, so the
/// list is kept here; a BarRender test checks that the two agree.
public enum KnownFontFamilies {
    /// `system` (UIKit's system font, drawn with the pinned Inter), `Inter`, `Inter Display`.
    public static let names = ["system", "Inter", "Inter Display"]

    /// The weights each family has a pinned face for; other weights are drawn with the nearest
    /// (BarRender's `PinnedFonts.face`). `system` is drawn with Inter.
    public static let weights: [String: [FontWeight]] = [
        "system": FontWeight.allCases,
        "Inter": FontWeight.allCases,
        "Inter Display": [.bold],
    ]

    /// The weight a family is drawn with for a requested weight: the requested one when pinned,
    /// else the nearest (for 500 or more the heavier of two equally near, below the lighter; CSS
    /// font matching, as `PinnedFonts.face` does).
    public static func drawnWeight(family: String, requested: FontWeight) -> FontWeight? {
        guard let available = weights[family], !available.isEmpty else { return nil }
        let wanted = requested.numericValue
        return available.min { a, b in
            let da = abs(a.numericValue - wanted), db = abs(b.numericValue - wanted)
            if da != db { return da < db }
            return wanted >= 500 ? a.numericValue > b.numericValue : a.numericValue < b.numericValue
        }
    }
}
