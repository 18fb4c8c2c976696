import Yams

/// A `bar: tabBar` scene's tabs, selection and iOS 26 additions (docs/UIKIT.md §18).
extension ThemeWalker {
    /// Reads the tab bar scene keys of `reader` into `scene`.
    func tabBarScene(_ reader: MappingReader, into scene: inout SceneDeclaration) {
        var content = TabBarSceneDeclaration(location: reader.location)
        if let n = reader[.items] {
            content.items = context.list(n, key: .items, maximumCount: 32) { tabBarItem($0) }?.value ?? []
            rejectSecondSearchTabs(content.items)
        }
        if let n = reader[.selectedItem], let index = context.number(n, key: .selectedItem, range: 0...31) {
            content.selectedItem = Located(Int(index.value), at: index.location)
            if index.value.rounded() != index.value {
                context.error("'selectedItem' is a tab's index, a whole number", at: n, hint: "e.g. selectedItem: 1 selects the second tab")
            } else if Int(index.value) >= max(content.items.count, 1) {
                context.error(
                    "'selectedItem' \(Int(index.value)) is past the last tab (the scene has \(content.items.count))", at: n,
                    hint: "tabs count from 0: use 0...\(max(content.items.count - 1, 0))")
            }
        }
        if let n = reader[.tabBarMinimizeBehavior] {
            content.minimizeBehavior = context.enumeration(n, key: .tabBarMinimizeBehavior, as: TabBarMinimizeBehavior.self)
        }
        if let n = reader[.minimized] {
            content.minimized = context.bool(n, key: .minimized)
            if content.minimized?.value == true, content.minimizeBehavior?.value == .never {
                context.error(
                    "'minimized: true' draws a bar that 'tabBarMinimizeBehavior: never' keeps from minimizing", at: n,
                    hint: "set tabBarMinimizeBehavior: onScrollDown (or onScrollUp) to draw the minimized bar, or remove minimized")
            }
        }
        if let n = reader[.bottomAccessory] { content.bottomAccessory = placeholderView(n, key: .bottomAccessory) }
        if let n = reader[.tabBar] { scene.tabBarInstance = tabBar(n, object: "the scene's tabBar") }
        scene.tabBarContent = content
    }

    /// UIKit's tab bar has one search tab (`UISearchTab`, `Tab(role: .search)`), drawn apart (docs/UIKIT.md
    /// §18.4, §18.6): a second would not be drawn, so each after the first is an error at its `role`.
    func rejectSecondSearchTabs(_ items: [TabBarItemDeclaration]) {
        let searchRoles = items.compactMap(\.role).filter { $0.value == .search }
        guard let first = searchRoles.first else { return }
        for role in searchRoles.dropFirst() {
            context.error(
                "a tab bar has one search tab; the tab at line \(first.location.line) is already 'role: search'", at: role.location,
                hint:
                    "remove 'role: search' here (or from the tab at line \(first.location.line)): UIKit draws one search tab apart from the others"
            )
        }
    }

    /// A system item brings its own title and image (`UITabBarItem(tabBarSystemItem:tag:)` takes neither and
    /// they cannot be changed, docs/UIKIT.md §18.4): a `title` or `image` beside it is an error at that key.
    func rejectSystemItemContent(_ reader: MappingReader) {
        guard let system = reader[.systemItem]?.scalarText else { return }
        for key in [ThemeKey.title, .image] {
            guard let n = reader[key] else { continue }
            context.error(
                "'systemItem: \(system)' shows UIKit's own title and image; a system tab takes no '\(key)'", at: n,
                hint:
                    "UITabBarItem(tabBarSystemItem:tag:) sets both and they cannot be changed: remove '\(key)', or remove 'systemItem' and give the tab its own title and image",
                rule: ErrorRules.missingValue)
        }
    }

    /// One tab: a title and/or image, or a system item.
    func tabBarItem(_ node: Node) -> TabBarItemDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a tab bar item", reading: ThemeKeys.tabBarItemObject) else {
            return nil
        }
        var item = TabBarItemDeclaration(location: reader.location)
        if let n = reader[.title] { item.title = context.string(n, key: .title) }
        if let n = reader[.image] {
            if isSymbolImage(n) { item.symbol = symbolImage(n) } else { item.image = image(n, key: .image) }
        }
        if let n = reader[.selectedImage] {
            if isSymbolImage(n) { item.selectedSymbol = symbolImage(n) } else { item.selectedImage = image(n, key: .selectedImage) }
        }
        if let n = reader[.badgeValue] { item.badgeValue = context.string(n, key: .badgeValue) }
        if let n = reader[.badgeColor] { item.badgeColor = colorParser.parse(n, key: .badgeColor) }
        if let n = reader[.enabled] { item.enabled = context.bool(n, key: .enabled) }
        if let n = reader[.tag], let tag = context.number(n, key: .tag, range: -1_000_000...1_000_000) {
            item.tag = Located(Int(tag.value), at: tag.location)
        }
        if let n = reader[.systemItem] { item.systemItem = context.enumeration(n, key: .systemItem, as: TabBarSystemItem.self) }
        rejectSystemItemContent(reader)
        if let n = reader[.role] { item.role = context.enumeration(n, key: .role, as: TabRole.self) }
        if let n = reader[.accessibilityLabel] { item.accessibilityLabel = context.string(n, key: .accessibilityLabel) }
        if reader[.titleTextAttributes] != nil || reader[.titlePositionAdjustment] != nil {
            item.appearance = tabBarItemValues(reader)
        }
        if let n = reader[.standardAppearance] { item.standardAppearance = tabBarAppearance(n, key: .standardAppearance) }
        if let n = reader[.scrollEdgeAppearance] { item.scrollEdgeAppearance = tabBarAppearance(n, key: .scrollEdgeAppearance) }
        if reader[.title] == nil && reader[.image] == nil && reader[.systemItem] == nil && reader[.role] == nil
            && !reader.hasUnknownKeys
        {
            context.error(
                "a tab needs a 'title', an 'image' or a 'systemItem'", at: node,
                hint: "e.g. { title: Home, image: { systemName: house } }", rule: ErrorRules.missingValue)
        }
        return item
    }
}
