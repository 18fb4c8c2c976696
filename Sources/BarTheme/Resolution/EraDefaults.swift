/// The values UIKit uses when a theme says nothing, for one era. Every number cites docs/UIKIT.md.
public struct EraDefaults: Sendable {
    /// The era these defaults are for.
    public let era: Era
    /// Translucent bar background for a light (`.default`) bar, drawn over the backdrop (docs/UIKIT.md §2.1).
    public let lightMaterial: RGBAColor
    /// Translucent bar background for a dark (`.black` style or dark mode) bar (docs/UIKIT.md §2.1).
    public let darkMaterial: RGBAColor
    /// Opaque background without `barTintColor` (docs/UIKIT.md §2.1).
    public let lightOpaque: RGBAColor
    /// Opaque background of a dark bar.
    public let darkOpaque: RGBAColor
    /// Hairline colour for a light and a dark bar (docs/UIKIT.md §1.3).
    public let lightHairline: RGBAColor
    /// Hairline colour of a dark bar.
    public let darkHairline: RGBAColor
    /// Item colour (`tintColor`) in light and dark (docs/UIKIT.md §2.3: systemBlue).
    public let lightTint: RGBAColor
    /// Item colour on a dark bar.
    public let darkTint: RGBAColor
    /// Title colour on a light and on a dark bar (docs/UIKIT.md §2.4: label / white).
    public let lightTitle: RGBAColor
    /// Title colour on a dark bar.
    public let darkTitle: RGBAColor
    /// Layers a translucent `barTintColor` is drawn with (docs/UIKIT.md §2.2, the SO 30154753 layer model):
    /// first a white(0.97) layer at `tintUnderlayAlpha`, then the tint at `tintAlpha`.
    public let tintUnderlay: RGBAColor
    /// Opacity of the tint layer over the underlay.
    public let tintAlpha: Double
    /// Whether dark mode exists in this era.
    public let supportsDarkMode: Bool
    /// Whether iOS 13 appearance objects exist in this era.
    public let supportsAppearanceObjects: Bool
    /// Whether a custom `shadowImage` needs a custom background image to show (docs/UIKIT.md §3.4: the
    /// documented rule held until iOS 10; from iOS 11 the shadow image alone works).
    public let shadowImageRequiresBackgroundImage: Bool
    /// Opacity UIKit applies to an opaque background image on a bar forced translucent
    /// ("a system opacity less than 1.0", docs/UIKIT.md §3.6, §8 #5: ❓, 0.85 like the tint layer).
    public let forcedTranslucentImageOpacity: Double
    /// Dark toolbar material (docs/UIKIT.md §2.1: toolbars use `0xF0161616` in dark).
    public let darkToolbarMaterial: RGBAColor
    /// Whether every navigation bar at its scroll edge takes the scroll-edge appearance (iOS 15+), not
    /// only a bar showing a large title (iOS 13-14); docs/UIKIT.md §3.8.1.
    public var scrollEdgeForEveryNavigationBar = false
    /// Whether toolbars have a scroll-edge appearance (`UIToolbar.scrollEdgeAppearance`, iOS 15+).
    public var toolbarScrollEdge = false
    /// Whether a navigation bar whose scene does not say `atScrollEdge` is at its scroll edge: a screen
    /// just shown is at the top of its content (or has no scroll view), which from iOS 15 gives every
    /// navigation bar its scroll-edge look (docs/UIKIT.md §3.8.1). Off before iOS 15, where only a
    /// large title reaches that state, and in `ios26`, whose default render keeps content under the
    /// bar for the scroll edge effect (§10.2).
    public var newScreenIsAtScrollEdge = false
    /// The system colours' values (docs/UIKIT.md §2.3a): iOS 26 retuned systemBlue; earlier eras
    /// draw iOS 13-18's.
    public var palette = SystemPalette.ios13

    /// iOS 7-12: `0xCCF8F8F8` light and `0xB7212121` black translucent backgrounds (docs/UIKIT.md §2.1).
    public static let ios7 = EraDefaults(
        era: .ios7,
        lightMaterial: RGBAColor(r: 0xF8, g: 0xF8, b: 0xF8, alpha: 0xCC / 255.0),
        darkMaterial: RGBAColor(r: 0x21, g: 0x21, b: 0x21, alpha: 0xB7 / 255.0),
        lightOpaque: .white, darkOpaque: .black,
        lightHairline: RGBAColor(white: 0, alpha: 0.3), darkHairline: RGBAColor(white: 0, alpha: 0.3),
        lightTint: SystemPalette.ios13.resolve(.systemBlue, .light), darkTint: SystemPalette.ios13.resolve(.systemBlue, .light),
        lightTitle: .black, darkTitle: .white,
        tintUnderlay: RGBAColor(white: 0.97, alpha: 0.5), tintAlpha: 0.85,
        supportsDarkMode: false, supportsAppearanceObjects: false, shadowImageRequiresBackgroundImage: true,
        forcedTranslucentImageOpacity: 0.85,
        darkToolbarMaterial: RGBAColor(r: 0x21, g: 0x21, b: 0x21, alpha: 0xB7 / 255.0))

