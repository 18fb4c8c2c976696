/// A `UINavigationItem` on a scene's stack.
public struct NavigationItemDeclaration: Hashable, Sendable {
    /// `name:`, how a scene's `stack:` steps refer to this item (its view controller).
    public var name: Located<String>?
    /// `title`: the inline (and large) title while this item is on top.
    public var title: Located<String>?
    /// A placeholder `titleView`: drawn instead of the title when this item is on top (docs/UIKIT.md §4.1).
    @Indirect public var titleView: PlaceholderViewDeclaration? = nil
    /// Explanatory text above the bar's buttons; switches the bar to prompt metrics (docs/UIKIT.md §1.6).
    public var prompt: Located<String>?
    /// iOS 26 `subtitle`: a second line under the inline title (docs/UIKIT.md §10.5); ignored before `ios26`.
    public var subtitle: Located<String>?
    /// iOS 26 `largeSubtitle`: drawn under the large title in the `ios26` era; without it the
    /// `subtitle` is used there (docs/UIKIT.md §10.5).
    public var largeSubtitle: Located<String>?
    /// `backBarButtonItem`: what the *next* item's back button shows (docs/UIKIT.md §4.3).
    @Indirect public var backBarButtonItem: BarButtonItemDeclaration? = nil
    /// iOS 11+ `backButtonTitle`.
    public var backButtonTitle: Located<String>?
    /// iOS 14+ `backButtonDisplayMode`; default `default`.
    public var backButtonDisplayMode: Located<BackButtonDisplayMode>?
    /// `leftBarButtonItems`, outermost first.
    public var leftBarButtonItems: [BarButtonItemDeclaration] = []
    /// `rightBarButtonItems`, outermost (rightmost) first.
    public var rightBarButtonItems: [BarButtonItemDeclaration] = []
    /// iOS 16+ `leadingItemGroups`: the leading items as groups, leading to trailing; they replace
    /// `leftBarButtonItems` (a theme declares one of the two). Each group is one glass platter in
    /// `ios26` (docs/UIKIT.md §10.4).
    public var leadingItemGroups: [BarButtonItemGroupDeclaration] = []
    /// iOS 16+ `trailingItemGroups`: the trailing items as groups, leading to trailing (not outermost
    /// first as `rightBarButtonItems`); they replace `rightBarButtonItems`.
    public var trailingItemGroups: [BarButtonItemGroupDeclaration] = []
    /// `leftItemsSupplementBackButton`: left items appear beside the back button instead of replacing it.
    public var leftItemsSupplementBackButton: Located<Bool>?
    /// `hidesBackButton`: no back button while this item is on top.
    public var hidesBackButton: Located<Bool>?
    /// iOS 11+ `largeTitleDisplayMode`; default `automatic`.
    public var largeTitleDisplayMode: Located<LargeTitleDisplayMode>?
    /// Item-level iOS 13+ appearance objects; they beat the bar's (docs/UIKIT.md §3.8).
    @Indirect public var standardAppearance: BarAppearanceObjectDeclaration? = nil
    /// Item-level `compactAppearance` (landscape phone metrics).
    @Indirect public var compactAppearance: BarAppearanceObjectDeclaration? = nil
    /// Item-level `scrollEdgeAppearance` (content scrolled to the top).
    @Indirect public var scrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    /// Item-level `compactScrollEdgeAppearance` (iOS 15+).
    @Indirect public var compactScrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    /// The view controller's `toolbarItems`: what the navigation controller's toolbar shows while
    /// this item is on top and the toolbar is not hidden.
    public var toolbarItems: [BarButtonItemDeclaration] = []
    /// `searchController`: a search field in the navigation bar while this item is on top (docs/UIKIT.md §13).
    @Indirect public var searchController: SearchControllerDeclaration? = nil
    /// Where the item is declared in the theme.
    public var location: SourceLocation

    /// An empty item declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UINavigationItem.BackButtonDisplayMode` (iOS 14+, docs/UIKIT.md §4.3).
public enum BackButtonDisplayMode: String, ThemeEnum {
    /// The previous item's title, else "Back" when it does not fit.
    case `default`
    /// "Back" only.
    case generic
    /// The back indicator alone.
    case minimal
}

/// `UINavigationItem.LargeTitleDisplayMode` (iOS 11+).
public enum LargeTitleDisplayMode: String, ThemeEnum {
    /// Large when the bar prefers large titles and the previous item showed one.
    case automatic
    /// Always large (when the bar prefers large titles).
    case always
    /// Never large.
    case never
}
