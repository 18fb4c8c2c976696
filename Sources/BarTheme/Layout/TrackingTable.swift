/// Letter-spacing per font size. UIKit's system font applies San Francisco's size-specific
/// tracking by itself; FreeType does not, so BarTheme applies it explicitly (docs/UIKIT.md §2.4).
///
/// Where Inter stands in for San Francisco (`FontDescriptor.standsInForSanFrancisco`), the
/// tracking is San Francisco's own: the `trak` table of SF Pro Text (below 20 pt) or SF Pro Display
/// (from 20 pt), the same in all nine weights, plus the correction UIKit's bars show over it
/// (`barCorrection`). The renderer lays the text out on San Francisco's advances with it
/// (BarRender's `SanFranciscoWidths`, whose table holds the same `trak` entries; a test keeps them
/// equal). A theme's own font files take no tracking (measured, two fit apps, docs/UIKIT.md §2.4);
/// a pinned family named by a theme keeps `entries`.
public enum TrackingTable {
    /// For a pinned family a theme names (`Inter` by name) that is not the system font's stand-in:
    /// 17 pt → −0.41 pt and 34 pt → +0.41 pt (Flutter's constants for San Francisco), linear
    /// between, the nearest entry outside (an approximation: UIKit tracks a font only as its own
    /// tables say). A theme's font file takes none (``tracking(for:)``).
    static let entries: [(size: Double, tracking: Double)] = [(17, -0.41), (34, 0.41)]

    /// SF Pro Text's `trak` table, normal track: point size → tracking in font units (2048 per
    /// em), the same in all nine weights (SF Pro 16.0d18e1; Resources/SanFrancisco/widths.txt).
    public static let textTrack: [(size: Double, units: Double)] = [
        (6, 82), (9, 38), (10, 24), (11, 12), (12, 0), (13, -12), (14, -22), (15, -32), (16, -40), (17, -47),
        (20, -55), (22, -60), (28, -66), (32, -68), (36, -70), (50, -78), (64, -86), (80, -92), (100, -92), (138, -92),
    ]

    /// SF Pro Display's `trak` table, normal track (as ``textTrack``).
    public static let displayTrack: [(size: Double, units: Double)] = [
        (6, 174), (9, 130), (10, 116), (11, 104), (12, 92), (13, 80), (14, 70), (15, 60), (16, 52), (17, 45),
        (20, 37), (22, 32), (28, 26), (32, 24), (36, 22), (50, 14), (64, 6), (80, 0), (100, 0), (138, 0),
    ]

    /// San Francisco's optical sizes: SF Pro Text below this size, SF Pro Display from it.
    public static let displayFromSize = 20.0

    /// How much tighter than the `trak` table UIKit's bars space San Francisco, per letter gap
    /// (points, linear between sizes, the nearest entry outside): fitted on the fit half's words
    /// of the iOS 26 corpus (docs/FIDELITY.md "Session 8: text widths"; Scripts/lib/fidelity_words.py
    /// keeps the same numbers): 17 pt −0.061 (YOM, Bindicator, DNSChat, BidoneDemo titles), 34 pt
    /// −0.043 (NetNewsWire, BidoneDemo large titles), 15 pt 0 (Bindicator, NetNewsWire). **Approx.**
    /// at other sizes (none measured).
    static let barCorrection: [(size: Double, points: Double)] = [(15, 0), (17, -0.061), (34, -0.043)]

    /// The letter spacing in points for text in `font`: San Francisco's where Inter stands in for
    /// it, none for a theme's own font (a font file, or a family `fontFiles:` provides: UIKit tracks it
    /// only as its own `trak` table says, and the corpus's custom fonts have none, docs/UIKIT.md §2.4),
    /// else ``tracking(forSize:)``.
    public static func tracking(for font: FontDescriptor) -> Double {
        if font.standsInForSanFrancisco { return sanFranciscoTracking(size: font.size) }
        if font.file != nil || !font.faces.isEmpty { return 0 }
        return tracking(forSize: font.size)
    }

    /// San Francisco's tracking at `size` points as UIKit's bars draw it: the optical size's `trak`
    /// value plus `barCorrection`.
    public static func sanFranciscoTracking(size: Double) -> Double {
        let track = size < displayFromSize ? textTrack : displayTrack
        return interpolate(track.map { ($0.size, $0.units) }, at: size) * size / 2048
            + interpolate(barCorrection.map { ($0.size, $0.points) }, at: size)
    }

    /// The letter spacing in points for a font that is not the system font's stand-in, `size` points.
    public static func tracking(forSize size: Double) -> Double {
        interpolate(entries.map { ($0.size, $0.tracking) }, at: size)
    }

    /// `table`'s value at `x`: linear between entries (sorted by x), the nearest entry outside.
    static func interpolate(_ table: [(x: Double, y: Double)], at x: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if x <= first.x { return first.y }
        if x >= last.x { return last.y }
        for (a, b) in zip(table, table.dropFirst()) where x <= b.x {
            return a.y + (x - a.x) / (b.x - a.x) * (b.y - a.y)
        }
        return last.y
    }
}
