import BarTheme
import Foundation

/// Tab bars in a recording (docs/UIKIT.md §18.4): `UITabBar` proxies and instances, the
/// `UITabBarItem` proxy, `UITabBarAppearance` objects and their item appearances per layout and
/// state, read back as the theme's `tabBar:`, `tabBarItem:` and scoped `tabBar:` blocks.
extension RecordedAppearance {
    /// A call on a `UITabBar` (proxy, scoped proxy or instance) or on the `UITabBarItem` proxy.
    mutating func applyTabBar(
        _ name: String, _ arguments: [Any], receiver: String, target: [String: Any], decoder: inout Decoder, scopeKeys: inout [String]
    ) throws {
        let traits = target["traits"] as? [String: String]
        let containers = target["containedIn"] as? [String]
        if receiver == "UITabBarItem" {
            guard traits == nil && containers == nil else { throw DecodingError("a scoped UITabBarItem proxy") }
            var block = tabBarItem ?? TabBarItemProxyDeclaration(location: Self.location)
            try decoder.apply(name, arguments, toTabBarItem: &block)
            tabBarItem = block
            return
        }
        guard receiver == "UITabBar" else { throw DecodingError("unknown receiver \(receiver)") }
        if traits == nil && containers == nil {
            var block = tabBar ?? TabBarAppearanceDeclaration(location: Self.location)
            try decoder.apply(name, arguments, toTabBar: &block)
            tabBar = block
            return
        }
        let key = "\(traits?.sorted { $0.key < $1.key } ?? []) \(containers ?? [])"
        if !scopeKeys.contains(key) {
            scopeKeys.append(key)
            scopes.append(try Self.scope(traits: traits, containers: containers))
        }
        let at = scopeKeys.firstIndex(of: key)!
        var block = scopes[at].tabBar ?? TabBarAppearanceDeclaration(location: Self.location)
        try decoder.apply(name, arguments, toTabBar: &block)
        scopes[at].tabBar = block
    }
}

extension RecordedAppearance.Decoder {
    static let layouts: [String: TabBarItemLayout] = [
        "stackedLayoutAppearance": .stacked, "inlineLayoutAppearance": .inline, "compactInlineLayoutAppearance": .compactInline,
    ]

    /// Whether a call on a recorded object is on a `UITabBarAppearance`, a `UITabBarItemAppearance`
    /// or one of their state appearances.
    func isTabBarObjectCall(_ target: [String: Any]) -> Bool {
        if target["type"] as? String == "UITabBarAppearance" { return true }
        guard let path = target["path"] as? String else { return false }
        let first = path.split(separator: ".").first.map(String.init) ?? ""
        return path.isEmpty || Self.layouts[first] != nil || TabBarItemState(rawValue: path) != nil
    }

    /// A call on a `UITabBar`.
    mutating func apply(_ name: String, _ arguments: [Any], toTabBar block: inout TabBarAppearanceDeclaration) throws {
        let first = try argument(arguments, 0)
        switch name {
        case "barStyle": block.barStyle = located(try Self.enumValue(first))
        case "isTranslucent":
            guard let value = first as? Bool else { throw RecordedAppearance.DecodingError("not a Bool: \(first)") }
            block.translucent = located(value)
        case "barTintColor": block.barTintColor = first is NSNull ? nil : located(try color(first))
        case "tintColor": block.tintColor = first is NSNull ? nil : located(try color(first))
        case "unselectedItemTintColor": block.unselectedItemTintColor = first is NSNull ? nil : located(try color(first))
        case "backgroundColor": block.backgroundColor = first is NSNull ? nil : located(try color(first))
        case "backgroundImage": block.backgroundImage = try optionalImage(first)
        case "shadowImage": block.shadowImage = try optionalImage(first)
        case "selectionIndicatorImage": block.selectionIndicatorImage = try optionalImage(first)
        case "itemPositioning": block.itemPositioning = located(try Self.enumValue(first))
        case "itemWidth": block.itemWidth = located(try number(first))
        case "itemSpacing": block.itemSpacing = located(try number(first))
        case "standardAppearance", "scrollEdgeAppearance":
            var object: TabBarAppearanceObjectDeclaration?
            if !(first is NSNull) {
                guard let reference = first as? [String: Any], let id = reference["object"] as? Int else {
                    throw RecordedAppearance.DecodingError("not an appearance object: \(first)")
                }
                // Assigning copies the object (UITabBar.h: the properties are `copy`).
                object = tabBarObjects[id] ?? TabBarAppearanceObjectDeclaration(location: location)
            }
            if name == "standardAppearance" { block.standardAppearance = object } else { block.scrollEdgeAppearance = object }
        default: throw RecordedAppearance.DecodingError("a tab bar call BarTheme cannot read back: \(name)")
        }
    }

    /// A call on the `UITabBarItem` proxy.
    mutating func apply(_ name: String, _ arguments: [Any], toTabBarItem block: inout TabBarItemProxyDeclaration) throws {
        let first = try argument(arguments, 0)
        switch name {
        case "setTitleTextAttributes(_:for:)":
            let state: TabBarItemState = try Self.enumValue(try argument(arguments, 1))
            block.titleTextAttributes[state] = first is NSNull ? nil : located(try textAttributes(first))
        case "titlePositionAdjustment": block.titlePositionAdjustment = located(try pair(first))
        case "badgeColor": block.badgeColor = first is NSNull ? nil : located(try color(first))
        default: throw RecordedAppearance.DecodingError("a tab bar item call BarTheme cannot read back: \(name)")
        }
    }

