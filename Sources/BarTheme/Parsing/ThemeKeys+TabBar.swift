/// The tab bar's objects (docs/UIKIT.md §18), with UIKit's names: `tabBar:`, `UITabBarAppearance`,
/// `UITabBarItemAppearance` and its states, the `tabBarItem:` proxy and a scene's tabs.
extension ThemeKeys {
    /// `tabBar:`: what `UITabBar.appearance()` (or one tab bar) receives.
    public static let tabBarObject = ThemeObject(
        "tabBar", "What UITabBar.appearance() (or one tab bar instance) receives.",
        [
            ThemeKey("barStyle", .choice(of: BarStyle.self)),
            ThemeKey("translucent", .boolean),
            ThemeKey("barTintColor", .color),
            ThemeKey("tintColor", .color),
            ThemeKey("unselectedItemTintColor", .color),
            ThemeKey("backgroundImage", .image),
            ThemeKey("shadowImage", .image),
            ThemeKey("selectionIndicatorImage", .image),
            ThemeKey("itemPositioning", .choice(of: TabBarItemPositioning.self)),
            ThemeKey("itemWidth", .number(0...1000)),
            ThemeKey("itemSpacing", .number(0...1000)),
            ThemeKey("standardAppearance", .object("tabBarAppearance")),
            ThemeKey("scrollEdgeAppearance", .object("tabBarAppearance")),
        ])

    /// `UITabBarAppearance` (iOS 13+).
    public static let tabBarAppearanceObject = ThemeObject(
        "tabBarAppearance", "A UITabBarAppearance (iOS 13+): background, shadow, selection indicator, item appearance per layout.",
        [
            ThemeKey("configureWith", .choice(of: AppearanceConfiguration.self)),
            ThemeKey("backgroundEffect", .choice(of: BlurEffectStyle.self)),
            ThemeKey("backgroundColor", .color),
            ThemeKey("backgroundImage", .image),
            ThemeKey("shadowColor", .color),
            ThemeKey("shadowImage", .image),
            ThemeKey("selectionIndicatorTintColor", .color),
            ThemeKey("selectionIndicatorImage", .image),
            ThemeKey("stackedItemPositioning", .choice(of: TabBarItemPositioning.self)),
            ThemeKey("stackedItemWidth", .number(0...1000)),
            ThemeKey("stackedItemSpacing", .number(0...1000)),
            ThemeKey("stackedLayoutAppearance", .object("tabBarItemAppearance")),
            ThemeKey("inlineLayoutAppearance", .object("tabBarItemAppearance")),
            ThemeKey("compactInlineLayoutAppearance", .object("tabBarItemAppearance")),
        ])

    /// `UITabBarItemAppearance`: one state appearance per tab state.
    public static let tabBarItemAppearanceObject = ThemeObject(
        "tabBarItemAppearance", "A UITabBarItemAppearance: one state appearance per tab state.",
        TabBarItemState.allCases.map { ThemeKey($0.rawValue, .object("tabBarItemStateAppearance")) })

    /// `UITabBarItemStateAppearance`.
    public static let tabBarItemStateAppearanceObject = ThemeObject(
        "tabBarItemStateAppearance", "A UITabBarItemStateAppearance: one state's icon and title colours, title and badge.",
        [
            ThemeKey("iconColor", .color),
            ThemeKey("titleTextAttributes", .object("textAttributes")),
            ThemeKey("titlePositionAdjustment", .offset),
            ThemeKey("badgeBackgroundColor", .color),
            ThemeKey("badgeTextAttributes", .object("textAttributes")),
            ThemeKey("badgePositionAdjustment", .offset),
            ThemeKey("badgeTitlePositionAdjustment", .offset),
        ])

    /// `tabBarItem:`: what `UITabBarItem.appearance()` receives.
    public static let tabBarItemProxyObject = ThemeObject(
        "tabBarItemProxy", "What UITabBarItem.appearance() receives.",
        [
            ThemeKey("titleTextAttributes", .object("tabBarStateTextAttributes")),
            ThemeKey("titlePositionAdjustment", .offset),
            ThemeKey("badgeColor", .color),
        ])

    /// A tab's title attributes per state.
    public static let tabBarStateTextAttributesObject = ThemeObject(
        "tabBarStateTextAttributes", "setTitleTextAttributes(_:for:) of a tab: one attributes dictionary per state.",
        TabBarItemState.allCases.map { ThemeKey($0.rawValue, .object("textAttributes")) })

    /// A tab in a `bar: tabBar` scene's `items:`.
    public static let tabBarItemObject = ThemeObject(
        "tabBarItem", "A UITabBarItem in a tab bar scene.",
        [
            ThemeKey("title", .text),
            ThemeKey("image", .anyOf([.image, .object("symbolImage")])),
            ThemeKey("selectedImage", .anyOf([.image, .object("symbolImage")])),
            ThemeKey("badgeValue", .text),
            ThemeKey("badgeColor", .color),
            ThemeKey("enabled", .boolean),
            ThemeKey("tag", .number(-1_000_000...1_000_000)),
            ThemeKey("systemItem", .choice(of: TabBarSystemItem.self)),
            ThemeKey("role", .choice(of: TabRole.self)),
            ThemeKey("accessibilityLabel", .text),
            ThemeKey("titleTextAttributes", .object("tabBarStateTextAttributes")),
            ThemeKey("titlePositionAdjustment", .offset),
        ])

    /// The tab bar's objects, in the order the reference documents them.
    static let tabBarObjects: [ThemeObject] = [
        tabBarObject, tabBarAppearanceObject, tabBarItemAppearanceObject, tabBarItemStateAppearanceObject, tabBarItemProxyObject,
        tabBarStateTextAttributesObject, tabBarItemObject,
    ]
}
