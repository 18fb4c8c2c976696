extension LintContext {
    /// Every `tabBar:` block the theme declares: the proxy, `when:` scopes, tab bar scenes' instances.
    public var tabBarBlocks: [TabBarAppearanceDeclaration] {
        [document.tabBar].compactMap { $0 } + document.scopes.compactMap(\.tabBar) + document.scenes.compactMap(\.tabBarInstance)
    }

    /// Every `UITabBarAppearance` of those blocks, with the property it is set on.
    public var tabBarAppearanceObjects: [(slot: ThemeKey, object: TabBarAppearanceObjectDeclaration)] {
        tabBarBlocks.flatMap { block in
            [(ThemeKey.standardAppearance, block.standardAppearance), (.scrollEdgeAppearance, block.scrollEdgeAppearance)].compactMap {
                slot, object in
                object.map { (slot, $0) }
            }
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
