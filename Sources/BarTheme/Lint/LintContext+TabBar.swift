extension LintContext {
    /// Every `tabBar:` block the theme declares: the proxy, `when:` scopes, tab bar scenes' instances.
    public var tabBarBlocks: [TabBarAppearanceDeclaration] {
        [document.tabBar].compactMap { $0 } + document.scopes.compactMap(\.tabBar) + document.scenes.compactMap(\.tabBarInstance)
    }

    /// Every `UITabBarAppearance` the theme sets: those of the tab bar blocks, then each tab's own
    /// (`items[N].standardAppearance`, which replaces the bar's while that tab is selected, docs/UIKIT.md
    /// §18.4), with the property it is set on and its owner in words ("the tab bar's", "tab 2's own").
    public var tabBarAppearanceObjects: [(slot: ThemeKey, object: TabBarAppearanceObjectDeclaration, owner: String)] {
        let bars = tabBarBlocks.flatMap { block in
            Self.objects(block.standardAppearance, block.scrollEdgeAppearance, owner: "the tab bar's")
        }
        let tabs = tabsWithOwnAppearance.flatMap { tab in
            Self.objects(tab.item.standardAppearance, tab.item.scrollEdgeAppearance, owner: "tab \(tab.index)'s own")
        }
        return bars + tabs
    }

    /// Every tab of the theme's tab bar scenes that sets an appearance object of its own, with its index.
    var tabsWithOwnAppearance: [(index: Int, item: TabBarItemDeclaration)] {
        document.scenes.flatMap { scene in
            (scene.tabBarContent?.items ?? []).enumerated().filter {
                $0.element.standardAppearance != nil || $0.element.scrollEdgeAppearance != nil
            }
            .map { (index: $0.offset, item: $0.element) }
        }
    }

    private static func objects(
        _ standard: TabBarAppearanceObjectDeclaration?, _ scrollEdge: TabBarAppearanceObjectDeclaration?, owner: String
    ) -> [(slot: ThemeKey, object: TabBarAppearanceObjectDeclaration, owner: String)] {
        [(ThemeKey.standardAppearance, standard), (.scrollEdgeAppearance, scrollEdge)].compactMap { slot, object in
            object.map { (slot, $0, owner) }
        }
    }

    /// Whether the theme has a tab bar: a `tabBar:` block or a `bar: tabBar` scene.
    public var declaresTabBar: Bool {
        !tabBarBlocks.isEmpty || document.scenes.contains { $0.bar?.value == .tabBar }
    }

    /// Every SF Symbol the theme's tab bar scenes name: each tab's `image` and `selectedImage`.
    var declaredTabSymbols: [SymbolImageDeclaration] {
        document.scenes.flatMap { scene in
            (scene.tabBarContent?.items ?? []).flatMap { [$0.symbol, $0.selectedSymbol].compactMap { $0 } }
        }
    }
}
