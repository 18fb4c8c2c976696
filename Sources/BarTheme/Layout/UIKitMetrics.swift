/// UIKit's bar geometry in points, each number from `spec/UIKIT-BARS.md`.
public enum UIKitMetrics {
    /// Bar content height for `.default` metrics (spec §1.1).
    public static let defaultBarHeight = 44.0
    /// Bar content height for `.compact` metrics, iPhone landscape (spec §1.1).
    public static let compactBarHeight = 32.0
    /// Default status-bar height a `topAttached` background extends under (spec §1.2, pre-X iPhones).
    public static let defaultStatusBarHeight = 20.0
    /// The bar's own content inset from each edge (spec §1.4, §8 #11).
    public static let contentInset = 8.0
    /// Extra inner padding of a text bar button, so its glyphs start 16 pt from the edge (spec §1.4).
    public static let textItemPadding = 8.0
    /// Gap between adjacent bar items (spec §1.4, fixed-space default).
    public static let interItemSpacing = 8.0
    /// Gap between the title and the nearest item (spec §1.4).
    public static let titleItemGap = 6.0
    /// Back chevron size (spec §1.4: 13 × 21 pt).
    public static let chevronWidth = 13.0
    public static let chevronHeight = 21.0
    /// Back chevron left edge (spec §1.4: x = 8).
    public static let chevronX = 8.0
    /// Gap between the chevron and the back title (spec §1.4).
    public static let chevronTitleGap = 6.0

    /// The bar content height for a metrics value (prompt metrics are issue #5; their band is not drawn yet).
    public static func barHeight(for metrics: BarMetrics) -> Double {
        metrics.isCompact ? compactBarHeight : defaultBarHeight
    }
}
