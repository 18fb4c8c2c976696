extension NavigationItemDeclaration {
    /// The bar button items this navigation item puts in the navigation bar: its left and right
    /// items and the items of its leading and trailing groups, with their representative items (the
    /// back button aside). What a rule about items must look at, however the theme groups them.
    public var navigationBarButtonItems: [BarButtonItemDeclaration] {
        let grouped = (leadingItemGroups + trailingItemGroups).flatMap { group in
            group.items + [group.representativeItem].compactMap { $0 }
        }
        return leftBarButtonItems + rightBarButtonItems + grouped
    }

    /// Every bar button item this navigation item declares: `navigationBarButtonItems` and its
    /// toolbar items (the back button aside).
    public var declaredBarButtonItems: [BarButtonItemDeclaration] {
        navigationBarButtonItems + toolbarItems
    }
}
