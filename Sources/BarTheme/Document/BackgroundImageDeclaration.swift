/// `setBackgroundImage(_:for:barMetrics:)` (navigation bar) or
/// `setBackgroundImage(_:forToolbarPosition:barMetrics:)` (toolbar): one image stored under one
/// (position, metrics) pair. Position defaults to `any` and metrics to `default`, as the
/// position-less and metrics-less UIKit setters do (docs/UIKIT.md §3.2).
public struct BackgroundImageDeclaration: Hashable, Sendable {
    public var image: ImageDeclaration
    public var position: Located<BarPosition>?
    public var metrics: Located<BarMetrics>?
    public var location: SourceLocation

    public init(image: ImageDeclaration, location: SourceLocation) {
        self.image = image
        self.location = location
    }
}

/// `shadowImage` (navigation bar, no axis) or `setShadowImage(_:forToolbarPosition:)` (toolbar, per
/// position; docs/UIKIT.md §5). Position defaults to `any`.
public struct ShadowImageDeclaration: Hashable, Sendable {
    public var image: ImageDeclaration
    public var position: Located<BarPosition>?
    public var location: SourceLocation

    public init(image: ImageDeclaration, location: SourceLocation) {
        self.image = image
        self.location = location
    }
}
