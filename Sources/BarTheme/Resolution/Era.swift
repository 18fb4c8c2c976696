/// The UIKit look a render reproduces (docs/UIKIT.md §0.2). Defaults differ per era; they live in
/// `EraDefaults`, one table per era, not in branches through the code.
public enum Era: String, ThemeEnum {
    /// iOS 7-12: flat translucent bars, no dark mode.
    case ios7
    /// iOS 13-14: material backgrounds, dynamic light/dark colours; a nil `scrollEdgeAppearance`
    /// makes only large-title bars transparent at the scroll edge.
    case ios13
    /// iOS 15-18: as `ios13`, but at the scroll edge every navigation bar (and a toolbar) without a
    /// `scrollEdgeAppearance` uses its standard appearance with a transparent background.
    case ios15
    /// iOS 26 and later, Liquid Glass (docs/UIKIT.md §10): transparent bars, items on glass
    /// platters. The default for a theme that sets no era.
    case ios26

    /// The era of a theme that sets none: what apps built with today's SDK show.
    public static let themeDefault: Era = .ios26

    /// The era `compatibilityMode: true` (the `UIDesignRequiresCompatibility` Info.plist key)
    /// renders instead of `ios26`: the look of the last SDK before Liquid Glass (docs/UIKIT.md §10.8).
    public static let compatibilityMode: Era = .ios15

    /// The era a theme renders in: `override` (the CLI's `--era`) first, then the theme's `era:`
    /// or `themeDefault`; `compatibilityMode: true` turns `ios26` into ``compatibilityMode``, as the
    /// Info.plist key does on iOS 26 (it changes nothing for an older era), unless the theme's
    /// `xcode:` is one whose SDK ignores the key (``XcodeVersion/ignoresCompatibilityMode``,
    /// docs/UIKIT.md §10.1). The one place this decision is made.
    public static func effective(override: Era? = nil, declared: Era?, compatibilityMode: Bool?, xcode: Int? = nil) -> Era {
        if let override { return override }
        let era = declared ?? themeDefault
        if era == .ios26, compatibilityMode == true, XcodeVersion.honoursCompatibilityMode(xcode) { return Era.compatibilityMode }
        return era
    }

    /// The iOS releases the era stands for, as help texts name them: "iOS 7-12".
    public var releases: String {
        switch self {
        case .ios7: return "iOS 7-12"
        case .ios13: return "iOS 13-14"
        case .ios15: return "iOS 15-18"
        case .ios26: return "iOS 26+, Liquid Glass"
        }
    }

    /// Whether bars use the Liquid Glass design (items on glass platters, no bar background by default).
    public var usesLiquidGlass: Bool { self == .ios26 }

    /// The table of defaults for this era.
    public var defaults: EraDefaults {
        switch self {
        case .ios7: return .ios7
        case .ios13: return .ios13
        case .ios15: return .ios15
        case .ios26: return .ios26
        }
    }
}
