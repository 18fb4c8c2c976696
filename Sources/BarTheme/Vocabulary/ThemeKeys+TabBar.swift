/// The tab bar's objects (docs/UIKIT.md §18), with UIKit's names: `tabBar:`, `UITabBarAppearance`,
/// `UITabBarItemAppearance` and its states, the `tabBarItem:` proxy and a tab bar scene's tabs.
extension ThemeKeys {
    /// `tabBar:`: what `UITabBar.appearance()` (or one tab bar) receives.
    public static let tabBarObject = ThemeObject(
        .tabBar, "What UITabBar.appearance() (or one tab bar instance) receives.",
        [
            .key(.barStyle, .choice(of: BarStyle.self), uikit: "`barStyle`", values: "as for the navigation bar", default: "`default`"),
            .key(.translucent, .boolean, uikit: "`isTranslucent`", values: "`true`, `false`", default: "`true`"),
            .key(.barTintColor, .color, uikit: "`barTintColor`", values: "colour; alpha ignored", default: "the style's material"),
            .key(
                .tintColor, .color, uikit: "`tintColor`", values: "the selected tab's colour",
                default: "systemBlue (`ios26`: systemBlue on the selection pill)"),
            .key(
                .backgroundColor, .color, uikit: "`backgroundColor` (the bar's `UIView` property)",
                values:
                    "colour; `ios26`: fills the bar's frame (its 49 pt and the home-indicator area) instead of the capsule's glass, under a 4 % dim (docs/UIKIT.md §18.8, one app); not drawn before `ios26`",
                default: "none"),
            .key(
                .unselectedItemTintColor, .color, uikit: "`unselectedItemTintColor` (iOS 10+)",
                values: "the other tabs' colour; ignored by the iOS 26 tab bar (lint `tab-bar-unselected-tint-ignored`)",
                default: "grey (146,146,146) in light and dark (measured, docs/UIKIT.md §18.3)"),
            .key(
                .backgroundImage, .image, uikit: "`backgroundImage`", values: "an [image](#image)", default: "none: the system background"),
            .key(.shadowImage, .image, uikit: "`shadowImage`", values: "an [image](#image) above the bar", default: "the default hairline"),
            .key(
                .selectionIndicatorImage, .image, uikit: "`selectionIndicatorImage`",
                values: "an [image](#image) behind the selected tab, the tab's width and the bar's height", default: "none"),
            .key(
                .itemPositioning, .choice(of: TabBarItemPositioning.self), uikit: "`itemPositioning`",
                values: "`automatic` (a phone: `fill`; an iPad: `centered`), `fill`, `centered`", default: "`automatic`"),
            .key(
                .itemWidth, .number(0...1000), uikit: "`itemWidth`", values: "points, for centred tabs; 0 is the system's",
                default: "content plus 8 pt each side, at least 76 pt (approx.)"),
            .key(
                .itemSpacing, .number(0...1000), uikit: "`itemSpacing`", values: "points between centred tabs; 0 is the system's",
                default: "34 pt (approx.)"),
            .key(
                .standardAppearance, .object(.tabBarAppearance), uikit: "`standardAppearance` (iOS 13+)",
                values: "a [tab bar appearance object](#tabBarAppearance)",
                default: "`configureWithDefaultBackground()` built from the legacy properties"),
            .key(
                .scrollEdgeAppearance, .object(.tabBarAppearance),
                uikit: "`scrollEdgeAppearance` (iOS 15+): the content at its bottom edge",
                values: "a [tab bar appearance object](#tabBarAppearance)",
                default: "the standard appearance with a transparent background (docs/UIKIT.md §18.3)"),
        ])

