/// What `UITabBarItem.appearance()` receives (top-level `tabBarItem:`), or what one item sets on
/// itself (docs/UIKIT.md §18.4: the item beats the proxy).
public struct TabBarItemProxyDeclaration: Hashable, Sendable {
    /// `setTitleTextAttributes(_:for:)`, one dictionary per state.
    public var titleTextAttributes: [TabBarItemState: Located<TextAttributesDeclaration>] = [:]
    /// `titlePositionAdjustment` in points, `[x, y]`.
    public var titlePositionAdjustment: Located<Offset>?
    /// `badgeColor` (iOS 10+).
    public var badgeColor: Located<ColorValue>?
    /// Where the block starts.
    public var location: SourceLocation

    /// An empty block starting at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}
