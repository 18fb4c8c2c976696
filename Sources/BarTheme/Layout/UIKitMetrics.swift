/// UIKit's bar geometry in points, each number from docs/UIKIT.md (§1).
public enum UIKitMetrics {
    /// Bar content height for `.default` metrics (docs/UIKIT.md §1.1).
    public static let defaultBarHeight = 44.0
    /// Bar content height at regular width (iPad) with `.default` metrics, iOS 12 SDK and later
    /// (docs/UIKIT.md §1.1: 50 pt, six points more than before).
    public static let regularWidthBarHeight = 50.0
    /// Bar content height for `.compact` metrics, iPhone landscape (docs/UIKIT.md §1.1).
    public static let compactBarHeight = 32.0
    /// The status-bar height of a home-button iPhone (docs/UIKIT.md §1.2); a scene's default is its
    /// device's (`StatusBarMetrics`).
    public static let defaultStatusBarHeight = 20.0
    /// The bar's own content inset from each edge (docs/UIKIT.md §1.4, §8 #11).
    public static let contentInset = 8.0
    /// Extra inner padding of a text bar button, so its glyphs start 16 pt from the edge (docs/UIKIT.md §1.4).
    public static let textItemPadding = 8.0
    /// Gap between the title and the nearest item (docs/UIKIT.md §1.4).
    public static let titleItemGap = 6.0
    /// Back chevron size (docs/UIKIT.md §1.4: 13 × 21 pt).
    public static let chevronWidth = 13.0
    /// Back chevron height.
    public static let chevronHeight = 21.0
    /// Back chevron left edge (docs/UIKIT.md §1.4: x = 8).
    public static let chevronX = 8.0
    /// Gap between the chevron and the back title (docs/UIKIT.md §1.4).
    public static let chevronTitleGap = 6.0

    /// The prompt band above the buttons (docs/UIKIT.md §1.6: 30 pt, ❓ working value).
    public static let promptBandHeight = 30.0
    /// The large-title band below the bar (docs/UIKIT.md §1.5).
    public static let largeTitleBandHeight = 52.0
    /// The large-title band at a Dynamic Type size: it grows with the `.largeTitle` text style,
    /// 52 pt at the default `large` plus the font's line growth (1.2 × the size change;
    /// docs/UIKIT.md §16.4, approximate).
    public static func largeTitleBandHeight(for size: ContentSizeCategory) -> Double {
        largeTitleBandHeight + (size.largeTitleSize - ContentSizeCategory.large.largeTitleSize) * 1.2
    }
    /// Large title text: bottom 8 pt above the band's bottom (docs/UIKIT.md §1.5), for a measurer
    /// that does not know the baseline.
    public static let largeTitleBottomPadding = 8.0
    /// Large title baseline: 16 pt above the band's bottom (docs/UIKIT.md §1.5; measured 79.9-80.0 pt
    /// in a 96 pt bar on iOS 11.2 and 17).
    public static let largeTitleBaselineInset = 16.0
    /// Large title leading inset: 16 in compact width, 20 in regular (docs/UIKIT.md §1.5, ❓ for 20).
    public static func largeTitleInset(width: Double) -> Double { width >= TraitEnvironment.regularWidth ? 20 : 16 }
    /// The bar's content inset: 8, or 12 on 414 pt+ widths so items sit 20 pt in (docs/UIKIT.md §1.4).
    public static func contentInset(width: Double) -> Double { width >= 414 ? 12 : 8 }
    /// Side of a system item's vector icon box (SF Symbols at the bar's 17 pt text size are about 22-24 pt).
    public static let iconSize = 24.0
    /// The `add` item's glyph box from `ios13` on: the SF Symbols `plus`, whose ink (17.67 pt square,
    /// 1.625 pt stroke, round ends) sits 2.0 pt inside the box on each side, measured on an iOS 13
    /// render (docs/UIKIT.md §1.4.1, docs/FIDELITY.md).
    public static let symbolPlusBoxSize = 21.67
    /// The SF Symbols `plus` ink's side (cap tip to cap tip), measured (docs/UIKIT.md §1.4.1).
    public static let symbolPlusInkSize = 17.67
    /// The SF Symbols `plus` stroke width, measured: 4.85-4.88 px of coverage across an arm at @3x.
    public static let symbolPlusStrokeWidth = 1.625

