/// The worst contrast of one foreground colour against a bar background over the interface
/// styles checked, and the words a warning uses to describe it.
struct ContrastFinding {
    let ratio: Double
    let minimum: Double
    let foreground: RGBAColor
    let background: RGBAColor
    let style: UserInterfaceStyle
    /// Normal contrast, or Increase Contrast (docs/UIKIT.md §16.1).
    var contrast: ColorContrast = .normal

    /// The styles a theme is checked in: light and dark when the era has dark mode.
    static func styles(for defaults: EraDefaults) -> [UserInterfaceStyle] {
        defaults.supportsDarkMode ? [.light, .dark] : [.light]
    }

    /// The lowest-contrast style whose ratio is under `minimum`, or `nil` when every style passes
    /// (or no background can be estimated). `colors` gives (foreground, background) per style.
    static func worst(
        minimum: Double, styles: [UserInterfaceStyle], contrast: ColorContrast = .normal,
        _ colors: (UserInterfaceStyle) -> (foreground: RGBAColor, background: RGBAColor)?
    ) -> ContrastFinding? {
        var worst: ContrastFinding?
        for style in styles {
            guard let (foreground, background) = colors(style) else { continue }
            let visible = foreground.over(background)
            let ratio = WCAGContrast.ratio(visible, background)
            if ratio < minimum, worst == nil || ratio < worst!.ratio {
                worst = ContrastFinding(
                    ratio: ratio, minimum: minimum, foreground: foreground, background: background, style: style, contrast: contrast)
            }
        }
        return worst
    }

    /// "#FFFFFF on the bar background #2589C0 (estimated) has a contrast of 3.8:1 in light mode,
    /// under the 4.5:1 WCAG asks for".
    var sentence: String {
        "\(foreground) on the bar background \(background) (estimated) has a contrast of \(WCAGContrast.format(ratio, minimum: minimum)) in \(style.rawValue) mode\(contrast == .high ? " with Increase Contrast" : ""), under the \(ParseContext.format(minimum)):1 WCAG asks for"
    }
}