    /// A call on a `UITabBarAppearance` (`path` empty), one of its layouts' states
    /// (`stackedLayoutAppearance.normal`), or a `UITabBarItemAppearance` of its own (`normal`).
    mutating func applyTabBar(_ name: String, _ arguments: [Any], toObject id: Int, path: String) throws {
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 2, let layout = Self.layouts[parts[0]] {
            var object = tabBarObjects[id] ?? TabBarAppearanceObjectDeclaration(location: location)
            var items = object.itemAppearance(for: layout) ?? TabBarItemAppearanceDeclaration(location: location)
            try apply(name, arguments, state: try Self.enumValue(parts[1]), in: &items)
            object.setItemAppearance(items, for: layout)
            tabBarObjects[id] = object
            return
        }
        if parts.count == 1, let state = TabBarItemState(rawValue: parts[0]) {
            var items = tabBarItemObjects[id] ?? TabBarItemAppearanceDeclaration(location: location)
            try apply(name, arguments, state: state, in: &items)
            tabBarItemObjects[id] = items
            return
        }
        if parts.isEmpty, name == "configureWithDefault(for:)" {
            tabBarItemObjects[id] = TabBarItemAppearanceDeclaration(location: location)
            return
        }
        guard parts.isEmpty else { throw RecordedAppearance.DecodingError("unknown path \(path)") }
        var object = tabBarObjects[id] ?? TabBarAppearanceObjectDeclaration(location: location)
        defer { tabBarObjects[id] = object }
        switch name {
        case "configureWithDefaultBackground()", "configureWithOpaqueBackground()", "configureWithTransparentBackground()":
            // UIBarAppearance.h: resets the background and shadow properties.
            object.backgroundEffect = nil
            object.backgroundColor = nil
            object.backgroundImage = nil
            object.shadowColor = nil
            object.shadowImage = nil
            object.configureWith = located(name.contains("Opaque") ? .opaque : name.contains("Transparent") ? .transparent : .default)
            return
        default: break
        }
        let first = try argument(arguments, 0)
        switch name {
        case "backgroundEffect":
            if first is NSNull {
                object.backgroundEffect = located(BlurEffectStyle.none)
            } else {
                guard let effect = first as? [String: Any], let style = effect["blurEffect"] else {
                    throw RecordedAppearance.DecodingError("not a blur effect: \(first)")
                }
                object.backgroundEffect = located(try Self.enumValue(style))
            }
        case "backgroundColor": object.backgroundColor = located(try color(first))
        case "backgroundImage": object.backgroundImage = try optionalImage(first)
        case "shadowColor": object.shadowColor = located(try color(first))
        case "shadowImage": object.shadowImage = try optionalImage(first)
        case "selectionIndicatorTintColor": object.selectionIndicatorTintColor = located(try color(first))
        case "selectionIndicatorImage": object.selectionIndicatorImage = try optionalImage(first)
        case "stackedItemPositioning": object.stackedItemPositioning = located(try Self.enumValue(first))
        case "stackedItemWidth": object.stackedItemWidth = located(try number(first))
        case "stackedItemSpacing": object.stackedItemSpacing = located(try number(first))
        case _ where Self.layouts[name] != nil:
            // Assigning a UITabBarItemAppearance copies it.
            guard let reference = first as? [String: Any], let source = reference["object"] as? Int, let layout = Self.layouts[name] else {
                throw RecordedAppearance.DecodingError("not an item appearance: \(first)")
            }
            object.setItemAppearance(tabBarItemObjects[source] ?? TabBarItemAppearanceDeclaration(location: location), for: layout)
        default: throw RecordedAppearance.DecodingError("a tab bar appearance call BarTheme cannot read back: \(name)")
        }
    }

    /// A call on one state of a `UITabBarItemAppearance`.
    func apply(_ name: String, _ arguments: [Any], state: TabBarItemState, in items: inout TabBarItemAppearanceDeclaration) throws {
        var entry = items.state(state) ?? TabBarItemStateAppearanceDeclaration(location: location)
        let first = try argument(arguments, 0)
        switch name {
        case "iconColor": entry.iconColor = first is NSNull ? nil : located(try color(first))
        case "titleTextAttributes": entry.titleTextAttributes = try textAttributes(first)
        case "titlePositionAdjustment": entry.titlePositionAdjustment = located(try pair(first))
        case "badgeBackgroundColor": entry.badgeBackgroundColor = first is NSNull ? nil : located(try color(first))
        case "badgeTextAttributes": entry.badgeTextAttributes = try textAttributes(first)
        case "badgePositionAdjustment": entry.badgePositionAdjustment = located(try pair(first))
        case "badgeTitlePositionAdjustment": entry.badgeTitlePositionAdjustment = located(try pair(first))
        default: throw RecordedAppearance.DecodingError("a tab bar item appearance call BarTheme cannot read back: \(name)")
        }
        items.setState(entry, for: state)
    }
}

extension TabBarAppearanceObjectDeclaration {
    /// Sets the item appearance of one layout.
    mutating func setItemAppearance(_ items: TabBarItemAppearanceDeclaration, for layout: TabBarItemLayout) {
        switch layout {
        case .stacked: stackedLayoutAppearance = items
        case .inline: inlineLayoutAppearance = items
        case .compactInline: compactInlineLayoutAppearance = items
        }
    }
}

extension TabBarItemAppearanceDeclaration {
    /// Sets one state's appearance.
    mutating func setState(_ entry: TabBarItemStateAppearanceDeclaration, for state: TabBarItemState) {
        switch state {
        case .normal: normal = entry
        case .selected: selected = entry
        case .disabled: disabled = entry
        case .focused: focused = entry
        }
    }
}
