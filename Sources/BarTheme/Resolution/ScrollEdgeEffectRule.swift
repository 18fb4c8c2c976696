/// Whether and how the iOS 26 scroll edge effect is drawn at the bar's edge (docs/UIKIT.md §10.2):
/// only in the `ios26` era, only when content is under the bar (the scene is not at its scroll
/// edge), in the scene's `scrollEdgeEffect` style, `automatic` being `soft`. The resolved value is
/// the style drawn, `hidden` when nothing is, with the rule that decided it for `explain`.
enum ScrollEdgeEffectRule {
    static func resolve(scene: SceneDeclaration, era: Era, atScrollEdge: Bool) -> Resolved<ScrollEdgeEffectStyle> {
        let origin: Provenance.Origin =
            scene.scrollEdgeEffect.map { .declared($0.location, layer: "scene '\(scene.name.value)'") }
            ?? .defaulted("automatic (UIScrollEdgeEffect.Style.automatic)")
        let declared = scene.scrollEdgeEffect?.value ?? .automatic
        guard era.usesLiquidGlass else {
            return Resolved(
                .hidden, Provenance(origin, rule: "\(era.rawValue) has no scroll edge effect: it is new in iOS 26 (docs/UIKIT.md §10.2)"))
        }
        guard !atScrollEdge else {
            return Resolved(
                .hidden,
                Provenance(
                    origin, rule: "at the scroll edge no content is under the bar, so the effect shows nothing (docs/UIKIT.md §10.2)"))
        }
        switch declared {
        case .automatic:
            return Resolved(.soft, Provenance(origin, rule: "automatic is soft at a bar's edge (docs/UIKIT.md §10.2)"))
        case .soft, .hard, .hidden:
            return Resolved(
                declared,
                Provenance(origin, rule: "the scene's scrollEdgeEffect, drawn under the bar over the content (docs/UIKIT.md §10.2)"))
        }
    }
}
