/// The UIKit look a render reproduces (docs/UIKIT.md §0.2). Defaults differ per era; they live in
/// `EraDefaults`, one table per era, not in branches through the code.
public enum Era: String, ThemeEnum {
    /// iOS 7-12: flat translucent bars, no dark mode.
    case ios7
    /// iOS 13-14: material backgrounds, dynamic light/dark colours; a nil `scrollEdgeAppearance`
    /// makes only large-title bars transparent at the scroll edge. The default.
    case ios13
    /// iOS 15-18: as `ios13`, but at the scroll edge every navigation bar (and a toolbar) without a
    /// `scrollEdgeAppearance` uses its standard appearance with a transparent background.
    case ios15

    /// The table of defaults for this era.
    public var defaults: EraDefaults {
        switch self {
        case .ios7: return .ios7
        case .ios13: return .ios13
        case .ios15: return .ios15
        }
    }
}
