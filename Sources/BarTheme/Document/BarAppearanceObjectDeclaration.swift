/// An iOS 13+ `UINavigationBarAppearance` / `UIToolbarAppearance` as a theme declares it
/// (docs/UIKIT.md §2.1, §3.8). Used whole: the resolver picks exactly one object per render and never
/// merges two of them.
public struct BarAppearanceObjectDeclaration: Hashable, Sendable {
    /// `configureWithDefaultBackground()` / `configureWithOpaqueBackground()` /
    /// `configureWithTransparentBackground()`; resets background and shadow only (docs/UIKIT.md §2.1).
    public var configureWith: Located<AppearanceConfiguration>?
    /// `backgroundEffect`: the blur behind the background colour and image (`none` for no blur).
    public var backgroundEffect: Located<BlurEffectStyle>?
    /// `backgroundColor`, drawn over the blur.
    public var backgroundColor: Located<ColorValue>?
    /// `backgroundImage`, drawn over the colour as `backgroundImageContentMode` says.
    @Indirect public var backgroundImage: ImageDeclaration? = nil
    /// `backgroundImageContentMode`: how the background image fills the bar (default `scaleToFill`).
    public var backgroundImageContentMode: Located<ImageContentMode>?
    /// `shadowColor`: the colour of the hairline under the bar (clear for none).
    public var shadowColor: Located<ColorValue>?
    /// `shadowImage`: an image instead of the hairline, tinted with `shadowColor` when it is a template.
    @Indirect public var shadowImage: ImageDeclaration? = nil
    /// `titleTextAttributes`: font, colour and shadow of the title.
    @Indirect public var titleTextAttributes: TextAttributesDeclaration? = nil
    /// `largeTitleTextAttributes`: font, colour and shadow of the large title.
    @Indirect public var largeTitleTextAttributes: TextAttributesDeclaration? = nil
    /// `titlePositionAdjustment` in points, `[x, y]`.
    public var titlePositionAdjustment: Located<Offset>?
    /// `buttonAppearance`: plain bar button items.
    @Indirect public var buttonAppearance: BarButtonItemAppearanceDeclaration? = nil
    /// `doneButtonAppearance`: bar button items in the `done` style.
    @Indirect public var doneButtonAppearance: BarButtonItemAppearanceDeclaration? = nil
    /// `backButtonAppearance`: the back button.
    @Indirect public var backButtonAppearance: BarButtonItemAppearanceDeclaration? = nil
    /// `setBackIndicatorImage(_:transitionMaskImage:)`: both or neither (docs/UIKIT.md §3.5).
    @Indirect public var backIndicatorImage: ImageDeclaration? = nil
    /// The transition mask that goes with ``backIndicatorImage``.
    @Indirect public var backIndicatorTransitionMaskImage: ImageDeclaration? = nil
    /// Where the object is declared in the theme.
    public var location: SourceLocation

    /// An empty object declared at `location`; the parser fills in what the theme sets.
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
    /// No blur.
    case none
    /// The iOS 13 system materials, which adapt to light and dark mode.
    case systemChromeMaterial, systemMaterial, systemThinMaterial, systemUltraThinMaterial, systemThickMaterial
    /// The iOS 8 blur styles.
    case regular, prominent, light, dark, extraLight
}

/// `UIView.ContentMode` values that make sense for a bar background image (default `scaleToFill`;
/// `redraw` is read as `scaleToFill`, docs/UIKIT.md §2.1).
public enum ImageContentMode: String, ThemeEnum {
    /// Scaling, or placing at the centre or an edge without scaling.
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    /// Placing in a corner without scaling.
    case topLeft, topRight, bottomLeft, bottomRight

    public static var aliases: [String: ImageContentMode] { ["redraw": .scaleToFill] }
}

/// `UIBarButtonItemAppearance`: per-state text attributes (iOS 13+).
public struct BarButtonItemAppearanceDeclaration: Hashable, Sendable {
    /// Text attributes and position in the normal state.
    public var normal: BarButtonItemStateAppearanceDeclaration?
    /// In the highlighted (pressed) state.
    public var highlighted: BarButtonItemStateAppearanceDeclaration?
    /// In the disabled state.
    public var disabled: BarButtonItemStateAppearanceDeclaration?
    /// In the focused state.
    public var focused: BarButtonItemStateAppearanceDeclaration?
    /// Where the appearance is declared in the theme.
    public var location: SourceLocation

    /// An empty appearance declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `UIBarButtonItemStateAppearance`.
public struct BarButtonItemStateAppearanceDeclaration: Hashable, Sendable {
    /// `titleTextAttributes` for the state.
    @Indirect public var titleTextAttributes: TextAttributesDeclaration? = nil
    /// `titlePositionAdjustment` for the state, in points.
    public var titlePositionAdjustment: Located<Offset>?
    /// `backgroundImage` for the state.
    @Indirect public var backgroundImage: ImageDeclaration? = nil
    /// Where the state's appearance is declared in the theme.
    public var location: SourceLocation

    /// An empty state appearance declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}
