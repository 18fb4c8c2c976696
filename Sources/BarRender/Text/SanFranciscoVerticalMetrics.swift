/// San Francisco's vertical proportions, in ems, per optical size (SF Pro Text below 20 pt, SF Pro
/// Display from 20 pt), from public metric data and measured on real UIKit renders
/// (docs/UIKIT.md §2.4, "Vertical metrics of the substitution").
struct SanFranciscoVerticalMetrics: Hashable, Sendable {
    /// The height of flat capitals (H, F, M): 1443 of 2048 units in both optical sizes (the
    /// system font's OS/2 table as collected by seek-oss/capsize; measured 12.00 pt at 17 pt and
    /// 23.96 pt at 34 pt).
    let capHeight: Double
    /// The height of flat lowercase letters (x, v, the top of n), overshoot left out.
    let xHeight: Double
    /// The height of lowercase ascenders (b, d, h, l).
    let ascender: Double

    /// SF Pro Text (below 20 pt): the x-height 0.534 em (flat lowercase tops measured 0.19 pt under
    /// Inter's at 17 pt, on iOS 13 and iOS 26 renders alike; v 9.07 pt), ascenders above the
    /// capitals (b, d, h, l: 12.59 pt at 17 pt, 0.7406 em).
    static let text = SanFranciscoVerticalMetrics(capHeight: 1443.0 / 2048, xHeight: 0.534, ascender: 0.7406)
    /// SF Pro Display (20 pt and up): ascenders at the capitals' height (d and F both 23.96 pt at
    /// 34 pt), a taller x-height (the top of e 18.16 pt above the baseline at 34 pt, less Inter
    /// Display's overshoot: 0.5263 em).
    static let display = SanFranciscoVerticalMetrics(capHeight: 1443.0 / 2048, xHeight: 0.5263, ascender: 1443.0 / 2048)

    /// The optical size UIKit's system font uses at `size` points (docs/UIKIT.md §2.4).
    static func forSize(_ size: Double) -> SanFranciscoVerticalMetrics { size < 20 ? .text : .display }
}
