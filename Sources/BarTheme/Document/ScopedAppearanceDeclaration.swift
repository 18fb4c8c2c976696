/// One entry of `when:`: appearance that applies only inside certain containers and/or trait
/// environments, as `appearance(whenContainedInInstancesOf:)` and `appearance(for:)` do (docs/UIKIT.md §3.7).
public struct ScopedAppearanceDeclaration: Hashable, Sendable {
    /// Container class names, written as UIKit writes them: innermost first
    /// (`[UINavigationController, UISplitViewController]` = a navigation controller inside a split view).
    public var containedIn: Located<[String]>?
    @Indirect public var traits: TraitsDeclaration? = nil
    @Indirect public var navigationBar: BarAppearanceDeclaration? = nil
    @Indirect public var toolbar: BarAppearanceDeclaration? = nil
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }

    public func appearance(for bar: BarKind) -> BarAppearanceDeclaration? {
        bar == .navigationBar ? navigationBar : toolbar
    }
}

/// A trait filter (`UITraitCollection`): every trait given must match the render's traits.
public struct TraitsDeclaration: Hashable, Sendable {
    public var userInterfaceStyle: Located<UserInterfaceStyle>?
    public var horizontalSizeClass: Located<SizeClass>?
    public var verticalSizeClass: Located<SizeClass>?
    public var layoutDirection: Located<LayoutDirection>?
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, ThemeEnum {
    case compact
    case regular
}

/// `UITraitEnvironmentLayoutDirection` / `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, ThemeEnum {
    case leftToRight
    case rightToLeft
}
