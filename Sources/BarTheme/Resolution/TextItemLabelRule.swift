/// The colour of a text item's title on dark Liquid Glass when it is the label colour (docs/UIKIT.md
/// §10.3): the vibrant label colour, #F4F4F4 (`GlassVibrancy.darkText`), for apps built with later
/// releases, or plain white for an app built with Xcode 26.0-26.2 (`xcode: 26.0` to `26.2`;
/// ``XcodeVersion/drawsWhiteDarkTextItems(major:minor:)``).
enum TextItemLabelRule {
    /// White, with the declaration, when the first `xcode:` of `documents` (the theme, then its parents)
    /// names 26.0-26.2 in `era` `ios26`; `nil` otherwise (the layout keeps the vibrant label colour), and
    /// before `ios26`, where a text item has no platter.
    static func resolve(era: Era, documents: [ThemeDocument]) -> Resolved<RGBAColor>? {
        XcodeVersion.releaseRule(
            era: era, documents: documents, applies: XcodeVersion.drawsWhiteDarkTextItems, value: .white,
            rule: "an app built with Xcode 26.0-26.2 draws a text item's title in dark mode plain white, where later releases"
                + " draw the vibrant label colour #F4F4F4 (measured: Pokerist and SwiftLearningApp against WhistleCounter and"
                + " Apollo; docs/UIKIT.md §10.3)")
    }
}