    /// `UITabBarAppearance` (iOS 13+): the background and shadow keys of every bar appearance object,
    /// the selection indicator, the stacked layout's positioning and an item appearance per layout.
    public static let tabBarAppearanceObject = ThemeObject(
        .tabBarAppearance, "A UITabBarAppearance (iOS 13+): background, shadow, selection indicator, item appearance per layout.",
        barAppearanceKeys.filter { $0.key != .backgroundImageContentMode } + [
            .key(
                .selectionIndicatorTintColor, .color, uikit: "`selectionIndicatorTintColor`",
                values: "colour for a template `selectionIndicatorImage`", default: "none"),
            .key(
                .selectionIndicatorImage, .image, uikit: "`selectionIndicatorImage`", values: "an [image](#image) behind the selected tab",
                default: "none"),
            .key(
                .stackedItemPositioning, .choice(of: TabBarItemPositioning.self), uikit: "`stackedItemPositioning`",
                values: "as `itemPositioning`, for the stacked layout", default: "`automatic`"),
            .key(.stackedItemWidth, .number(0...1000), uikit: "`stackedItemWidth`", values: "points; 0 is the system's", default: "0"),
            .key(.stackedItemSpacing, .number(0...1000), uikit: "`stackedItemSpacing`", values: "points; 0 is the system's", default: "0"),
            .key(
                .stackedLayoutAppearance, .object(.tabBarItemAppearance), uikit: "`stackedLayoutAppearance`",
                values: "a [tab bar item appearance](#tabBarItemAppearance): the title under the image (a phone in portrait)",
                default: "defaults"),
            .key(
                .inlineLayoutAppearance, .object(.tabBarItemAppearance), uikit: "`inlineLayoutAppearance`",
                values: "a [tab bar item appearance](#tabBarItemAppearance): side by side at regular width (an iPad)", default: "defaults"),
            .key(
                .compactInlineLayoutAppearance, .object(.tabBarItemAppearance), uikit: "`compactInlineLayoutAppearance`",
                values: "a [tab bar item appearance](#tabBarItemAppearance): side by side at compact height (a phone in landscape)",
                default: "defaults"),
        ])

    /// `UITabBarItemAppearance`: one state appearance per tab state.
    public static let tabBarItemAppearanceObject = ThemeObject(
        .tabBarItemAppearance, "A UITabBarItemAppearance: one state appearance per tab state.",
        [
            .key(
                .normal, .object(.tabBarItemStateAppearance), uikit: "`.normal`",
                values:
                    "a [tab state appearance](#tabBarItemStateAppearance): unselected tabs; the iOS 26 tab bar does not draw its `iconColor` or title colour (the label colour on the glass), only its title font (docs/UIKIT.md §18.8)",
                default: "defaults"),
            .key(
                .selected, .object(.tabBarItemStateAppearance), uikit: "`.selected`", values: "the selected tab",
                default: "defaults (the tint)"),
            .key(
                .disabled, .object(.tabBarItemStateAppearance), uikit: "`.disabled`", values: "disabled tabs",
                default: "the unselected colour, dimmed"),
            .key(.focused, .object(.tabBarItemStateAppearance), uikit: "`.focused`", values: "a focused tab", default: "defaults"),
        ])

    /// `UITabBarItemStateAppearance`: one state's icon and title colours, title and badge.
    public static let tabBarItemStateAppearanceObject = ThemeObject(
        .tabBarItemStateAppearance, "A UITabBarItemStateAppearance: one state's icon and title colours, title and badge.",
        [
            .key(
                .iconColor, .color, uikit: "`iconColor`", values: "colour of a template image",
                default: "the tint (selected), the unselected grey (normal)"),
            .key(
                .titleTextAttributes, .object(.textAttributes), uikit: "`titleTextAttributes`",
                values: "[text attributes](#textAttributes)",
                default: "10 pt medium (stacked), 13 pt medium (side by side), in the icon colour"),
            .key(
                .titlePositionAdjustment, .offset, uikit: "`titlePositionAdjustment`",
                values: "`[x, y]` or `{ horizontal: x, vertical: y }` in points", default: "`[0, 0]`"),
            .key(.badgeBackgroundColor, .color, uikit: "`badgeBackgroundColor`", values: "colour", default: "systemRed"),
            .key(
                .badgeTextAttributes, .object(.textAttributes), uikit: "`badgeTextAttributes`",
                values: "[text attributes](#textAttributes)",
                default: "13 pt regular, white"),
            .key(
                .badgePositionAdjustment, .offset, uikit: "`badgePositionAdjustment`",
                values: "`[x, y]` or `{ horizontal: x, vertical: y }` in points", default: "`[0, 0]`"),
            .key(
                .badgeTitlePositionAdjustment, .offset, uikit: "`badgeTitlePositionAdjustment`",
                values: "`[x, y]` or `{ horizontal: x, vertical: y }` in points, the text inside the badge", default: "`[0, 0]`"),
        ])

    /// `tabBarItem:`: what `UITabBarItem.appearance()` receives.
    public static let tabBarItemProxyObject = ThemeObject(
        .tabBarItemProxy, "What UITabBarItem.appearance() receives.",
        [
            .key(
                .titleTextAttributes, .object(.tabBarStateTextAttributes), uikit: "`setTitleTextAttributes(_:for:)`",
                values: "[per-state text attributes](#tabBarStateTextAttributes)", default: "none"),
            .key(
                .titlePositionAdjustment, .offset, uikit: "`titlePositionAdjustment`",
                values: "`[x, y]` or `{ horizontal: x, vertical: y }` in points", default: "`[0, 0]`"),
            .key(.badgeColor, .color, uikit: "`badgeColor` (iOS 10+)", values: "colour", default: "systemRed"),
        ])

