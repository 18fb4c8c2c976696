/// What a navigation stack looks like once a step has finished: the items bottom to top and which
/// bars show (docs/UIKIT.md §11).
public struct StackState: Hashable, Sendable {
    /// The navigation items (view controllers), bottom (root) to top.
    public var items: [NavigationItemDeclaration]
    /// `isNavigationBarHidden`.
    public var navigationBarHidden: Bool
    /// `isToolbarHidden` (UIKit's default for a navigation controller is `true`).
    public var toolbarHidden: Bool
    /// Whether the screen is vertically compact (after `rotateCompact`): bars use compact metrics.
    public var verticallyCompact: Bool

    /// A stack of `items` (root first) with the bars' visibility and size.
    public init(
        items: [NavigationItemDeclaration], navigationBarHidden: Bool = false, toolbarHidden: Bool = true,
        verticallyCompact: Bool = false
    ) {
        self.items = items
        self.navigationBarHidden = navigationBarHidden
        self.toolbarHidden = toolbarHidden
        self.verticallyCompact = verticallyCompact
    }

    /// `topItem`: the item whose title and buttons the bar shows.
    public var topItem: NavigationItemDeclaration? { items.last }
    /// `backItem`: the item below the top, whose title the back button shows.
    public var backItem: NavigationItemDeclaration? { items.count >= 2 ? items[items.count - 2] : nil }

    /// The items' names bottom to top, `#n` for an unnamed item at position n (1 = root).
    public var itemNames: [String] {
        items.enumerated().map { index, item in item.name?.value ?? "#\(index + 1)" }
    }
}
