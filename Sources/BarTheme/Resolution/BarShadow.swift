/// What UIKit draws as a bar's shadow line (docs/UIKIT.md §1.3, §3.4).
public enum BarShadow: Hashable, Sendable, CustomStringConvertible {
    /// The default one-physical-pixel hairline in a colour.
    case hairline(RGBAColor)
    /// A custom shadow image, stretched along the bar's width; tinted when `tint` is given
    /// (a template image in an iOS 13 appearance object, docs/UIKIT.md §3.4).
    case image(ResolvedImage, tint: RGBAColor?)
    /// No shadow line.
    case none

    /// The shadow as `explain` prints it.
    public var description: String {
        switch self {
        case .hairline(let color): return "hairline \(color)"
        case .image(let image, let tint): return "image \(image)" + (tint.map { " tinted \($0)" } ?? "")
        case .none: return "none"
        }
    }
}

/// The back button's indicator: the system chevron or the theme's image (docs/UIKIT.md §3.5).
public enum BackIndicator: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's chevron.
    case chevron
    /// The theme's `backIndicatorImage`.
    case image(ResolvedImage)

    /// The indicator as `explain` prints it.
    public var description: String {
        switch self {
        case .chevron: return "system chevron"
        case .image(let image): return "image \(image)"
        }
    }
}
