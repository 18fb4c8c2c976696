/// Which UIKit bar a block or scene describes.
public enum BarKind: String, ThemeEnum {
    /// `UINavigationBar`.
    case navigationBar
    /// `UIToolbar`.
    case toolbar
    /// `UITabBar` (docs/UIKIT.md §18).
    case tabBar

    /// A bar at the bottom of the screen: a toolbar or a tab bar (their hairline above them, their
    /// dark material the toolbar's, docs/UIKIT.md §2.1).
    public var isBottomBar: Bool { self != .navigationBar }
}
