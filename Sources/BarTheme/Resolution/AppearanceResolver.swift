/// Applies UIKit's appearance precedence (docs/UIKIT.md §3) for one bar in one scene and variant.
///
/// Legacy API, per property: scene instance > matching `when:` scopes (ranked by the containment
/// policy) > the theme's proxy block > the same for each `extends` parent > values inferred from
/// `barStyle` > era defaults. iOS 13+ appearance objects are chosen whole (§3.8); when a theme
/// sets both, legacy values win for the visual property they set (policy
/// `legacyOverridesAppearanceObjects`, default true, §8 #7).
public struct AppearanceResolver {
    /// The era to reproduce; `nil` takes the theme's `era:` (default `ios13`).
    public let eraOverride: Era?
    let images: any ImageInspecting

    /// A resolver for `era` (nil: each theme's `era:`), asking `images` whether images have transparent
    /// pixels.
    public init(era: Era? = nil, images: any ImageInspecting = OpaqueImages()) {
        self.eraOverride = era
        self.images = images
    }

    /// Resolves a theme without parents.
    public func resolve(document: ThemeDocument, scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        resolve(documents: [document], scene: scene, variant: variant)
    }

    /// Resolves for `documents`: the theme first, then its `extends` parents, nearest first.
    public func resolve(documents: [ThemeDocument], scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        let bar = scene.bar?.value ?? .navigationBar
        let era = Era.effective(
            override: eraOverride, declared: documents.lazy.compactMap { $0.era?.value }.first,
            compatibilityMode: documents.lazy.compactMap { $0.compatibilityMode?.value }.first)
        let defaults = era.defaults
        let policies = documents.compactMap(\.policies)
        let containment = policies.lazy.compactMap { $0.containment?.value }.first ?? .apple
        let legacyWins = policies.lazy.compactMap { $0.legacyOverridesAppearanceObjects?.value }.first ?? true
        let shadowNeedsBackground =
            policies.lazy.compactMap { $0.shadowImageRequiresBackgroundImage?.value }.first
            ?? defaults.shadowImageRequiresBackgroundImage
        let metrics = ContentResolver.effectiveMetrics(items: scene.items, requested: variant.metrics, bar: bar)
        let layers = AppearanceLayer.stack(bar: bar, scene: scene, documents: documents, variant: variant, policy: containment)

        // barStyle: default `.default` (docs/UIKIT.md §2.1).
        let barStyle: Resolved<BarStyle> =
            declared(layers, { $0.barStyle }, describe: { $0.rawValue })
            ?? Resolved(.default, Provenance(.defaulted("UIKit default"), rule: "barStyle defaults to .default (docs/UIKIT.md §2.1)"))
        let isDark = barStyle.value.isDark || (defaults.supportsDarkMode && variant.userInterfaceStyle == .dark)
        let style: UserInterfaceStyle = isDark && defaults.supportsDarkMode ? .dark : .light
        // Increase Contrast picks each colour's high-contrast variant (docs/UIKIT.md §16.1).
        let contrast = variant.accessibility.contrast
        let styleWord = barStyle.value.isDark ? "barStyle .\(barStyle.value.rawValue)" : "\(variant.userInterfaceStyle.rawValue) mode"

        // barTintColor: its alpha is ignored (QA1808, docs/UIKIT.md §2.2).
        let barTint: Resolved<RGBAColor?> =
            declared(layers, { $0.barTintColor }).map { $0.map { $0.resolved(for: style, contrast: contrast).withAlpha(1) } }
            ?? Resolved(
                nil, Provenance(.defaulted("not set"), rule: "no barTintColor: the background comes from barStyle (docs/UIKIT.md §3.1)"))

        // Legacy background image (docs/UIKIT.md §3.2) and translucency (docs/UIKIT.md §3.6).
        let backgroundImage = BackgroundImageLookup.find(in: layers, position: variant.position, metrics: metrics)
        let translucentDeclared: Resolved<Bool>? = declared(layers, { $0.translucent })
        let (legacyTranslucent, legacyBackground) = legacyBackground(
            defaults: defaults, bar: bar, era: era, isDark: isDark, styleWord: styleWord, barStyle: barStyle, barTint: barTint,
            image: backgroundImage, translucentDeclared: translucentDeclared)

        // Legacy shadow (docs/UIKIT.md §3.4): a custom shadow image shows only with a custom background
        // image, unless the era/policy says otherwise; otherwise the default hairline.
        let hairline = Resolved(
            isDark ? defaults.darkHairline : defaults.lightHairline,
            Provenance(
                .defaulted("\(era.rawValue) \(isDark ? "dark" : "light") hairline"),
                rule: era.usesLiquidGlass
                    ? "a Liquid Glass bar draws no hairline (docs/UIKIT.md §10.2)"
                    : "the default shadow is one physical pixel (docs/UIKIT.md §1.3)"))
        let shadowImage: Resolved<ResolvedImage>? = BackgroundImageLookup.positionChain(variant.position).lazy.compactMap { p in
            self.declared(
                layers,
                { block in
                    block.shadowImages.last { ($0.position?.value ?? .any) == p }.map { Located($0.image, at: $0.location) }
                }, describe: { $0.path.value })?.map { ResolvedImage($0) }
        }.first
        var legacyShadow: Resolved<BarShadow> = hairline.map { .hairline($0) }
        if let shadowImage {
            if backgroundImage != nil || !shadowNeedsBackground {
                let why =
                    backgroundImage != nil
                    ? "with a custom background image set, the custom shadow image shows (docs/UIKIT.md §3.4)"
                    : "from iOS 11 a custom shadow image shows without a background image (docs/UIKIT.md §3.4, era \(era.rawValue))"
                legacyShadow = Resolved(
                    .image(shadowImage.value, tint: nil), Provenance(shadowImage.provenance.origin, rule: why),
                    overridden: shadowImage.overridden)
            } else {
                legacyShadow = Resolved(
                    hairline.value.asHairline,
                    Provenance(
                        hairline.provenance.origin,
                        rule:
                            "shadowImage at \(shadowImage.value.location) is ignored: it needs a custom background image (docs/UIKIT.md §3.4)"
                    ))
            }
        }

        // Back indicator (docs/UIKIT.md §3.5): both images, or the system chevron.
        let indicator = declared(layers, { $0.backIndicatorImage.map { Located($0, at: $0.location) } }, describe: { $0.path.value })
        let mask = declared(
            layers, { $0.backIndicatorTransitionMaskImage.map { Located($0, at: $0.location) } }, describe: { $0.path.value })
        let legacyIndicator: Resolved<BackIndicator>
        switch (indicator, mask) {
        case let (image?, _?):
            legacyIndicator = Resolved(
                .image(ResolvedImage(image.value)),
                Provenance(image.provenance.origin, rule: "both backIndicatorImage and its transition mask are set (docs/UIKIT.md §3.5)"))
        case let (image?, nil):
            legacyIndicator = Resolved(
                .chevron,
                Provenance(
                    image.provenance.origin,
                    rule: "backIndicatorImage is ignored without backIndicatorTransitionMaskImage: both must be set (docs/UIKIT.md §3.5)"))
        case let (nil, mask?):
            legacyIndicator = Resolved(
                .chevron,
                Provenance(
                    mask.provenance.origin,
                    rule: "backIndicatorTransitionMaskImage is ignored without backIndicatorImage: both must be set (docs/UIKIT.md §3.5)"))
        case (nil, nil):
            legacyIndicator = Resolved(
                .chevron, Provenance(.defaulted("system chevron"), rule: "no custom back indicator (docs/UIKIT.md §3.5)"))
        }

        let tint: Resolved<RGBAColor> =
            declared(layers, { $0.tintColor }).map { GlassVibrancy.resolve($0.map { $0.resolved(for: style, contrast: contrast) }, era: era) }
            ?? Resolved(
                isDark ? defaults.darkTint : defaults.lightTint,
                era.usesLiquidGlass
                    ? Provenance(
                        .defaulted("\(era.rawValue) label colour (\(style.rawValue))"),
                        rule: "on Liquid Glass, items default to the label colour, not systemBlue (docs/UIKIT.md §10.3)")
                    : Provenance(
                        .defaulted("\(era.rawValue) systemBlue (\(style.rawValue))"),
                        rule: "items default to the system tint colour (docs/UIKIT.md §2.3)"))

        // Title text attributes: the first layer that sets the dictionary supplies it whole; keys it
        // leaves out take the defaults (UIAppearance stores the property as one value).
        let titleDefaults = TextDefaults(
            font: .defaultTitle, color: isDark ? defaults.darkTitle : defaults.lightTitle,
            what: "title", era: era, style: style, contrast: contrast, styleWord: styleWord)
        var title = textAttributes(layers, \.titleTextAttributes, defaults: titleDefaults, style: style)
        let largeDefaults = TextDefaults(
            font: .defaultLargeTitle, color: isDark ? defaults.darkTitle : defaults.lightTitle,
            what: "large title", era: era, style: style, contrast: contrast, styleWord: styleWord)
        var largeTitle = textAttributes(layers, \.largeTitleTextAttributes, defaults: largeDefaults, style: style)

        var adjustment = titleAdjustment(layers: layers, metrics: metrics).map { Offset(x: 0, y: $0) }
        let prefersLarge: Resolved<Bool> =
            declared(layers, { $0.prefersLargeTitles })
            ?? Resolved(false, Provenance(.defaulted("UIKit default"), rule: "prefersLargeTitles defaults to NO"))

        var background = legacyBackground
        var translucent = legacyTranslucent
        var shadow = legacyShadow
        var backIndicator = legacyIndicator
        var plain = Resolved(
            ItemTextAppearance(font: .plainItem), Provenance(.defaulted("system 17 pt regular"), rule: "plain items (docs/UIKIT.md §2.4)"))
        var done = Resolved(
            ItemTextAppearance(font: .doneItem), Provenance(.defaulted("system 17 pt semibold"), rule: "done items (docs/UIKIT.md §2.4)"))
        var back = Resolved(
            ItemTextAppearance(font: .plainItem),
            Provenance(.defaulted("system 17 pt regular"), rule: "the back title (docs/UIKIT.md §2.4)"))
        var objectName = Resolved(
            "none",
            Provenance(
                .defaulted("legacy appearance API"),
                rule: era.defaults.supportsAppearanceObjects
                    ? "no appearance object applies in this chain (docs/UIKIT.md §3.8)"
                    : "\(era.rawValue) has no appearance objects"))

        // iOS 13+ appearance objects (docs/UIKIT.md §3.8).
        let topIndex = scene.items.count - 1
        let atScrollEdge = ContentResolver.isAtScrollEdge(scene: scene, prefersLargeTitles: prefersLarge.value, metrics: metrics)
        let scrollEdge = ScrollEdgeRule(
            era: era, defaults: defaults, bar: bar, atScrollEdge: atScrollEdge,
            showsLargeTitle: ContentResolver.showsLargeTitle(items: scene.items, prefersLargeTitles: prefersLarge.value, metrics: metrics))
        let selected =
            defaults.supportsAppearanceObjects
            ? AppearanceObjectSelection.select(
                layers: layers, topItem: bar == .navigationBar ? scene.items.last : nil,
                topItemIndex: topIndex, compact: metrics.isCompact, scrollEdge: scrollEdge.applies)
            : nil
        if defaults.supportsAppearanceObjects, selected == nil, scrollEdge.applies {
            // No appearance object declared: UIKit builds standardAppearance from the legacy
            // properties, and with no scrollEdgeAppearance the scroll edge uses it with a
            // transparent background and no shadow (docs/UIKIT.md §3.8.1).
            let rule = scrollEdge.rule
            objectName = Resolved(
                "standardAppearance built from the legacy properties (transparent background)",
                Provenance(.defaulted("no scrollEdgeAppearance"), rule: rule))
            background = Resolved(
                BarBackground(kind: .transparent, layers: []), Provenance(.defaulted("no scrollEdgeAppearance"), rule: rule))
            translucent = Resolved(true, Provenance(.defaulted("no scrollEdgeAppearance"), rule: rule))
            shadow = Resolved(.none, Provenance(.defaulted("no scrollEdgeAppearance"), rule: rule))
        }
        if let selected {
            objectName = Resolved(selected.slot + (selected.transparentBackground ? " (transparent background)" : ""), selected.provenance)
            let object = ObjectValues(selected: selected, bar: bar, isDark: isDark, style: style, contrast: contrast, defaults: defaults)
            let legacy =
                legacyWins
                ? " a legacy value set in the theme wins over the appearance object (policy legacyOverridesAppearanceObjects, docs/UIKIT.md §8 #7)"
                : ""
            func pick<T>(_ legacyValue: Resolved<T>, legacySet: Bool, _ objectValue: Resolved<T>) -> Resolved<T> {
                guard legacySet && legacyWins else { return objectValue }
                return Resolved(
                    legacyValue.value, Provenance(legacyValue.provenance.origin, rule: legacyValue.provenance.rule + ";" + legacy),
                    overridden: legacyValue.overridden)
            }
            // At the scroll edge with no scroll-edge object, the transparent background wins over
            // legacy values too: they are part of the standard appearance it is built from (§3.8.1).
            let keepsBackground = !selected.transparentBackground
            background = pick(
                legacyBackground, legacySet: keepsBackground && (barTint.value != nil || backgroundImage != nil), object.background)
            translucent = pick(
                legacyTranslucent,
                legacySet: keepsBackground && (barTint.value != nil || backgroundImage != nil || translucentDeclared != nil),
                object.isTranslucent)
            shadow = pick(legacyShadow, legacySet: keepsBackground && shadowImage != nil, object.shadow)
            backIndicator = pick(legacyIndicator, legacySet: indicator != nil && mask != nil, object.backIndicator ?? legacyIndicator)
            title = object.mergeText(legacy: title, legacyWins: legacyWins, object.object.titleTextAttributes, defaults: titleDefaults)
            largeTitle = object.mergeText(
                legacy: largeTitle, legacyWins: legacyWins, object.object.largeTitleTextAttributes, defaults: largeDefaults)
            if let offset = object.object.titlePositionAdjustment, !(legacyWins && adjustment.provenance.isDeclared) {
                adjustment = Resolved(
                    offset.value,
                    Provenance(
                        .declared(offset.location, layer: selected.slot),
                        rule: "the appearance object's titlePositionAdjustment (docs/UIKIT.md §1.4)"))
            }
            plain = object.buttonText(object.object.buttonAppearance, base: plain)
            done = object.buttonText(object.object.doneButtonAppearance ?? object.object.buttonAppearance, base: done, keepFont: .doneItem)
            // backButtonAppearance: "Defaults are drawn from buttonAppearance when appropriate" (docs/UIKIT.md §3.8).
            back = object.buttonText(object.object.backButtonAppearance ?? object.object.buttonAppearance, base: back)
        }

        let backdrop: Resolved<RGBAColor> =
            scene.backdrop.map {
                Resolved(
                    $0.value.resolved(for: variant.userInterfaceStyle, contrast: contrast),
                    Provenance(
                        .declared($0.location, layer: "scene '\(scene.name.value)'"),
                        rule: "the scene's backdrop shows through a translucent bar"))
            }
            ?? Resolved(
                variant.userInterfaceStyle == .dark && defaults.supportsDarkMode ? .black : .white,
                Provenance(
                    .defaulted("systemBackground (\(variant.userInterfaceStyle.rawValue))"),
                    rule: "without a backdrop the content behind the bar is the system background"))

        var result = BarAppearance(
            era: era, bar: bar, appearanceObject: objectName, barStyle: barStyle, isTranslucent: translucent,
            barTintColor: barTint, background: background, shadow: shadow, tintColor: tint,
            titleFont: title.font, titleColor: title.color, titleShadow: title.shadow,
            titlePositionAdjustment: adjustment, prefersLargeTitles: prefersLarge,
            largeTitleFont: largeTitle.font, largeTitleColor: largeTitle.color, backIndicator: backIndicator,
            plainItemText: plain, doneItemText: done, backButtonText: back, backdrop: backdrop, effectiveStyle: style)
        result.scrollEdgeEffect = ScrollEdgeEffectRule.resolve(scene: scene, era: era, atScrollEdge: atScrollEdge)
        // UIBarButtonItem proxies (docs/UIKIT.md §2.5): combined with each item's own values at layout.
        result.itemAppearance = ResolvedItemAppearance(
            layers: ItemAppearanceLayer.stack(bar: bar, scene: scene, documents: documents, variant: variant, policy: containment),
            metrics: metrics, style: style, contrast: contrast)
        result.legacyOverridesAppearanceObjects = legacyWins
        result.metrics = metrics
        // Increase Contrast: the same bar at normal contrast, so explain can name the colours it changed.
        var normalVariant = variant
        normalVariant.accessibility.increaseContrast = false
        let normal = variant.accessibility.increaseContrast ? resolve(documents: documents, scene: scene, variant: normalVariant) : nil
        return AccessibilityAdjustment.apply(variant.accessibility, to: result, normalContrast: normal)
    }