    /// Whether the `add` item is drawn as the measured SF Symbols `plus` (`ios13`, `ios15`).
    public static func drawsSymbolPlus(in era: Era) -> Bool { era == .ios13 || era == .ios15 }

    /// The glyph box of a system item's icon: the measured SF Symbols `plus` for `add` in the
    /// `ios13` and `ios15` eras; BarTheme's 24 pt box otherwise (`ios7`'s glyphs and `ios26` are not
    /// measured, docs/UIKIT.md §1.4.1).
    public static func iconBox(for item: SystemItem, era: Era) -> Size {
        if item == .add, drawsSymbolPlus(in: era) { return Size(width: symbolPlusBoxSize, height: symbolPlusBoxSize) }
        return Size(width: iconSize, height: iconSize)
    }

    /// The room a system item's icon takes in its item before the padding: its glyph box, but in the
    /// `ios15` era (iOS 15-18) the `add` item's is the SF Symbols `plus`'s advance (22.93 pt at the
    /// bar's 17 pt large scale), the 21.67 pt glyph box centred on it, so its ink starts 2.63 pt inside
    /// the margin: smoke0030/Tracker's leading `.add` (older table, fit; iOS 16-18, 393 pt) has its ink
    /// at 18.67-36.33 pt (docs/UIKIT.md §3.9.1). `ios13` keeps the box its iOS 13 render gave (2.0 pt
    /// inside, §1.4.1).
    public static func iconRoom(for item: SystemItem, era: Era) -> Size {
        let box = iconBox(for: item, era: era)
        guard item == .add, era == .ios15 else { return box }
        return Size(width: SymbolImage(name: "plus").advance, height: box.height)
    }

    /// The bar's button band height for a metrics value; prompt metrics add the prompt band above.
    public static func barHeight(for metrics: BarMetrics) -> Double {
        metrics.isCompact ? compactBarHeight : defaultBarHeight
    }

    /// An iPad's navigation bar band in the `ios26` era: its 44 pt item row is centred 30 pt below
    /// the bar's top (measured, #39: the glass circles at 32-76 pt and the title's baseline at 60.5 pt
    /// under a 24 pt status bar, 1024 and 1032 pt 13" iPads, Bindicator, one app; docs/UIKIT.md
    /// §10.14), so the band is taken as 60 pt (❓ the bar's bottom edge is not visible on the captures).
    public static let liquidGlassPadBarHeight = 60.0

    /// The band height for a render: 50 pt on an iPad from the `ios13` era on (a navigation bar's 60 in `ios26`, above; ❓ a toolbar keeps 50),
    /// whose SDKs (iOS 12 and later) made iPad bars taller, whatever the bar's width (a 320 pt
    /// split-view column measured 50 on iPadOS 17.4); 44 on a phone whatever its width (an
    /// iPad-sized render in a phone process); 32 with compact metrics (docs/UIKIT.md §1.1). The
    /// `ios7` era draws the 44 pt bars of iOS 7-11. The device is the scene's `userInterfaceIdiom`,
    /// else read from the width (`TraitEnvironment.idiom(of:)`).
    public static func barHeight(for metrics: BarMetrics, idiom: UserInterfaceIdiom, era: Era, bar: BarKind = .navigationBar) -> Double {
        if !metrics.isCompact, idiom == .pad, era.usesLiquidGlass, bar == .navigationBar { return liquidGlassPadBarHeight }
        if !metrics.isCompact, idiom == .pad, era != .ios7 { return regularWidthBarHeight }
        return barHeight(for: metrics)
    }
}
