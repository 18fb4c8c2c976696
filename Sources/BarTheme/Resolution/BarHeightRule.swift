/// How tall the bar's item band is, and why (docs/UIKIT.md §1.1): 50 pt on an iPad from the
/// `ios13` era on (apps built with the iOS 12 SDK or later), whatever the bar's width; 44 pt on a
/// phone, whatever its width, and before iOS 12; 32 pt with compact metrics. The device is the
/// scene's `userInterfaceIdiom`, else read from the width (`TraitEnvironment.idiom(of:)`). A phone's
/// Liquid Glass navigation bar is the item row and the room below it (docs/UIKIT.md §10.2): the
/// value is the bar as drawn, 54 pt, so `explain` says what the picture shows.
enum BarHeightRule {
    static func resolve(scene: SceneDeclaration, variant: Variant, era: Era, bar: BarKind) -> Resolved<Double> {
        let row = rowHeight(scene: scene, variant: variant, era: era, bar: bar)
        let below =
            era.usesLiquidGlass && bar == .navigationBar
            ? GlassMetrics.navigationBarExtension(metrics: variant.metrics, width: variant.width) : 0
        let above =
            era.usesLiquidGlass && bar == .navigationBar
            ? GlassMetrics.navigationBarTopInset(position: variant.position, metrics: variant.metrics, width: variant.width) : 0
        guard below > 0 else { return row }
        var rule =
            "a phone's Liquid Glass navigation bar is its \(ThemeNumber.format(row.value)) pt item row and "
            + "\(ThemeNumber.format(below)) pt below it, where the platters' shadows fall (docs/UIKIT.md §10.2)"
        if above > 0 {
            rule +=
                "; with no status bar above it (position top, a bare frame) \(ThemeNumber.format(above)) pt above the row "
                + "(measured from the large title, one app, docs/UIKIT.md §10.15)"
        }
        return Resolved(row.value + below + above, Provenance(row.provenance.origin, rule: rule))
    }

    /// The item row's height and why.
    static func rowHeight(scene: SceneDeclaration, variant: Variant, era: Era, bar: BarKind) -> Resolved<Double> {
        let idiom = TraitEnvironment.idiom(of: variant)
        let height = UIKitMetrics.barHeight(for: variant.metrics, idiom: idiom, era: era, bar: bar)
        let origin: Provenance.Origin =
            scene.userInterfaceIdiom.map { .declared($0.location, layer: "scene '\(scene.name.value)'") }
            ?? .defaulted(
                "\(idiom.rawValue), read from the width (a pad from \(ThemeNumber.format(TraitEnvironment.regularWidth)) pt "
                    + "with regular metrics)")
        let rule: String
        if variant.metrics.isCompact {
            rule = "compact bar metrics (a phone in landscape) give the 32 pt bar (docs/UIKIT.md §1.1)"
        } else if idiom == .phone {
            rule = "a phone's bar is 44 pt at any width (docs/UIKIT.md §1.1)"
        } else if era.usesLiquidGlass, bar == .navigationBar {
            rule =
                "an iPad's Liquid Glass navigation bar centres its 44 pt item row 30 pt below its top: a 60 pt band "
                + "(measured on 13\" iPads, one app, docs/UIKIT.md §10.14)"
        } else if era == .ios7 {
            rule = "before the iOS 12 SDK an iPad's bar is 44 pt (docs/UIKIT.md §1.1)"
        } else {
            rule =
                "from the iOS 12 SDK an iPad's bar is 50 pt at any width, a split-view column or Slide Over too "
                + "(docs/UIKIT.md §1.1)"
        }
        return Resolved(height, Provenance(origin, rule: rule))
    }
}