    /// iOS 13+: the default material (systemChromeMaterial) over a flat backdrop leaves the
    /// backdrop's colour unchanged in light mode, as measured on real renders (white stays white,
    /// (242,242,247) stays (242,242,247); docs/UIKIT.md, measured facts), so it adds no layer there;
    /// in dark mode it is approximated as `0xF01D1D1D` (open). Hairline black 0.3 in light and
    /// white 0.15 in dark (docs/UIKIT.md §1.3, dark open), systemBlue `#007AFF` / `#0A84FF`.
    public static let ios13 = EraDefaults(
        era: .ios13,
        lightMaterial: RGBAColor(r: 0xF9, g: 0xF9, b: 0xF9, alpha: 0),
        darkMaterial: RGBAColor(r: 0x1D, g: 0x1D, b: 0x1D, alpha: 0xF0 / 255.0),
        lightOpaque: .white, darkOpaque: .black,
        lightHairline: RGBAColor(white: 0, alpha: 0.3), darkHairline: RGBAColor(white: 1, alpha: 0.15),
        lightTint: SystemPalette.ios13.resolve(.systemBlue, .light), darkTint: SystemPalette.ios13.resolve(.systemBlue, .dark),
        lightTitle: .black, darkTitle: .white,
        tintUnderlay: RGBAColor(white: 0.97, alpha: 0.5), tintAlpha: 0.85,
        supportsDarkMode: true, supportsAppearanceObjects: true, shadowImageRequiresBackgroundImage: false,
        forcedTranslucentImageOpacity: 0.85,
        darkToolbarMaterial: RGBAColor(r: 0x16, g: 0x16, b: 0x16, alpha: 0xF0 / 255.0))

    /// iOS 15-18: the iOS 13 values; at the scroll edge every navigation bar, and a toolbar, without a
    /// `scrollEdgeAppearance` uses its standard appearance with a transparent background
    /// (docs/UIKIT.md §3.8.1).
    public static let ios15: EraDefaults = {
        var defaults = EraDefaults.ios13.with(era: .ios15)
        defaults.scrollEdgeForEveryNavigationBar = true
        defaults.toolbarScrollEdge = true
        defaults.newScreenIsAtScrollEdge = true
        return defaults
    }()

    /// These defaults for another era.
    func with(era: Era) -> EraDefaults {
        var copy = EraDefaults(
            era: era, lightMaterial: lightMaterial, darkMaterial: darkMaterial, lightOpaque: lightOpaque, darkOpaque: darkOpaque,
            lightHairline: lightHairline, darkHairline: darkHairline, lightTint: lightTint, darkTint: darkTint,
            lightTitle: lightTitle, darkTitle: darkTitle, tintUnderlay: tintUnderlay, tintAlpha: tintAlpha,
            supportsDarkMode: supportsDarkMode, supportsAppearanceObjects: supportsAppearanceObjects,
            shadowImageRequiresBackgroundImage: shadowImageRequiresBackgroundImage,
            forcedTranslucentImageOpacity: forcedTranslucentImageOpacity, darkToolbarMaterial: darkToolbarMaterial)
        copy.scrollEdgeForEveryNavigationBar = scrollEdgeForEveryNavigationBar
        copy.toolbarScrollEdge = toolbarScrollEdge
        copy.newScreenIsAtScrollEdge = newScreenIsAtScrollEdge
        copy.palette = palette
        return copy
    }

    /// iOS 26, Liquid Glass (docs/UIKIT.md §10): a bar has no background of its own by default (the
    /// content shows through; the scroll-edge effect appears only when content scrolls under it), so
    /// both materials are clear and there is no hairline (§10.2; an appearance object configured opaque
    /// keeps one: `OpaqueBarShadowRule`, §10.18). Items are drawn in the label colour
    /// on glass platters unless a tint is set: the vibrant label colour #1A1A1A in light
    /// (`GlassVibrancy.text`; the back chevron measured (26,25,25), black at about 0.9 over the white
    /// platter, §10.3), #F4F4F4 in dark (measured on dark glass, §10.3); titles label / white.
    public static let ios26: EraDefaults = {
        var defaults = EraDefaults(
            era: .ios26,
            lightMaterial: RGBAColor(r: 0xFF, g: 0xFF, b: 0xFF, alpha: 0),
            darkMaterial: RGBAColor(r: 0, g: 0, b: 0, alpha: 0),
            lightOpaque: .white, darkOpaque: .black,
            lightHairline: RGBAColor(white: 0, alpha: 0), darkHairline: RGBAColor(white: 1, alpha: 0),
            lightTint: GlassVibrancy.text, darkTint: GlassVibrancy.darkText,
            lightTitle: .black, darkTitle: .white,
            tintUnderlay: RGBAColor(white: 0.97, alpha: 0.5), tintAlpha: 0.85,
            supportsDarkMode: true, supportsAppearanceObjects: true, shadowImageRequiresBackgroundImage: false,
            forcedTranslucentImageOpacity: 0.85,
            darkToolbarMaterial: RGBAColor(r: 0, g: 0, b: 0, alpha: 0))
        // The scroll-edge appearance keeps iOS 15's rule (docs/UIKIT.md §3.8.1): every navigation bar,
        // and a toolbar, at its scroll edge without a scrollEdgeAppearance uses its standard one with a
        // transparent background. Apple's current scrollEdgeAppearance documentation gives that rule
        // from iOS 15 with no later exception.
        defaults.scrollEdgeForEveryNavigationBar = true
        defaults.toolbarScrollEdge = true
        defaults.palette = .ios26
        return defaults
    }()
}
