/// What one resolution of a bar knows before it looks at any property: the bar, the effective era
/// and its defaults, the policies, the metrics, the layer stack (docs/UIKIT.md §3.7) and the
/// light/dark decision `barStyle` and the variant make together (docs/UIKIT.md §2.1).
struct ResolutionContext {
    let scene: SceneDeclaration
    let documents: [ThemeDocument]
    let variant: Variant
    let bar: BarKind
    let era: Era
    /// The era and why (`EraRule`): the variant's, the renderer's, the theme's.
    let eraChoice: Resolved<Era>
    let defaults: EraDefaults
    let containment: ContainmentPolicy
    /// Policy `legacyOverridesAppearanceObjects` (docs/UIKIT.md §8 #7).
    let legacyWins: Bool
    /// Whether a custom shadow image needs a custom background image (docs/UIKIT.md §3.4).
    let shadowNeedsBackground: Bool
    let metrics: BarMetrics
    let layers: [AppearanceLayer]
    let barStyle: Resolved<BarStyle>
    let isDark: Bool
    let style: UserInterfaceStyle
    /// Increase Contrast picks each colour's high-contrast variant (docs/UIKIT.md §16.1).
    let contrast: ColorContrast
    /// How provenance names what made the bar light or dark: "barStyle .black" or "dark mode".
    let styleWord: String

    init(documents: [ThemeDocument], scene: SceneDeclaration, variant: Variant, eraOverride: Era?) {
        self.scene = scene
        self.documents = documents
        self.variant = variant
        let bar = scene.bar?.value ?? .navigationBar
        self.bar = bar
        let eraChoice = EraRule.resolve(override: eraOverride, variant: variant, documents: documents)
        self.eraChoice = eraChoice
        let era = eraChoice.value
        self.era = era
        let defaults = era.defaults
        self.defaults = defaults
        let policies = documents.compactMap(\.policies)
        let containment = policies.lazy.compactMap { $0.containment?.value }.first ?? .apple
        self.containment = containment
        legacyWins = policies.lazy.compactMap { $0.legacyOverridesAppearanceObjects?.value }.first ?? true
        shadowNeedsBackground =
            policies.lazy.compactMap { $0.shadowImageRequiresBackgroundImage?.value }.first
            ?? defaults.shadowImageRequiresBackgroundImage
        metrics = ContentResolver.effectiveMetrics(items: scene.items, requested: variant.metrics, bar: bar)
        layers = AppearanceLayer.stack(bar: bar, scene: scene, documents: documents, variant: variant, policy: containment)

        // barStyle: default `.default` (docs/UIKIT.md §2.1).
        let barStyle: Resolved<BarStyle> =
            Self.declared(layers, { $0.barStyle }, describe: { $0.rawValue })
            ?? Resolved(.default, Provenance(.defaulted("UIKit default"), rule: "barStyle defaults to .default (docs/UIKIT.md §2.1)"))
        self.barStyle = barStyle
        let isDark = barStyle.value.isDark || (defaults.supportsDarkMode && variant.userInterfaceStyle == .dark)
        self.isDark = isDark
        style = isDark && defaults.supportsDarkMode ? .dark : .light
        contrast = variant.accessibility.contrast
        styleWord = barStyle.value.isDark ? "barStyle .\(barStyle.value.rawValue)" : "\(variant.userInterfaceStyle.rawValue) mode"
    }

    /// The first layer's value of `property`, with the layers it beat.
    func declared<T>(_ property: (BarAppearanceDeclaration) -> Located<T>?, describe: (T) -> String = { "\($0)" }) -> Resolved<T>? {
        Self.declared(layers, property, describe: describe)
    }

    static func declared<T>(
        _ layers: [AppearanceLayer], _ property: (BarAppearanceDeclaration) -> Located<T>?,
        describe: (T) -> String = { "\($0)" }
    ) -> Resolved<T>? {
        AppearanceLayer.first(in: layers, describe: describe, property).map { Resolved($0.value, $0.provenance, overridden: $0.overridden) }
    }

    /// The title's defaults: the era's title font and the label colour of the bar's style.
    var titleDefaults: TextDefaults {
        TextDefaults(
            font: .defaultTitle, color: isDark ? defaults.darkTitle : defaults.lightTitle,
            what: "title", era: era, style: style, contrast: contrast, styleWord: styleWord)
    }

    /// The large title's defaults.
    var largeTitleDefaults: TextDefaults {
        TextDefaults(
            font: .defaultLargeTitle, color: isDark ? defaults.darkTitle : defaults.lightTitle,
            what: "large title", era: era, style: style, contrast: contrast, styleWord: styleWord)
    }
}
