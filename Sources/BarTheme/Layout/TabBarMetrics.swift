/// Tab bar geometry in points (docs/UIKIT.md §18). Measured values name their captures (§18.9 and
/// Tests/Fixtures/Calibration/SOURCES.md "Tab bars": P1-P7 the pre-26 fit apps, G1-G4 YOM, G5
/// Hitokara Log, D1-D3 DNSChat, J1-J4 Boxing Timer, all in the fit half) and how many apps they rest
/// on; the check half (C1-C5) is never tuned on (docs/FIDELITY.md "Tab bars"). The others are
/// approximations (❓).
public enum TabBarMetrics {
    // MARK: Before iOS 26

    /// A phone's bar above the bottom safe-area inset (measured 49 pt by hand, P1-P5: five apps).
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
    /// Stacked layout: the image's centre below the bar's top (measured 18.67 pt: P1-P7, seven
    /// apps, within 0.33 pt in `Scripts/fidelity`'s tab bar table).
    public static let stackedImageCentre = 18.67
    /// Stacked layout: a custom image's (not an SF Symbol's) frame centred this far below the bar's
    /// top, whatever its size, its origin on the pixel grid (measured 19.0 pt, #41 session 36: the
    /// fit Tracker apps' own asset images in their iOS 17 layer snapshots, docs/UIKIT.md §18.2 "A
    /// custom image": the 28 pt "ic 28x28" PNGs and SVGs of dmnoise, IceRedline, Mishal12g, Crowru,
    /// smoke0030 and KudryashovAlexander, their ink 9.33-28.0 pt for the asset's 4.33-23.0; rfhfv's
    /// 18.67 pt PNG, ink 10.0-28.33; davletova's 19 pt PNG, 9.33-28.33: eight apps; the symbols'
    /// ink of shervik and SKemenov sits on `stackedImageCentre`).
    public static let stackedCustomImageCentre = 19.0
    /// Stacked layout: the title's baseline below the bar's top (measured 45.33 pt: P1-P7, seven
    /// apps, the baseline of titles without descenders within 0.33 pt in the table).
    public static let stackedTitleBaseline = 45.33
    /// Stacked layout: the image box (❓ 25 pt; images are drawn at their own size, centred in it).
    public static let stackedImageBox = 25.0
    /// Stacked title size (10 pt medium, the measured cap height of P1-P5: five apps).
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
    /// On the iOS 26 capsule, a badge's leading edge right of the image's centre (measured 11.5 pt,
    /// docs/UIKIT.md §18.6 "Badges on the glass", #41 session 34: Talli's Messages tab, its badge "2"
    /// 280.33, 289.00 and 299.33 pt from the left for tab centres 268.83, 277.50 and 287.83 pt, at 402,
    /// 414 and 428 pt (talli-402-04-Messages-441e9ce, talli-414-04-Messages, talli-428-04-Messages):
    /// one app). Its top, 6 pt below the capsule's, and its 18 pt height are `badgeTop` and
    /// `badgeHeight` below the item's top, 4 pt into the capsule, as measured there too.
    public static let glassBadgeOffsetX = 11.5

    // MARK: iOS 26

