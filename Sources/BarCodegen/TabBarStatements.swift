import BarTheme

/// The statements that set a `tabBar:` block on a `UITabBar` (its proxy or one bar), build its
/// `UITabBarAppearance` objects, and set a `tabBarItem:` block on `UITabBarItem.appearance()`
/// (docs/UIKIT.md §18.4): one statement per value the theme declares, in a fixed order, so UIKit
/// resolves at run time what BarTheme resolves (docs/GENERATED-CODE.md, "Tab bars").
extension AppearanceStatements {
    /// Statements setting `block`'s legacy values and appearance objects on `receiver`.
    func tabBar(_ block: TabBarAppearanceDeclaration, receiver: String) -> [SwiftStatement] {
        var lines = barBasics(
            barStyle: block.barStyle?.value, translucent: block.translucent?.value, barTintColor: block.barTintColor,
            tintColor: block.tintColor, receiver: receiver)
        if let color = block.backgroundColor {
            lines.append(.assign("\(receiver).backgroundColor", expressions.color(color)))
        }
        if let color = block.unselectedItemTintColor {
            lines.append(.assign("\(receiver).unselectedItemTintColor", expressions.color(color)))
        }
        for (property, image) in [
            ("backgroundImage", block.backgroundImage), ("shadowImage", block.shadowImage),
            ("selectionIndicatorImage", block.selectionIndicatorImage),
        ] {
            if let image { lines.append(.assign("\(receiver).\(property)", expressions.image(image))) }
        }
        if let positioning = block.itemPositioning?.value {
            lines.append(.assign("\(receiver).itemPositioning", .atom(".\(positioning.rawValue)")))
        }
        if let width = block.itemWidth?.value { lines.append(.assign("\(receiver).itemWidth", .atom(SwiftExpressions.number(width)))) }
        if let spacing = block.itemSpacing?.value {
            lines.append(.assign("\(receiver).itemSpacing", .atom(SwiftExpressions.number(spacing))))
        }
        for (slot, object) in [("standardAppearance", block.standardAppearance), ("scrollEdgeAppearance", block.scrollEdgeAppearance)] {
            guard let object else { continue }
            let name = slot.prefix(1).uppercased() + slot.dropFirst()
            let builder = helpers.use(
                .function, type: "UITabBarAppearance",
                body: .statements(
                    tabBarAppearance(object, slot: String(slot.dropLast("Appearance".count))) + [.plain("return appearance")]),
                candidates: candidates("make TabBar \(name)"))
            let assignment = SwiftStatement.assign("\(receiver).\(slot)", builder)
            // `UITabBar.scrollEdgeAppearance` is iOS 15 (UITabBar.h).
            lines.append(slot == "scrollEdgeAppearance" && minimumIOS < 15 ? .availability("iOS 15.0, *", [assignment]) : assignment)
        }
        return lines
    }

    /// The statements that build one `UITabBarAppearance` in a local `appearance`: background and
    /// shadow as every bar appearance, the selection indicator, the stacked layout's metrics, then
    /// each layout's item appearance per state, changed in place (`appearance.stackedLayoutAppearance.normal`).
    func tabBarAppearance(_ object: TabBarAppearanceObjectDeclaration, slot: String) -> [SwiftStatement] {
        var lines: [SwiftStatement] = [.plain("let appearance = UITabBarAppearance()")]
        lines += barAppearanceBackground(
            configureWith: object.configureWith?.value, effect: object.backgroundEffect?.value, color: object.backgroundColor,
            image: object.backgroundImage, shadowColor: object.shadowColor, shadowImage: object.shadowImage)
        if let color = object.selectionIndicatorTintColor {
            lines.append(.assign("appearance.selectionIndicatorTintColor", expressions.color(color)))
        }
        if let image = object.selectionIndicatorImage {
            lines.append(.assign("appearance.selectionIndicatorImage", expressions.image(image)))
        }
        if let positioning = object.stackedItemPositioning?.value {
            lines.append(.assign("appearance.stackedItemPositioning", .atom(".\(positioning.rawValue)")))
        }
        if let width = object.stackedItemWidth?.value {
            lines.append(.assign("appearance.stackedItemWidth", .atom(SwiftExpressions.number(width))))
        }
        if let spacing = object.stackedItemSpacing?.value {
            lines.append(.assign("appearance.stackedItemSpacing", .atom(SwiftExpressions.number(spacing))))
        }
        for layout in TabBarItemLayout.allCases {
            guard let items = object.itemAppearance(for: layout) else { continue }
            for state in TabBarItemState.allCases {
                guard let appearance = items.state(state) else { continue }
                lines += tabBarItemState(
                    appearance, target: "appearance.\(layout.rawValue)LayoutAppearance.\(state.rawValue)",
                    layout: layout, words: "\(slot) \(layout.rawValue) \(state == .normal ? "" : state.rawValue + " ")")
            }
        }
        return lines
    }

