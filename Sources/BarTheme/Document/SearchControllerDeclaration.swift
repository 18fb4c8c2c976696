/// `navigationItem.searchController`: the search bar UIKit shows in the navigation bar while the
/// item is on top, and how the app styled that search bar (docs/UIKIT.md §13).
public struct SearchControllerDeclaration: Hashable, Sendable {
    /// `searchBar.placeholder`: the grey text of the empty field.
    public var placeholder: Located<String>?
    /// `searchBar.text`: text typed into the field; drawn instead of the placeholder.
    public var text: Located<String>?
    /// iOS 16+ `navigationItem.preferredSearchBarPlacement`; default `automatic`.
    public var placement: Located<SearchBarPlacement>?
    /// `navigationItem.hidesSearchBarWhenScrolling`; default `true` (the row shows only at the top of the content).
    public var hidesWhenScrolling: Located<Bool>?
    /// iOS 26 `navigationItem.searchBarPlacementAllowsToolbarIntegration` (default `true`): whether an
    /// iPhone may put the field among the navigation controller's toolbar items (docs/UIKIT.md §10.7).
    public var allowsToolbarIntegration: Located<Bool>?
    /// `searchBar.searchBarStyle`; default `default`.
    public var searchBarStyle: Located<SearchBarStyle>?
    /// `searchBar.barTintColor`: the search bar's own background tint (not drawn inside a navigation bar).
    public var barTintColor: Located<ColorValue>?
    /// `searchBar.tintColor`: cursor and Cancel button (an active search only).
    public var tintColor: Located<ColorValue>?
    /// `searchBar.searchTextField.backgroundColor`: replaces the field's fill.
    public var textFieldBackgroundColor: Located<ColorValue>?
    /// Where the block is declared in the theme.
    public var location: SourceLocation

    /// An empty block declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UINavigationItem.SearchBarPlacement` (iOS 16; the `integrated` cases iOS 26, docs/UIKIT.md §13.1).
public enum SearchBarPlacement: String, ThemeEnum {
    /// The bar chooses; stacked on an iPhone in portrait.
    case automatic
    /// iOS 16-18: on the trailing edge of the bar's row (deprecated in iOS 26 for `integrated`).
    case inline
    /// In its own row below the bar's other rows.
    case stacked
    /// iOS 26: inline on the trailing edge (or in the toolbar on iPhone).
    case integrated
    /// iOS 26: as `integrated`, the inactive field always shown as a button.
    case integratedButton
    /// iOS 26: as `integrated`, centred in regular width on iPad.
    case integratedCentered

    /// Whether the field gets its own row below the bar (as opposed to sitting in the bar's row).
    public var isStacked: Bool { self == .automatic || self == .stacked }
}

/// `UISearchBar.Style`.
public enum SearchBarStyle: String, ThemeEnum {
    /// The default look (`prominent` in practice).
    case `default`
    /// A translucent background, opaque field.
    case prominent
    /// No background; the field alone.
    case minimal
}
