/// Every lint rule, in the order they run and are documented.
public enum LintRules {
    /// Every lint rule.
    public static let all: [any LintRule] = [
        ShadowImageWithoutBackgroundRule(),
        BackIndicatorPairRule(),
        CompactBackgroundWithoutDefaultRule(),
        BarTintAlphaRule(),
        TranslucentWithBlackTranslucentRule(),
        BackButtonCustomViewRule(),
        TitleContrastRule(),
        ItemContrastRule(),
        GlassItemContrastRule(),
        ImageItemWithoutLabelRule(),
        UnknownSymbolRule(),
        BarProxyTintColorRule(),
        FontWeightFallbackRule(),
        FontWeightMissingRule(),
        FontStandInRule(),
        LargeTitleFixedSizeRule(),
        MissingGlyphRule(),
        NarrowBarRule(),
        ItemDisabledStateRule(),
        LiquidGlassBarTintRule(),
        CompatibilityModeIgnoredRule(),
        LiquidGlassBackTitleOffsetRule(),
        SearchPlaceholderContrastRule(),
        ToolbarSearchBeforeLiquidGlassRule(),
        RendersNothingRule(),
        TabBarBackgroundHidesGlassRule(),
        TabBarTransparentBackgroundRule(),
        TabBarUnselectedTintIgnoredRule(),
        TabBarScrollEdgeMissingRule(),
        TabBarMoreTabRule(),
        TabBarInlineLayoutMissingRule(),
        TabBarItemContrastRule(),
    ]

    /// The rules that compare colours, run again for each contrast the theme renders with.
    static let colorContrastRules: Set<String> = [
        "title-contrast", "item-contrast", "search-placeholder-contrast", "glass-item-contrast", "tab-bar-item-contrast",
    ]

    /// The rules' ids, for `lint: { disable: }` and the schema.
    public static var ids: [String] { all.map(\.id) }
}
