import Yams

/// A navigation item's `leadingItemGroups` / `trailingItemGroups` (`UIBarButtonItemGroup`, iOS 16+;
/// docs/UIKIT.md §10.4), and where a toolbar's search placement item may go (§10.7).
extension ThemeWalker {
    /// Reads the item's groups; a side declared both as items and as groups is an error, as UIKit
    /// keeps only the one set last and a theme has no order of statements.
    func itemGroups(of item: inout NavigationItemDeclaration, reader: MappingReader) {
        for (key, itemsKey) in [(ThemeKey.leadingItemGroups, ThemeKey.leftBarButtonItems), (.trailingItemGroups, .rightBarButtonItems)] {
            guard let n = reader[key] else { continue }
            if reader[itemsKey] != nil {
                context.error(
                    "'\(key)' and '\(itemsKey)' set the same items; UIKit keeps whichever the app sets last",
                    at: reader.entries[key]?.key ?? n,
                    hint: "declare one of them: '\(key)' when the items come in groups (one glass platter each in ios26)")
                continue
            }
            let groups = context.list(n, key: key, maximumCount: 8) { itemGroup($0, key: key) }?.value ?? []
            if key == .leadingItemGroups { item.leadingItemGroups = groups } else { item.trailingItemGroups = groups }
        }
        for placement in item.navigationBarButtonItems where placement.searchBarPlacement?.value == true {
            context.error(
                "the search bar placement item only places the search field among toolbar items", at: placement.location,
                hint: "move it into 'toolbarItems' (navigationItem.searchBarPlacementBarButtonItem, docs/UIKIT.md §10.7)")
        }
    }

    /// One `UIBarButtonItemGroup`: `items:` (at least one) and an optional `representativeItem:`.
    func itemGroup(_ node: Node, key: ThemeKey) -> BarButtonItemGroupDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "an item group", reading: ThemeKeys.barButtonItemGroupObject)
        else { return nil }
        var group = BarButtonItemGroupDeclaration(location: reader.location)
        if let n = reader[.items] {
            group.items = context.list(n, key: .items, maximumCount: 8) { barButtonItem($0) }?.value ?? []
            if group.items.isEmpty, case .sequence = n {
                context.error(
                    "an item group needs at least one item", at: n, hint: "UIBarButtonItemGroup(barButtonItems:) must not be empty",
                    rule: ErrorRules.missingValue)
            }
        } else if !reader.hasUnknownKeys {
            context.error(
                "an item group in '\(key)' needs 'items'", at: node, hint: "e.g. - items: [{ systemItem: add }, { title: Edit }]",
                rule: ErrorRules.missingValue)
        }
        if let n = reader[.representativeItem] { group.representativeItem = barButtonItem(n) }
        return group
    }
}
