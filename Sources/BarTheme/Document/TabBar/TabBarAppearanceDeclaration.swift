/// What `UITabBar.appearance()` (top-level `tabBar:`), a `when:` scope's `tabBar:` or one tab bar
/// instance (a tab bar scene's `tabBar:`) receives (docs/UIKIT.md §18). Every field is optional:
/// absent means "not set here".
public struct TabBarAppearanceDeclaration: Hashable, Sendable {
    /// `barStyle`: `default` or `black` (the dark bar of `ios7`).
    public var barStyle: Located<BarStyle>?
    /// `isTranslucent`; default true.
    public var translucent: Located<Bool>?
    /// `barTintColor`: the bar's own colour (`ios7` legacy API; alpha ignored as for the other bars).
    public var barTintColor: Located<ColorValue>?
    /// `tintColor`: the selected item's colour.
    public var tintColor: Located<ColorValue>?
    /// `backgroundColor`: the bar view's own colour (`UIView.backgroundColor`), not an appearance
    /// object's; on iOS 26 it fills the bar's frame and hides the glass (docs/UIKIT.md §18.8).
    public var backgroundColor: Located<ColorValue>?
    /// `unselectedItemTintColor` (iOS 10+): the unselected items' colour; ignored on iOS 26 (docs/UIKIT.md §18.6).
    public var unselectedItemTintColor: Located<ColorValue>?
    /// `backgroundImage`.
    @Indirect public var backgroundImage: ImageDeclaration? = nil
    /// `shadowImage`: the line above the bar (needs a custom `backgroundImage` to show, as for toolbars).
    @Indirect public var shadowImage: ImageDeclaration? = nil
    /// `selectionIndicatorImage`: drawn behind the selected item.
    @Indirect public var selectionIndicatorImage: ImageDeclaration? = nil
    /// `itemPositioning`: `automatic` (fill on a phone, centred on an iPad), `fill` or `centered`.
    public var itemPositioning: Located<TabBarItemPositioning>?
    /// `itemWidth` in points for centred items (0: the system's).
    public var itemWidth: Located<Double>?
    /// `itemSpacing` in points between centred items (0: the system's).
    public var itemSpacing: Located<Double>?
    /// `standardAppearance` (iOS 13+).
    @Indirect public var standardAppearance: TabBarAppearanceObjectDeclaration? = nil
    /// `scrollEdgeAppearance` (iOS 15+): at the content's bottom edge.
    @Indirect public var scrollEdgeAppearance: TabBarAppearanceObjectDeclaration? = nil
    /// Where the block starts.
    public var location: SourceLocation

    /// An empty block starting at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UITabBar.ItemPositioning`.
public enum TabBarItemPositioning: String, ThemeEnum {
    /// By idiom: `fill` on a phone, `centered` on an iPad.
    case automatic
    /// Items share the bar's whole width.
    case fill
    /// Items of `itemWidth`, `itemSpacing` apart, centred as a group.
    case centered
}
