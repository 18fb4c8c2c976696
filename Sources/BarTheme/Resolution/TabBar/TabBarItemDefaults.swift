/// A tab bar's default item colours and fonts by era (docs/UIKIT.md §18.3, §18.6).
enum TabBarItemDefaults {
    /// Unselected items before iOS 26: a fixed grey in light and dark (measured (146,146,146), §18.9 P1-P5).
    static let unselected = RGBAColor(r: 146, g: 146, b: 146)
    /// Unselected items before iOS 26 on a bar whose look comes from a `UITabBarAppearance` that gives
    /// them no colour: (162,162,162) light and (128,128,129) dark (measured on two fit apps' iOS 17
    /// layer snapshots, Crowru/Tracker and rfhfv/Tracker, §18.9 P8 and P9; the dark value one capture
    /// of each; docs/UIKIT.md §18.3).
    static let unselectedUnderAppearance = ColorValue.dynamic(
        light: RGBAColor(r: 162, g: 162, b: 162), dark: RGBAColor(r: 128, g: 128, b: 129))
    /// Unselected items on iOS 26 glass: the vibrant label colour (#1A1A1A light, #F4F4F4 dark,
    /// `GlassVibrancy`), which the glass draws taking its hue (`TabBarGlassColours`): measured
    /// (25,25,29) on YOM's (251,251,255) glass and (26,25,25) on white (G1-G4), (25,25,30) on
    /// DNSChat's (250,250,255), (244,243,244) on dark glass over black (DNSChat's D2 and Hitokara
    /// Log's G5; session 10, two apps; BarTheme drew white until then, ΔE2000 2.5).
    static let glassUnselected = ColorValue.dynamic(light: GlassVibrancy.text, dark: GlassVibrancy.darkText)
    /// The selected item on iOS 26: systemBlue, (0,136,255) / (0,145,255) in the era's palette
    /// (docs/UIKIT.md §2.3a), which the pill darkens in light mode to the measured (0,125,246) (G1-G4)
    /// and lightens in dark mode (`GlassVibrancy.tintOnPill`).
    static let glassSelected = ColorValue.system(.systemBlue)
    /// A badge's fill: systemRed.
    static let badge = ColorValue.system(.systemRed)
    /// How much a disabled item keeps of the unselected colour (approx.).
    static let disabledAlpha = 0.4

    /// The title font for a layout: 10 pt medium stacked (measured cap height, P1-P5, G1-G4), 13 pt
    /// medium side by side (approx.).
    static func titleFont(_ layout: TabBarItemLayout) -> FontDescriptor {
        FontDescriptor(
            family: "system", weight: .medium, size: layout == .stacked ? TabBarMetrics.stackedTitleSize : TabBarMetrics.inlineTitleSize)
    }

    /// The title font on the iOS 26 phone capsule (`TabBarPlacement.bottom`): 10 pt, **semibold for the
    /// selected tab** and medium for the others. Measured (#41 session 35) by the titles' ink widths
    /// against San Francisco's at 10 pt (its widths table, tracking and kerning): the unselected
    /// titles of the fit apps that declare no font are SF Text Medium's within 0.00 pt on average
    /// (342 titles) and the selected ones SF Text Semibold's within 0.2 pt (about 0.9 pt wider than
    /// medium's), on 17 fit apps (docs/UIKIT.md §18.6, "The selected title is semibold"). Before iOS 26
    /// the selected title stays medium (the fit layer snapshots of §18.9).
    static func glassTitleFont(_ state: TabBarItemState) -> FontDescriptor {
        FontDescriptor(family: "system", weight: state == .selected ? .semibold : .medium, size: TabBarMetrics.stackedTitleSize)
    }

    /// The title font of an iPad's tab bar at the top (`TabBarPlacement.top`): 17 pt, semibold when
    /// selected, medium otherwise (measured, one app: docs/UIKIT.md §18.6).
    static func topTitleFont(_ state: TabBarItemState) -> FontDescriptor {
        FontDescriptor(family: "system", weight: state == .selected ? .semibold : .medium, size: TabBarMetrics.topTitleSize)
    }

    /// The badge's text font (approx. 13 pt regular).
    static let badgeFont = FontDescriptor(family: "system", weight: .regular, size: TabBarMetrics.badgeTextSize)
}
