/// Applies UIKit's appearance precedence (docs/UIKIT.md §3) for one bar in one scene and variant.
///
/// Legacy API, per property: scene instance > matching `when:` scopes (ranked by the containment
/// policy) > the theme's proxy block > the same for each `extends` parent > values inferred from
/// `barStyle` > era defaults. iOS 13+ appearance objects are chosen whole (§3.8); when a theme
/// sets both, legacy values win for the visual property they set (policy
/// `legacyOverridesAppearanceObjects`, default true, §8 #7).
///
/// One resolution runs in three steps, each in its own file: the `ResolutionContext` (era, layers,
/// light or dark), the legacy values (`+LegacyValues`, with `+Background`, `+Shadow`,
/// `+BackIndicator` and `TextResolution`), then the appearance object merged over them
/// (`+AppearanceObject`).
public struct AppearanceResolver {
    /// The era to reproduce; `nil` takes the theme's `era:`, else `ios26`, with `compatibilityMode` (`Era.effective`).
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

    /// Resolves for `documents`: the theme first, then its `extends` parents, nearest first. A tab
    /// bar scene's own values come with it (`BarAppearance.tabBar`, `TabBarResolver`).
    public func resolve(documents: [ThemeDocument], scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        if scene.bar?.value == .tabBar {
            return TabBarResolver(era: eraOverride, images: images).resolve(documents: documents, scene: scene, variant: variant)
        }
        return resolveBar(documents: documents, scene: scene, variant: variant)
    }

    /// The values every bar kind shares, for `documents` (a tab bar's through its blocks' bar equivalents).
    func resolveBar(documents: [ThemeDocument], scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        let context = ResolutionContext(documents: documents, scene: scene, variant: variant, eraOverride: eraOverride)
        var values = legacyValues(context)
        let atScrollEdge = ContentResolver.isAtScrollEdge(
            scene: scene, prefersLargeTitles: values.prefersLargeTitles.value, metrics: context.metrics, bar: context.bar,
            defaults: context.defaults)
        applyAppearanceObject(context, atScrollEdge: atScrollEdge, to: &values)

        var result = BarAppearance(
            era: context.era, bar: context.bar, appearanceObject: values.appearanceObject, barStyle: context.barStyle,
            isTranslucent: values.translucent, barTintColor: values.barTint, background: values.background, shadow: values.shadow,
            tintColor: values.tint, titleFont: values.title.font, titleColor: values.title.color, titleShadow: values.title.shadow,
            titlePositionAdjustment: values.titleAdjustment, prefersLargeTitles: values.prefersLargeTitles,
            largeTitleFont: values.largeTitle.font, largeTitleColor: values.largeTitle.color, backIndicator: values.backIndicator,
            plainItemText: values.plainItemText, doneItemText: values.doneItemText, backButtonText: values.backButtonText,
            backdrop: backdrop(context), effectiveStyle: context.style)
        result.backButtonTint = BackButtonTintRule.resolve(
            era: context.era, bar: context.bar, tint: values.tint,
            label: context.isDark ? context.defaults.darkTint : context.defaults.lightTint,
            style: context.style)
        result.scrollEdgeEffect = ScrollEdgeEffectRule.resolve(scene: scene, era: context.era, atScrollEdge: atScrollEdge)
        result.contentScrollView = ContentScrollViewRule.resolve(scene: scene, era: context.era, bar: context.bar)
        result.barHeight = BarHeightRule.resolve(scene: scene, variant: variant, era: context.era, bar: context.bar)
        result.statusBarHeight = StatusBarRule.resolve(scene: scene, variant: variant, era: context.era)
        result.eraChoice = context.eraChoice
        result.textItemPadding = TextItemPaddingRule.resolve(era: context.era, documents: documents)
        result.darkTextItemLabel = TextItemLabelRule.resolve(era: context.era, documents: documents)
        // UIBarButtonItem proxies (docs/UIKIT.md §2.5): combined with each item's own values at layout.
        result.itemAppearance = ResolvedItemAppearance(
            layers: ItemAppearanceLayer.stack(
                bar: context.bar, scene: scene, documents: documents, variant: variant, policy: context.containment),
            metrics: context.metrics, style: context.style, contrast: context.contrast, palette: context.defaults.palette)
        result.legacyOverridesAppearanceObjects = context.legacyWins
        result.metrics = context.metrics
        return AccessibilityAdjustment.apply(variant.accessibility, to: result, normalContrast: normalContrast(documents, scene, variant))
    }

    /// With Increase Contrast on, the same bar at normal contrast, so explain can name the colours
    /// the setting changed (docs/UIKIT.md §16.1); otherwise `nil`.
    func normalContrast(_ documents: [ThemeDocument], _ scene: SceneDeclaration, _ variant: Variant) -> BarAppearance? {
        guard variant.accessibility.increaseContrast else { return nil }
        var normal = variant
        normal.accessibility.increaseContrast = false
        return resolve(documents: documents, scene: scene, variant: normal)
    }

    /// What shows through a translucent bar: the scene's backdrop, else the system background.
    func backdrop(_ context: ResolutionContext) -> Resolved<RGBAColor> {
        let (scene, variant) = (context.scene, context.variant)
        return scene.backdrop.map {
            Resolved(
                $0.value.resolved(for: variant.userInterfaceStyle, contrast: context.contrast, palette: context.defaults.palette),
                Provenance(
                    .declared($0.location, layer: "scene '\(scene.name.value)'"),
                    rule: "the scene's backdrop shows through a translucent bar"))
        }
            ?? Resolved(
                variant.userInterfaceStyle == .dark && context.defaults.supportsDarkMode ? .black : .white,
                Provenance(
                    .defaulted("systemBackground (\(variant.userInterfaceStyle.rawValue))"),
                    rule: "without a backdrop the content behind the bar is the system background"))
    }
}
