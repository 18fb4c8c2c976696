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
}
