/// iOS 13+ appearance objects over the legacy values (docs/UIKIT.md §3.8): the object is chosen
/// whole for the bar's state, then merged property by property; a legacy value the theme set wins
/// when the policy `legacyOverridesAppearanceObjects` says so (docs/UIKIT.md §8 #7).
extension AppearanceResolver {
    /// Replaces `values` with the appearance object's where UIKit would, for a bar at the scroll edge or not.
    func applyAppearanceObject(_ context: ResolutionContext, atScrollEdge: Bool, to values: inout BarValues) {
        let (scene, metrics, defaults) = (context.scene, context.metrics, context.defaults)
        guard defaults.supportsAppearanceObjects else { return }
        let scrollEdge = ScrollEdgeRule(
            era: context.era, defaults: defaults, bar: context.bar, atScrollEdge: atScrollEdge,
            showsLargeTitle: ContentResolver.showsLargeTitle(
                items: scene.items, prefersLargeTitles: values.prefersLargeTitles.value, metrics: metrics),
            assumedAtScrollEdge: scene.atScrollEdge == nil && context.bar != .toolbar && defaults.newScreenIsAtScrollEdge)
        let selected = AppearanceObjectSelection.select(
            layers: context.layers, topItem: context.bar == .navigationBar ? scene.items.last : nil,
            topItemIndex: scene.items.count - 1, compact: metrics.isCompact, scrollEdge: scrollEdge.applies)
        if let selected {
            merge(selected, context, into: &values)
        } else if scrollEdge.applies {
            // No appearance object declared: UIKit builds standardAppearance from the legacy
            // properties, and with no scrollEdgeAppearance the scroll edge uses it with a
            // transparent background and no shadow (docs/UIKIT.md §3.8.1).
            let because = Provenance(.defaulted("no scrollEdgeAppearance"), rule: scrollEdge.rule)
            values.appearanceObject = Resolved("standardAppearance built from the legacy properties (transparent background)", because)
            values.background = Resolved(BarBackground(kind: .transparent, layers: []), because)
            values.translucent = Resolved(true, because)
            values.shadow = Resolved(.none, because)
        }
    }

    /// Merges the selected object's values over the legacy ones.
    func merge(_ selected: AppearanceObjectSelection.Selected, _ context: ResolutionContext, into values: inout BarValues) {
        let legacyWins = context.legacyWins
        values.appearanceObject = Resolved(
            selected.slot + (selected.transparentBackground ? " (transparent background)" : ""), selected.provenance)
        let object = ObjectValues(
            selected: selected, bar: context.bar, isDark: context.isDark, style: context.style, contrast: context.contrast,
            defaults: context.defaults)
        let legacyNote =
            "; a legacy value set in the theme wins over the appearance object (policy legacyOverridesAppearanceObjects, docs/UIKIT.md §8 #7)"
        func pick<T>(_ legacyValue: Resolved<T>, legacySet: Bool, _ objectValue: Resolved<T>) -> Resolved<T> {
            guard legacySet && legacyWins else { return objectValue }
            return Resolved(
                legacyValue.value, Provenance(legacyValue.provenance.origin, rule: legacyValue.provenance.rule + legacyNote),
                overridden: legacyValue.overridden)
        }
        // At the scroll edge with no scroll-edge object, the transparent background wins over
        // legacy values too: they are part of the standard appearance it is built from (§3.8.1).
        let keepsBackground = !selected.transparentBackground
        let declaresBackground = values.barTint.value != nil || values.declaresBackgroundImage
        values.background = pick(values.background, legacySet: keepsBackground && declaresBackground, object.background)
        values.translucent = pick(
            values.translucent, legacySet: keepsBackground && (declaresBackground || values.declaresTranslucent), object.isTranslucent)
        values.shadow = pick(values.shadow, legacySet: keepsBackground && values.declaresShadowImage, object.shadow)
        values.backIndicator = pick(
            values.backIndicator, legacySet: values.declaresBackIndicator, object.backIndicator ?? values.backIndicator)
        values.title = object.mergeText(
            legacy: values.title, legacyWins: legacyWins, object.object.titleTextAttributes, defaults: context.titleDefaults)
        values.largeTitle = object.mergeText(
            legacy: values.largeTitle, legacyWins: legacyWins, object.object.largeTitleTextAttributes, defaults: context.largeTitleDefaults)
        if let offset = object.object.titlePositionAdjustment, !(legacyWins && values.titleAdjustment.provenance.isDeclared) {
            values.titleAdjustment = Resolved(
                offset.value,
                Provenance(
                    .declared(offset.location, layer: selected.slot),
                    rule: "the appearance object's titlePositionAdjustment (docs/UIKIT.md §1.4)"))
        }
        let buttons = object.object.buttonAppearance
        values.plainItemText = object.buttonText(buttons, base: values.plainItemText)
        values.doneItemText = object.buttonText(
            object.object.doneButtonAppearance ?? buttons, base: values.doneItemText, keepFont: .doneItem)
        // backButtonAppearance: "Defaults are drawn from buttonAppearance when appropriate" (docs/UIKIT.md §3.8).
        values.backButtonText = object.buttonText(object.object.backButtonAppearance ?? buttons, base: values.backButtonText)
    }
}
