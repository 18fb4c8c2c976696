/// How tall the status bar a `topAttached` bar extends under is, and why (docs/UIKIT.md §1.2): the
/// scene's `statusBarHeight`, else the status bar of the device the variant's width, scale and idiom
/// name (`StatusBarMetrics`), in `era` (an iOS 26 bar on a 393 or 430 pt Dynamic Island phone starts at
/// the 59 pt safe area, earlier ones at 54); none on a phone with compact metrics, which hides it (§11.3).
/// A variant made with a status bar of its own (not its device's, `Variant.statusBarIsDevices`) keeps it, whatever its value.
enum StatusBarRule {
    static func resolve(scene: SceneDeclaration, variant: Variant, era: Era) -> Resolved<Double>? {
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
        if variant.statusBarIsDevices, device.height(in: era) != device.height {
            return Resolved(
                device.height(in: era),
                Provenance(
                    .defaulted("\(ThemeNumber.format(variant.width)) pt\(size): \(device.devices)"),
                    rule: "an iOS 26 bar starts at the device's safe area, \(ThemeNumber.format(device.height(in: era))) pt "
                        + "(\(ThemeNumber.format(device.height)) before iOS 26); write statusBarHeight: on the scene for another "
                        + "device (docs/UIKIT.md §1.2)"))
        }
        return Resolved(
            variant.statusBarHeight,
            Provenance(
                .defaulted("\(ThemeNumber.format(variant.width)) pt\(size): \(device.devices)"),
                rule: "the status bar of the device of this width, scale and idiom; write statusBarHeight: on the scene for "
                    + "another device (docs/UIKIT.md §1.2)"))
    }
}
