import BarTheme
import SwiftSyntax

/// The tab bar (docs/UIKIT.md §18): `UITabBar` proxies and instances (the `tabBar:` blocks), the
/// `UITabBarItem` proxy (`tabBarItem:`), and the properties only `UITabBarAppearance` and its item
/// appearances have. UIKit's property names are the format's keys (docs/IMPORT.md, "Swift").
extension SwiftAppearanceInterpreter {
    /// A property of a `UITabBar` proxy or instance, or of the `UITabBarItem` proxy.
    func setTabBarProperty(_ name: String, _ value: SwiftValue, on target: AppearanceTarget, at node: some SyntaxProtocol) {
        if target.kind == .tabBarItem {
            setTabBarItemProperty(name, value, on: target, at: node)
            return
        }
        let converted: DraftValue?
        let key: ThemeKey
        switch name {
        case "barTintColor", "tintColor", "unselectedItemTintColor", "backgroundColor":
            key = ThemeKey(spelling: name) ?? .tintColor
            converted = colorDraft(value, for: name, at: node, target: target)
        case "barStyle":
            key = .barStyle
            guard let style = barStyleDraft(value) else { return note("barStyle: \(value.whyNotUsable)", at: node, in: target) }
            converted = style
        case "isTranslucent", "translucent":
            key = .translucent
            guard case .bool(let flag) = value else {
                return note("\(name): \(value.whyNotUsable) is not a readable true or false", at: node, in: target)
            }
            converted = .bool(flag)
        case "backgroundImage", "shadowImage", "selectionIndicatorImage":
            key = ThemeKey(spelling: name) ?? .backgroundImage
            converted = imageDraft(value, for: key, at: node, target: target)
        case "itemPositioning":
            key = .itemPositioning
            guard let positioning = itemPositioningDraft(value) else {
                return note("itemPositioning: \(value.whyNotUsable)", at: node, in: target)
            }
            converted = positioning
        case "itemWidth", "itemSpacing":
            key = name == "itemWidth" ? .itemWidth : .itemSpacing
            guard let points = value.number, (0...1000).contains(points) else {
                return note("\(name): \(value.whyNotUsable) is not a number of points from 0 to 1000", at: node, in: target)
            }
            converted = .number(points)
        case "standardAppearance", "scrollEdgeAppearance":
            key = name == "standardAppearance" ? .standardAppearance : .scrollEdgeAppearance
            guard case .object(let reference) = value, let mapping = tabBarAppearanceSnapshot(reference) else {
                return note("\(name): \(value.whyNotUsable)", at: node, in: target)
            }
            converted = .mapping(mapping)
        default:
            return note("the tab bar property '\(name)' has no theme key", at: node, in: target)
        }
        guard let converted else {
            if case .nilValue = value { setTabBarValue(key, nil, on: target, object: ThemeKeys.tabBarObject, at: node) { $0[key] = nil } }
            return
        }
        setTabBarValue(key, converted, on: target, object: ThemeKeys.tabBarObject, at: node) { $0[key] = converted }
    }

    /// `UITabBarItem.appearance()`: `badgeColor` and `titlePositionAdjustment` (the format's
    /// `tabBarItem:` is top-level only: a scoped tab proxy is a note).
    private func setTabBarItemProperty(_ name: String, _ value: SwiftValue, on target: AppearanceTarget, at node: some SyntaxProtocol) {
        guard !target.isScoped else {
            return note(
                "UITabBarItem.appearance(whenContainedInInstancesOf:/for:).\(name): the theme's tabBarItem: is for every tab (top level only)",
                at: node)
        }
        switch name {
        case "badgeColor":
            let proxy = ThemeKeys.tabBarItemProxyObject
            if case .nilValue = value {
                return setTabBarValue(.badgeColor, nil, on: target, object: proxy, at: node) { $0[.badgeColor] = nil }
            }
            guard let color = colorDraft(value, for: name, at: node, target: target) else { return }
            setTabBarValue(.badgeColor, color, on: target, object: proxy, at: node) { $0[.badgeColor] = color }
        case "titlePositionAdjustment":
            guard case .offset(let x, let y) = value else { return note("titlePositionAdjustment: \(value.whyNotUsable)", at: node) }
            let offset = DraftValue.list([.number(x), .number(y)])
            setTabBarValue(.titlePositionAdjustment, offset, on: target, object: ThemeKeys.tabBarItemProxyObject, at: node) {
                $0[.titlePositionAdjustment] = offset
            }
        default:
            note(
                "UITabBarItem.appearance().\(name) has no theme key (tabBarItem: has titleTextAttributes, titlePositionAdjustment, badgeColor)",
                at: node)
        }
    }

