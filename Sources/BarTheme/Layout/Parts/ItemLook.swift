/// What one bar button item draws in its state: the item's own values, then the `UIBarButtonItem`
/// proxies, then the bar's appearance object's button appearance, then UIKit's defaults
/// (docs/UIKIT.md §2.5; with policy `legacyOverridesAppearanceObjects: false` the object's values come
/// before the item's and the proxies').
struct ItemLook: Equatable {
    /// The title's font.
    var font: FontDescriptor
    /// The title's (or a template image's) colour.
    var color: RGBAColor
    /// The title's offset in points.
    var offset: Offset
    /// The background image drawn behind the item, if any.
    var backgroundImage: ResolvedImage?
    /// Whether `color` is the bar's `tintColor`, nothing nearer having set one (the iOS 26 back title
    /// then takes the chevron's colour, docs/UIKIT.md §10.17).
    var isBarTint = false

    /// The look of `item` in `role` (plain, done or back) in its control state: `.disabled` when not
    /// enabled, else the scene's `state:`. A `.highlighted` or `.focused` state without values of its
    /// own draws the normal look, key by key (docs/UIKIT.md §2.5).
    static func of(
        _ item: BarItemContent?, role: ItemTextAppearance, isBack: Bool, appearance: BarAppearance, style: UserInterfaceStyle
    ) -> ItemLook {
        let proxy = appearance.itemAppearance
        let contrast = appearance.accessibility.contrast
        let palette = appearance.era.defaults.palette
        let own = item?.appearance
        let isEnabled = (item?.isEnabled ?? true) && item?.state != .disabled
        // A disabled item is never highlighted or focused (docs/UIKIT.md §2.5).
        let state: ControlState = isEnabled ? (item?.state ?? .normal) : .disabled
        // The appearance object's pressed or focused state, if the item is in one.
        let objectState: ItemStateTextAppearance? =
            switch state {
            case .highlighted: role.highlighted
            case .focused: role.focused
            case .normal, .disabled: nil
            }
        let objectFirst = !appearance.legacyOverridesAppearanceObjects && role.isFromAppearanceObject
        // A state's dictionary is replaced whole: the item's own beats the proxy's (docs/UIKIT.md §2.5).
        func dictionary(_ state: ControlState) -> TextAttributesDeclaration? {
            own?.titleTextAttributes[state]?.value ?? proxy.titleTextAttributes[state]?.value
        }
        let normal = dictionary(.normal)
        let disabled = isEnabled ? nil : dictionary(.disabled)
        let pressedOrFocused = state == .highlighted || state == .focused ? dictionary(state) : nil
        let defaultFont = role.font

        // Font: the state's dictionary (disabled falls back to normal, as UIControl states do). The
        // dictionary holds a whole UIFont, so a font without `weight:` is regular (the format's
        // default), also on a done item: UIKit draws the given font and does not embolden it for the
        // done style (docs/UIKIT.md §2.5), and generated Swift passes that regular font.
        let legacyFallback = defaultFont.sameFamily(weight: .regular, size: defaultFont.size)
        let legacyFont = (disabled?.font ?? pressedOrFocused?.font ?? normal?.font).map {
            FontDescriptor($0.value, fallback: legacyFallback)
        }
        let objectFont =
            isEnabled ? (objectState?.font ?? (role.isFromAppearanceObject ? role.font : nil)) : (role.disabledFont ?? role.font)
        // Bold Text reaches fonts the item's own dictionaries name; the role fonts have it already
        // (AccessibilityAdjustment, docs/UIKIT.md §16.3).
        let bold = appearance.accessibility.boldText
        let ownFont = bold ? legacyFont?.boldText : legacyFont
        let stateFont = bold ? objectFont.map { objectState?.font == $0 ? $0.boldText : $0 } : objectFont
        let font = objectFirst ? (stateFont ?? ownFont ?? defaultFont) : (ownFont ?? stateFont ?? defaultFont)

        // Colour.
        let tint =
            item?.tintColor?.resolved(for: style, contrast: contrast, palette: palette) ?? proxy.tintColor?.value
        let color: RGBAColor
        var isBarTint = false
        if isEnabled {
            let legacy = (pressedOrFocused?.foregroundColor ?? normal?.foregroundColor)?.value.resolved(
                for: style, contrast: contrast, palette: palette)
            let object = objectState?.color ?? role.color
            let nearer = (objectFirst ? (object ?? legacy) : legacy) ?? tint ?? object
            color = nearer ?? appearance.tintColor.value
            isBarTint = nearer == nil
        } else {
            let resolve = { (c: Located<ColorValue>?) in c?.value.resolved(for: style, contrast: contrast, palette: palette) }
            color = disabledColor(
                legacy: resolve(disabled?.foregroundColor), object: role.disabledColor, normal: resolve(normal?.foregroundColor),
                objectFirst: objectFirst, style: style, palette: palette)
        }

        // Offset: setTitlePositionAdjustment / setBackButtonTitlePositionAdjustment for the metrics.
        let chain = ResolvedItemAppearance.metricsChain(appearance.metrics)
        func ownOffset(_ values: [BarMetrics: Located<Offset>]?) -> Offset? {
            chain.lazy.compactMap { values?[$0]?.value }.first
        }
        let legacyOffset =
            isBack
            ? (ownOffset(own?.backButtonTitlePositionAdjustment) ?? proxy.backButtonTitlePositionAdjustment?.value)
            : (ownOffset(own?.titlePositionAdjustment) ?? proxy.titlePositionAdjustment?.value)
        let objectOffset = role.isFromAppearanceObject && role.offset != .zero ? role.offset : nil
        let offset = (objectFirst ? (objectOffset ?? legacyOffset) : (legacyOffset ?? objectOffset)) ?? role.offset

        // Background image: the state's, else the normal one.
        func ownImage(_ entries: [ItemBackgroundImageDeclaration]?, _ state: ControlState) -> ResolvedImage? {
            for metrics in chain {
                if let entry = entries?.last(where: { ($0.state?.value ?? .normal) == state && ($0.metrics?.value ?? .default) == metrics })
                {
                    return ResolvedImage(entry.image)
                }
            }
            return nil
        }
        func legacyImage(_ state: ControlState) -> ResolvedImage? {
            isBack
                ? (ownImage(own?.backButtonBackgroundImages, state) ?? proxy.backButtonBackgroundImages[state]?.value)
                : (ownImage(own?.backgroundImages, state) ?? proxy.backgroundImages[state]?.value)
        }
        let legacyBackground = state == .normal ? legacyImage(.normal) : (legacyImage(state) ?? legacyImage(.normal))
        let objectBackground =
            isEnabled
            ? (objectState?.backgroundImage ?? role.backgroundImage) : (role.disabledBackgroundImage ?? role.backgroundImage)
        let background = objectFirst ? (objectBackground ?? legacyBackground) : (legacyBackground ?? objectBackground)

        return ItemLook(font: font, color: color, offset: offset, backgroundImage: background, isBarTint: isBarTint)
    }

    /// A disabled item's colour: its `.disabled` colour (the legacy dictionary's or the appearance
    /// object's, in the policy's order); with none anywhere, a normal foregroundColor set through the
    /// legacy API keeps the item in that colour; otherwise UIKit dims it (docs/UIKIT.md §2.5 ❓).
    static func disabledColor(
        legacy: RGBAColor?, object: RGBAColor?, normal: RGBAColor?, objectFirst: Bool, style: UserInterfaceStyle, palette: SystemPalette
    ) -> RGBAColor {
        (objectFirst ? (object ?? legacy) : (legacy ?? object)) ?? normal ?? disabledColor(for: style, palette: palette)
    }

    /// Colour of a disabled bar button: tertiaryLabel (UIKit dims it to a tertiary label tone; ❓ exact value).
    static func disabledColor(for style: UserInterfaceStyle, palette: SystemPalette) -> RGBAColor {
        palette.resolve(.tertiaryLabel, style)
    }
}