    /// One `UITabBarItemStateAppearance`'s values on `target`; attribute helpers are named with
    /// `words` (`standard stacked selected`) so two states' dictionaries keep apart.
    private func tabBarItemState(
        _ appearance: TabBarItemStateAppearanceDeclaration, target: String, layout: TabBarItemLayout, words: String
    ) -> [SwiftStatement] {
        var lines: [SwiftStatement] = []
        if let color = appearance.iconColor { lines.append(.assign("\(target).iconColor", expressions.color(color))) }
        // UIKit's defaults for what a font leaves out: 10 pt medium stacked, 13 pt medium side by side (§18.3).
        let titleSize: Double = layout == .stacked ? 10 : 13
        if let attributes = appearance.titleTextAttributes,
            let value = expressions.textAttributes(
                attributes, defaultSize: titleSize, defaultWeight: .medium,
                names: candidates(SwiftExpressions.identifier(words + "tab TitleAttributes")))
        {
            lines.append(.assign("\(target).titleTextAttributes", value))
        }
        if let offset = appearance.titlePositionAdjustment?.value {
            lines.append(.assign("\(target).titlePositionAdjustment", Self.offset(offset)))
        }
        if let color = appearance.badgeBackgroundColor {
            lines.append(.assign("\(target).badgeBackgroundColor", expressions.color(color)))
        }
        if let attributes = appearance.badgeTextAttributes,
            let value = expressions.textAttributes(
                attributes, defaultSize: 13, defaultWeight: .regular,
                names: candidates(SwiftExpressions.identifier(words + "badge Attributes")))
        {
            lines.append(.assign("\(target).badgeTextAttributes", value))
        }
        if let offset = appearance.badgePositionAdjustment?.value {
            lines.append(.assign("\(target).badgePositionAdjustment", Self.offset(offset)))
        }
        if let offset = appearance.badgeTitlePositionAdjustment?.value {
            lines.append(.assign("\(target).badgeTitlePositionAdjustment", Self.offset(offset)))
        }
        return lines
    }

    /// Statements setting a `tabBarItem:` block on a `UITabBarItem` (its proxy): each state's title
    /// attributes, the title offset, the badge colour.
    func tabBarItem(_ block: TabBarItemProxyDeclaration, receiver: String) -> [SwiftStatement] {
        var lines: [SwiftStatement] = []
        for state in TabBarItemState.allCases {
            guard let attributes = block.titleTextAttributes[state]?.value else { continue }
            let base = SwiftExpressions.identifier((state == .normal ? "" : state.rawValue + " ") + "tab TitleAttributes")
            let value =
                expressions.textAttributes(attributes, defaultSize: 10, defaultWeight: .medium, names: candidates(base)) ?? .dictionary([])
            lines.append(
                Self.setter(
                    receiver, "setTitleTextAttributes", [SwiftArgument(nil, value), SwiftArgument("for", .atom(".\(state.rawValue)"))]))
        }
        if let offset = block.titlePositionAdjustment?.value {
            lines.append(.assign("\(receiver).titlePositionAdjustment", Self.offset(offset)))
        }
        if let color = block.badgeColor { lines.append(.assign("\(receiver).badgeColor", expressions.color(color))) }
        return lines
    }
}
