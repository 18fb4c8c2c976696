/// The legacy background and effective translucency (docs/UIKIT.md §2.1, §2.2, §3.6 decision table).
extension AppearanceResolver {
    /// The bar's background and translucency from `barTintColor`, a background image and `translucent`.
    func legacyBackground(
        _ context: ResolutionContext, barTint: Resolved<RGBAColor?>, image: Resolved<ResolvedImage>?,
        translucentDeclared: Resolved<Bool>?
    ) -> (translucent: Resolved<Bool>, background: Resolved<BarBackground>) {
        if let image {
            return imageBackground(context, barTint: barTint, image: image, translucentDeclared: translucentDeclared)
        }
        let translucent: Resolved<Bool>
        if context.barStyle.value == .blackTranslucent {
            let lost =
                translucentDeclared.flatMap { d in
                    d.provenance.location.map { [OverriddenDeclaration(location: $0, layer: d.provenance.layer, value: "\(d.value)")] }
                } ?? []
            translucent = Resolved(
                true,
                Provenance(
                    context.barStyle.provenance.origin, rule: "barStyle .blackTranslucent forces translucent to YES (docs/UIKIT.md §2.1)"),
                overridden: lost)
        } else {
            translucent =
                translucentDeclared
                ?? Resolved(true, Provenance(.defaulted("UIKit default"), rule: "bars are translucent by default (docs/UIKIT.md §2.2)"))
        }
        return (translucent, colorBackground(context, translucent: translucent.value, barTint: barTint))
    }

    /// A background image: translucency inferred from its alpha unless declared, and the fill the
    /// (translucent, has alpha) pair gives (docs/UIKIT.md §3.6).
    func imageBackground(
        _ context: ResolutionContext, barTint: Resolved<RGBAColor?>, image: Resolved<ResolvedImage>,
        translucentDeclared: Resolved<Bool>?
    ) -> (translucent: Resolved<Bool>, background: Resolved<BarBackground>) {
        let hasAlpha = images.hasTransparentPixels(image.value)
        let translucent: Resolved<Bool>
        if context.barStyle.value == .blackTranslucent {
            translucent = Resolved(
                true,
                Provenance(
                    context.barStyle.provenance.origin, rule: "barStyle .blackTranslucent forces translucent to YES (docs/UIKIT.md §2.1)"))
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
        func background(_ value: BarBackground, _ rule: String) -> Resolved<BarBackground> {
            Resolved(value, Provenance(image.provenance.origin, rule: rule + lookup), overridden: image.overridden)
        }
        switch (translucent.value, hasAlpha) {
        case (true, true):
            return (translucent, image.map { _ in BarBackground(kind: .image, layers: [], image: fill) })
        case (true, false):
            let opacity = context.defaults.forcedTranslucentImageOpacity
            let faded = BarBackground.ImageFill(image: image.value, opacity: opacity, contentMode: .scaleToFill)
            return (
                translucent,
                background(
                    BarBackground(kind: .image, layers: [], image: faded),
                    "an opaque image on a bar forced translucent gets a system opacity below 1 (docs/UIKIT.md §3.6; \(ThemeNumber.format(opacity)) ❓)"
                )
            )
        case (false, true):
            let backing = barTint.value ?? (context.isDark ? RGBAColor.black : .white)
            return (
                translucent,
                background(
                    BarBackground(kind: .image, layers: [backing], image: fill),
                    "a translucent image on an opaque bar gets an opaque backing: barTintColor, else \(context.isDark ? "black" : "white") for \(context.styleWord) (docs/UIKIT.md §3.6)"
                )
            )
        case (false, false):
            return (
                translucent,
                background(
                    BarBackground(kind: .image, layers: [], image: fill),
                    "a custom background image replaces the system background (docs/UIKIT.md §2.2)")
            )
        }
    }

    /// No background image: `barTintColor` over the material, or the era's material or opaque fill.
    func colorBackground(_ context: ResolutionContext, translucent: Bool, barTint: Resolved<RGBAColor?>) -> Resolved<BarBackground> {
        let (defaults, era, isDark, styleWord) = (context.defaults, context.era, context.isDark, context.styleWord)
        switch (translucent, barTint.value) {
        case (true, let tint?):
            return Resolved(
                BarBackground(kind: .tintedTranslucent, layers: [defaults.tintUnderlay, tint.withAlpha(defaults.tintAlpha)]),
                Provenance(
                    barTint.provenance.origin,
                    rule: "a translucent barTintColor is drawn at 0.85 over white(0.97) at 0.5 (docs/UIKIT.md §2.2, layer model)"),
                overridden: barTint.overridden)
        case (false, let tint?):
            return Resolved(
                BarBackground(kind: .opaque, layers: [tint]),
                Provenance(barTint.provenance.origin, rule: "an opaque bar fills with barTintColor (docs/UIKIT.md §2.2)"),
                overridden: barTint.overridden)
        case (true, nil):
            let material =
                isDark ? (context.bar.isBottomBar ? defaults.darkToolbarMaterial : defaults.darkMaterial) : defaults.lightMaterial
            // A material that leaves a flat backdrop unchanged (iOS 13+ light) adds no layer.
            return Resolved(
                BarBackground(kind: .material, layers: material.alpha > 0 ? [material] : []),
                Provenance(
                    .defaulted("\(era.rawValue) \(isDark ? "dark" : "light") material"),
                    rule: era.usesLiquidGlass
                        ? "no barTintColor: a Liquid Glass bar has no background of its own, the content shows through (docs/UIKIT.md §10.2)"
                        : "no barTintColor: \(styleWord) picks the translucent material (docs/UIKIT.md §2.1, §3.1)"))
        case (false, nil):
            let fill = isDark ? defaults.darkOpaque : defaults.lightOpaque
            return Resolved(
                BarBackground(kind: .opaque, layers: [fill]),
                Provenance(
                    .defaulted("\(era.rawValue) opaque \(isDark ? "black" : "white")"),
                    rule: "an opaque bar without barTintColor is \(isDark ? "black" : "white") for \(styleWord) (docs/UIKIT.md §2.1)"))
        }
    }
}
