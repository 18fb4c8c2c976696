/// A `UITabBarItem` in a tab bar scene's `items:` (docs/UIKIT.md §18).
public struct TabBarItemDeclaration: Hashable, Sendable {
    /// `title`.
    public var title: Located<String>?
    /// `image`: a file (a template by default).
    @Indirect public var image: ImageDeclaration? = nil
    /// `image: { systemName: }`: an SF Symbol.
    @Indirect public var symbol: SymbolImageDeclaration? = nil
    /// `selectedImage`: a file shown when the tab is selected.
    @Indirect public var selectedImage: ImageDeclaration? = nil
    /// `selectedImage: { systemName: }`.
    @Indirect public var selectedSymbol: SymbolImageDeclaration? = nil
    /// `badgeValue`: the badge's text (none when absent).
    public var badgeValue: Located<String>?
    /// `badgeColor`: the badge's colour, beating the proxy's.
    public var badgeColor: Located<ColorValue>?
    /// `isEnabled`; default true.
    public var enabled: Located<Bool>?
    /// `tag`.
    public var tag: Located<Int>?
    /// `UITabBarItem(tabBarSystemItem:tag:)`: a system item's image and title.
    public var systemItem: Located<TabBarSystemItem>?
    /// iOS 26 `UISearchTab` / `Tab(role: .search)`: drawn apart, on its own circle (docs/UIKIT.md §18.6).
    public var role: Located<TabRole>?
    /// `accessibilityLabel`: what VoiceOver reads instead of the title.
    public var accessibilityLabel: Located<String>?
    /// The item's own `setTitleTextAttributes(_:for:)`, `titlePositionAdjustment` and `badgeColor`
    /// calls, beating the `tabBarItem:` proxy.
    @Indirect public var appearance: TabBarItemProxyDeclaration? = nil
    /// The tab's own `standardAppearance` (`UITabBarItem`, iOS 15+): while the tab is selected it
    /// replaces the bar's appearance object for the whole bar (docs/UIKIT.md §18.4).
    @Indirect public var standardAppearance: TabBarAppearanceObjectDeclaration? = nil
    /// The tab's own `scrollEdgeAppearance` (iOS 15+), as `standardAppearance` at the scroll edge.
    @Indirect public var scrollEdgeAppearance: TabBarAppearanceObjectDeclaration? = nil
    /// Where the item is declared in the theme.
    public var location: SourceLocation

    /// An empty item declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UITabBarItem.SystemItem`.
public enum TabBarSystemItem: String, ThemeEnum {
    /// The system items, each with UIKit's own image and title.
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

    /// The English title UIKit gives the item.
    public var title: String {
        switch self {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    /// The SF Symbol BarTheme draws for the item's image (the symbols iOS 13+ shows) (approx.).
    public var symbolName: String {
        switch self {
        case .more: return "ellipsis"
        case .favorites, .topRated, .featured: return "star.fill"
        case .recents, .history, .mostRecent: return "clock.fill"
        case .contacts: return "person.crop.circle.fill"
        case .bookmarks: return "book.fill"
        case .search: return "magnifyingglass"
        case .downloads: return "square.and.arrow.down.fill"
        case .mostViewed: return "list.number"
        }
    }
}

/// iOS 26 `UITab` roles BarTheme draws apart.
public enum TabRole: String, ThemeEnum {
    /// The search tab (`UISearchTab`): its own circle at the trailing end.
    case search
}