    // MARK: Per-property helpers

    func declared<T>(
        _ layers: [AppearanceLayer], _ property: (BarAppearanceDeclaration) -> Located<T>?,
        describe: (T) -> String = { "\($0)" }
    ) -> Resolved<T>? {
        AppearanceLayer.first(in: layers, describe: describe, property).map { Resolved($0.value, $0.provenance, overridden: $0.overridden) }
    }

    /// The legacy background and effective translucency (docs/UIKIT.md §2.1, §2.2, §3.6 decision table).
    func legacyBackground(
        defaults: EraDefaults, bar: BarKind, era: Era, isDark: Bool, styleWord: String, barStyle: Resolved<BarStyle>,
        barTint: Resolved<RGBAColor?>, image: Resolved<ResolvedImage>?, translucentDeclared: Resolved<Bool>?
    )
        -> (Resolved<Bool>, Resolved<BarBackground>)
    {
        let forced = barStyle.value == .blackTranslucent
        if let image {
            let hasAlpha = images.hasTransparentPixels(image.value)
            let translucent: Resolved<Bool>
            if forced {
                translucent = Resolved(
                    true,
                    Provenance(
                        barStyle.provenance.origin, rule: "barStyle .blackTranslucent forces translucent to YES (docs/UIKIT.md §2.1)"))
            } else if let declaredValue = translucentDeclared {
                translucent = declaredValue
            } else {
                translucent = Resolved(
                    hasAlpha,
                    Provenance(
                        image.provenance.origin,
                        rule:
                            "with a background image, translucent is inferred: YES only if the image has a pixel with alpha < 1 (docs/UIKIT.md §3.6); this one \(hasAlpha ? "has" : "has none")"
                    ))
            }
            let fill = BarBackground.ImageFill(image: image.value, opacity: 1, contentMode: .scaleToFill)
            // Which fallback step found the image (compact → default metrics, topAttached → any), when one did.
            let lookup = image.provenance.rule.hasPrefix("no image for") ? "; " + image.provenance.rule : ""
            switch (translucent.value, hasAlpha) {
            case (true, true):
                return (translucent, image.map { _ in BarBackground(kind: .image, layers: [], image: fill) })
            case (true, false):
                let faded = BarBackground.ImageFill(
                    image: image.value, opacity: defaults.forcedTranslucentImageOpacity, contentMode: .scaleToFill)
                return (
                    translucent,
                    Resolved(
                        BarBackground(kind: .image, layers: [], image: faded),
                        Provenance(
                            image.provenance.origin,
                            rule:
                                "an opaque image on a bar forced translucent gets a system opacity below 1 (docs/UIKIT.md §3.6; \(ThemeNumber.format(defaults.forcedTranslucentImageOpacity)) ❓)"
                                + lookup),
                        overridden: image.overridden)
                )
            case (false, true):
                let backing = barTint.value ?? (isDark ? RGBAColor.black : .white)
                return (
                    translucent,
                    Resolved(
                        BarBackground(kind: .image, layers: [backing], image: fill),
                        Provenance(
                            image.provenance.origin,
                            rule:
                                "a translucent image on an opaque bar gets an opaque backing: barTintColor, else \(isDark ? "black" : "white") for \(styleWord) (docs/UIKIT.md §3.6)"
                                + lookup),
                        overridden: image.overridden)
                )
            case (false, false):
                return (
                    translucent,
                    Resolved(
                        BarBackground(kind: .image, layers: [], image: fill),
                        Provenance(
                            image.provenance.origin,
                            rule: "a custom background image replaces the system background (docs/UIKIT.md §2.2)" + lookup),
                        overridden: image.overridden)
                )
            }
        }
        let translucent: Resolved<Bool>
        if forced {
            let lost =
                translucentDeclared.flatMap { d in
                    d.provenance.location.map { [OverriddenDeclaration(location: $0, layer: d.provenance.layer, value: "\(d.value)")] }
                } ?? []
            translucent = Resolved(
                true,
                Provenance(barStyle.provenance.origin, rule: "barStyle .blackTranslucent forces translucent to YES (docs/UIKIT.md §2.1)"),
                overridden: lost)
        } else {
            translucent =
                translucentDeclared
                ?? Resolved(true, Provenance(.defaulted("UIKit default"), rule: "bars are translucent by default (docs/UIKIT.md §2.2)"))
        }
        let background: Resolved<BarBackground>
        switch (translucent.value, barTint.value) {
        case (true, let tint?):
            background = Resolved(
                BarBackground(kind: .tintedTranslucent, layers: [defaults.tintUnderlay, tint.withAlpha(defaults.tintAlpha)]),
                Provenance(
                    barTint.provenance.origin,
                    rule: "a translucent barTintColor is drawn at 0.85 over white(0.97) at 0.5 (docs/UIKIT.md §2.2, layer model)"),
                overridden: barTint.overridden)
        case (false, let tint?):
            background = Resolved(
                BarBackground(kind: .opaque, layers: [tint]),
                Provenance(barTint.provenance.origin, rule: "an opaque bar fills with barTintColor (docs/UIKIT.md §2.2)"),
                overridden: barTint.overridden)
        case (true, nil):
            let material = isDark ? (bar == .toolbar ? defaults.darkToolbarMaterial : defaults.darkMaterial) : defaults.lightMaterial
            // A material that leaves a flat backdrop unchanged (iOS 13+ light) adds no layer.
            background = Resolved(
                BarBackground(kind: .material, layers: material.alpha > 0 ? [material] : []),
                Provenance(
                    .defaulted("\(era.rawValue) \(isDark ? "dark" : "light") material"),
                    rule: era.usesLiquidGlass
                        ? "no barTintColor: a Liquid Glass bar has no background of its own, the content shows through (docs/UIKIT.md §10.2)"
                        : "no barTintColor: \(styleWord) picks the translucent material (docs/UIKIT.md §2.1, §3.1)"))
        case (false, nil):
            let fill = isDark ? defaults.darkOpaque : defaults.lightOpaque
            background = Resolved(
                BarBackground(kind: .opaque, layers: [fill]),
                Provenance(
                    .defaulted("\(era.rawValue) opaque \(isDark ? "black" : "white")"),
                    rule: "an opaque bar without barTintColor is \(isDark ? "black" : "white") for \(styleWord) (docs/UIKIT.md §2.1)"))
        }
        return (translucent, background)
    }

