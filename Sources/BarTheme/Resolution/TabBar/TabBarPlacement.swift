/// Where UIKit puts a tab bar on the screen (docs/UIKIT.md §18.2, §18.6): at the bottom, or, for an
/// iPad at regular width on iOS 26, floating at the top under the status bar, titles only.
public enum TabBarPlacement: String, Sendable, Hashable {
    /// At the bottom of the screen (every phone, every era before iOS 26, an iPad at compact width).
    case bottom
    /// Floating at the top of the screen: an iPad at regular width on iOS 26 (measured on one fit
    /// app, DNSChat, #41 session 22).
    case top

    /// The placement for `era` on `idiom` at `width`, with UIKit's reason.
    static func resolve(era: Era, idiom: UserInterfaceIdiom, width: Double) -> Resolved<TabBarPlacement> {
        let regular = width >= TraitEnvironment.regularWidth
        guard era.usesLiquidGlass, idiom == .pad, regular else {
            let why =
                !era.usesLiquidGlass
                ? "before iOS 26 BarTheme draws every tab bar at the bottom (iPadOS 18's top bar is not measured)"
                : idiom == .pad
                    ? "an iPad at compact width (a split screen) has the phone's bar at the bottom" : "a phone's tab bar is at the bottom"
            return Resolved(.bottom, Provenance(.defaulted("UIKit"), rule: "\(why) (docs/UIKIT.md §18.2)"))
        }
        let rule =
            "an iPad at regular width on iOS 26 floats its tab bar at the top, under the status bar, titles only, each tab's slot"
            + " its title plus \(ThemeNumber.format(TabBarMetrics.topSlotPadding)) pt (measured, one app: docs/UIKIT.md §18.6)"
        return Resolved(.top, Provenance(.defaulted("UIKit"), rule: rule))
    }
}
