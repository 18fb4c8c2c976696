/// The colour a bar's background shows, estimated for contrast checks. Not a render: no blur, one
/// flat colour per interface style; a background image counts as its average colour (with the
/// renderer's image decoding, else the bar is not estimated).
///
/// - Opaque (`translucent: false`): `barTintColor`, else white / black by style (docs/UIKIT.md §2.1).
/// - Translucent with `barTintColor`: the backdrop, then white(0.97) at 0.5, then the tint at 0.85
///   (the layer model of docs/UIKIT.md §2.2).
/// - Translucent without: the era's material over the backdrop (iOS 13: `#F9F9F9` / `#1D1D1D` at
///   0.94; docs/UIKIT.md §2.1).
/// - The backdrop is the scene's `backdrop`, else white in light mode and black in dark mode.
/// - With Increase Contrast (`contrast: .high`) every colour takes its high-contrast variant (docs/UIKIT.md §16.1).
/// - A bar block with a `standardAppearance` and no `barTintColor` (iOS 13+) is estimated from that object.
/// - Appearance objects: `configureWith` gives the base (transparent: the backdrop; opaque: white /
///   black; default: the material over the backdrop, or the backdrop with `backgroundEffect: none`),
///   then `backgroundColor` over it (docs/UIKIT.md §2.1, layer order).
enum BarBackgroundEstimate {
    /// Whether the bar is dark: a dark `barStyle`, or dark mode when the era has one.
    static func isDark(_ bar: LintContext.BarBlock, style: UserInterfaceStyle, defaults: EraDefaults) -> Bool {
        (bar.value(\.barStyle)?.value ?? .default).isDark || (defaults.supportsDarkMode && style == .dark)
    }

    /// The interface style dynamic colours resolve in on this bar, as the resolver does: dark on a
    /// dark bar when the era has dark colours.
    static func colorStyle(_ bar: LintContext.BarBlock, style: UserInterfaceStyle, defaults: EraDefaults) -> UserInterfaceStyle {
        isDark(bar, style: style, defaults: defaults) && defaults.supportsDarkMode ? .dark : .light
    }

    static func backdrop(_ backdrop: ColorValue?, style: UserInterfaceStyle, defaults: EraDefaults, contrast: ColorContrast) -> RGBAColor {
        let fallback: RGBAColor = style == .dark && defaults.supportsDarkMode ? .black : .white
        return (backdrop?.resolved(for: style, contrast: contrast, palette: defaults.palette) ?? fallback).over(.white)
    }

    static func legacy(
        _ bar: LintContext.BarBlock, style: UserInterfaceStyle, defaults: EraDefaults, contrast: ColorContrast,
        resources: (any LintResources)? = nil
    ) -> RGBAColor? {
        if let image = bar.allBackgroundImages.first(where: { ($0.metrics?.value ?? .default) == .default })
            ?? bar.allBackgroundImages.first
        {
            return imageBacked(bar, image: image, style: style, defaults: defaults, contrast: contrast, resources: resources)
        }
        // iOS 13+: without a legacy bar tint the bar's standardAppearance draws the background
        // (docs/UIKIT.md §3.8), e.g. a fixed white backgroundColor stays white in dark mode.
        if defaults.supportsAppearanceObjects, bar.value(\.barTintColor) == nil, let object = bar.value(\.standardAppearance) {
            return self.object(
                object, backdrop: bar.backdrop, style: colorStyle(bar, style: style, defaults: defaults), defaults: defaults,
                contrast: contrast)
        }
        let barStyle = bar.value(\.barStyle)?.value ?? .default
        let dark = isDark(bar, style: style, defaults: defaults)
        let translucent = barStyle == .blackTranslucent || (bar.value(\.translucent)?.value ?? true)
        let behind = backdrop(bar.backdrop, style: style, defaults: defaults, contrast: contrast)
        let tint = bar.value(\.barTintColor)?.value.resolved(
            for: colorStyle(bar, style: style, defaults: defaults), contrast: contrast, palette: defaults.palette
        )
        .withAlpha(1)
        switch (translucent, tint) {
        case (false, let tint?): return tint
        case (false, nil): return dark ? defaults.darkOpaque : defaults.lightOpaque
        case (true, let tint?): return tint.withAlpha(defaults.tintAlpha).over(defaults.tintUnderlay.over(behind))
        case (true, nil): return (dark ? defaults.darkMaterial : defaults.lightMaterial).over(behind)
        }
    }

    /// A bar with a background image: the image's average colour (alpha-weighted) over what shows
    /// through it: the backdrop when the bar is translucent, else the opaque backing (barTintColor,
    /// else white / black; docs/UIKIT.md §3.6). `nil` without the renderer's image decoding.
    static func imageBacked(
        _ bar: LintContext.BarBlock, image: BackgroundImageDeclaration, style: UserInterfaceStyle, defaults: EraDefaults,
        contrast: ColorContrast, resources: (any LintResources)?
    ) -> RGBAColor? {
        guard let resources, let average = resources.averageColor(of: ResolvedImage(image.image)) else { return nil }
        let dark = isDark(bar, style: style, defaults: defaults)
        let translucent = bar.value(\.translucent)?.value ?? (average.alpha < 1)
        let backing =
            translucent
            ? backdrop(bar.backdrop, style: style, defaults: defaults, contrast: contrast)
            : bar.value(\.barTintColor)?.value.resolved(
                for: colorStyle(bar, style: style, defaults: defaults), contrast: contrast, palette: defaults.palette
            )
            .withAlpha(1)
                ?? (dark ? .black : .white)
        return average.over(backing)
    }

    /// A bar's appearance object (`UINavigationBarAppearance`, `UIToolbarAppearance` or
    /// `UITabBarAppearance`): `nil` when it draws an image, which needs the renderer.
    static func object(
        _ object: some AppearanceObjectBackgroundDeclaring, backdrop backdropColor: ColorValue?, style: UserInterfaceStyle,
        defaults: EraDefaults, contrast: ColorContrast
    ) -> RGBAColor? {
        guard object.backgroundImage == nil else { return nil }
        return background(
            configureWith: object.configureWith?.value, effect: object.backgroundEffect?.value, color: object.backgroundColor?.value,
            backdrop: backdropColor, style: style, defaults: defaults, contrast: contrast)
    }

    /// What every `UIBarAppearance` subclass draws: the configuration's base, then `backgroundColor` over it.
    private static func background(
        configureWith: AppearanceConfiguration?, effect: BlurEffectStyle?, color: ColorValue?, backdrop backdropColor: ColorValue?,
        style: UserInterfaceStyle, defaults: EraDefaults, contrast: ColorContrast
    ) -> RGBAColor {
        let behind = backdrop(backdropColor, style: style, defaults: defaults, contrast: contrast)
        let material = style == .dark ? defaults.darkMaterial : defaults.lightMaterial
        var base: RGBAColor
        switch configureWith ?? .default {
        case .transparent: base = behind
        case .opaque: base = style == .dark ? defaults.darkOpaque : defaults.lightOpaque
        case .default: base = effect == BlurEffectStyle.none ? behind : material.over(behind)
        }
        if let color = color?.resolved(for: style, contrast: contrast, palette: defaults.palette) { base = color.over(base) }
        return base
    }
}
