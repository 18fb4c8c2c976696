/// `setBackgroundImage(_:for:barMetrics:)` (navigation bar) or
/// `setBackgroundImage(_:forToolbarPosition:barMetrics:)` (toolbar): one image stored under one
/// (position, metrics) pair. Position defaults to `any` and metrics to `default`, as the
/// position-less and metrics-less UIKit setters do (docs/UIKIT.md §3.2).
public struct BackgroundImageDeclaration: Hashable, Sendable {
    /// The image.
    public var image: ImageDeclaration
    /// The bar position it is for; default `any`.
    public var position: Located<BarPosition>?
    /// The bar metrics it is for; default `default`.
    public var metrics: Located<BarMetrics>?
    /// Where the image is declared in the theme.
    public var location: SourceLocation

    /// A background image declared at `location`, for any position and default metrics until set.
    public init(image: ImageDeclaration, location: SourceLocation) {
        self.image = image
        self.location = location
    }
}

/// `shadowImage` (navigation bar, no axis) or `setShadowImage(_:forToolbarPosition:)` (toolbar, per
/// position; docs/UIKIT.md §5). Position defaults to `any`.
public struct ShadowImageDeclaration: Hashable, Sendable {
    /// The image.
    public var image: ImageDeclaration
    /// The toolbar position it is for; default `any`.
    public var position: Located<BarPosition>?
    /// Where the image is declared in the theme.
    public var location: SourceLocation

    /// A shadow image declared at `location`, for any position until set.
    public init(image: ImageDeclaration, location: SourceLocation) {
        self.image = image
        self.location = location
    }
}
