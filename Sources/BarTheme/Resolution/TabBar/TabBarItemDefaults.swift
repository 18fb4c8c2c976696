/// A tab bar's default item colours and fonts by era (docs/UIKIT.md §18.3, §18.6).
enum TabBarItemDefaults {
    /// Unselected items before iOS 26: a fixed grey in light and dark (measured (146,146,146), §18.9 P1-P5).
    static let unselected = RGBAColor(r: 146, g: 146, b: 146)
    /// Unselected items on iOS 26 glass: the label colour as the glass shows it, measured (25,25,28)
    /// light (G1-G4) and (244,243,244) dark (session 10: DNSChat's D2 and Hitokara Log's G5, two
    /// apps, every unselected title; BarTheme drew white until then, ΔE2000 2.5).
    static let glassUnselected = ColorValue.dynamic(light: RGBAColor(r: 25, g: 25, b: 28), dark: RGBAColor(r: 244, g: 243, b: 244))
    /// The selected item on iOS 26: systemBlue as iOS 26 draws it over the pill (measured (0,125,246)
    /// light, G1-G4; dark approx.).
    static let glassSelected = ColorValue.dynamic(light: RGBAColor(r: 0, g: 125, b: 246), dark: RGBAColor(r: 0, g: 145, b: 255))
    /// A badge's fill: systemRed.
    static let badge = ColorValue.dynamic(light: RGBAColor(r: 255, g: 59, b: 48), dark: RGBAColor(r: 255, g: 69, b: 58))
    /// How much a disabled item keeps of the unselected colour (approx.).
    static let disabledAlpha = 0.4

    /// The title font for a layout: 10 pt medium stacked (measured cap height, P1-P5, G1-G4), 13 pt
    /// medium side by side (approx.).
    static func titleFont(_ layout: TabBarItemLayout) -> FontDescriptor {
        FontDescriptor(
            family: "system", weight: .medium, size: layout == .stacked ? TabBarMetrics.stackedTitleSize : TabBarMetrics.inlineTitleSize)
    }

    /// The badge's text font (approx. 13 pt regular).
    static let badgeFont = FontDescriptor(family: "system", weight: .regular, size: TabBarMetrics.badgeTextSize)
}