    /// `titleVerticalPositionAdjustment(for:)` with the fallback of docs/UIKIT.md §3.3: the exact metrics,
    /// then the same metrics without prompt, then `.default`, then 0.
    func titleAdjustment(layers: [AppearanceLayer], metrics: BarMetrics) -> Resolved<Double> {
        var chain = [metrics]
        if metrics.hasPrompt { chain.append(metrics.withoutPrompt) }
        if !chain.contains(.default) { chain.append(.default) }
        for (index, candidate) in chain.enumerated() {
            if let found = declared(layers, { $0.titleVerticalPositionAdjustment[candidate] }) {
                let rule =
                    index == 0
                    ? found.provenance.rule : "no value for \(metrics.rawValue): falls back to \(candidate.rawValue) (docs/UIKIT.md §3.3)"
                return Resolved(found.value, Provenance(found.provenance.origin, rule: rule), overridden: found.overridden)
            }
        }
        return Resolved(0, Provenance(.defaulted("UIKit default"), rule: "no adjustment for any metrics: 0 (docs/UIKIT.md §3.3)"))
    }

    /// Defaults for one text role.
    struct TextDefaults {
        let font: FontDescriptor
        let color: RGBAColor
        let what: String
        let era: Era
        let style: UserInterfaceStyle
        let contrast: ColorContrast
        let styleWord: String
    }

