/// What a theme sets on a bar's appearance proxy (`UINavigationBar.appearance()` /
/// `UIToolbar.appearance()`), inside a `when:` scope, or, in a scene, on the bar instance itself.
/// Every field is optional: absent means "not set here", and the resolver looks further down
/// the chain.
public struct BarAppearanceDeclaration: Hashable, Sendable {
    /// `barStyle`.
    public var barStyle: Located<BarStyle>?
    /// `isTranslucent`.
    public var translucent: Located<Bool>?
    /// `barTintColor`: the bar's background colour in the legacy API.
    public var barTintColor: Located<ColorValue>?
    /// `tintColor`: the colour of bar button items, the back indicator and the back title.
    public var tintColor: Located<ColorValue>?
    /// `titleTextAttributes`: font, colour and shadow of the title.
    @Indirect public var titleTextAttributes: TextAttributesDeclaration? = nil
    /// iOS 11+: attributes of the large title.
    @Indirect public var largeTitleTextAttributes: TextAttributesDeclaration? = nil
    /// `setTitleVerticalPositionAdjustment(_:for:)`, keyed by metrics.
    public var titleVerticalPositionAdjustment: [BarMetrics: Located<Double>]
    /// `setBackgroundImage(_:for:barMetrics:)`, in the order written.
    public var backgroundImages: [BackgroundImageDeclaration] = []
    /// `shadowImage` (navigation bar: one, position `any`) or per position (toolbar).
    public var shadowImages: [ShadowImageDeclaration] = []
    /// `backIndicatorImage`: a custom back chevron; needs ``backIndicatorTransitionMaskImage`` too.
    @Indirect public var backIndicatorImage: ImageDeclaration? = nil
    /// `backIndicatorTransitionMaskImage`: the mask the back title slides under.
    @Indirect public var backIndicatorTransitionMaskImage: ImageDeclaration? = nil
    /// iOS 11+ `prefersLargeTitles`; default false.
    public var prefersLargeTitles: Located<Bool>?
    /// iOS 13+ appearance objects (docs/UIKIT.md §3.8).
    @Indirect public var standardAppearance: BarAppearanceObjectDeclaration? = nil
    /// `compactAppearance` (landscape phone metrics).
    @Indirect public var compactAppearance: BarAppearanceObjectDeclaration? = nil
    /// `scrollEdgeAppearance` (content scrolled to the top).
    @Indirect public var scrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    /// `compactScrollEdgeAppearance` (iOS 15+).
    @Indirect public var compactScrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    /// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])` (or
    /// `UIToolbar`, or with the scope's containers after the bar): items inside this bar (docs/UIKIT.md §2.5).
    @Indirect public var barButtonItem: ItemAppearanceDeclaration? = nil
    /// Where the block starts.
    public var location: SourceLocation

    /// An empty declaration starting at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.titleVerticalPositionAdjustment = [:]
        self.location = location
    }
}
