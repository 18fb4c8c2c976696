/// What the accessibility settings change in a resolved bar, after UIKit's appearance precedence
/// (docs/UIKIT.md §16). Colours are resolved with their high-contrast variants by the resolver
/// itself; this step changes fonts, the translucent background and the default tint, and says so in
/// each value's provenance so `explain` names the setting.
public enum AccessibilityAdjustment {
    /// `appearance` as a person with `settings` sees it; `normalContrast`, the same bar resolved
    /// without Increase Contrast, lets the provenance of each colour it changed say so.
    public static func apply(
        _ settings: AccessibilitySettings, to appearance: BarAppearance, normalContrast: BarAppearance? = nil
    ) -> BarAppearance {
        var result = appearance
        result.accessibility = settings
        guard !settings.isStandard else { return result }
        if let normal = normalContrast {
            let rule = "Increase Contrast: the colour's high-contrast variant (docs/UIKIT.md §16.1)"
            if result.tintColor.value != normal.tintColor.value { result.tintColor = adjusted(result.tintColor, rule) { $0 } }
            if result.titleColor.value != normal.titleColor.value { result.titleColor = adjusted(result.titleColor, rule) { $0 } }
            if result.largeTitleColor.value != normal.largeTitleColor.value {
                result.largeTitleColor = adjusted(result.largeTitleColor, rule) { $0 }
            }
            if result.barTintColor.value != normal.barTintColor.value { result.barTintColor = adjusted(result.barTintColor, rule) { $0 } }
            if result.background.value != normal.background.value { result.background = adjusted(result.background, rule) { $0 } }
        }
        if settings.boldText {
            let rule = "Bold Text: system fonts one weight heavier (docs/UIKIT.md §16.3)"
            result.titleFont = adjusted(appearance.titleFont, rule) { $0.boldText }
            result.largeTitleFont = adjusted(appearance.largeTitleFont, rule) { $0.boldText }
            for keyPath in [\BarAppearance.plainItemText, \BarAppearance.doneItemText, \BarAppearance.backButtonText] {
                result[keyPath: keyPath] = adjusted(result[keyPath: keyPath], rule) { text in
                    var text = text
                    text.font = text.font.boldText
                    text.disabledFont = text.disabledFont?.boldText
                    return text
                }
            }
        }
        if settings.contentSize != .large {
            result.largeTitleFont = largerText(settings.contentSize, result.largeTitleFont)
        }
        if settings.increaseContrast, !result.tintColor.provenance.isDeclared, !appearance.era.usesLiquidGlass {
            let blue = appearance.era.defaults.palette.resolve(.systemBlue, appearance.effectiveStyle, contrast: .high)
            result.tintColor = Resolved(
                blue,
                Provenance(
                    .defaulted("systemBlue, high contrast (\(appearance.effectiveStyle.rawValue))"),
                    rule: "Increase Contrast: the default tint is systemBlue's high-contrast variant (docs/UIKIT.md §16.1)"))
        }
        if settings.reduceTransparency, let opaque = opaqueBackground(appearance) {
            result.background = Resolved(
                opaque,
                Provenance(
                    appearance.background.provenance.origin,
                    rule: appearance.background.provenance.rule
                        + "; Reduce Transparency: the translucent background is drawn opaque (docs/UIKIT.md §16.2)"
                ), overridden: appearance.background.overridden)
        }
        return result
    }

    /// A translucent background drawn opaque (docs/UIKIT.md §16.2, approximate): the era's material
    /// colour at full alpha, a bar tint at full alpha, an appearance object's colours over the
    /// opaque material; `nil` when the background is opaque already, an image, transparent (UIKit
    /// keeps a transparent bar transparent), or Liquid Glass (its platters frost instead).
    static func opaqueBackground(_ appearance: BarAppearance) -> BarBackground? {
        let background = appearance.background.value
        guard !appearance.era.usesLiquidGlass, background.image == nil, !background.layers.contains(where: { $0.alpha >= 1 }) else {
            return nil
        }
        let defaults = appearance.era.defaults
        let dark = appearance.effectiveStyle == .dark || appearance.barStyle.value.isDark
        let material =
            (dark ? (appearance.bar.isBottomBar ? defaults.darkToolbarMaterial : defaults.darkMaterial) : defaults.lightMaterial)
            .withAlpha(1)
        switch background.kind {
        case .material:
            return BarBackground(kind: .opaque, layers: [material])
        case .tintedTranslucent:
            guard let tint = background.layers.last else { return nil }
            return BarBackground(kind: .opaque, layers: [tint.withAlpha(1)])
        case .appearanceObject:
            return BarBackground(kind: .opaque, layers: [background.composited(over: material)])
        case .opaque, .image, .transparent:
            return nil
        }
    }

    /// The large title at `size`: the default font takes the `.largeTitle` text style's size; a
    /// declared one scales by the same factor, as `UIFontMetrics(forTextStyle: .largeTitle)
    /// .scaledFont(for:)` in the generated code does, unless it says `scalesWithDynamicType: false`
    /// (docs/UIKIT.md §16.4). Inline titles and items do not scale.
    static func largerText(_ size: ContentSizeCategory, _ font: Resolved<FontDescriptor>) -> Resolved<FontDescriptor> {
        let styleSize = size.largeTitleSize
        let category = "Larger Text \(size.rawValue): the .largeTitle text style is \(ThemeNumber.format(styleSize)) pt"
        guard font.provenance.isDeclared else {
            return adjusted(font, category + "; inline titles and items do not scale (docs/UIKIT.md §16.4)") { font in
                var font = font
                font.size = styleSize
                return font
            }
        }
        guard !font.value.isFixedSize else {
            return adjusted(font, category + "; this font says scalesWithDynamicType: false, so it keeps its size (docs/UIKIT.md §16.4)") {
                $0
            }
        }
        let factor = styleSize / ContentSizeCategory.large.largeTitleSize
        let scaled = (font.value.size * factor * 100).rounded() / 100
        return adjusted(
            font,
            category + "; the declared font scales by the same factor, ×\(ThemeNumber.format((factor * 1000).rounded() / 1000)) → "
                + "\(ThemeNumber.format(scaled)) pt, as UIFontMetrics(forTextStyle: .largeTitle) does (docs/UIKIT.md §16.4)"
        ) { font in
            var font = font
            font.size = scaled
            return font
        }
    }

    static func adjusted<T>(_ value: Resolved<T>, _ rule: String, _ change: (T) -> T) -> Resolved<T> {
        Resolved(
            change(value.value), Provenance(value.provenance.origin, rule: value.provenance.rule + "; " + rule),
            overridden: value.overridden)
    }
}

extension FontDescriptor {
    /// Whether UIKit's Bold Text reaches this font: the system font (and its display cut), not a
    /// custom family or file, which an app names by PostScript name.
    var followsBoldText: Bool {
        file == nil && (family == "system" || family == FontDescriptor.defaultLargeTitle.family)
    }

    /// The font under Bold Text: one `UIFont.Weight` heavier, regular to semibold
    /// (docs/UIKIT.md §16.3, approximate); other fonts unchanged.
    public var boldText: FontDescriptor {
        guard followsBoldText else { return self }
        var font = self
        font.weight =
            switch weight {
            case .ultraLight: .thin
            case .thin: .light
            case .light: .regular
            case .regular: .semibold
            case .medium: .semibold
            case .semibold: .bold
            case .bold: .heavy
            case .heavy, .black: .black
            }
        return font
    }
}
