/// Tab bar geometry in points (docs/UIKIT.md §18). Measured values name their captures (§18.9:
/// P1-P5 the pre-26 apps, G1-G4 the iOS 26 app); the others are approximations (❓).
public enum TabBarMetrics {
    // MARK: Before iOS 26

    /// A phone's bar above the bottom safe-area inset (measured 49 pt, P1-P5, five apps).
    public static let phoneBarHeight = 49.0
    /// An iPad's bar (❓ approximate, docs/UIKIT.md §18.2).
    public static let padBarHeight = 50.0
    /// A phone's bar in landscape, compact height (❓).
    public static let compactBarHeight = 32.0
    /// The home-indicator area under the bar of a Face ID phone in portrait (❓ UIKit's documented
    /// safe-area inset; not on the layer captures).
    public static let homeIndicatorHeight = 34.0
    /// The same in landscape (❓).
    public static let compactHomeIndicatorHeight = 21.0
    /// Stacked layout: the image's centre below the bar's top (measured 18.67 pt, P1-P5).
    public static let stackedImageCentre = 18.67
    /// Stacked layout: the title's baseline below the bar's top (measured 45.33 pt, P1-P5).
    public static let stackedTitleBaseline = 45.33
    /// Stacked layout: the image box (❓ 25 pt; images are drawn at their own size, centred in it).
    public static let stackedImageBox = 25.0
    /// Stacked title size (10 pt medium, the measured cap height of P1-P5).
    public static let stackedTitleSize = 10.0
    /// Inline and compact inline title size (❓).
    public static let inlineTitleSize = 13.0
    /// Inline: room between the image and the title (❓).
    public static let inlineGap = 6.0
    /// Inline: the image box (❓).
    public static let inlineImageBox = 25.0
    /// Compact inline: the image box (❓).
    public static let compactInlineImageBox = 18.0
    /// Centred items: the least width (❓).
    public static let centredMinimumItemWidth = 76.0
    /// Centred items: room each side of an item's content (❓).
    public static let centredItemPadding = 8.0
    /// Centred items: room between items (❓).
    public static let centredItemSpacing = 34.0
    /// A badge's height and least width (❓).
    public static let badgeHeight = 18.0
    /// Room each side of a badge's text (❓).
    public static let badgeTextPadding = 5.0
    /// A badge's text size (❓ 13 pt regular).
    public static let badgeTextSize = 13.0
    /// A badge's leading edge right of the image's centre (❓).
    public static let badgeOffsetX = 6.0
    /// A badge's top below the item's top in stacked layout (❓).
    public static let badgeTop = 2.0

    // MARK: iOS 26

    /// The floating capsule's height (measured 62 pt, G1-G4, one app).
    public static let capsuleHeight = 62.0
    /// The capsule's bottom above the screen's bottom edge (measured 21 pt, G1-G4, one app).
    public static let capsuleBottomInset = 21.0
    /// The room each tab takes on the capsule when the tabs fit (measured 86 pt with three short
    /// titles, G1-G4, one app).
    public static let glassSlotWidth = 86.0
    /// From the capsule's ends to the first and last slot (measured 8 pt, G1-G4).
    public static let capsuleEndPadding = 8.0
    /// The capsule's least distance from the screen's sides (❓ with four or five tabs).
    public static let capsuleSideMargin = 25.0
    /// The selection pill's inset from the capsule (measured 4 pt, G1-G4).
    public static let pillInset = 4.0
    /// The pill's width beyond its slot, each side (measured: 94 pt pill on an 86 pt slot, G1-G4).
    public static let pillOverhang = 4.0
    /// Glass: the image's centre below the capsule's top (measured 24 pt, G1-G4).
    public static let glassImageCentre = 24.0
    /// Glass: the title's baseline below the capsule's top (measured 49 pt, G1-G4).
    public static let glassTitleBaseline = 49.0
    /// The minimized bar's circle (❓).
    public static let minimizedDiameter = 48.0
    /// The search tab's circle: the capsule's height (❓).
    public static let searchDiameter = 62.0
    /// Room between the capsule and the search tab's circle (❓).
    public static let searchGap = 8.0
    /// The bottom accessory's height (❓).
    public static let accessoryHeight = 48.0
    /// Room between the bottom accessory and the tab bar (❓).
    public static let accessoryGap = 8.0
}
