/// What a theme sets on a bar's appearance proxy (`UINavigationBar.appearance()` /
/// `UIToolbar.appearance()`), or, inside a scene, on the bar instance itself. Every field is
/// optional: absent means "not set here", and the resolver looks further down the chain.
public struct BarAppearanceDeclaration: Hashable, Sendable {
    public var barStyle: Located<BarStyle>?
    public var translucent: Located<Bool>?
    public var barTintColor: Located<ColorValue>?
    public var tintColor: Located<ColorValue>?
    public var titleTextAttributes: TextAttributesDeclaration?
    /// `setTitleVerticalPositionAdjustment(_:for:)`, keyed by metrics.
    public var titleVerticalPositionAdjustment: [BarMetrics: Located<Double>]
    /// Where the block starts.
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.titleVerticalPositionAdjustment = [:]
        self.location = location
    }
}
