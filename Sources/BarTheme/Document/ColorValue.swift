/// A colour as a theme declares it: one fixed colour, or a light/dark pair resolved per
/// `userInterfaceStyle` (UIKit's dynamic colours, iOS 13+).
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    case fixed(RGBAColor)
    case dynamic(light: RGBAColor, dark: RGBAColor)

    /// The colour for one interface style.
    public func resolved(for style: UserInterfaceStyle) -> RGBAColor {
        switch self {
        case .fixed(let color): return color
        case .dynamic(let light, let dark): return style == .dark ? dark : light
        }
    }

    public var description: String {
        switch self {
        case .fixed(let color): return color.description
        case .dynamic(let light, let dark): return "{ light: \(light), dark: \(dark) }"
        }
    }
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}
