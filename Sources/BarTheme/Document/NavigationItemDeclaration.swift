/// A `UINavigationItem` on a scene's stack.
public struct NavigationItemDeclaration: Hashable, Sendable {
    /// `name:`, how a scene's `stack:` steps refer to this item (its view controller).
    public var name: Located<String>?
    public var title: Located<String>?
    /// A placeholder `titleView`: drawn instead of the title when this item is on top (docs/UIKIT.md §4.1).
    @Indirect public var titleView: PlaceholderViewDeclaration? = nil
    /// Explanatory text above the bar's buttons; switches the bar to prompt metrics (docs/UIKIT.md §1.6).
    public var prompt: Located<String>?
    /// `backBarButtonItem`: what the *next* item's back button shows (docs/UIKIT.md §4.3).
    @Indirect public var backBarButtonItem: BarButtonItemDeclaration? = nil
    /// iOS 11+ `backButtonTitle`.
    public var backButtonTitle: Located<String>?
    /// iOS 14+ `backButtonDisplayMode`; default `default`.
    public var backButtonDisplayMode: Located<BackButtonDisplayMode>?
    public var leftBarButtonItems: [BarButtonItemDeclaration] = []
    public var rightBarButtonItems: [BarButtonItemDeclaration] = []
    public var leftItemsSupplementBackButton: Located<Bool>?
    public var hidesBackButton: Located<Bool>?
    /// iOS 11+ `largeTitleDisplayMode`; default `automatic`.
    public var largeTitleDisplayMode: Located<LargeTitleDisplayMode>?
    /// Item-level iOS 13+ appearance objects; they beat the bar's (docs/UIKIT.md §3.8).
    @Indirect public var standardAppearance: BarAppearanceObjectDeclaration? = nil
    @Indirect public var compactAppearance: BarAppearanceObjectDeclaration? = nil
    @Indirect public var scrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    @Indirect public var compactScrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    /// The view controller's `toolbarItems`: what the navigation controller's toolbar shows while
    /// this item is on top and the toolbar is not hidden.
    public var toolbarItems: [BarButtonItemDeclaration] = []
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UINavigationItem.BackButtonDisplayMode` (iOS 14+, docs/UIKIT.md §4.3).
public enum BackButtonDisplayMode: String, ThemeEnum {
    case `default`
    case generic
    case minimal
}

/// `UINavigationItem.LargeTitleDisplayMode` (iOS 11+).
public enum LargeTitleDisplayMode: String, ThemeEnum {
    case automatic
    case always
    case never
}
