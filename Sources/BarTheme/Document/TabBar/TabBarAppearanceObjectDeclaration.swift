/// An iOS 13+ `UITabBarAppearance` as a theme declares it (docs/UIKIT.md §18.4). Used whole: the
/// resolver picks one object per render (standard or scroll edge) and never merges two.
public struct TabBarAppearanceObjectDeclaration: Hashable, Sendable {
    /// `configureWithDefaultBackground()` / `…OpaqueBackground()` / `…TransparentBackground()`.
    public var configureWith: Located<AppearanceConfiguration>?
    /// `backgroundEffect`: the blur behind the colour and image (`none` for no blur).
    public var backgroundEffect: Located<BlurEffectStyle>?
    /// `backgroundColor`, over the blur.
    public var backgroundColor: Located<ColorValue>?
    /// `backgroundImage`, over the colour.
    @Indirect public var backgroundImage: ImageDeclaration? = nil
    /// `shadowColor`: the line above the bar (clear for none).
    public var shadowColor: Located<ColorValue>?
    /// `shadowImage`, tinted with `shadowColor` when it is a template.
    @Indirect public var shadowImage: ImageDeclaration? = nil
    /// `selectionIndicatorTintColor`: tints a template `selectionIndicatorImage`.
    public var selectionIndicatorTintColor: Located<ColorValue>?
    /// `selectionIndicatorImage`: behind the selected item.
    @Indirect public var selectionIndicatorImage: ImageDeclaration? = nil
    /// `stackedItemPositioning`: as `UITabBar.itemPositioning`, for the stacked layout.
    public var stackedItemPositioning: Located<TabBarItemPositioning>?
    /// `stackedItemWidth` in points (0: the system's).
    public var stackedItemWidth: Located<Double>?
    /// `stackedItemSpacing` in points (0: the system's).
    public var stackedItemSpacing: Located<Double>?
    /// `stackedLayoutAppearance`: items with the title under the image (a phone in portrait).
    @Indirect public var stackedLayoutAppearance: TabBarItemAppearanceDeclaration? = nil
    /// `inlineLayoutAppearance`: image and title side by side at regular width.
    @Indirect public var inlineLayoutAppearance: TabBarItemAppearanceDeclaration? = nil
    /// `compactInlineLayoutAppearance`: side by side at compact height (a phone in landscape).
    @Indirect public var compactInlineLayoutAppearance: TabBarItemAppearanceDeclaration? = nil
    /// Where the object is declared in the theme.
    public var location: SourceLocation

    /// An empty object declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }

    /// The item appearance for one layout.
    public func itemAppearance(for layout: TabBarItemLayout) -> TabBarItemAppearanceDeclaration? {
        self[keyPath: layout.declaration]
    }

    /// Whether the object paints a background of its own (an opaque configuration, a colour or an
    /// image): on iOS 26 that covers the glass (docs/UIKIT.md §18.6).
    public var paintsOwnBackground: Bool {
        configureWith?.value == .opaque || backgroundColor != nil || backgroundImage != nil
    }
}

/// Which `UITabBarItemAppearance` of a `UITabBarAppearance` a tab bar uses (docs/UIKIT.md §18.2).
public enum TabBarItemLayout: String, ThemeEnum {
    /// Title under the image: a phone in portrait.
    case stacked
    /// Image and title side by side: regular width (iPad, wide phones in landscape).
    case inline
    /// Side by side in the short bar of a phone in landscape.
    case compactInline

    /// The appearance object's key holding this layout's item appearance.
    public var appearanceKey: ThemeKey {
        switch self {
        case .stacked: return .stackedLayoutAppearance
        case .inline: return .inlineLayoutAppearance
        case .compactInline: return .compactInlineLayoutAppearance
        }
    }

    /// Where an appearance object keeps this layout's item appearance (the parser sets it,
    /// `itemAppearance(for:)` reads it).
    public var declaration: WritableKeyPath<TabBarAppearanceObjectDeclaration, TabBarItemAppearanceDeclaration?> {
        switch self {
        case .stacked: return \.stackedLayoutAppearance
        case .inline: return \.inlineLayoutAppearance
        case .compactInline: return \.compactInlineLayoutAppearance
        }
    }
}
