import Yams

/// The tab bar (docs/UIKIT.md §18): `tabBar:` blocks (the proxy, a `when:` scope's, a tab bar
/// scene's instance), `UITabBarAppearance` and `UITabBarItemAppearance`, the `tabBarItem:` proxy and
/// a tab bar scene's tabs. Every value keeps its file:line:column.
extension ThemeWalker {
    func tabBar(_ node: Node, object: String) -> TabBarAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: object, reading: ThemeKeys.tabBarObject) else { return nil }
        var block = TabBarAppearanceDeclaration(location: reader.location)
        if let n = reader[.barStyle] { block.barStyle = context.enumeration(n, key: .barStyle, as: BarStyle.self) }
        if let n = reader[.translucent] { block.translucent = context.bool(n, key: .translucent) }
        if let n = reader[.barTintColor] { block.barTintColor = colorParser.parse(n, key: .barTintColor) }
        if let n = reader[.tintColor] { block.tintColor = colorParser.parse(n, key: .tintColor) }
        if let n = reader[.backgroundColor] { block.backgroundColor = colorParser.parse(n, key: .backgroundColor) }
        if let n = reader[.unselectedItemTintColor] {
            block.unselectedItemTintColor = colorParser.parse(n, key: .unselectedItemTintColor)
        }
        if let n = reader[.backgroundImage] { block.backgroundImage = image(n, key: .backgroundImage) }
        if let n = reader[.shadowImage] { block.shadowImage = image(n, key: .shadowImage) }
        if let n = reader[.selectionIndicatorImage] { block.selectionIndicatorImage = image(n, key: .selectionIndicatorImage) }
        if let n = reader[.itemPositioning] {
            block.itemPositioning = context.enumeration(n, key: .itemPositioning, as: TabBarItemPositioning.self)
        }
        if let n = reader[.itemWidth] { block.itemWidth = context.number(n, key: .itemWidth, range: 0...1000) }
        if let n = reader[.itemSpacing] { block.itemSpacing = context.number(n, key: .itemSpacing, range: 0...1000) }
        if let n = reader[.standardAppearance] { block.standardAppearance = tabBarAppearance(n, key: .standardAppearance) }
        if let n = reader[.scrollEdgeAppearance] { block.scrollEdgeAppearance = tabBarAppearance(n, key: .scrollEdgeAppearance) }
        return block
    }

    func tabBarAppearance(_ node: Node, key: ThemeKey) -> TabBarAppearanceObjectDeclaration? {
        guard let reader = MappingReader(node, context: context, object: key.spelling, reading: ThemeKeys.tabBarAppearanceObject) else {
            return nil
        }
        var object = TabBarAppearanceObjectDeclaration(location: reader.location)
        if let n = reader[.configureWith] {
            object.configureWith = context.enumeration(n, key: .configureWith, as: AppearanceConfiguration.self)
        }
        if let n = reader[.backgroundEffect] {
            object.backgroundEffect = context.enumeration(n, key: .backgroundEffect, as: BlurEffectStyle.self)
        }
        if let n = reader[.backgroundColor] { object.backgroundColor = colorParser.parse(n, key: .backgroundColor) }
        if let n = reader[.backgroundImage] { object.backgroundImage = image(n, key: .backgroundImage) }
        if let n = reader[.shadowColor] { object.shadowColor = colorParser.parse(n, key: .shadowColor) }
        if let n = reader[.shadowImage] { object.shadowImage = image(n, key: .shadowImage) }
        if let n = reader[.selectionIndicatorTintColor] {
            object.selectionIndicatorTintColor = colorParser.parse(n, key: .selectionIndicatorTintColor)
        }
        if let n = reader[.selectionIndicatorImage] { object.selectionIndicatorImage = image(n, key: .selectionIndicatorImage) }
        if let n = reader[.stackedItemPositioning] {
            object.stackedItemPositioning = context.enumeration(n, key: .stackedItemPositioning, as: TabBarItemPositioning.self)
        }
        if let n = reader[.stackedItemWidth] { object.stackedItemWidth = context.number(n, key: .stackedItemWidth, range: 0...1000) }
        if let n = reader[.stackedItemSpacing] {
            object.stackedItemSpacing = context.number(n, key: .stackedItemSpacing, range: 0...1000)
        }
        for layout in TabBarItemLayout.allCases {
            guard let n = reader[layout.appearanceKey], let appearance = tabBarItemAppearance(n, key: layout.appearanceKey.spelling)
            else { continue }
            object[keyPath: layout.declaration] = appearance
        }
        return object
    }

    func tabBarItemAppearance(_ node: Node, key: String) -> TabBarItemAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: key, reading: ThemeKeys.tabBarItemAppearanceObject) else {
            return nil
        }
        var appearance = TabBarItemAppearanceDeclaration(location: reader.location)
        for state in TabBarItemState.allCases {
            guard let n = reader[state.key], let values = tabBarItemStateAppearance(n, key: "\(key).\(state.rawValue)") else {
                continue
            }
            appearance[keyPath: state.declaration] = values
        }
        return appearance
    }

    func tabBarItemStateAppearance(_ node: Node, key: String) -> TabBarItemStateAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: key, reading: ThemeKeys.tabBarItemStateAppearanceObject) else {
            return nil
        }
        var state = TabBarItemStateAppearanceDeclaration(location: reader.location)
        if let n = reader[.iconColor] { state.iconColor = colorParser.parse(n, key: .iconColor) }
        if let n = reader[.titleTextAttributes] { state.titleTextAttributes = textAttributes(n, object: "\(key).titleTextAttributes") }
        if let n = reader[.titlePositionAdjustment] { state.titlePositionAdjustment = offset(n, key: .titlePositionAdjustment) }
        if let n = reader[.badgeBackgroundColor] { state.badgeBackgroundColor = colorParser.parse(n, key: .badgeBackgroundColor) }
        if let n = reader[.badgeTextAttributes] { state.badgeTextAttributes = textAttributes(n, object: "\(key).badgeTextAttributes") }
        if let n = reader[.badgePositionAdjustment] { state.badgePositionAdjustment = offset(n, key: .badgePositionAdjustment) }
        if let n = reader[.badgeTitlePositionAdjustment] {
            state.badgeTitlePositionAdjustment = offset(n, key: .badgeTitlePositionAdjustment)
        }
        return state
    }

    /// `tabBarItem:` at the top level (the proxy).
    func tabBarItemProxy(_ node: Node) -> TabBarItemProxyDeclaration? {
        guard
            let reader = MappingReader(
                node, context: context, object: ThemeKey.tabBarItem.spelling, reading: ThemeKeys.tabBarItemProxyObject)
        else {
            return nil
        }
        return tabBarItemValues(reader)
    }

    /// The proxy's keys, on the proxy or on one tab.
    func tabBarItemValues(_ reader: MappingReader) -> TabBarItemProxyDeclaration {
        var values = TabBarItemProxyDeclaration(location: reader.location)
        if let n = reader[.titleTextAttributes] { values.titleTextAttributes = tabBarStateTextAttributes(n) }
        if let n = reader[.titlePositionAdjustment] { values.titlePositionAdjustment = offset(n, key: .titlePositionAdjustment) }
        if let n = reader[.badgeColor] { values.badgeColor = colorParser.parse(n, key: .badgeColor) }
        return values
    }

    /// `titleTextAttributes: { normal: {...}, selected: {...} }` of a tab or the tab proxy.
    func tabBarStateTextAttributes(_ node: Node) -> [TabBarItemState: Located<TextAttributesDeclaration>] {
        guard
            let reader = MappingReader(
                node, context: context, object: "titleTextAttributes (per tab state)", reading: ThemeKeys.tabBarStateTextAttributesObject
            )
        else { return [:] }
        var result: [TabBarItemState: Located<TextAttributesDeclaration>] = [:]
        for state in TabBarItemState.allCases {
            guard let n = reader[state.key], let attributes = textAttributes(n, object: "titleTextAttributes.\(state.rawValue)") else {
                continue
            }
            result[state] = Located(attributes, at: context.location(of: n))
        }
        return result
    }
}
