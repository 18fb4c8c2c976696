/// Letter-spacing per font size. UIKit's system font applies San Francisco's size-specific
/// tracking by itself; FreeType does not, so BarTheme applies it explicitly (docs/UIKIT.md §2.4, §8 #15).
///
/// Values: 17 pt → −0.41 pt and 34 pt → +0.41 pt (Flutter's constants, derived from Apple's design
/// resources; docs/UIKIT.md §2.4). Sizes between are interpolated linearly, sizes outside take the nearest
/// entry (an approximation, ❓ until Apple's table is consulted).
public enum TrackingTable {
    static let entries: [(size: Double, tracking: Double)] = [(17, -0.41), (34, 0.41)]

    /// The letter spacing in points for text of `size` points.
    public static func tracking(forSize size: Double) -> Double {
        guard let first = entries.first, let last = entries.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        for (a, b) in zip(entries, entries.dropFirst()) where size <= b.size {
            let t = (size - a.size) / (b.size - a.size)
            return a.tracking + t * (b.tracking - a.tracking)
        }
        return last.tracking
    }

    /// How much further in than the stand-in's San Francisco's first letter starts its ink, at the
    /// same origin, per size and weight of the system font: the stand-in's glyphs keep their own
    /// side bearings, so a leading-aligned text is shifted by this (docs/UIKIT.md §10.14).
    ///
    /// 34 pt bold (the large title): +0.62 pt, fitted on NetNewsWire 7's "Feeds" (390 and 440 pt,
    /// light and dark: the F's ink at 2.00 pt from the origin in UIKit, 1.38 in Inter Display Bold;
    /// one app, one letter; ivibe's "Titles", a check-half app, lands exactly). Other sizes and weights: 0 (not
    /// measured). Left-to-right layouts only: the offset is a Latin letter's bearing.
    static let leadingInkEntries: [(size: Double, weight: FontWeight, offset: Double)] = [(34, .bold, 0.62)]

    /// The shift for `font`: the fitted entry of its size and weight when `font` is the system font
    /// (or the large title's stand-in, Inter Display), else 0 (a font the theme names by file or
    /// family is drawn with its own bearings).
    public static func leadingInkOffset(for font: FontDescriptor) -> Double {
        guard font.file == nil, font.family == "system" || font == FontDescriptor.defaultLargeTitle else { return 0 }
        return leadingInkEntries.first { $0.size == font.size && $0.weight == font.weight }?.offset ?? 0
    }
}
