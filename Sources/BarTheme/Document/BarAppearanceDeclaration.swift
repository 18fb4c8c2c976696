/// What a theme sets on a bar's appearance proxy (`UINavigationBar.appearance()` /
/// `UIToolbar.appearance()`), inside a `when:` scope, or, in a scene, on the bar instance itself.
/// Every field is optional: absent means "not set here", and the resolver looks further down
/// the chain.
public struct BarAppearanceDeclaration: Hashable, Sendable {
    public var barStyle: Located<BarStyle>?
    public var translucent: Located<Bool>?
    public var barTintColor: Located<ColorValue>?
    public var tintColor: Located<ColorValue>?
    @Indirect public var titleTextAttributes: TextAttributesDeclaration? = nil
    /// iOS 11+: attributes of the large title.
    @Indirect public var largeTitleTextAttributes: TextAttributesDeclaration? = nil
    /// `setTitleVerticalPositionAdjustment(_:for:)`, keyed by metrics.
    public var titleVerticalPositionAdjustment: [BarMetrics: Located<Double>]
    /// `setBackgroundImage(_:for:barMetrics:)`, in the order written.
    public var backgroundImages: [BackgroundImageDeclaration] = []
    /// `shadowImage` (navigation bar: one, position `any`) or per position (toolbar).
    public var shadowImages: [ShadowImageDeclaration] = []
    @Indirect public var backIndicatorImage: ImageDeclaration? = nil
    @Indirect public var backIndicatorTransitionMaskImage: ImageDeclaration? = nil
    /// iOS 11+ `prefersLargeTitles`; default false.
    public var prefersLargeTitles: Located<Bool>?
    /// iOS 13+ appearance objects (docs/UIKIT.md §3.8).
    @Indirect public var standardAppearance: BarAppearanceObjectDeclaration? = nil
    @Indirect public var compactAppearance: BarAppearanceObjectDeclaration? = nil
    @Indirect public var scrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    @Indirect public var compactScrollEdgeAppearance: BarAppearanceObjectDeclaration? = nil
    /// Where the block starts.
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.titleVerticalPositionAdjustment = [:]
        self.location = location
    }
}
