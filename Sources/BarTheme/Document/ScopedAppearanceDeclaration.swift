/// One entry of `when:`: appearance that applies only inside certain containers and/or trait
/// environments, as `appearance(whenContainedInInstancesOf:)` and `appearance(for:)` do (docs/UIKIT.md §3.7).
public struct ScopedAppearanceDeclaration: Hashable, Sendable {
    /// Container class names, written as UIKit writes them: innermost first
    /// (`[UINavigationController, UISplitViewController]` = a navigation controller inside a split view).
    public var containedIn: Located<[String]>?
    /// The trait environment the scope applies in (`appearance(for:)`).
    @Indirect public var traits: TraitsDeclaration? = nil
    /// Navigation bar appearance inside the scope.
    @Indirect public var navigationBar: BarAppearanceDeclaration? = nil
    /// Toolbar appearance inside the scope.
    @Indirect public var toolbar: BarAppearanceDeclaration? = nil
    /// `UITabBar.appearance(whenContainedInInstancesOf:)` / `appearance(for:)` (docs/UIKIT.md §18.4).
    @Indirect public var tabBar: TabBarAppearanceDeclaration? = nil
    /// `UIBarButtonItem.appearance(whenContainedInInstancesOf:)` with the scope's containers (and
    /// `appearance(for:)` with its traits), for items in any bar inside them (docs/UIKIT.md §2.5).
    @Indirect public var barButtonItem: ItemAppearanceDeclaration? = nil
    /// Where the scope is declared in the theme.
    public var location: SourceLocation

    /// An empty scope declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }

    /// The scope's appearance for `bar`, if it declares one.
    public func appearance(for bar: BarKind) -> BarAppearanceDeclaration? {
        switch bar {
        case .navigationBar: return navigationBar
        case .toolbar: return toolbar
        case .tabBar: return tabBar?.barEquivalent
        }
    }
}

/// A trait filter (`UITraitCollection`): every trait given must match the render's traits.
public struct TraitsDeclaration: Hashable, Sendable {
    /// Light or dark mode.
    public var userInterfaceStyle: Located<UserInterfaceStyle>?
    /// The horizontal size class.
    public var horizontalSizeClass: Located<SizeClass>?
    /// The vertical size class.
    public var verticalSizeClass: Located<SizeClass>?
    /// Left-to-right or right-to-left.
    public var layoutDirection: Located<LayoutDirection>?
    /// The device idiom: phone or pad (`UITraitCollection(userInterfaceIdiom:)`).
    public var userInterfaceIdiom: Located<UserInterfaceIdiom>?
    /// Where the filter is declared in the theme.
    public var location: SourceLocation

    /// An empty filter declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, ThemeEnum {
    /// Compact (a phone's width; a phone's height in landscape).
    case compact
    /// Regular.
    case regular
}

/// `UITraitEnvironmentLayoutDirection` / `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, ThemeEnum {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Hebrew and Arabic.
    case rightToLeft
}

/// `UIUserInterfaceIdiom`, for the devices bars are drawn for.
public enum UserInterfaceIdiom: String, ThemeEnum {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
}
