/// The values one iOS 13+ appearance object gives (docs/UIKIT.md §2.1, §3.4, §3.8): its background
/// (`configureWith…` base, then effect, colour, image), shadow, text and button attributes.
struct ObjectValues {
    let selected: AppearanceObjectSelection.Selected
    let bar: BarKind
    let isDark: Bool
    let style: UserInterfaceStyle
    /// Increase Contrast's colour variants, or the normal ones (docs/UIKIT.md §16.1).
    let contrast: ColorContrast
    let defaults: EraDefaults

    init(
        selected: AppearanceObjectSelection.Selected, bar: BarKind, isDark: Bool, style: UserInterfaceStyle, contrast: ColorContrast,
        defaults: EraDefaults
    ) {
        self.selected = selected
        self.bar = bar
        self.isDark = isDark
        self.style = style
        self.contrast = contrast
        self.defaults = defaults
    }

    var object: BarAppearanceObjectDeclaration { selected.object }

    func origin(_ location: SourceLocation, _ rule: String) -> Provenance {
        Provenance(.declared(location, layer: selected.slot), rule: rule)
    }

    var configuration: AppearanceConfiguration {
        selected.transparentBackground ? .transparent : (object.configureWith?.value ?? .default)
    }

    /// Layer order: effect, then colour over it, then image over that (UIBarAppearance.h).
    var background: Resolved<BarBackground> {
        if selected.transparentBackground {
            return Resolved(BarBackground(kind: .transparent, layers: []), selected.provenance)
        }
        var layers: [RGBAColor] = []
        var rule = "configureWith \(configuration.rawValue)"
        switch configuration {
        case .default where defaults.era.usesLiquidGlass && bar == .navigationBar && object.backgroundEffect == nil:
            // iOS 26's default background is none: the content shows through the navigation bar, as
            // with no appearance object (measured, one fit app: ObSync, docs/UIKIT.md §10.2).
            rule += ": on iOS 26 the default background is none, the content shows through (measured, one app: docs/UIKIT.md §10.2)"
        case .default:
            if let effect = MaterialTable.color(for: object.backgroundEffect?.value ?? .systemChromeMaterial, dark: isDark, bar: bar) {
                layers.append(effect)
            }
            rule += object.backgroundEffect.map { ", backgroundEffect \($0.value.rawValue)" } ?? ": systemChromeMaterial"
        case .opaque:
            if let effect = object.backgroundEffect.flatMap({ MaterialTable.color(for: $0.value, dark: isDark, bar: bar) }) {
                layers.append(effect)
            }
            layers.append(isDark ? .black : .white)
            rule += ": systemBackground"
        case .transparent:
            if let effect = object.backgroundEffect.flatMap({ MaterialTable.color(for: $0.value, dark: isDark, bar: bar) }) {
                layers.append(effect)
            }
        }
        if let color = object.backgroundColor {
            layers.append(color.value.resolved(for: style, contrast: contrast, palette: defaults.palette))
            rule += ", backgroundColor"
        }
        let image = object.backgroundImage.map {
            BarBackground.ImageFill(
                image: ResolvedImage($0), opacity: 1, contentMode: object.backgroundImageContentMode?.value ?? .scaleToFill)
        }
        if image != nil { rule += ", backgroundImage" }
        // A default configuration with no colour or image is the system material, even where that
        // material adds no layer (iOS 13+ light over a flat backdrop): not a transparent background,
        // which only configureWithTransparentBackground() (or backgroundEffect none with nothing over
        // it) gives. The iOS 26 tab bar keeps its glass capsule on the first, not on the second
        // (docs/UIKIT.md §18.6), and Reduce Transparency makes the first opaque (§16.2).
        let systemMaterial =
            configuration == .default && object.backgroundColor == nil && image == nil
            && object.backgroundEffect?.value != BlurEffectStyle.none
        let kind: BarBackground.Kind =
            systemMaterial ? .material : (layers.isEmpty && image == nil ? .transparent : .appearanceObject)
        return Resolved(
            BarBackground(kind: kind, layers: layers, image: image),
            Provenance(
                .declared(object.location, layer: selected.slot),
                rule: rule + "; effect, then colour, then image (UIBarAppearance.h, docs/UIKIT.md §2.1)",
                colorLocation: object.backgroundColor?.location))
    }