    /// The floating capsule's height (measured 62 pt: G1-G4 in the table, G5 and D1 by hand: three
    /// apps).
    public static let capsuleHeight = 62.0
    /// The capsule's bottom above the screen's bottom edge (measured 21 pt: G1-G4, G5 and D1, at
    /// 402 and 440 pt: three apps).
    public static let capsuleBottomInset = 21.0
    /// The room each tab takes on a capsule of fewer than `fillingTabCount` tabs (measured 86 pt with
    /// three tabs: G1-G4 and G5 at 402 pt, D1-D3 at 440 pt: three apps).
    public static let glassSlotWidth = 86.0
    /// A hugging capsule's slot grows to its widest tab's content plus this much when that is more
    /// than `glassSlotWidth` (measured on Timai, M1-M5, one app: a 440 pt phone's screenshots stored
    /// at 1284 × 2778 and read back at 440 pt (session 10): three equal 100.7 pt slots, title
    /// centres 118.8-119.3, 219.8-220.3 and 320.3-320.5 pt, on a 318 pt capsule; its widest title,
    /// "Zeiterfassung", is 68.5 pt wide in San Francisco at 10 pt medium by the SF width table
    /// (advances, kerning and the font's tracking): 100.7 − 68.5. Session 8 read 29.3 pt off the
    /// screenshots as if they were a 428 pt phone's, 2.7 % short). Confirmed on a second app in session
    /// 11, not refitted: SwiftLearningApp (three iOS 26 simulator screenshots at 402 pt, January 2026)
    /// puts its three tabs on a 277 pt capsule (63.0-340.0 pt by row scans of its rim) with 95.3 pt
    /// pills 87 pt apart; its widest title, "Challenges", is 54.7 pt wide in San Francisco, and 54.7 +
    /// 32.2 gives 86.9 pt slots and a 276.8 pt capsule (the capture's sits 0.5 pt right of centre).
    public static let glassSlotContentPadding = 32.2
    /// From the capsule's ends to the first and last slot of a capsule that hugs its tabs (measured
    /// 8 pt with three tabs: G1-G4, D1-D3: two apps). A filled capsule's tabs follow
    /// `filledPillExcess` instead (J1-J4 and R1-R4 sit about 2 pt further in: two apps). Five narrow tabs
    /// at 402 pt keep it on a capsule held to the width (L8ter, L1-L7: docs/UIKIT.md §18.6 "A capsule at its
    /// limit", `GlassTabBarGeometry.atItsLimit`, one app).
    public static let capsuleEndPadding = 8.0
    /// The minimized circle's and the bottom accessory's distance from the screen's sides (❓ not on
    /// a capture).
    public static let capsuleSideMargin = 25.0
    /// The capsule's distance from the screen's sides when it fills the width (measured 21 pt with
    /// four tabs at 402 and 440 pt, Boxing Timer: J1-J4 and both 01_Home screenshots by hand: one
    /// app).
    public static let fillingCapsuleSideMargin = 21.0
    /// From this many tabs the capsule fills the width between those margins and the slots share
    /// it; fewer tabs hug their `glassSlotWidth` slots (measured: three tabs hug at 402 pt, YOM and
    /// Hitokara Log, and at 440 pt, DNSChat; four fill at 402 and 440 pt, Boxing Timer: one app for
    /// the four-tab case).
    public static let fillingTabCount = 4
    /// The selection pill's inset from the capsule (measured 4 pt: G1-G4, D1-D3: two apps).
    public static let pillInset = 4.0
    /// The pill's width beyond its slot, each side (measured: 94 pt pill on an 86 pt slot, G1-G4 and
    /// D1-D3, and 105.67 pt on Timai's 97.8 pt slot, M3: three apps), on a capsule that hugs its
    /// tabs; a filled capsule's pill follows `filledPillExcess` (J1-J4, R1-R4: two apps). A capsule at its
    /// limit keeps it (L8ter's 76.8 pt pills on 68.8 pt slots, L1-L7, docs/UIKIT.md §18.6: one app).
    public static let pillOverhang = 4.0
    /// On a capsule that fills the width (`fillingTabCount` tabs or more) the pill is this much wider
    /// than the spacing of the tabs' centres, the first and last pills touching the `pillInset`, so
    /// pill + (tabs − 1) × spacing = capsule − 2 × `pillInset` (measured, two apps, session 14: Boxing
    /// Timer, J1-J4, and Reader for iOS, R1-R4, pills 25.00-123.00 … 279.00-377.00 pt at 402 pt, 98.0
    /// wide and 84.67 apart, and Boxing Timer's 107.0-107.33 pt 94.17 apart at 440 pt; the same
    /// pixels on both apps, one with an appearance set at launch and `.alwaysOriginal` images, one
    /// with neither. Four tabs; five and more follow `pillPerTabCount`. docs/UIKIT.md §18.6).
    public static let filledPillExcess = 40.0 / 3.0
    /// The same excess when the widest tab's content reaches `wideTitleThreshold`: 28/3 pt, the pill
    /// 3 pt narrower and the tabs 1 pt further apart (measured, two fit apps at 440 pt, #41 sessions
    /// 23b and 24b: Lansing Car Ferry's 104.33 pt pills 95.0-95.33 apart, widest title "Cameras";
    /// SlangCheck's 104.0-104.33 pt pills 95.0-95.33 apart, "Translator"; the check apps ivibe, Botanica
    /// and Prosary at 390-402 pt agree. docs/UIKIT.md §18.6).
    public static let filledPillExcessWideTitles = 28.0 / 3.0
    /// The widest tab content (its title's advance at 10 pt medium in San Francisco's widths, as
    /// BarTheme measures it) from which a filled four-tab capsule takes `filledPillExcessWideTitles`:
    /// between the first regime's widest titles (Boxing Timer's "Settings", 41.12 pt; Reader for iOS'
    /// two characters, about 20) and the second's ("Cameras", 43.49; "Translator", 50.25), two fit
    /// apps each side; the captures do not say where in that gap it lies (docs/UIKIT.md §18.6).
    public static let wideTitleThreshold = 42.3
    /// From this many tabs each pill is its own width, not one shared pill: the wider of
    /// `pillPerTabWidth(screenWidth:)` and the tab's content plus `filledPillContentPadding`, the
    /// pills laid evenly between the `pillInset`s, overlapping by what is left over (docs/UIKIT.md
    /// §18.6: five tabs, Apollo's UIKit bar and Talli's SwiftUI `.tabItem` bar, #41 session 23).
    public static let pillPerTabCount = 5
    /// A pill's width with five tabs on a phone narrower than `widePillPerTabFrom`: measured 74 pt
    /// at 402 pt on two fit apps (Apollo, Talli: every pill whose content fits, 25.00-99.00 …
    /// 303.00-377.00 pt; docs/UIKIT.md §18.6).
    public static let narrowPillPerTabWidth = 74.0
    /// The same from `widePillPerTabFrom` on: measured 83.67 pt at 414 and 428 pt (Talli's June 28
    /// captures, an iPhone 11 Pro Max and a 14 Plus: one app; what makes it differ from 402 pt's 74
    /// is not on the captures).
    public static let widePillPerTabWidth = 83.67
    /// The screen width from which five tabs take `widePillPerTabWidth` (one app: 414 pt is the
    /// narrowest width measured with it).
    public static let widePillPerTabFrom = 414.0
    /// The same at `widestPillPerTabFrom` and wider: measured 84.33 pt at 440 pt on two fit apps, Suro's
    /// English and Catalan bars (a UIKit bar through React Native) and Solea's Italian and English ones (a
    /// SwiftUI `.tabItem` bar), 25.00-109.33 … 177.67-262.00 pt on both, 76.33 apart (docs/UIKIT.md §18.6,
    /// #41 session 29); Talli's 83.67 at 414 and 428 pt is one app.
    public static let widestPillPerTabWidth = 84.33
    /// The screen width from which five tabs take `widestPillPerTabWidth`: 440 pt, the only width it is
    /// measured at; between 428 and 440 pt no capture says which pill UIKit draws.
    public static let widestPillPerTabFrom = 440.0
    /// A wide tab's pill beyond its content (its title's advance at 10 pt medium with San
    /// Francisco's tracking): measured 32.1 pt, Talli's "Messages" (81.67 pt for 49.36 + 32.1, within
    /// 0.21) and Apollo's account tab (89.33 for 57.25; two apps), as a hugging capsule's
    /// `glassSlotContentPadding`.
    public static let filledPillContentPadding = 32.1
    /// From `widePillPerTabFrom` on, the five tabs' one pill beyond the widest tab's content (its title's
    /// advance at 10 pt, as BarTheme measures it), where that is wider than `widePillPerTabWidth`:
    /// measured 34.1 pt on one fit app, Suro's Spanish bar at 440 pt (86.67 pt pills on all six screens,
    /// whichever tab is selected, for "Calendario" in Convergence, 52.59 pt untracked); its English and
    /// Catalan bars and Talli's at 414 and 428 pt stay under `widePillPerTabWidth` (docs/UIKIT.md §18.6).
    public static let sharedPillContentPadding = 34.1