    /// A tab's title attributes per state.
    public static let tabBarStateTextAttributesObject = ThemeObject(
        .tabBarStateTextAttributes, "setTitleTextAttributes(_:for:) of a tab: one attributes dictionary per state.",
        [
            .key(
                .normal, .object(.textAttributes), uikit: "`.normal`", values: "[text attributes](#textAttributes) for unselected tabs",
                default: "none"),
            .key(
                .selected, .object(.textAttributes), uikit: "`.selected`",
                values: "[text attributes](#textAttributes) for the selected tab",
                default: "none"),
            .key(
                .disabled, .object(.textAttributes), uikit: "`.disabled`", values: "[text attributes](#textAttributes) for disabled tabs",
                default: "none"),
            .key(
                .focused, .object(.textAttributes), uikit: "`.focused`", values: "[text attributes](#textAttributes) for a focused tab",
                default: "none"),
        ])

    /// A tab in a `bar: tabBar` scene's `items:`.
    public static let tabBarItemObject = ThemeObject(
        .tabBarItem, "A UITabBarItem in a tab bar scene.",
        [
            .key(.title, .text, uikit: "`title`", values: "text (not with `systemItem`)", default: "none (a system item's own title)"),
            .key(
                .image, .anyOf([.image, .object(.symbolImage)]), uikit: "`image`",
                values: "an [image](#image) or `{ systemName: }` ([SF Symbol](#symbolImage))", default: "none"),
            .key(
                .selectedImage, .anyOf([.image, .object(.symbolImage)]), uikit: "`selectedImage`",
                values: "as `image`, shown while the tab is selected", default: "`image`"),
            .key(.badgeValue, .text, uikit: "`badgeValue`", values: "text; empty draws a badge without text", default: "no badge"),
            .key(.badgeColor, .color, uikit: "`badgeColor`", values: "colour; beats the proxy", default: "the proxy's, else systemRed"),
            .key(.enabled, .boolean, uikit: "`isEnabled`", values: "`true`, `false`", default: "`true`"),
            .key(.tag, .number(-1_000_000...1_000_000), uikit: "`tag`", values: "a whole number", default: "none"),
            .key(
                .systemItem, .choice(of: TabBarSystemItem.self), uikit: "`UITabBarItem(tabBarSystemItem:tag:)`",
                values:
                    "`more`, `favorites`, `featured`, `topRated`, `recents`, `contacts`, `history`, `bookmarks`, `search`, `downloads`, `mostRecent`, `mostViewed`; UIKit's own title and image, so not with `title` or `image` (an error)",
                default: "none"),
            .key(
                .role, .choice(of: TabRole.self), uikit: "`UISearchTab` / `Tab(role: .search)` (iOS 26)",
                values: "`search`: drawn apart on its own circle (`ios26`); one search tab per scene (a second is an error)",
                default: "none"),
            .key(
                .accessibilityLabel, .text, uikit: "`accessibilityLabel`", values: "what VoiceOver reads instead of the title",
                default: "the title"),
            .key(
                .titleTextAttributes, .object(.tabBarStateTextAttributes), uikit: "the tab's own `setTitleTextAttributes(_:for:)`",
                values: "[per-state text attributes](#tabBarStateTextAttributes); beat the `tabBarItem` proxy", default: "none"),
            .key(
                .titlePositionAdjustment, .offset, uikit: "the tab's own `titlePositionAdjustment`",
                values: "`[x, y]` or `{ horizontal: x, vertical: y }` in points",
                default: "the proxy's"),
            .key(
                .standardAppearance, .object(.tabBarAppearance), uikit: "the tab's own `standardAppearance` (`UITabBarItem`, iOS 13+)",
                values:
                    "a [tab bar appearance object](#tabBarAppearance); while this tab is selected it replaces the bar's for the whole bar (docs/UIKIT.md §18.4); `ios26` does not draw its `normal` title colour (§18.8)",
                default: "none: the bar's"),
            .key(
                .scrollEdgeAppearance, .object(.tabBarAppearance), uikit: "the tab's own `scrollEdgeAppearance` (`UITabBarItem`, iOS 15+)",
                values: "as `standardAppearance`, at the scroll edge", default: "none: the bar's"),
        ])
}
