/// One `when:` scope the Swift importer writes into: the containment and traits of the
/// appearance proxies that made it, and the blocks they set.
struct DraftScope {
    var containedIn: [String]?
    var traits: DraftMapping?
    var navigationBar = DraftMapping()
    var toolbar = DraftMapping()
    var tabBar = DraftMapping()
    var barButtonItem = DraftMapping()

    /// The scope as the theme writes it (`containedIn:`, `traits:`, then the blocks that hold something).
    var draft: DraftValue {
        var mapping = DraftMapping()
        if let containedIn { mapping[.containedIn] = .list(containedIn.map(DraftValue.text)) }
        if let traits { mapping[.traits] = .mapping(traits) }
        if !navigationBar.isEmpty { mapping[.navigationBar] = .mapping(navigationBar) }
        if !toolbar.isEmpty { mapping[.toolbar] = .mapping(toolbar) }
        if !tabBar.isEmpty { mapping[.tabBar] = .mapping(tabBar) }
        if !barButtonItem.isEmpty { mapping[.barButtonItem] = .mapping(barButtonItem) }
        return .mapping(mapping)
    }
}
