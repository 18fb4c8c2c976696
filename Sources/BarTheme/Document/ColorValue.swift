/// A colour as a theme declares it: one fixed colour, or a light/dark pair resolved per
/// `userInterfaceStyle` (UIKit's dynamic colours, iOS 13+).
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    /// The same colour in light and dark mode.
    case fixed(RGBAColor)
    /// One colour in light mode and another in dark mode.
    case dynamic(light: RGBAColor, dark: RGBAColor)

    /// The colour for one interface style.
    public func resolved(for style: UserInterfaceStyle) -> RGBAColor {
        switch self {
        case .fixed(let color): return color
        case .dynamic(let light, let dark): return style == .dark ? dark : light
        }
    }

    /// The colour, or `{ light: …, dark: … }`.
    public var description: String {
        switch self {
        case .fixed(let color): return color.description
        case .dynamic(let light, let dark): return "{ light: \(light), dark: \(dark) }"
        }
    }
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
