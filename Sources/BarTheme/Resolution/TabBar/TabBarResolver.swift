/// Resolves a `bar: tabBar` scene (docs/UIKIT.md §18.4). What a tab bar shares with the other bars
/// (era, style, translucency, bar tint, tint, background, shadow, the appearance object chosen for
/// the scroll edge) goes through ``AppearanceResolver`` on the blocks' ``TabBarAppearanceDeclaration/barEquivalent``;
/// the tab bar's own values (item colours and titles per state, badges, positioning, the selection
/// indicator) are resolved here, item over `tabBarItem:` proxy, appearance object over legacy.
public struct TabBarResolver {
    /// The era to reproduce; `nil` takes the theme's.
    public let eraOverride: Era?
    let images: any ImageInspecting

    /// A resolver for `era` (nil: each theme's), asking `images` whether images have transparent pixels.
    public init(era: Era? = nil, images: any ImageInspecting = OpaqueImages()) {
        self.eraOverride = era
        self.images = images
    }

    /// The common bar appearance with the tab bar's own values (`BarAppearance.tabBar`), for the
    /// theme and its parents (nearest first).
    public func resolve(documents: [ThemeDocument], scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        var barScene = scene
        barScene.bar = scene.bar ?? Located(.tabBar, at: scene.location)
        barScene.instance = scene.tabBarInstance?.barEquivalent
        var bar = AppearanceResolver(era: eraOverride, images: images).resolveBar(documents: documents, scene: barScene, variant: variant)
        let context = TabBarContext(documents: documents, scene: scene, variant: variant, bar: bar)
        let content = scene.tabBarContent
        let selected = content?.selectedIndex ?? 0
        let viewBackground = context.viewBackground()
        let capsule = TabBarGlassColours.capsule(
            bar.background.value, backdrop: bar.backdrop.value, viewBackground: viewBackground.value, style: bar.effectiveStyle,
            accessibility: variant.accessibility, contentScrollView: bar.contentScrollView?.value ?? true)
        let glassStyle = TabBarGlassColours.glassStyle(
            bar.background.value, backdrop: bar.backdrop.value, viewBackground: viewBackground.value, style: bar.effectiveStyle)
        let items = (content?.items ?? []).enumerated().map { index, item in
            let state: TabBarItemState = item.enabled?.value == false ? .disabled : index == selected ? .selected : .normal
            let look = context.look(item: item, state: state)
            guard bar.era == .ios26 else { return look }
            // The selected tab sits on the pill unless the bar is minimized or it is the search tab.
            let onPill = content?.minimized?.value != true && item.role?.value != .search
            return TabBarGlassColours.onGlass(look, capsule: capsule, onPill: onPill, bar.effectiveStyle, glass: glassStyle)
        }
        bar.tabBar = TabBarAppearance(
            era: bar.era, style: bar.effectiveStyle, glassStyle: bar.era == .ios26 ? glassStyle : bar.effectiveStyle,
            layout: context.layout, placement: context.placement, appearanceObject: bar.appearanceObject,
            background: TabBarGlassColours.explained(bar.background, era: bar.era), shadow: bar.shadow, viewBackground: viewBackground,
            selectionIndicator: context.selectionIndicator(), selectionIndicatorTint: context.selectionIndicatorTint(),
            positioning: context.positioning(), itemWidth: context.itemMetric(\.itemWidth, \.stackedItemWidth, .itemWidth),
            itemSpacing: context.itemMetric(\.itemSpacing, \.stackedItemSpacing, .itemSpacing), backdrop: bar.backdrop,
            accessibility: variant.accessibility, items: items, contentScrollView: bar.contentScrollView?.value ?? true)
        // BarTheme draws no scroll edge effect under a tab bar: none was measured (docs/UIKIT.md §18.6).
        bar.scrollEdgeEffect = Resolved(
            .hidden,
            Provenance(.defaulted("none"), rule: "no scroll edge effect is drawn under a tab bar (not measured, docs/UIKIT.md §18.6)"))
        return bar
    }
}