    /// Appearance objects have no `translucent`: the bar shows what is behind it wherever the
    /// background is not fully opaque.
    var isTranslucent: Resolved<Bool> {
        let b = background.value
        let opaque = b.layers.contains { $0.alpha >= 1 } && b.image == nil
        return Resolved(
            !opaque,
            origin(object.location, "an appearance object's bar is translucent unless its background is opaque (docs/UIKIT.md §2.1)"))
    }

    /// `shadowColor` colours the default hairline; a template `shadowImage` is tinted by it; a nil
    /// or clear colour means no shadow; a non-template image shows regardless (docs/UIKIT.md §3.4).
    /// On an opaque `ios26` navigation bar the default colour is `OpaqueBarShadowRule`'s.
    var shadow: Resolved<BarShadow> {
        let opaqueGlass = OpaqueBarShadowRule.applies(era: defaults.era, bar: bar, configuration: configuration)
        let defaultColor =
            configuration == .transparent
            ? nil : opaqueGlass ? OpaqueBarShadowRule.color : (isDark ? defaults.darkHairline : defaults.lightHairline)
        let color =
            selected.transparentBackground
            ? nil
            : (object.shadowColor.map { $0.value.resolved(for: style, contrast: contrast, palette: defaults.palette) } ?? defaultColor)
        let visible = color.map { $0.alpha > 0 } ?? false
        if let image = object.shadowImage, !selected.transparentBackground {
            let resolved = ResolvedImage(image)
            if resolved.renderingMode == .template {
                guard visible, let color else {
                    return Resolved(
                        .none,
                        origin(
                            image.location, "a template shadowImage with a nil or clear shadowColor shows no shadow (docs/UIKIT.md §3.4)"))
                }
                return Resolved(
                    .image(resolved, tint: color),
                    origin(image.location, "a template shadowImage is tinted with shadowColor (docs/UIKIT.md §3.4)"))
            }
            return Resolved(
                .image(resolved, tint: nil),
                origin(image.location, "a non-template shadowImage shows whatever the shadowColor (docs/UIKIT.md §3.4)"))
        }
        guard visible, let color else {
            let why =
                selected.transparentBackground || configuration == .transparent
                ? "a transparent background has no shadow (configureWithTransparentBackground, docs/UIKIT.md §2.1)"
                : "a nil or clear shadowColor shows no shadow (docs/UIKIT.md §3.4)"
            return Resolved(.none, origin(object.shadowColor?.location ?? object.location, why))
        }
        return Resolved(
            .hairline(color),
            origin(
                object.shadowColor?.location ?? object.location,
                object.shadowColor == nil
                    ? (opaqueGlass ? OpaqueBarShadowRule.rule : "the default shadow colour (docs/UIKIT.md §1.3, §2.1)")
                    : "shadowColor colours the hairline (docs/UIKIT.md §3.4)"))
    }

    var backIndicator: Resolved<BackIndicator>? {
        guard let image = object.backIndicatorImage else { return nil }
        guard object.backIndicatorTransitionMaskImage != nil else {
            return Resolved(
                .chevron, origin(image.location, "setBackIndicatorImage resets both images when either is nil (docs/UIKIT.md §3.5)"))
        }
        return Resolved(.image(ResolvedImage(image)), origin(image.location, "the appearance object's back indicator (docs/UIKIT.md §3.5)"))
    }

