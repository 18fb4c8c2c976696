/// A `UIBarButtonItem` in a scene: a title, an image, a system item, or a placeholder custom view.
public struct BarButtonItemDeclaration: Hashable, Sendable {
    public var title: Located<String>?
    @Indirect public var image: ImageDeclaration? = nil
    public var systemItem: Located<SystemItem>?
    public var style: Located<BarButtonItemStyle>?
    public var isEnabled: Located<Bool>?
    /// The item's own `tintColor`, beating the bar's.
    public var tintColor: Located<ColorValue>?
    /// Width in points of a `fixedSpace` item (default 8, docs/UIKIT.md §1.4) or of a custom view.
    public var width: Located<Double>?
    /// `accessibilityLabel`: what VoiceOver reads for the item (docs/UIKIT.md §12); without it an
    /// image item is read by its image name, a system item by UIKit's label for it.
    public var accessibilityLabel: Located<String>?
    /// A placeholder for `customView`: a box of a given size and colour.
    @Indirect public var customView: PlaceholderViewDeclaration? = nil
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// Stands in for a custom `UIView` (a `titleView` or a bar button item's `customView`): a
/// rounded box of a given size and colour, optionally with a label, so layout can be checked.
public struct PlaceholderViewDeclaration: Hashable, Sendable {
    public var width: Located<Double>?
    public var height: Located<Double>?
    public var color: Located<ColorValue>?
    public var label: Located<String>?
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}
