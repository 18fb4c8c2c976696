/// The name of one of UIKit's system colours (`systemBlue`, `label`, `systemGroupedBackground`):
/// a dynamic colour whose light, dark and high-contrast values come from the system palette of the
/// era a theme is drawn in (`SystemPalette`, docs/UIKIT.md §2.3a), unlike the class colours
/// (`white`, `red`), whose components UIColor.h fixes.
public struct SystemColorName: Hashable, Sendable, CustomStringConvertible {
    /// The name as UIKit spells it, `systemBlue`.
    public let rawValue: String

    /// The system colour `name`, or nil for a class colour or a name UIKit does not have.
    public init?(_ name: String) {
        guard let value = SystemColors.table[name], !value.isFixed else { return nil }
        rawValue = name
    }

    /// A name `SystemColors.table` holds as a dynamic colour (checked by the tests of the palette).
    private init(known name: String) { rawValue = name }

    /// UIKit's blue: the default tint before iOS 26, the selected tab and prominent item of iOS 26.
    public static let systemBlue = SystemColorName(known: "systemBlue")
    /// UIKit's red: a tab's badge.
    public static let systemRed = SystemColorName(known: "systemRed")
    /// The colour of primary text.
    public static let label = SystemColorName(known: "label")
    /// The colour of secondary text (a subtitle, a search field's placeholder and glass).
    public static let secondaryLabel = SystemColorName(known: "secondaryLabel")
    /// The colour of tertiary text (a disabled item).
    public static let tertiaryLabel = SystemColorName(known: "tertiaryLabel")
    /// The colour of a separator that lets content show through (the scroll edge's divider).
    public static let separator = SystemColorName(known: "separator")
    /// The fill of medium-size shapes (a search field, the close button).
    public static let tertiarySystemFill = SystemColorName(known: "tertiarySystemFill")

    /// The name, as a theme writes it.
    public var description: String { rawValue }
}
