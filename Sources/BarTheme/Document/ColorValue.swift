/// A colour as a theme declares it: one fixed colour, a light/dark pair resolved per
/// `userInterfaceStyle` (UIKit's dynamic colours, iOS 13+), or a pair with high-contrast variants
/// for Increase Contrast (`accessibilityContrast`, docs/UIKIT.md §16.1).
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    /// The same colour in light and dark mode.
    case fixed(RGBAColor)
    /// One colour in light mode and another in dark mode.
    case dynamic(light: RGBAColor, dark: RGBAColor)
    /// Light and dark colours, each with a variant for Increase Contrast.
    case contrasting(light: RGBAColor, dark: RGBAColor, lightHighContrast: RGBAColor, darkHighContrast: RGBAColor)

    /// The colour for one interface style at normal contrast.
    public func resolved(for style: UserInterfaceStyle) -> RGBAColor {
        resolved(for: style, contrast: .normal)
    }

    /// The colour for one interface style and contrast.
    public func resolved(for style: UserInterfaceStyle, contrast: ColorContrast) -> RGBAColor {
        switch self {
        case .fixed(let color): return color
        case .dynamic(let light, let dark): return style == .dark ? dark : light
        case .contrasting(let light, let dark, let lightHigh, let darkHigh):
            switch (style, contrast) {
            case (.light, .normal): return light
            case (.dark, .normal): return dark
            case (.light, .high): return lightHigh
            case (.dark, .high): return darkHigh
            }
        }
    }

    /// The simplest case with the same colours: `.dynamic` when no high-contrast variant differs.
    public var simplified: ColorValue {
        guard case .contrasting(let light, let dark, let lightHigh, let darkHigh) = self else { return self }
        return light == lightHigh && dark == darkHigh ? .dynamic(light: light, dark: dark) : self
    }

    /// The colour, `{ light: …, dark: … }` or `{ light: …, dark: …, lightHighContrast: …, darkHighContrast: … }`.
    public var description: String {
        switch self {
        case .fixed(let color): return color.description
        case .dynamic(let light, let dark): return "{ light: \(light), dark: \(dark) }"
        case .contrasting(let light, let dark, let lightHigh, let darkHigh):
            return "{ light: \(light), dark: \(dark), lightHighContrast: \(lightHigh), darkHighContrast: \(darkHigh) }"
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