    /// Setter methods of the tab proxy: `setTitleTextAttributes(_:for:)` per state (normal, selected,
    /// disabled, focused). A tab bar proxy has no setters the format keeps.
    func applyTabBarMethod(
        _ name: String, arguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)], to target: AppearanceTarget,
        call: FunctionCallExprSyntax
    ) {
        let labels = args.map { $0.label ?? "_" }
        guard target.kind == .tabBarItem, name == "setTitleTextAttributes", labels == ["_", "for"], !target.isScoped else {
            let owner = target.kind == .tabBarItem ? "UITabBarItem" : "UITabBar"
            return note("'\(name)(\(labels.map { "\($0):" }.joined()))' on a \(owner) has no theme key", at: call, in: target)
        }
        guard case .member(let word) = args[1].value, let state = TabBarItemState(rawValue: word) else {
            return note(
                "setTitleTextAttributes: the tab state \(args[1].value.whyNotUsable) has no theme key (normal, selected, disabled, focused)",
                at: call)
        }
        if case .nilValue = args[0].value {
            setTabBarValue(.titleTextAttributes, nil, on: target, object: ThemeKeys.tabBarItemProxyObject, at: call) { block in
                var states = block[.titleTextAttributes]?.mapping ?? DraftMapping()
                states[state.key] = nil
                block[.titleTextAttributes] = states.entries.isEmpty ? nil : .mapping(states)
            }
            return
        }
        guard let attributes = attributesDraft(args[0].value, for: "titleTextAttributes", at: call, target: target) else { return }
        var written = DraftMapping()
        written[state.key] = attributes
        setTabBarValue(.titleTextAttributes, .mapping(written), on: target, object: ThemeKeys.tabBarItemProxyObject, at: call) { block in
            var states = block[.titleTextAttributes]?.mapping ?? DraftMapping()
            states[state.key] = attributes
            block[.titleTextAttributes] = .mapping(states)
        }
    }

    /// What a property only tab bar appearance objects have becomes (`iconColor`, the badge, the
    /// selection indicator, the stacked positioning, an item appearance per layout).
    enum TabBarObjectValue {
        case value(DraftValue)
        /// Nothing to set (a note was written, or `nil` asks for UIKit's default).
        case noted
        case notAKey
    }

    func tabBarObjectValue(_ name: String, _ value: SwiftValue, at node: some SyntaxProtocol) -> TabBarObjectValue {
        switch name {
        case "iconColor", "badgeBackgroundColor", "selectionIndicatorTintColor":
            return colorDraft(value, for: name, at: node, target: nil).map(TabBarObjectValue.value) ?? .noted
        case "badgeTextAttributes":
            return attributesDraft(value, for: name, at: node, target: nil).map(TabBarObjectValue.value) ?? .noted
        case "badgePositionAdjustment", "badgeTitlePositionAdjustment":
            guard case .offset(let x, let y) = value else {
                note("\(name): \(value.whyNotUsable)", at: node)
                return .noted
            }
            return .value(.list([.number(x), .number(y)]))
        case "selectionIndicatorImage":
            guard let key = ThemeKey(spelling: name) else { return .notAKey }
            return imageDraft(value, for: key, at: node, target: nil).map(TabBarObjectValue.value) ?? .noted
        case "stackedItemPositioning":
            guard let positioning = itemPositioningDraft(value) else {
                note("\(name): \(value.whyNotUsable)", at: node)
                return .noted
            }
            return .value(positioning)
        case "stackedItemWidth", "stackedItemSpacing":
            guard let points = value.number, (0...1000).contains(points) else {
                note("\(name): \(value.whyNotUsable) is not a number of points from 0 to 1000", at: node)
                return .noted
            }
            return .value(.number(points))
        case _ where TabBarItemLayout.allCases.contains { $0.appearanceKey.spelling == name }:
            guard case .object(let source) = value, let mapping = tabBarItemAppearanceSnapshot(source) else {
                note("\(name): \(value.whyNotUsable)", at: node)
                return .noted
            }
            return .value(.mapping(mapping))
        default:
            return .notAKey
        }
    }

    /// A `UITabBarAppearance`'s mapping, copied as UIKit copies it on assignment; nil for another object.
    private func tabBarAppearanceSnapshot(_ reference: ObjectReference) -> DraftMapping? {
        guard reference.path.isEmpty, recorder.objects.kind(of: reference) == .tabBarAppearance else { return nil }
        return recorder.objects.snapshot(reference)
    }

    /// A `UITabBarItemAppearance`: one made on its own, or another appearance's layout
    /// (`appearance.inlineLayoutAppearance = appearance.stackedLayoutAppearance`).
    private func tabBarItemAppearanceSnapshot(_ reference: ObjectReference) -> DraftMapping? {
        switch recorder.objects.kind(of: reference) {
        case .tabBarItemAppearance where reference.path.isEmpty: return recorder.objects.snapshot(reference)
        case .tabBarAppearance
        where reference.path.count == 1 && TabBarItemLayout.allCases.contains { $0.appearanceKey.spelling == reference.path[0] }:
            return recorder.objects.snapshot(reference)
        default: return nil
        }
    }

    /// `.automatic`, `.fill`, `.centered` (UITabBar.ItemPositioning).
    private func itemPositioningDraft(_ value: SwiftValue) -> DraftValue? {
        guard case .member(let word) = value, TabBarItemPositioning(rawValue: word) != nil else { return nil }
        return .scalar(word)
    }

    /// `UIBarStyle` as the theme writes it (`blackOpaque` is `black`, as UIKit treats it).
    func barStyleDraft(_ value: SwiftValue) -> DraftValue? {
        guard case .member(let style) = value,
            let written = ["default": "default", "black": "black", "blackOpaque": "black", "blackTranslucent": "blackTranslucent"][style]
        else { return nil }
        return .scalar(written)
    }
}
