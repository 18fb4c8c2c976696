/// The background half every `UIBarAppearance` subclass shares (navigation bar, toolbar and tab
/// bar appearance objects): the configuration, the blur, the colour and the image drawn behind the
/// bar's content (docs/UIKIT.md §3).
public protocol AppearanceObjectBackgroundDeclaring {
    /// `configureWithDefaultBackground()` / `…OpaqueBackground()` / `…TransparentBackground()`.
    var configureWith: Located<AppearanceConfiguration>? { get }
    /// `backgroundEffect`.
    var backgroundEffect: Located<BlurEffectStyle>? { get }
    /// `backgroundColor`.
    var backgroundColor: Located<ColorValue>? { get }
    /// `backgroundImage`.
    var backgroundImage: ImageDeclaration? { get }
}

extension BarAppearanceObjectDeclaration: AppearanceObjectBackgroundDeclaring {}

extension TabBarAppearanceObjectDeclaration: AppearanceObjectBackgroundDeclaring {}
