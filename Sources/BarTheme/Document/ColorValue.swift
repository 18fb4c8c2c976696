/// A colour as a theme declares it: one fixed colour, a light/dark pair resolved per
/// `userInterfaceStyle` (UIKit's dynamic colours, iOS 13+), a pair with high-contrast variants
/// for Increase Contrast (`accessibilityContrast`, docs/UIKIT.md §16.1), or a system colour by its
/// name, whose values the era's system palette gives (docs/UIKIT.md §2.3a).
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    /// The same colour in light and dark mode.
    case fixed(RGBAColor)
    /// One colour in light mode and another in dark mode.
    case dynamic(light: RGBAColor, dark: RGBAColor)
    /// Light and dark colours, each with a variant for Increase Contrast.
    case contrasting(light: RGBAColor, dark: RGBAColor, lightHighContrast: RGBAColor, darkHighContrast: RGBAColor)
    /// A UIKit system colour (`systemBlue`, `label`): its values are the palette's of the era the
    /// colour is drawn in (`SystemPalette`), as `UIColor.systemBlue` is the running release's.
    case system(SystemColorName)

    /// The colour for one interface style and contrast, a system colour's from `palette`.
    public func resolved(for style: UserInterfaceStyle, contrast: ColorContrast = .normal, palette: SystemPalette) -> RGBAColor {
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
        case .system(let name): return palette.resolve(name, style, contrast: contrast)
        }
    }

    /// The simplest case with the same colours: `.dynamic` when no high-contrast variant differs.
    public var simplified: ColorValue {
        guard case .contrasting(let light, let dark, let lightHigh, let darkHigh) = self else { return self }
        return light == lightHigh && dark == darkHigh ? .dynamic(light: light, dark: dark) : self
    }

    /// Whether this is one colour in every style and contrast.
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }

    /// The colour, `{ light: …, dark: … }`, `{ light: …, dark: …, lightHighContrast: …, darkHighContrast: … }`
    /// or a system colour's name.
    public var description: String {
        switch self {
        case .fixed(let color): return color.description
        case .dynamic(let light, let dark): return "{ light: \(light), dark: \(dark) }"
        case .contrasting(let light, let dark, let lightHigh, let darkHigh):
            return "{ light: \(light), dark: \(dark), lightHighContrast: \(lightHigh), darkHighContrast: \(darkHigh) }"
        case .system(let name): return name.rawValue
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
