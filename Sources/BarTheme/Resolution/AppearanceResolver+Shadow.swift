/// The legacy shadow (docs/UIKIT.md §3.4): a custom shadow image shows only with a custom
/// background image, unless the era or the policy says otherwise; otherwise the default hairline.
extension AppearanceResolver {
    /// The declared shadow image for the variant's position (most specific position first), if any.
    func legacyShadowImage(_ context: ResolutionContext) -> Resolved<ResolvedImage>? {
        BackgroundImageLookup.positionChain(context.variant.position).lazy.compactMap { position in
            context.declared(
                { block in
                    block.shadowImages.last { ($0.position?.value ?? .any) == position }.map { Located($0.image, at: $0.location) }
                }, describe: { $0.path.value })?.map { ResolvedImage($0) }
        }.first
    }

    /// The shadow the legacy properties give: the shadow image when it shows, else the era's hairline.
    func legacyShadow(_ context: ResolutionContext, shadowImage: Resolved<ResolvedImage>?, hasBackgroundImage: Bool) -> Resolved<BarShadow>
    {
        let (era, defaults, isDark) = (context.era, context.defaults, context.isDark)
        let hairline = Resolved(
            isDark ? defaults.darkHairline : defaults.lightHairline,
            Provenance(
                .defaulted("\(era.rawValue) \(isDark ? "dark" : "light") hairline"),
                rule: era.usesLiquidGlass
                    ? "a Liquid Glass bar draws no hairline (docs/UIKIT.md §10.2)"
                    : "the default shadow is one physical pixel (docs/UIKIT.md §1.3)"))
        guard let shadowImage else { return hairline.map { .hairline($0) } }
        guard hasBackgroundImage || !context.shadowNeedsBackground else {
            return Resolved(
                hairline.value.asHairline,
                Provenance(
                    hairline.provenance.origin,
                    rule: "shadowImage at \(shadowImage.value.location) is ignored: it needs a custom background image (docs/UIKIT.md §3.4)"
                ))
        }
        let why =
            hasBackgroundImage
            ? "with a custom background image set, the custom shadow image shows (docs/UIKIT.md §3.4)"
            : "from iOS 11 a custom shadow image shows without a background image (docs/UIKIT.md §3.4, era \(era.rawValue))"
        return Resolved(
            .image(shadowImage.value, tint: nil), Provenance(shadowImage.provenance.origin, rule: why), overridden: shadowImage.overridden)
    }
}

extension RGBAColor {
    var asHairline: BarShadow { .hairline(self) }
}
