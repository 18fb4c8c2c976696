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
        let dark = style == .dark
        switch era {
        case .ios7:
            return Colors(
                fill: RGBAColor(r: 118, g: 118, b: 128, alpha: 0.135), placeholder: RGBAColor(r: 142, g: 142, b: 147, alpha: 1),
                text: RGBAColor(r: 0, g: 0, b: 0, alpha: 1))
        case .ios13, .ios15, .ios26:
            return Colors(
                fill: RGBAColor(r: 118, g: 118, b: 128, alpha: dark ? 0.24 : 0.12),
                placeholder: dark ? RGBAColor(r: 235, g: 235, b: 245, alpha: 0.6) : RGBAColor(r: 60, g: 60, b: 67, alpha: 0.6),
                text: dark ? RGBAColor(r: 255, g: 255, b: 255, alpha: 1) : RGBAColor(r: 0, g: 0, b: 0, alpha: 1))
        }
    }
}
