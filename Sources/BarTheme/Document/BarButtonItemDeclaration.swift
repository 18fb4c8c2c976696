/// A `UIBarButtonItem` in a scene: a title, an image, a system item, or a placeholder custom view.
public struct BarButtonItemDeclaration: Hashable, Sendable {
    /// `title`: a text item.
    public var title: Located<String>?
    /// `image`: an image item (a template by default).
    @Indirect public var image: ImageDeclaration? = nil
    /// `image: { systemName: ... }`: an SF Symbol image item (`UIImage(systemName:)`, docs/UIKIT.md §10.13).
    @Indirect public var symbol: SymbolImageDeclaration? = nil
    /// `systemItem`: one of UIKit's system items.
    public var systemItem: Located<SystemItem>?
    /// `style`: plain or done.
    public var style: Located<BarButtonItemStyle>?
    /// `isEnabled`; default true. A disabled item is drawn in its `.disabled` title attributes, else dimmed.
    public var isEnabled: Located<Bool>?
    /// `state`: the control state to draw the item in (`highlighted`: pressed, `focused`: focused by a
    /// keyboard); default normal. A disabled item is never highlighted or focused: `enabled: false`
    /// wins and the item is drawn `.disabled` (docs/UIKIT.md §2.5).
    public var state: Located<ControlState>?
    /// The item's own appearance calls (`setTitleTextAttributes(_:for:)`, background images, title
    /// position adjustments), beating every proxy (docs/UIKIT.md §2.5).
    @Indirect public var appearance: ItemAppearanceDeclaration? = nil
    /// The item's own `tintColor`, beating the bar's.
    public var tintColor: Located<ColorValue>?
    /// Width in points of a `fixedSpace` item (default 8, docs/UIKIT.md §1.4), of a custom view, or
    /// (`UIBarButtonItem.width`) of the box an item's image or title is centred in (docs/UIKIT.md §2.5).
    public var width: Located<Double>?
    /// `accessibilityLabel`: what VoiceOver reads for the item (docs/UIKIT.md §12); without it an
    /// image item is read by its image name, a system item by UIKit's label for it.
    public var accessibilityLabel: Located<String>?
    /// `imageInsets`: moves an image item's image by half the difference of opposite insets
    /// (`[5, 0, -5, 0]` moves it 5 pt down; docs/UIKIT.md §2.5).
    public var imageInsets: Located<EdgeInsets>?
    /// `landscapeImagePhoneInsets`: the same in compact (landscape phone) metrics.
    public var landscapeImagePhoneInsets: Located<EdgeInsets>?
    /// iOS 26 `sharesBackground` (default true): whether the item may share a glass platter with its
    /// neighbours (docs/UIKIT.md §10.4).
    public var sharesBackground: Located<Bool>?
    /// iOS 26 `hidesSharedBackground` (default false): no glass platter behind the item at all
    /// (docs/UIKIT.md §10.4).
    public var hidesSharedBackground: Located<Bool>?
    /// iOS 26 `navigationItem.searchBarPlacementBarButtonItem`: `true` marks where, among a
    /// toolbar's items, an iPhone puts the search field it integrates into the toolbar
    /// (docs/UIKIT.md §10.7); such an item has no title, image, system item or custom view.
    public var searchBarPlacement: Located<Bool>?
    /// `swiftUILabel`: the label a SwiftUI toolbar item is written with; on Liquid Glass in light mode
    /// a bare `Image` label draws its symbol black, not in the vibrant label colour (docs/UIKIT.md §10.3).
    public var swiftUILabel: Located<SwiftUILabelForm>?
    /// A placeholder for `customView`: a box of a given size and colour, or an SF Symbol shown at its
    /// own size (docs/UIKIT.md §10.16).
    @Indirect public var customView: PlaceholderViewDeclaration? = nil
    /// Where the item is declared in the theme.
    public var location: SourceLocation

    /// An empty item declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// Stands in for a custom `UIView` (a `titleView` or a bar button item's `customView`): a
/// rounded box of a given size and colour, optionally with a label, so layout can be checked.
public struct PlaceholderViewDeclaration: Hashable, Sendable {
    /// Width in points.
    public var width: Located<Double>?
    /// Height in points.
    public var height: Located<Double>?
    /// Fill colour; default `systemGray5`.
    public var color: Located<ColorValue>?
    /// A label drawn inside the box.
    public var label: Located<String>?
    /// A bar button item's custom view only: the SF Symbol the view shows at its own size, in place of
    /// a box (SwiftUI's hosting view of a `NavigationLink`'s label, docs/UIKIT.md §10.16).
    @Indirect public var symbol: SymbolImageDeclaration? = nil
    /// A bar button item's custom view only: the text the view shows at its own size, in place of a box
    /// (SwiftUI's hosting view of a `NavigationLink`'s `Text` label, docs/UIKIT.md §10.16).
    public var title: Located<String>?
    /// A bar button item's custom view only: a UIKit button's `contentHorizontalAlignment`, where it
    /// shows its `symbol` across its width; set, the view is a UIKit button of the app's own, not a
    /// SwiftUI hosting view (docs/UIKIT.md §10.16).
    public var contentAlignment: Located<ContentHorizontalAlignment>?
    /// Where the placeholder is declared in the theme.
    public var location: SourceLocation

    /// An empty placeholder declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}
