/// The glass beside a text item's title on Liquid Glass (docs/UIKIT.md §10.14): its advance plus
/// 15.83 pt each side (`GlassMetrics.textItemPadding`), or 11.83 pt (`narrowTextItemPadding`) for an
/// app built with Xcode 26.0 (`xcode: 26.0`; ``XcodeVersion/drawsNarrowTextItems(major:minor:)``).
/// Before `ios26` a text item has no platter, so there is no value.
enum TextItemPaddingRule {
    /// The padding for `era`, from the first `xcode:` of `documents` (the theme, then its parents).
    static func resolve(era: Era, documents: [ThemeDocument]) -> Resolved<Double>? {
        guard era.usesLiquidGlass else { return nil }
        let declaring = documents.first { $0.xcode != nil }
        if let declaring, let xcode = declaring.xcode,
            XcodeVersion.drawsNarrowTextItems(major: xcode.value, minor: declaring.xcodeMinor)
        {
            return Resolved(
                GlassMetrics.narrowTextItemPadding,
                Provenance(
                    .declared(xcode.location, layer: "xcode"),
                    rule:
                        "an app built with Xcode 26.0 draws a text item on a narrower capsule: its title's advance plus"
                        + " \(ThemeNumber.format(GlassMetrics.narrowTextItemPadding)) pt each side, where 26.1 and later give"
                        + " \(ThemeNumber.format(GlassMetrics.textItemPadding)) (measured: Pokerist and Molten; docs/UIKIT.md §10.14)"))
        }
        let why = declaring.map { "xcode: \($0.xcode!.value) without 26.0" } ?? "no xcode: written"
        return Resolved(
            GlassMetrics.textItemPadding,
            Provenance(
                .defaulted(why),
                rule:
                    "a text item on Liquid Glass takes its title's advance plus \(ThemeNumber.format(GlassMetrics.textItemPadding)) pt"
                    + " each side, as apps built with Xcode 26.1 and later draw it (measured: Echo; docs/UIKIT.md §10.14)"))
    }
}