    /// Title attributes: unspecified keys get the defaults, key by key (UINavigationBarAppearance.h,
    /// docs/UIKIT.md §2.4). A legacy key set in the theme beats the object's when `legacyWins`.
    func mergeText(
        legacy: TextValues, legacyWins: Bool, _ attributes: TextAttributesDeclaration?,
        defaults: TextDefaults
    ) -> TextValues {
        var result = legacy
        let note = "; set in \(selected.slot) (docs/UIKIT.md §2.4: per key over the defaults)"
        if let font = attributes?.font, !(legacyWins && legacy.font.provenance.isDeclared) {
            result.font = Resolved(
                FontDescriptor(font.value, fallback: defaults.font), origin(font.location, "the appearance object's font" + note))
        }
        if let color = attributes?.foregroundColor, !(legacyWins && legacy.color.provenance.isDeclared) {
            result.color = Resolved(
                color.value.resolved(for: style, contrast: contrast, palette: self.defaults.palette),
                origin(color.location, "the appearance object's colour" + note))
        }
        if let shadow = attributes?.shadow, !(legacyWins && legacy.shadow.provenance.isDeclared) {
            result.shadow = Resolved(
                TextShadow(shadow.value, style: style, contrast: contrast, palette: self.defaults.palette),
                origin(shadow.location, "the appearance object's shadow" + note)
            )
        }
        return result
    }

    /// A button appearance's normal state over the base; font and colour key by key.
    func buttonText(
        _ appearance: BarButtonItemAppearanceDeclaration?, base: Resolved<ItemTextAppearance>,
        keepFont: FontDescriptor? = nil
    ) -> Resolved<ItemTextAppearance> {
        guard let appearance,
            appearance.normal != nil || appearance.disabled != nil || appearance.highlighted != nil || appearance.focused != nil
        else { return base }
        var value = base.value
        // Only a normal or disabled state changes how the item at rest is looked up (docs/UIKIT.md §2.5).
        value.isFromAppearanceObject = appearance.normal != nil || appearance.disabled != nil
        let fallbackFont = keepFont ?? base.value.font
        if let normal = appearance.normal {
            if let font = normal.titleTextAttributes?.font { value.font = FontDescriptor(font.value, fallback: fallbackFont) }
            if let color = normal.titleTextAttributes?.foregroundColor {
                value.color = color.value.resolved(for: style, contrast: contrast, palette: defaults.palette)
            }
            if let offset = normal.titlePositionAdjustment { value.offset = offset.value }
            value.backgroundImage = normal.backgroundImage.map(ResolvedImage.init)
        }
        // The disabled state: its own attributes key by key (docs/UIKIT.md §2.5).
        if let disabled = appearance.disabled {
            if let font = disabled.titleTextAttributes?.font { value.disabledFont = FontDescriptor(font.value, fallback: fallbackFont) }
            if let color = disabled.titleTextAttributes?.foregroundColor {
                value.disabledColor = color.value.resolved(for: style, contrast: contrast, palette: defaults.palette)
            }
            value.disabledBackgroundImage = disabled.backgroundImage.map(ResolvedImage.init)
        }
        // The pressed and focused states: their own attributes key by key, else the normal state's.
        func pressedOrFocused(_ state: BarButtonItemStateAppearanceDeclaration?) -> ItemStateTextAppearance? {
            guard let state else { return nil }
            return ItemStateTextAppearance(
                font: state.titleTextAttributes?.font.map { FontDescriptor($0.value, fallback: fallbackFont) },
                color: state.titleTextAttributes?.foregroundColor.map {
                    $0.value.resolved(for: style, contrast: contrast, palette: defaults.palette)
                },
                backgroundImage: state.backgroundImage.map(ResolvedImage.init))
        }
        value.highlighted = pressedOrFocused(appearance.highlighted)
        value.focused = pressedOrFocused(appearance.focused)
        let location = appearance.normal?.location ?? appearance.location
        let states = [
            appearance.normal.map { _ in "normal" }, appearance.highlighted.map { _ in "highlighted" },
            appearance.disabled.map { _ in "disabled" }, appearance.focused.map { _ in "focused" },
        ].compactMap { $0 }
        return Resolved(
            value,
            origin(
                location, "the appearance object's button appearance, \(states.joined(separator: " and ")) state (docs/UIKIT.md §2.5, §3.8)"
            ))
    }
}
