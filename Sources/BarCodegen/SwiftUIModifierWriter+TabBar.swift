import BarTheme

/// The tab bar's part of a theme's SwiftUI modifier (docs/UIKIT.md §18, docs/GENERATED-CODE.md
/// "Tab bars"): what SwiftUI's toolbar modifiers can say `for: .tabBar` of the theme's unscoped
/// `tabBar:`, applied by a screen shown inside a `TabView`.
extension SwiftUIModifierWriter {
    /// The first value the theme's unscoped tab bar gives, its own before its parents'.
    func declaredTabBar<T>(_ value: (TabBarAppearanceDeclaration) -> T?) -> T? {
        for document in [theme.document] + theme.parents {
            if let bar = document.tabBar, let found = value(bar) { return found }
        }
        return nil
    }

    /// `.toolbarBackground(_:for: .tabBar)` with the standard appearance's colour (else the legacy
    /// bar tint), the background's visibility, and `.toolbarColorScheme(_:for: .tabBar)` for a
    /// black bar style.
    func tabBarModifiers(_ expressions: SwiftExpressions) -> (modifiers: [Modifier], colors: [ColorProperty]) {
        var modifiers: [Modifier] = []
        var colors: [ColorProperty] = []
        // SwiftUI draws the colour flat: one the theme lays over a material stays with `apply()`
        // unless it is opaque (docs/UIKIT.md §15.2).
        let standardColor = declaredTabBar({ $0.standardAppearance?.backgroundColor })
        if standardColor == nil || !tabBarColorLiesOverMaterial,
            let color = standardColor ?? declaredTabBar({ $0.barTintColor })
        {
            colors.append(ColorProperty(name: "tabBarBackground", value: .call("Color", [SwiftArgument(nil, expressions.color(color))])))
            modifiers.append(Modifier(since: 16, text: ".toolbarBackground(Self.tabBarBackground, for: .tabBar)"))
        }
        // iOS 15+ draws the tab bar without a background at the content's bottom edge unless its
        // scroll-edge appearance has one (docs/UIKIT.md §18.3): `.visible` says it has.
        if let edge = declaredTabBar({ $0.scrollEdgeAppearance }), edge.paintsOwnBackground || edge.configureWith?.value == .default {
            modifiers.append(Modifier(since: 18, text: ".toolbarBackgroundVisibility(.visible, for: .tabBar)"))
            modifiers.append(Modifier(since: 16, until: 18, text: ".toolbarBackground(.visible, for: .tabBar)"))
        }
        if let style = declaredTabBar({ $0.barStyle?.value }) {
            modifiers.append(Modifier(since: 16, text: ".toolbarColorScheme(.\(style.isDark ? "dark" : "light"), for: .tabBar)"))
        }
        return (modifiers, colors)
    }

    /// Whether the tab bar's standard appearance lays a colour that is not opaque over a blur.
    var tabBarColorLiesOverMaterial: Bool {
        Self.colorLiesOverMaterial(
            color: declaredTabBar({ $0.standardAppearance?.backgroundColor })?.value,
            effect: declaredTabBar({ $0.standardAppearance?.backgroundEffect })?.value,
            configuration: declaredTabBar({ $0.standardAppearance?.configureWith })?.value)
    }

    /// What the theme's tab bar sets that no SwiftUI modifier can say, for the modifier's documentation.
    var tabBarLeftToApply: [String] {
        let chain = [theme.document] + theme.parents
        var left: [String] = []
        if chain.contains(where: { $0.tabBar?.tintColor != nil || $0.tabBar?.unselectedItemTintColor != nil }) {
            left.append("the tab bar's item colours (`.tint` on the `TabView` says the selected one)")
        }
        if chain.contains(where: { $0.tabBarItem != nil || $0.tabBar?.standardAppearance != nil || $0.tabBar?.scrollEdgeAppearance != nil })
        {
            left.append("the tab bar's item appearances and title attributes")
        }
        if tabBarColorLiesOverMaterial {
            left.append("the tab bar's background colour that is not opaque, over the material")
        }
        return left
    }
}
