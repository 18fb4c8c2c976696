/// `UITabBarItemAppearance`: one state appearance per item state (iOS 13+, docs/UIKIT.md §18.4).
public struct TabBarItemAppearanceDeclaration: Hashable, Sendable {
    /// `.normal`: an unselected, enabled item.
    public var normal: TabBarItemStateAppearanceDeclaration?
    /// `.selected`.
    public var selected: TabBarItemStateAppearanceDeclaration?
    /// `.disabled`.
    public var disabled: TabBarItemStateAppearanceDeclaration?
    /// `.focused`.
    public var focused: TabBarItemStateAppearanceDeclaration?
    /// Where the block starts.
    public var location: SourceLocation

    /// An empty block starting at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }

    /// The state appearance for `state`, if declared.
    public func state(_ state: TabBarItemState) -> TabBarItemStateAppearanceDeclaration? {
        self[keyPath: state.declaration]
    }
}

/// `UITabBarItemStateAppearance`.
public struct TabBarItemStateAppearanceDeclaration: Hashable, Sendable {
    /// `iconColor`: a template image's colour.
    public var iconColor: Located<ColorValue>?
    /// `titleTextAttributes`: font, colour and shadow of the title.
    @Indirect public var titleTextAttributes: TextAttributesDeclaration? = nil
    /// `titlePositionAdjustment` in points, `[x, y]`.
    public var titlePositionAdjustment: Located<Offset>?
    /// `badgeBackgroundColor`.
    public var badgeBackgroundColor: Located<ColorValue>?
    /// `badgeTextAttributes`.
    @Indirect public var badgeTextAttributes: TextAttributesDeclaration? = nil
    /// `badgePositionAdjustment` in points, `[x, y]`.
    public var badgePositionAdjustment: Located<Offset>?
    /// `badgeTitlePositionAdjustment`: moves the badge's text inside the badge.
    public var badgeTitlePositionAdjustment: Located<Offset>?
    /// Where the block starts.
    public var location: SourceLocation

    /// An empty block starting at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// The `UIControl.State`s a tab bar item is drawn in.
public enum TabBarItemState: String, ThemeEnum {
    /// Unselected and enabled.
    case normal
    /// The selected tab.
    case selected
    /// `isEnabled` false.
    case disabled
    /// Focused by a keyboard or the focus engine.
    case focused

    /// Its key in a per-state mapping (`normal:`, `selected:`, …).
    public var key: ThemeKey {
        switch self {
        case .normal: return .normal
        case .selected: return .selected
        case .disabled: return .disabled
        case .focused: return .focused
        }
    }

    /// Where an item appearance keeps this state's values (the parser sets it, `state(_:)` reads it).
    public var declaration: WritableKeyPath<TabBarItemAppearanceDeclaration, TabBarItemStateAppearanceDeclaration?> {
        switch self {
        case .normal: return \.normal
        case .selected: return \.selected
        case .disabled: return \.disabled
        case .focused: return \.focused
        }
    }
}
