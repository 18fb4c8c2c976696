/// How tall the status bar a `topAttached` bar extends under is, and why (docs/UIKIT.md §1.2): the
/// scene's `statusBarHeight`, else the status bar of the device the variant's width, scale and idiom
/// name (`StatusBarMetrics`); none on a phone with compact metrics, which hides it (§11.3).
enum StatusBarRule {
    static func resolve(scene: SceneDeclaration, variant: Variant) -> Resolved<Double>? {
        guard variant.position == .topAttached else { return nil }
        if let declared = scene.statusBarHeight {
            return Resolved(
                variant.statusBarHeight,
                Provenance(
                    .declared(declared.location, layer: "scene '\(scene.name.value)'"),
                    rule: "the scene's statusBarHeight: the background extends under it (docs/UIKIT.md §1.2)"))
        }
        let idiom = TraitEnvironment.idiom(of: variant)
        if idiom == .phone && variant.metrics.isCompact {
            return Resolved(
                variant.statusBarHeight,
                Provenance(
                    .defaulted("a phone in landscape (compact metrics)"),
                    rule: "a vertically compact iPhone hides the status bar (docs/UIKIT.md §11.3)"))
        }
        let device = StatusBarMetrics.device(width: variant.width, scale: variant.scale, idiom: idiom)
        let size = idiom == .pad ? "" : " @\(variant.scale)x"
        return Resolved(
            variant.statusBarHeight,
            Provenance(
                .defaulted("\(ThemeNumber.format(variant.width)) pt\(size): \(device.devices)"),
                rule: "the status bar of the device of this width, scale and idiom; write statusBarHeight: on the scene for "
                    + "another device (docs/UIKIT.md §1.2)"))
    }
}
