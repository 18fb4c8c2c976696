/// The tab bar's geometry as pure functions of the bar's size and the tabs (docs/UIKIT.md §18):
/// which item layout applies, where each tab's slot is, and, in `ios26`, the floating capsule,
/// the selection pill, the search tab's circle and the bottom accessory. No text or images: the
/// tab bar's parts (`TabItemPart`, `TabBadgePart`, `GlassTabBarPart`) place content in these frames.
public enum TabBarGeometry {
    /// The item layout UIKit picks (docs/UIKIT.md §18.2): compact height → `compactInline`,
    /// regular width (an iPad, or 414+ pt landscape) → `inline`, else `stacked`.
    public static func itemLayout(idiom: UserInterfaceIdiom, width: Double, compactHeight: Bool) -> TabBarItemLayout {
        if compactHeight { return idiom == .pad ? .inline : .compactInline }
        if idiom == .pad || width >= TraitEnvironment.regularWidth { return .inline }
        return .stacked
    }

    /// The bar's height above the safe-area inset for a layout and idiom (docs/UIKIT.md §18.2).
    public static func barHeight(layout: TabBarItemLayout, idiom: UserInterfaceIdiom) -> Double {
        if idiom == .pad { return TabBarMetrics.padBarHeight }
        return layout == .compactInline ? TabBarMetrics.compactBarHeight : TabBarMetrics.phoneBarHeight
    }

    /// `automatic` resolved by idiom: `fill` on a phone, `centered` on an iPad.
    public static func positioning(_ declared: TabBarItemPositioning, idiom: UserInterfaceIdiom) -> TabBarItemPositioning {
        guard declared == .automatic else { return declared }
        return idiom == .pad ? .centered : .fill
    }

    /// Each tab's slot across a bar `barWidth` wide, leading to trailing, left to right (the layout
    /// is mirrored whole for right to left, `Mirroring`). `fill` shares the width equally
    /// (measured, §18.2); `centered` gives each item `itemWidth` (or its content plus padding, at
    /// least the minimum) with `itemSpacing` between them, the group centred.
    public static func slots(
        count: Int, barWidth: Double, positioning: TabBarItemPositioning,
        itemWidth: Double? = nil, itemSpacing: Double? = nil, contentWidths: [Double] = []
    ) -> [ClosedRange<Double>] {
        guard count > 0 else { return [] }
        if positioning != .centered {
            let width = barWidth / Double(count)
            return (0..<count).map { Double($0) * width...Double($0 + 1) * width }
        }
        let spacing = positive(itemSpacing) ?? TabBarMetrics.centredItemSpacing
        let widths = (0..<count).map { index -> Double in
            if let fixed = positive(itemWidth) { return fixed }
            let content = index < contentWidths.count ? contentWidths[index] : 0
            return max(content + 2 * TabBarMetrics.centredItemPadding, TabBarMetrics.centredMinimumItemWidth)
        }
        let total = widths.reduce(0, +) + spacing * Double(count - 1)
        var x = (barWidth - total) / 2
        return widths.map { width in
            defer { x += width + spacing }
            return x...x + width
        }
    }

    /// A badge's frame for an image box and the badge text's width (docs/UIKIT.md §18.3): at
    /// least as wide as tall, its leading edge right of the image's centre, `adjustment` added (left
    /// to right; mirrored with the whole layout for right to left).
    public static func badgeFrame(imageBox: Rect, itemTop: Double, textWidth: Double, adjustment: Offset, glass: Bool = false) -> Rect {
        let height = TabBarMetrics.badgeHeight
        let width = textWidth == 0 ? height : max(height, textWidth + 2 * TabBarMetrics.badgeTextPadding)
        // On the iOS 26 capsule the badge sits further right (docs/UIKIT.md §18.6, one app).
        let x = imageBox.midX + (glass ? TabBarMetrics.glassBadgeOffsetX : TabBarMetrics.badgeOffsetX) + adjustment.x
        return Rect(x: x, y: itemTop + TabBarMetrics.badgeTop + adjustment.y, width: width, height: height)
    }

    /// A box of `size` centred on (`x`, `y`).
    public static func box(centredAt x: Double, _ y: Double, size: Double) -> Rect {
        Rect(x: x - size / 2, y: y - size / 2, width: size, height: size)
    }

    private static func positive(_ value: Double?) -> Double? {
        guard let value, value > 0 else { return nil }
        return value
    }
}
