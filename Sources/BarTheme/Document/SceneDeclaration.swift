/// A scene: what to draw with a theme. A bar, its navigation item stack (or toolbar items), the
/// context UIKit would know about, and the variants to render.
public struct SceneDeclaration: Hashable, Sendable {
    /// `name:`: names the scene's images and selects it on the command line.
    public var name: Located<String>
    /// `bar:`: a navigation bar (default) or a toolbar.
    public var bar: Located<BarKind>?
    /// The bar's container chain, outermost first (read from the window down), for `when:` scopes.
    public var containedIn: Located<[String]>?
    /// Values set on this bar instance; they beat every proxy (docs/UIKIT.md §3.7).
    @Indirect public var instance: BarAppearanceDeclaration? = nil
    /// A tab bar scene's `tabBar:`: values set on this tab bar instance (docs/UIKIT.md §18.4).
    @Indirect public var tabBarInstance: TabBarAppearanceDeclaration? = nil
    /// A tab bar scene's tabs, selection and iOS 26 additions (docs/UIKIT.md §18).
    @Indirect public var tabBarContent: TabBarSceneDeclaration? = nil
    /// The navigation item stack, bottom to top (navigation bars).
    public var items: [NavigationItemDeclaration] = []
    /// The toolbar's items, left to right (toolbars: `items` of a `bar: toolbar` scene).
    public var toolbarItems: [BarButtonItemDeclaration] = []
    /// A toolbar scene's `searchController:`: the top view controller's `navigationItem.searchController`,
    /// which an iOS 26 iPhone draws among the toolbar's items (docs/UIKIT.md §10.7). A stack's
    /// toolbar takes it from the top item.
    @Indirect public var searchController: SearchControllerDeclaration? = nil
    /// Whether the navigation controller's toolbar shows under this navigation bar: set for the
    /// resting scenes of a `stack:` (not a theme key; a lone navigation bar scene has no toolbar, as
    /// `isToolbarHidden` defaults to true). On an iOS 26 iPhone the search field then moves into it.
    public var showsToolbar = false
    /// Whether the content is scrolled to its edge, which selects the scroll-edge appearance (docs/UIKIT.md §3.8).
    public var atScrollEdge: Located<Bool>?
    /// `scrollEdgeEffect:`, the iOS 26 scroll edge effect at the bar's edge (docs/UIKIT.md §10.2).
    public var scrollEdgeEffect: Located<ScrollEdgeEffectStyle>?
    /// `contentScrollView:` (navigation bars), whether the screen under the bar has a scroll view UIKit
    /// tracks at its top edge; unset, it has one. Without one an `ios26` bar's glass is darker
    /// (docs/UIKIT.md §18.8).
    public var contentScrollView: Located<Bool>?
    /// What shows through a translucent bar; default the system background.
    public var backdrop: Located<ColorValue>?
    /// Height of the status bar for `topAttached` (docs/UIKIT.md §1.2); default the device's of each
    /// variant's width, scale and idiom (`StatusBarMetrics`).
    public var statusBarHeight: Located<Double>?
    /// `userInterfaceIdiom:`, the device the screen is on; unset, read from the width
    /// (`TraitEnvironment`). It decides the iPad bar height (docs/UIKIT.md §1.1).
    public var userInterfaceIdiom: Located<UserInterfaceIdiom>?
    /// `variants:`: the render matrix.
    public var variants: VariantAxesDeclaration = VariantAxesDeclaration()
    /// `stack:`, the steps that change the navigation stack after `items:` (docs/UIKIT.md §11). A
    /// scene with steps renders one image per step (`name.step03…`) instead of one for `items:`.
    public var stack: [StackOperationDeclaration] = []
    /// `container:`, what holds the stack; default `navigationController`.
    public var container: Located<StackContainer>?
    /// `navigationController:`, the controller's starting bar visibility and `hidesBars…` options.
    @Indirect public var navigationController: NavigationControllerDeclaration? = nil
    /// Where the scene is declared in the theme.
    public var location: SourceLocation

    /// A scene called `name` declared at `location`; the parser fills in the rest.
    public init(name: Located<String>, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