    /// The pill width five tabs take on a screen `screenWidth` wide (`narrowPillPerTabWidth`,
    /// `widePillPerTabWidth`, `widestPillPerTabWidth`).
    public static func pillPerTabWidth(screenWidth: Double) -> Double {
        if screenWidth >= widestPillPerTabFrom { return widestPillPerTabWidth }
        return screenWidth >= widePillPerTabFrom ? widePillPerTabWidth : narrowPillPerTabWidth
    }
    /// Glass: the image's centre below the capsule's top (measured 24 pt: G1-G4, D1-D3, J1-J4: three
    /// apps).
    public static let glassImageCentre = 24.0
    /// Glass: the title's baseline below the capsule's top (measured 48.67 pt, session 10: drawn at
    /// 49 pt, BarTheme's title ink sat a third of a point, one pixel at @3x, below UIKit's, at its
    /// top and its bottom alike, on every title of G1-G4, D1-D3, J1-J4 and T1-T4: four apps, 43
    /// titles; the ink of a title without descenders ends 49 pt below the capsule's top).
    public static let glassTitleBaseline = 48.67
    /// The minimized bar's circle (❓).
    public static let minimizedDiameter = 48.0
    /// The search tab's circle: the capsule's height (❓).
    public static let searchDiameter = 62.0
    /// Room between the capsule and the search tab's circle (❓ an assumption: no fit capture has a capsule
    /// that reaches the circle; the check apps MovieDB, ShelfPlayer and Kudos show 8 pt, reported only:
    /// docs/UIKIT.md §18.6 "A capsule at its limit").
    public static let searchGap = 8.0
    /// The bottom accessory's height (❓).
    public static let accessoryHeight = 48.0
    /// Room between the bottom accessory and the tab bar (❓).
    public static let accessoryGap = 8.0

