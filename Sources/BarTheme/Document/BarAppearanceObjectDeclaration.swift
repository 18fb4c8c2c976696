/// An iOS 13+ `UINavigationBarAppearance` / `UIToolbarAppearance` as a theme declares it
/// (docs/UIKIT.md §2.1, §3.8). Used whole: the resolver picks exactly one object per render and never
/// merges two of them.
public struct BarAppearanceObjectDeclaration: Hashable, Sendable {
    /// `configureWithDefaultBackground()` / `configureWithOpaqueBackground()` /
    /// `configureWithTransparentBackground()`; resets background and shadow only (docs/UIKIT.md §2.1).
    public var configureWith: Located<AppearanceConfiguration>?
    public var backgroundEffect: Located<BlurEffectStyle>?
    public var backgroundColor: Located<ColorValue>?
    @Indirect public var backgroundImage: ImageDeclaration? = nil
    public var backgroundImageContentMode: Located<ImageContentMode>?
    public var shadowColor: Located<ColorValue>?
    @Indirect public var shadowImage: ImageDeclaration? = nil
    @Indirect public var titleTextAttributes: TextAttributesDeclaration? = nil
    @Indirect public var largeTitleTextAttributes: TextAttributesDeclaration? = nil
    /// `titlePositionAdjustment` in points, `[x, y]`.
    public var titlePositionAdjustment: Located<Offset>?
    @Indirect public var buttonAppearance: BarButtonItemAppearanceDeclaration? = nil
    @Indirect public var doneButtonAppearance: BarButtonItemAppearanceDeclaration? = nil
    @Indirect public var backButtonAppearance: BarButtonItemAppearanceDeclaration? = nil
    /// `setBackIndicatorImage(_:transitionMaskImage:)`: both or neither (docs/UIKIT.md §3.5).
    @Indirect public var backIndicatorImage: ImageDeclaration? = nil
    @Indirect public var backIndicatorTransitionMaskImage: ImageDeclaration? = nil
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// Which `configureWith…` call an appearance object starts from.
public enum AppearanceConfiguration: String, ThemeEnum {
    /// `configureWithDefaultBackground()`: systemChromeMaterial blur, default shadow. The default.
    case `default`
    /// `configureWithOpaqueBackground()`: systemBackground colour, default shadow.
    case opaque
    /// `configureWithTransparentBackground()`: nothing drawn, no shadow.
    case transparent
}

/// `UIBlurEffect.Style` values a bar background can use, plus `none`.
public enum BlurEffectStyle: String, ThemeEnum {
    case none
    case systemChromeMaterial, systemMaterial, systemThinMaterial, systemUltraThinMaterial, systemThickMaterial
    case regular, prominent, light, dark, extraLight
}

/// `UIView.ContentMode` values that make sense for a bar background image (default `scaleToFill`;
/// `redraw` is read as `scaleToFill`, docs/UIKIT.md §2.1).
public enum ImageContentMode: String, ThemeEnum {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    public static var aliases: [String: ImageContentMode] { ["redraw": .scaleToFill] }
}

/// `UIBarButtonItemAppearance`: per-state text attributes (iOS 13+).
public struct BarButtonItemAppearanceDeclaration: Hashable, Sendable {
    public var normal: BarButtonItemStateAppearanceDeclaration?
    public var highlighted: BarButtonItemStateAppearanceDeclaration?
    public var disabled: BarButtonItemStateAppearanceDeclaration?
    public var focused: BarButtonItemStateAppearanceDeclaration?
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UIBarButtonItemStateAppearance`.
public struct BarButtonItemStateAppearanceDeclaration: Hashable, Sendable {
    @Indirect public var titleTextAttributes: TextAttributesDeclaration? = nil
    public var titlePositionAdjustment: Located<Offset>?
    @Indirect public var backgroundImage: ImageDeclaration? = nil
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}
