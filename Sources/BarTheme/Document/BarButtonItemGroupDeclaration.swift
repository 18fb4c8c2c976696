/// A `UIBarButtonItemGroup` in a navigation item's `leadingItemGroups` or `trailingItemGroups`
/// (iOS 16+): items that belong together. In the `ios26` era a group is one glass platter; before,
/// its items lay out as if declared one by one (docs/UIKIT.md §10.4).
public struct BarButtonItemGroupDeclaration: Hashable, Sendable {
    /// `barButtonItems`: the group's items, leading to trailing; at least one.
    public var items: [BarButtonItemDeclaration] = []
    /// `representativeItem`: what UIKit shows instead of the items when the bar is short of room.
    /// BarTheme never collapses a group, so it is checked but not drawn.
    @Indirect public var representativeItem: BarButtonItemDeclaration? = nil
    /// Where the group is declared in the theme.
    public var location: SourceLocation

    /// An empty group declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}