    // MARK: iOS 26, an iPad's bar at the top (docs/UIKIT.md §18.6; DNSChat's eight fastlane
    // screenshots of an iPad Pro 13-inch (M5) at 1032 pt, #41 sessions 21-22: one fit app)

    /// The capsule's top below the status bar (measured 8 pt: its top 32 pt below the screen's top
    /// under the 24 pt status bar, on all eight captures; one app).
    public static let topCapsuleGap = 8.0
    /// The capsule's height (measured 44 pt, 32-76 pt; one app).
    public static let topCapsuleHeight = 44.0
    /// The titles' size: 17 pt, medium unselected and semibold selected (measured ink widths within
    /// 0.3 pt of SF Pro Text's at those weights; one app).
    public static let topTitleSize = 17.0
    /// Each tab's slot is its title's advance at 17 pt medium plus this much, whichever tab is
    /// selected (measured 32.02, 31.99, 31.95 and 31.89 pt for "DNS Chat", "Logs", "About" and
    /// "Sobre": slots 108.5, 70.0, 79.5 and 78.5 pt by the pills' walks against SF Pro Text Medium 17's
    /// 76.48, 38.01, 47.55 and 46.61 pt advances from §2.4's width table; one app).
    public static let topSlotPadding = 32.0
    /// The title's baseline below the capsule's top (measured: the ink of titles without descenders
    /// ends 28.5 pt below it, 60.5 pt on a capsule from 32 pt; drawn at 28.5, BarTheme's title ink sat
    /// half a point, one pixel at @2x, below UIKit's at its top and bottom alike, on all 24 titles of
    /// the eight captures, as the phone capsule's did (`glassTitleBaseline`); one app).
    public static let topTitleBaseline = 28.0
    /// Room under the capsule in the image (its shadow falls a little below it).
    public static let topBottomRoom = 12.0
}
