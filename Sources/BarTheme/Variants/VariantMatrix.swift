/// Expands a scene's `variants:` axes (with command-line overrides) into concrete variants.
///
/// Defaults for an axis the scene leaves out: metrics `default`, position `topAttached`, width 375,
/// scale 3, light, left-to-right, standard accessibility settings, no pseudolanguage. The status bar
/// is the scene's `statusBarHeight`, else the device's of each width and scale (`StatusBarMetrics`). Order: metrics,
/// position, style, width, scale, direction, accessibility, pseudolanguage — stable, so output is stable.
/// The `rtl` pseudolanguage lays out right to left whatever the direction axis says.
public enum VariantMatrix {
    /// The most variants one scene may expand to (checked by the parser before anything expands them).
    public static let maximumPerScene = 256
    /// The most images one theme may make: variants × (stack steps + 1), over its scenes.
    public static let maximumPerTheme = 4_096

    /// How many variants `axes` expand to, without expanding them (axes left out count 1).
    public static func count(for axes: VariantAxesDeclaration) -> Int {
        let counts = [
            axes.metrics.map { Set($0.value).count }, axes.positions.map { Set($0.value).count },
            axes.widths.map { Set($0.value).count }, axes.scales.map { Set($0.value).count },
            axes.userInterfaceStyles.map { Set($0.value).count }, axes.layoutDirections.map { Set($0.value).count },
            axes.accessibility.map { Set($0.value).count }, axes.pseudoLanguages.map { Set($0.value).count },
        ]
        return counts.reduce(1) { $0 * max(1, $1 ?? 1) }
    }

    /// Every variant of `scene`: each combination of its `variants:` axes (defaults for axes left out),
    /// with `overrides` replacing axes, each in every era of `eras` (`EraVariant.axis`; `[nil]`: the
    /// theme's one era), the eras innermost so each variant's eras sit together.
    public static func variants(
        for scene: SceneDeclaration, overrides: VariantOverrides = VariantOverrides(), eras: [EraVariant?] = [nil]
    ) -> [Variant] {
        let axes = scene.variants
        let metrics = overrides.metrics.map { [$0] } ?? axes.metrics?.value ?? [.default]
        // A toolbar sits at the bottom unless the scene says otherwise (docs/UIKIT.md §5).
        let defaultPosition: BarPosition = scene.bar?.value.isBottomBar == true ? .bottom : .topAttached
        let positions = overrides.position.map { [$0] } ?? axes.positions?.value ?? [defaultPosition]
        let widths = overrides.width.map { [$0] } ?? axes.widths?.value ?? [375]
        let scales = overrides.scale.map { [$0] } ?? axes.scales?.value ?? [3]
        let styles = overrides.userInterfaceStyle.map { [$0] } ?? axes.userInterfaceStyles?.value ?? [.light]
        let directions = overrides.layoutDirection.map { [$0] } ?? axes.layoutDirections?.value ?? [.leftToRight]
        let settings = overrides.accessibility ?? axes.accessibility?.value ?? [.standard]
        let pseudos: [PseudoLanguage?] = overrides.pseudoLanguages ?? axes.pseudoLanguages?.value ?? [nil]
        var result: [Variant] = []
        for m in unique(metrics) {
            for p in unique(positions) {
                for style in unique(styles) {
                    for w in unique(widths) {
                        for s in unique(scales) {
                            for d in unique(directions) {
                                for a in unique(settings) {
                                    for pseudo in unique(pseudos) {
                                        var variant = Variant(
                                            metrics: m, position: p, width: w, scale: s, userInterfaceStyle: style,
                                            layoutDirection: pseudo?.mirrorsLayout == true ? .rightToLeft : d)
                                        variant.accessibility = a
                                        variant.pseudoLanguage = pseudo
                                        variant.declaredIdiom = scene.userInterfaceIdiom?.value
                                        // The scene's, else the device's (docs/UIKIT.md §1.2).
                                        if let declared = scene.statusBarHeight?.value {
                                            variant.statusBarHeight = declared
                                        } else {
                                            variant.useDeviceStatusBar()
                                        }
                                        for era in eras {
                                            variant.era = era
                                            result.append(variant)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
