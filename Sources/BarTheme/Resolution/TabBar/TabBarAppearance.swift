/// A tab bar's appearance after UIKit's precedence rules (docs/UIKIT.md §18.4): every value with
/// the declaration (or default) that supplied it and the declarations it beat, per tab.
public struct TabBarAppearance: Sendable {
    /// The era the values were resolved for.
    public let era: Era
    /// Light or dark.
    public let style: UserInterfaceStyle
    /// On iOS 26, the appearance the glass draws the tabs and the pill with: `style`, unless the tabs
    /// sit on a colour of the bar's own on the other side of mid-grey (docs/UIKIT.md §18.8,
    /// `TabBarGlassColours.glassStyle`); before iOS 26 `style`.
    public let glassStyle: UserInterfaceStyle
    /// Stacked, inline or compact inline (docs/UIKIT.md §18.2).
    public let layout: TabBarItemLayout
    /// At the bottom of the screen, or floating at the top (an iPad at regular width on iOS 26,
    /// docs/UIKIT.md §18.6).
    public let placement: Resolved<TabBarPlacement>
    /// Which appearance object supplied values: `standardAppearance`, `scrollEdgeAppearance`, or none.
    public let appearanceObject: Resolved<String>
    /// The bar's background (before iOS 26: the whole bar; on iOS 26 a custom background only).
    public let background: Resolved<BarBackground>
    /// The line above the bar.
    public let shadow: Resolved<BarShadow>
    /// The bar view's own `backgroundColor` as drawn (docs/UIKIT.md §18.8): on iOS 26 the colour over
    /// the backdrop, dimmed, filling the bar's frame in place of the capsule's glass; nil when the
    /// view has none, and before iOS 26 (not modelled there; `explain` says so).
    public let viewBackground: Resolved<RGBAColor?>
    /// The image behind the selected tab, if any, and its tint for a template.
    public let selectionIndicator: Resolved<ResolvedImage?>
    /// A template selection indicator's tint (`selectionIndicatorTintColor`).
    public let selectionIndicatorTint: Resolved<RGBAColor?>
    /// `fill` or `centered` (`automatic` resolved by idiom).
    public let positioning: Resolved<TabBarItemPositioning>
    /// Centred items' width, when declared.
    public let itemWidth: Resolved<Double?>
    /// Centred items' spacing, when declared.
    public let itemSpacing: Resolved<Double?>
    /// The scene's backdrop: what the bar shows through and what lies above it.
    public let backdrop: Resolved<RGBAColor>
    /// The accessibility settings the bar was resolved with.
    public let accessibility: AccessibilitySettings
    /// Each tab's look, leading to trailing, in the state the scene draws it.
    public let items: [TabBarItemLook]
    /// Whether the screen has a scroll view at its bottom (the scene's `contentScrollView`, true unless it
    /// says false): without one the iOS 26 glass is darker (docs/UIKIT.md §18.8).
    public internal(set) var contentScrollView = true

    /// Whether the bar is the iOS 26 floating glass capsule.
    public var isGlass: Bool { era == .ios26 }

    /// On iOS 26, what the layout draws for the selection pill (`TabBarGlassColours.pillFill`): the
    /// light veil, or the dark pill's colour over the capsule's flat colour (docs/UIKIT.md §18.6, §18.8).
    var pillFill: RGBAColor {
        let capsule = TabBarGlassColours.capsule(
            background.value, backdrop: backdrop.value, viewBackground: viewBackground.value, style: style, accessibility: accessibility,
            contentScrollView: contentScrollView)
        return TabBarGlassColours.pillFill(over: capsule, glassStyle)
    }
}

/// One tab's resolved look in the state it is drawn in.
public struct TabBarItemLook: Sendable {
    /// `normal`, `selected` or `disabled`.
    public let state: TabBarItemState
    /// A template image's colour (on iOS 26, as the glass draws it: `TabBarGlassColours`).
    public internal(set) var iconColor: Resolved<RGBAColor>
    /// The title's font.
    public let titleFont: Resolved<FontDescriptor>
    /// The font the tab's content is measured in for its slot and pill, when it is not `titleFont`:
    /// on the iOS 26 capsule the selected tab's default semibold title takes the room of the medium
    /// one, so the tabs do not move with the selection (docs/UIKIT.md §18.6).
    public internal(set) var slotFont: FontDescriptor?
    /// The title's colour (on iOS 26, as the glass draws it: `TabBarGlassColours`).
    public internal(set) var titleColor: Resolved<RGBAColor>
    /// Added to the title's position.
    public let titleOffset: Resolved<Offset>
    /// The badge's fill.
    public let badgeColor: Resolved<RGBAColor>
    /// The badge text's colour.
    public let badgeTextColor: Resolved<RGBAColor>
    /// Added to the badge's position.
    public let badgeOffset: Resolved<Offset>
    /// Whether the title colour is a bar appearance's `normal` one that iOS 26 draws over the glass
    /// (`TabBarGlassColours.objectNormalTitle`, docs/UIKIT.md §18.8).
    var titleIsObjectNormalOnGlass = false
}
