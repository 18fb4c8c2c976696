/// The legacy back indicator (docs/UIKIT.md §3.5): both images, or the system chevron.
extension AppearanceResolver {
    /// The back indicator, and whether the theme set both images (then it can beat an appearance object's).
    func legacyBackIndicator(_ context: ResolutionContext) -> (indicator: Resolved<BackIndicator>, bothSet: Bool) {
        let image = context.declared({ $0.backIndicatorImage.map { Located($0, at: $0.location) } }, describe: { $0.path.value })
        let mask = context.declared(
            { $0.backIndicatorTransitionMaskImage.map { Located($0, at: $0.location) } }, describe: { $0.path.value })
        switch (image, mask) {
        case let (image?, _?):
            return (
                Resolved(
                    .image(ResolvedImage(image.value)),
                    Provenance(
                        image.provenance.origin, rule: "both backIndicatorImage and its transition mask are set (docs/UIKIT.md §3.5)")),
                true
            )
        case let (image?, nil):
            return (
                Resolved(
                    .chevron,
                    Provenance(
                        image.provenance.origin,
                        rule:
                            "backIndicatorImage is ignored without backIndicatorTransitionMaskImage: both must be set (docs/UIKIT.md §3.5)")
                ),
                false
            )
        case let (nil, mask?):
            return (
                Resolved(
                    .chevron,
                    Provenance(
                        mask.provenance.origin,
                        rule:
                            "backIndicatorTransitionMaskImage is ignored without backIndicatorImage: both must be set (docs/UIKIT.md §3.5)")
                ),
                false
            )
        case (nil, nil):
            return (
                Resolved(.chevron, Provenance(.defaulted("system chevron"), rule: "no custom back indicator (docs/UIKIT.md §3.5)")), false
            )
        }
    }
}
