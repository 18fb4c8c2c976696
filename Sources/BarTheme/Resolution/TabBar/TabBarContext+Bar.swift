/// The tab bar's own bar-wide values: the selection indicator and the item positioning (docs/UIKIT.md
/// §18.2, §18.4): the chosen appearance object's value beats the legacy property.
extension TabBarContext {
    func selectionIndicator() -> Resolved<ResolvedImage?> {
        if let object, let image = object.value.selectionIndicatorImage {
            return Resolved(
                ResolvedImage(image),
                Provenance(
                    .declared(image.location, layer: object.layer.slotName(object.slot)),
                    rule: "the appearance object's selectionIndicatorImage beats the legacy one (docs/UIKIT.md §18.4)"))
        }
        let legacy = layers.lazy.compactMap { layer in layer.block.selectionIndicatorImage.map { (layer, $0) } }.first
        if let (layer, image) = legacy {
            return Resolved(ResolvedImage(image), Provenance(.declared(image.location, layer: layer.name), rule: layer.rule))
        }
        return Resolved(
            nil,
            Provenance(
                .defaulted("UIKit"),
                rule: "no selection indicator image: nothing behind the selected tab before iOS 26 (docs/UIKIT.md §18.2)"))
    }

    func selectionIndicatorTint() -> Resolved<RGBAColor?> {
        if let object, let tint = object.value.selectionIndicatorTintColor {
            return Resolved(
                color(tint.value),
                Provenance(
                    .declared(tint.location, layer: object.layer.slotName(object.slot)),
                    rule: "selectionIndicatorTintColor tints a template indicator image (docs/UIKIT.md §18.4)"))
        }
        return Resolved(
            nil,
            Provenance(
                .defaulted("UIKit"), rule: "no selectionIndicatorTintColor: the indicator image is drawn as it is (docs/UIKIT.md §18.4)"))
    }

    /// The bar view's own `backgroundColor` (docs/UIKIT.md §18.8), instance over scope over proxy: on
    /// iOS 26 the band over the bar's frame (`TabBarGlassColours.viewBand`); before iOS 26 nil, with
    /// the declaration kept so `explain` says it is not drawn.
    func viewBackground() -> Resolved<RGBAColor?> {
        guard let found = declared({ $0.backgroundColor }) else {
            let rule = "no backgroundColor on the bar view: nothing of its own under the tabs (docs/UIKIT.md §18.8)"
            return Resolved(nil, Provenance(.defaulted("UIKit"), rule: rule))
        }
        guard bar.era == .ios26 else {
            let rule =
                "\(found.provenance.rule); not drawn: BarTheme does not model the bar view's backgroundColor before iOS 26 "
                + "(docs/UIKIT.md §18.8)"
            return Resolved(nil, Provenance(found.provenance.origin, rule: rule), overridden: found.overridden)
        }
        let band = TabBarGlassColours.viewBand(color(found.value), backdrop: bar.backdrop.value)
        let rule =
            "\(found.provenance.rule); the bar view's colour fills its frame (49 pt and the home-indicator area) and no glass "
            + "capsule shows on it; drawn \(band) under a 4 % dim, and the pill and the tabs' colours are taken over it "
            + "(docs/UIKIT.md §18.8, one app)"
        return Resolved(band, Provenance(found.provenance.origin, rule: rule), overridden: found.overridden)
    }

    func positioning() -> Resolved<TabBarItemPositioning> {
        let idiom = scene.userInterfaceIdiom?.value ?? TraitEnvironment(variant).userInterfaceIdiom
        let declared: Resolved<TabBarItemPositioning>? =
            layout == .stacked
            ? object.flatMap { object in
                object.value.stackedItemPositioning.map {
                    Resolved(
                        $0.value,
                        Provenance(
                            .declared($0.location, layer: object.layer.slotName(object.slot)),
                            rule: "the appearance object's stackedItemPositioning beats itemPositioning (docs/UIKIT.md §18.4)"))
                }
            } ?? self.declared({ $0.itemPositioning }, describe: { $0.rawValue })
            : self.declared({ $0.itemPositioning }, describe: { $0.rawValue })
        let value =
            declared
            ?? Resolved(.automatic, Provenance(.defaulted("UIKit"), rule: "itemPositioning defaults to automatic (docs/UIKIT.md §18.2)"))
        let effective = TabBarGeometry.positioning(value.value, idiom: idiom)
        guard effective != value.value else { return value }
        return Resolved(
            effective,
            Provenance(
                value.provenance.origin, rule: "automatic: items fill a phone's bar and are centred on an iPad's (docs/UIKIT.md §18.2)"),
            overridden: value.overridden)
    }

    /// `itemWidth` / `itemSpacing`, the stacked layout's object values first.
    func itemMetric(
        _ legacy: KeyPath<TabBarAppearanceDeclaration, Located<Double>?>,
        _ stacked: KeyPath<TabBarAppearanceObjectDeclaration, Located<Double>?>,
        _ name: ThemeKey
    ) -> Resolved<Double?> {
        if layout == .stacked, let object, let found = object.value[keyPath: stacked], found.value > 0 {
            return Resolved(
                found.value,
                Provenance(
                    .declared(found.location, layer: object.layer.slotName(object.slot)),
                    rule: "the appearance object's stacked value beats \(name) (docs/UIKIT.md §18.4)"))
        }
        if let found = declared({ $0[keyPath: legacy] }), found.value > 0 {
            return found.map { $0 }
        }
        return Resolved(nil, Provenance(.defaulted("UIKit"), rule: "0 or unset: the system's \(name) (docs/UIKIT.md §18.2)"))
    }
}