    /// Resolved font, colour and shadow of one text role.
    struct TextValues {
        var font: Resolved<FontDescriptor>
        var color: Resolved<RGBAColor>
        var shadow: Resolved<TextShadow>
    }

    func textAttributes(
        _ layers: [AppearanceLayer], _ key: KeyPath<BarAppearanceDeclaration, TextAttributesDeclaration?>,
        defaults: TextDefaults, style: UserInterfaceStyle
    ) -> TextValues {
        let winner = AppearanceLayer.first(in: layers, describe: { (_: TextAttributesDeclaration) in "text attributes" }) { block in
            block[keyPath: key].map { Located($0, at: $0.firstLocation ?? block.location) }
        }
        return TextValues.from(winner.map { ($0.value, $0.provenance, $0.overridden) }, defaults: defaults, style: style)
    }
}

extension AppearanceResolver.TextValues {
    /// Values from a declared attributes dictionary (or none), each key falling back to its default.
    static func from(
        _ declared: (TextAttributesDeclaration, Provenance, [OverriddenDeclaration])?, defaults: AppearanceResolver.TextDefaults,
        style: UserInterfaceStyle
    ) -> AppearanceResolver.TextValues {
        let fontDefault = Resolved(
            defaults.font,
            Provenance(
                .defaulted("\(defaults.era.rawValue) \(defaults.what) font"),
                rule: "the \(defaults.what) is \(defaults.font) by default (docs/UIKIT.md §2.4)"))
        let colorDefault = Resolved(
            defaults.color,
            Provenance(
                .defaulted("\(defaults.era.rawValue) label colour (\(style.rawValue))"),
                rule: "the \(defaults.what) colour is inferred from \(defaults.styleWord) (docs/UIKIT.md §2.4, §3.1)"))
        let shadowDefault = Resolved(
            TextShadow.none,
            Provenance(
                .defaulted("\(defaults.era.rawValue) default"),
                rule: "titles have no shadow since iOS 7 (docs/UIKIT.md §2.4)"))
        guard let (attributes, provenance, overridden) = declared else {
            return .init(font: fontDefault, color: colorDefault, shadow: shadowDefault)
        }
        func origin(_ location: SourceLocation) -> Provenance {
            Provenance(.declared(location, layer: provenance.layer), rule: provenance.rule)
        }
        let font =
            attributes.font.map { Resolved(FontDescriptor($0.value, fallback: defaults.font), origin($0.location), overridden: overridden) }
            ?? Resolved(
                defaults.font,
                Provenance(
                    fontDefault.provenance.origin,
                    rule:
                        "the winning titleTextAttributes (\(provenance.location.map(\.description) ?? "")) has no font: the default applies (docs/UIKIT.md §2.4)"
                ))
        let color =
            attributes.foregroundColor.map {
                Resolved($0.value.resolved(for: style, contrast: defaults.contrast), origin($0.location), overridden: overridden)
            }
            ?? colorDefault
        let shadow =
            attributes.shadow.map { declaredShadow in
                Resolved(
                    TextShadow(declaredShadow.value, style: style, contrast: defaults.contrast), origin(declaredShadow.location),
                    overridden: overridden)
            } ?? shadowDefault
        return .init(font: font, color: color, shadow: shadow)
    }
}

