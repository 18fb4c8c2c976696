/// What the legacy appearance API gives for one bar, property by property (docs/UIKIT.md §3: the
/// first layer that sets a property wins, then the era's defaults).
extension AppearanceResolver {
    func legacyValues(_ context: ResolutionContext) -> BarValues {
        // barTintColor: its alpha is ignored (QA1808, docs/UIKIT.md §2.2).
        let barTint: Resolved<RGBAColor?> =
            context.declared({ $0.barTintColor }).map {
                $0.map { $0.resolved(for: context.style, contrast: context.contrast, palette: context.defaults.palette).withAlpha(1) }
            }
            ?? Resolved(
                nil, Provenance(.defaulted("not set"), rule: "no barTintColor: the background comes from barStyle (docs/UIKIT.md §3.1)"))
        // Legacy background image (docs/UIKIT.md §3.2) and translucency (docs/UIKIT.md §3.6).
        let backgroundImage = BackgroundImageLookup.find(in: context.layers, position: context.variant.position, metrics: context.metrics)
        let translucentDeclared: Resolved<Bool>? = context.declared({ $0.translucent })
        let (translucent, background) = legacyBackground(
            context, barTint: barTint, image: backgroundImage, translucentDeclared: translucentDeclared)
        let shadowImage = legacyShadowImage(context)
        let shadow = legacyShadow(context, shadowImage: shadowImage, hasBackgroundImage: backgroundImage != nil)
        let (backIndicator, bothIndicatorImages) = legacyBackIndicator(context)
        let prefersLarge: Resolved<Bool> =
            context.declared({ $0.prefersLargeTitles })
            ?? Resolved(false, Provenance(.defaulted("UIKit default"), rule: "prefersLargeTitles defaults to NO"))
        return BarValues(
            barTint: barTint, translucent: translucent, background: background, shadow: shadow, backIndicator: backIndicator,
            tint: legacyTint(context),
            title: textAttributes(context, \.titleTextAttributes, defaults: context.titleDefaults),
            largeTitle: textAttributes(context, \.largeTitleTextAttributes, defaults: context.largeTitleDefaults),
            titleAdjustment: titleAdjustment(context).map { Offset(x: 0, y: $0) }, prefersLargeTitles: prefersLarge,
            plainItemText: Resolved(
                ItemTextAppearance(font: .plainItem),
                Provenance(.defaulted("system 17 pt regular"), rule: "plain items (docs/UIKIT.md §2.4)")),
            doneItemText: Resolved(
                ItemTextAppearance(font: .doneItem),
                Provenance(.defaulted("system 17 pt semibold"), rule: "done items (docs/UIKIT.md §2.4)")),
            backButtonText: backTitleDefault(context.era),
            appearanceObject: Resolved(
                "none",
                Provenance(
                    .defaulted("legacy appearance API"),
                    rule: context.defaults.supportsAppearanceObjects
                        ? "no appearance object applies in this chain (docs/UIKIT.md §3.8)"
                        : "\(context.era.rawValue) has no appearance objects")),
            declaresBackgroundImage: backgroundImage != nil, declaresTranslucent: translucentDeclared != nil,
            declaresShadowImage: shadowImage != nil, declaresBackIndicator: bothIndicatorImages)
    }

    /// The back title's default look: 17 pt regular, as plain items (docs/UIKIT.md §2.4); on Liquid
    /// Glass 17 pt medium (measured, one app, §10.14).
    func backTitleDefault(_ era: Era) -> Resolved<ItemTextAppearance> {
        era.usesLiquidGlass
            ? Resolved(
                ItemTextAppearance(font: .liquidGlassBackTitle),
                Provenance(
                    .defaulted("system 17 pt medium"),
                    rule: "the back title on Liquid Glass (measured, one app: DNSChat, docs/UIKIT.md §10.14)"))
            : Resolved(
                ItemTextAppearance(font: .plainItem),
                Provenance(.defaulted("system 17 pt regular"), rule: "the back title (docs/UIKIT.md §2.4)"))
    }

    /// The items' tint: the declared `tintColor` (made vibrant on glass), else the era's default.
    func legacyTint(_ context: ResolutionContext) -> Resolved<RGBAColor> {
        let (era, defaults, style) = (context.era, context.defaults, context.style)
        return context.declared({ $0.tintColor }).map {
            GlassVibrancy.resolve(
                $0.map { $0.resolved(for: style, contrast: context.contrast, palette: context.defaults.palette) }, era: era)
        }
            ?? Resolved(
                context.isDark ? defaults.darkTint : defaults.lightTint,
                era.usesLiquidGlass
                    ? Provenance(
                        .defaulted("\(era.rawValue) label colour (\(style.rawValue))"),
                        rule: "on Liquid Glass, items default to the label colour, not systemBlue (docs/UIKIT.md §10.3)")
                    : Provenance(
                        .defaulted("\(era.rawValue) systemBlue (\(style.rawValue))"),
                        rule: "items default to the system tint colour (docs/UIKIT.md §2.3)"))
    }
}
