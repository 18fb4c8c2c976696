/// What a `bar: tabBar` scene shows: the tabs, which one is selected, and the iOS 26 additions
/// (docs/UIKIT.md §18).
public struct TabBarSceneDeclaration: Hashable, Sendable {
    /// `items:`: the tabs, leading to trailing (at most 32).
    public var items: [TabBarItemDeclaration] = []
    /// `selectedItem:`: the selected tab's 0-based index; default 0.
    public var selectedItem: Located<Int>?
    /// `tabBarMinimizeBehavior` (iOS 26): when the bar minimizes.
    public var minimizeBehavior: Located<TabBarMinimizeBehavior>?
    /// `minimized: true`: draw the minimized bar (iOS 26).
    public var minimized: Located<Bool>?
    /// `bottomAccessory` (iOS 26 `UITabBarController.bottomAccessory`): a placeholder view.
    @Indirect public var bottomAccessory: PlaceholderViewDeclaration? = nil
    /// Where the scene's tab bar content starts.
    public var location: SourceLocation

    /// An empty tab bar scene content declared at `location`; the parser fills in the rest.
    public init(location: SourceLocation) {
        self.location = location
    }

    /// The selected index, clamped to the items (0 when there are none).
    public var selectedIndex: Int {
        guard !items.isEmpty else { return 0 }
        return min(max(selectedItem?.value ?? 0, 0), items.count - 1)
    }
}

/// `UITabBarController.MinimizeBehavior` (iOS 26).
public enum TabBarMinimizeBehavior: String, ThemeEnum {
    /// The system decides (never on iPhone apps that did not ask).
    case automatic
    /// Never minimizes.
    case never
    /// Minimizes when the content scrolls down.
    case onScrollDown
    /// Minimizes when the content scrolls up.
    case onScrollUp
}