extension TextAttributesDeclaration {
    /// Where the first key of the dictionary is written.
    var firstLocation: SourceLocation? {
        [font?.location, foregroundColor?.location, shadow?.location].compactMap { $0 }.min()
    }
}

extension FontDescriptor {
    /// A declared font; family, weight and size left out take `fallback`'s (a font file has its own family).
    init(_ declaration: FontDeclaration, fallback: FontDescriptor) {
        let size = declaration.size?.value ?? fallback.size
        if let file = declaration.file {
            self.init(family: "", weight: .regular, size: size, file: ThemeFiles.path(file.value, relativeTo: file.location.file))
        } else {
            self.init(
                family: declaration.family?.value ?? fallback.family, weight: declaration.weight?.value ?? fallback.weight, size: size)
        }
    }
}

extension TextShadow {
    /// `NSShadow` defaults for unset parts: black at 1/3, offset (0, −1), no blur.
    init(_ declaration: TextShadowDeclaration, style: UserInterfaceStyle, contrast: ColorContrast) {
        self.init(
            color: declaration.color?.value.resolved(for: style, contrast: contrast) ?? RGBAColor(white: 0, alpha: 1.0 / 3),
            offset: declaration.offset?.value ?? Offset(x: 0, y: -1), blurRadius: declaration.blurRadius?.value ?? 0)
    }
}

extension Provenance {
    var isDeclared: Bool {
        if case .declared = origin { return true }
        return false
    }

    var location: SourceLocation? {
        if case .declared(let location, _) = origin { return location }
        return nil
    }

    var layer: String {
        if case .declared(_, let layer) = origin { return layer }
        return ""
    }
}

extension RGBAColor {
    var asHairline: BarShadow { .hairline(self) }
}
