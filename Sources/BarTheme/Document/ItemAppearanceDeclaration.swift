/// What `UIBarButtonItem`'s appearance methods receive, on the proxy (`UIBarButtonItem.appearance()`,
/// or `appearance(whenContainedInInstancesOf:)` a navigation bar or toolbar) or on one item
/// (docs/UIKIT.md §2.5). Every field is optional: absent means "not set here".
public struct ItemAppearanceDeclaration: Hashable, Sendable {
    /// `tintColor` (proxy only; an item's own `tintColor` is ``BarButtonItemDeclaration/tintColor``).
    public var tintColor: Located<ColorValue>?
    /// `setTitleTextAttributes(_:for:)`, one dictionary per control state.
    public var titleTextAttributes: [ControlState: Located<TextAttributesDeclaration>] = [:]
    /// `setBackgroundImage(_:for:barMetrics:)`, in the order written.
    public var backgroundImages: [ItemBackgroundImageDeclaration] = []
    /// `setTitlePositionAdjustment(_:for:)`, keyed by metrics.
    public var titlePositionAdjustment: [BarMetrics: Located<Offset>] = [:]
    /// `setBackButtonTitlePositionAdjustment(_:for:)`, keyed by metrics.
    public var backButtonTitlePositionAdjustment: [BarMetrics: Located<Offset>] = [:]
    /// `setBackButtonBackgroundImage(_:for:barMetrics:)`, in the order written.
    public var backButtonBackgroundImages: [ItemBackgroundImageDeclaration] = []
    /// Where the block starts.
    public var location: SourceLocation

    /// An empty block starting at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }

    /// Whether the block sets nothing.
    public var isEmpty: Bool {
        tintColor == nil && titleTextAttributes.isEmpty && backgroundImages.isEmpty && titlePositionAdjustment.isEmpty
            && backButtonTitlePositionAdjustment.isEmpty && backButtonBackgroundImages.isEmpty
    }
}

/// `setBackgroundImage(_:for:barMetrics:)` / `setBackButtonBackgroundImage(_:for:barMetrics:)`: one
/// image stored under one (control state, metrics) pair; state defaults to `normal` and metrics to
/// `default`.
public struct ItemBackgroundImageDeclaration: Hashable, Sendable {
    /// The image (drawn as is, not tinted).
    public var image: ImageDeclaration
    /// The control state it is for; default `normal`.
    public var state: Located<ControlState>?
    /// The bar metrics it is for; default `default`.
    public var metrics: Located<BarMetrics>?
    /// Where the entry is declared in the theme.
    public var location: SourceLocation

    /// An image declared at `location`, for the normal state and default metrics until set.
    public init(image: ImageDeclaration, location: SourceLocation) {
        self.image = image
        self.location = location
    }
}
