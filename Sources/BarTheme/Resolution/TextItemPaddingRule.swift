/// The glass beside a text item's title on Liquid Glass (docs/UIKIT.md §10.14): its advance plus
/// 15.83 pt each side (`GlassMetrics.textItemPadding`, apps built with later releases), or
/// 11.83 pt (`narrowTextItemPadding`) for an app built with Xcode 26.0 (`xcode: 26.0`;
/// ``XcodeVersion/drawsNarrowTextItems(major:minor:)``).
enum TextItemPaddingRule {
    /// The padding `xcode:` decides for `era`, from the first `xcode:` of `documents` (the theme,
    /// then its parents): the narrower one for Xcode 26.0, with the declaration; `nil` otherwise
    /// (the layout takes `GlassMetrics.textItemPadding`, and the platter's `explain` line says so),
    /// and before `ios26`, where a text item has no platter.
    static func resolve(era: Era, documents: [ThemeDocument]) -> Resolved<Double>? {
        XcodeVersion.releaseRule(
            era: era, documents: documents, applies: XcodeVersion.drawsNarrowTextItems, value: GlassMetrics.narrowTextItemPadding,
            rule: "an app built with Xcode 26.0 draws a text item on a narrower capsule: its title's advance plus"
                + " \(ThemeNumber.format(GlassMetrics.narrowTextItemPadding)) pt each side, where later releases give"
                + " \(ThemeNumber.format(GlassMetrics.textItemPadding)) (measured: Pokerist and Molten; docs/UIKIT.md §10.14)")
    }
}
