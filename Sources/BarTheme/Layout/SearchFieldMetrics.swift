/// The navigation-bar search field's geometry and colours (docs/UIKIT.md §13.2, §13.3): measured on an
/// iOS 12 render (R-S1) unless a comment says approximate.
public enum SearchFieldMetrics {
    /// The stacked search row's height (R-S1: the hairline moves from 140.0 to 192.0 pt).
    public static let rowHeight = 52.0
    /// The field's height (R-S1: 141.0-177.0 pt).
    public static let fieldHeight = 36.0
    /// The field's top below the row's top (R-S1: 1 pt).
    public static let fieldTopInset = 1.0
    /// Corner radius before `ios26` (fitted to R-S1's anti-aliased corner); `ios26` draws a capsule (approx.).
    public static let cornerRadius = 10.0
    /// The magnifying glass's ink box: 14 pt square, 8 pt in from the field's leading edge, centred on it.
    public static let glassSize = 14.0
    /// The glass's inset from the field's leading edge.
    public static let glassInset = 8.0
    /// Where the text's origin starts from the field's leading edge (R-S1: ink from 30.0 pt, less about
    /// half a point of side bearing).
    public static let textInset = 29.5
    /// The text's baseline below the field's top (R-S1: 164.5 pt in a field from 141.0).
    public static let baselineInset = 23.5
    /// Room kept free at the field's trailing end.
    public static let trailingInset = 8.0
    /// The placeholder's and text's size, regular weight.
    public static let textSize = 17.0

    // MARK: A navigation bar's stacked field in `ios26` (docs/UIKIT.md §10.14, §13.5)

    /// The field's height on Liquid Glass: a 44 pt capsule (measured, #39 session 24, three fit apps
    /// agree: Marks at 440 pt light, HealStack's Library at 414 pt dark, Checkpoint's Game Catalog at
    /// 440 pt dark; its top 1 pt below the row's top, `fieldTopInset`, as before).
    public static let glassFieldHeight = 44.0
    /// The magnifier's ink box on Liquid Glass: 16.33 pt square (the same three apps).
    public static let glassFieldGlassSize = 16.33
    /// The magnifier's ink from the field's leading edge on Liquid Glass (measured: 14.00 pt, the same three).
    public static let glassFieldGlassInset = 14.0
    /// The magnifier's centre above the field's on Liquid Glass (measured: its ink 13.67-30.00 pt below
    /// the top of a 44 pt field, the same three).
    public static let glassFieldGlassRaise = 0.17
    /// Where the text's origin starts from the field's leading edge on Liquid Glass: its ink from
    /// 40.33 pt (measured, the same three, each placeholder starting with an "S"), less the stand-in
    /// font's side bearing of the "S" (0.84 pt at 17 pt, as `toolbarTextInset`).
    public static let glassFieldTextInset = 39.49
    /// The text's baseline below the field's top on Liquid Glass (measured: 28.67 pt on Marks and
    /// HealStack; Checkpoint's "Search games" cap top agrees).
    public static let glassFieldBaselineInset = 28.67

    // MARK: In an iOS 26 iPhone's floating toolbar (docs/UIKIT.md §10.7)

    /// The magnifier's ink box in the toolbar's field (measured, R10 timeline, 390 and 440 pt, light
    /// and dark: 16.33 pt square, centred on the 48 pt capsule).
    public static let toolbarGlassSize = 16.33
    /// The magnifier's ink from the capsule's leading edge (measured: 20.0 pt, R10).
    public static let toolbarGlassInset = 20.0
    /// The magnifier's centre above the capsule's (measured: 0.33 pt, its ink 17.33-34.0 pt in a
    /// capsule 2-50, on all four captures of R10).
    public static let toolbarGlassRaise = 0.33
    /// The placeholder's origin from the capsule's leading edge (measured: its ink from 47.67 pt, R10,
    /// less the stand-in font's side bearing of the "S", so the ink starts where UIKit's does).
    public static let toolbarTextInset = 46.83
    /// The placeholder's baseline below the capsule's top (measured: 30.33 pt, R10; SF Pro 17 regular,
    /// cap height 12.0).
    public static let toolbarBaselineInset = 30.33
    /// Room kept free at the toolbar field's trailing end (approx.: the capsule's radius' worth of room
    /// is not measured, the placeholder on R10 is short).
    public static let toolbarTrailingInset = 16.0

    /// The toolbar field's colours (measured, R10): the placeholder (108,108,109) in light, (173,173,174)
    /// in dark (±4 over the four captures, glass over varying content); the magnifier label black,
    /// (244,244,244) in dark; typed text label (approx.).
    public static func toolbarColors(style: UserInterfaceStyle) -> Colors {
        style == .dark
            ? Colors(
                fill: RGBAColor(r: 0, g: 0, b: 0, alpha: 0), placeholder: RGBAColor(r: 173, g: 173, b: 174, alpha: 1),
                text: RGBAColor(r: 255, g: 255, b: 255, alpha: 1))
            : Colors(
                fill: RGBAColor(r: 0, g: 0, b: 0, alpha: 0), placeholder: RGBAColor(r: 108, g: 108, b: 109, alpha: 1),
                text: RGBAColor(r: 0, g: 0, b: 0, alpha: 1))
    }

    /// The toolbar field's magnifier colour (measured, R10): label black in light, (244,244,244) in dark.
    public static func toolbarGlassColor(style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(r: 244, g: 244, b: 244, alpha: 1) : RGBAColor(r: 0, g: 0, b: 0, alpha: 1)
    }

    /// The colours of a field in `era` for `style`: fill, placeholder and glass, typed text.
    public struct Colors: Hashable, Sendable {
        /// The field's fill.
        public let fill: RGBAColor
        /// The placeholder's and the magnifying glass's colour.
        public let placeholder: RGBAColor
        /// Typed text.
        public let text: RGBAColor
    }

    /// `ios7` (iOS 11-12): (118,118,128) at 13.5 % gives R-S1's (231,231,233) over the (249,249,249)
    /// bar; glass and placeholder (142,142,147) measured. Later eras: tertiarySystemFill and
    /// secondaryLabel by style (approx., Apple's semantic colours, not measured).
    public static func colors(era: Era, style: UserInterfaceStyle) -> Colors {
        switch era {
        case .ios7:
            return Colors(
                fill: RGBAColor(r: 118, g: 118, b: 128, alpha: 0.135), placeholder: RGBAColor(r: 142, g: 142, b: 147, alpha: 1),
                text: RGBAColor(r: 0, g: 0, b: 0, alpha: 1))
        case .ios13, .ios15, .ios26:
            let palette = era.defaults.palette
            return Colors(
                fill: palette.resolve(.tertiarySystemFill, style), placeholder: palette.resolve(.secondaryLabel, style),
                text: palette.resolve(.label, style))
        }
    }
}
