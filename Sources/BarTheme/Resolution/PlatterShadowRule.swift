/// Where a Liquid Glass navigation bar's platter shadows fall (docs/UIKIT.md §10.12), for
/// `explain`: past the bar's bottom onto the content, so the image includes that band, as it does
/// the hairline's. The layout draws it (`BarLayoutEngine`, `GlassMetrics.platterShadowReach`).
enum PlatterShadowRule {
    /// The `explain` line for a bar of `kind` in `era`: none before Liquid Glass and for toolbars.
    static func explained(era: Era, bar kind: BarKind, style: UserInterfaceStyle) -> [ExplainedProperty] {
        guard era.usesLiquidGlass, kind == .navigationBar else { return [] }
        let reach = ThemeNumber.format(GlassMetrics.platterShadowReach)
        guard style == .light else {
            return [
                ExplainedProperty(
                    "platterShadow", "none in dark mode; the \(reach) pt band below the platters is drawn, the screen's",
                    Provenance(
                        .defaulted("ios26 glass"),
                        rule:
                            "the dark glass casts no shadow: under a platter the screen keeps its own colour (four fit apps); the image keeps the band, so a scene's light and dark images have one size (docs/UIKIT.md §10.12)"
                    ))
            ]
        }
        return [
            ExplainedProperty(
                "platterShadow", "to \(reach) pt below the platters, drawn below the bar",
                Provenance(
                    .defaulted("ios26 glass"),
                    rule:
                        "a platter's shadow is not clipped by the bar: it falls onto the content below it, and the image includes that band as it does the hairline's (--bar-only crops it; docs/UIKIT.md §10.12)"
                ))
        ]
    }
}
