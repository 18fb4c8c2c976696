/// The numbers a Liquid Glass platter is drawn with (docs/UIKIT.md §10.6). Real glass refracts and
/// reflects what is behind it; BarTheme approximates it as a blurred sample of the backdrop, a
/// white veil over it, a soft shadow below and a specular rim. Light values are fitted to a
/// measured iOS 26.2 render (a back button on a white screen, §10.6); the dark veil is measured
/// (§10.6), the other dark values are approximations (❓).
public struct GlassMaterial: Hashable, Sendable {
    /// Gaussian sigma in points of the blur applied to the backdrop sample.
    public var backdropBlur: Double
    /// White veil over the sample (its alpha lightens the backdrop).
    public var veil: RGBAColor
    /// How much of the backdrop's luma the glass keeps over the veil's floor (`glass(over:)`): the
    /// veil's own share, 1 − its alpha, in light mode; less in dark mode, where the glass deepens a
    /// coloured screen (docs/UIKIT.md §18.8).
    public var backdropLuma: Double
    /// How much of the backdrop's chroma (each channel's distance from the luma) the glass keeps:
    /// all of it in light mode, more than all in dark mode (docs/UIKIT.md §18.8).
    public var backdropChroma: Double
    /// Shadow colour (drawn under the platter, outside it only).
    public var shadowColor: RGBAColor
    /// Shadow blur sigma in points.
    public var shadowBlur: Double
    /// Shadow offset downward in points.
    public var shadowOffsetY: Double
    /// Rim colour at the top of the platter (the specular highlight).
    public var rimTop: RGBAColor
    /// Rim colour at the bottom of the platter.
    public var rimBottom: RGBAColor
    /// Rim line width in pixels (a hairline at any scale), on a tinted platter.
    public var rimWidth: Double
    /// A glass platter's edge band: the white drawn over it, as alphas for each third of a point
    /// inward from the edge (measured at @3x, docs/UIKIT.md §10.6).
    public var edgeBand: [Double]
    /// A tinted platter's edge band (docs/UIKIT.md §10.6): for each third of a point inward from
    /// the edge, how far the tint moves toward its edge colour (``tintedEdgeColor(for:)``), then
    /// the white drawn over that; empty draws the specular rim (`rimTop`, `rimBottom`) instead.
    public var tintedEdgeBand: [TintedEdgeStep]
    /// One step of a tinted platter's edge band.
    public struct TintedEdgeStep: Hashable, Sendable {
        /// The fraction of the way from the tint to its edge colour.
        public var toward: Double
        /// The alpha of white over that.
        public var white: Double

        /// A step moving the tint `toward` its edge colour, with `white` over it.
        public init(toward: Double, white: Double) {
            self.toward = toward
            self.white = white
        }
    }

    /// Light mode: a white veil that keeps a white backdrop white (measured 255 inside the platter
    /// on a 255 screen); an edge band of white two pixels wide then a quarter (measured 255, 255,
    /// 252 inward over a 251 inside, all round, on (242,242,247), R7) and a wide, faint shadow fitted to the measured halo (247-248 just outside
    /// the edge, 252 16 pt to the side, 244 just below, 252 24 pt below): black 0.10, sigma 18 pt,
    /// 8 pt down (least-squares fit over 50 samples, RMS error 0.4 of 255).
    public static let light = GlassMaterial(
        backdropBlur: 4, veil: RGBAColor(white: 1, alpha: 0.72), backdropLuma: 1 - 0.72, backdropChroma: 1,
        shadowColor: RGBAColor(white: 0, alpha: 0.10),
        shadowBlur: 18, shadowOffsetY: 8, rimTop: RGBAColor(white: 1, alpha: 0.9), rimBottom: RGBAColor(white: 1, alpha: 0.35),
        rimWidth: 1, edgeBand: [1, 1, 0.25],
        tintedEdgeBand: [.init(toward: 0.86, white: 0.28), .init(toward: 0.58, white: 0.2), .init(toward: 0.33, white: 0.14)])

    /// Dark mode: a faint white veil that makes a black backdrop (25,25,25) inside the platter
    /// and an edge band fading inward (measured 54, 46, 39 over it, all round, on 390 and 440 pt
    /// phones, docs/UIKIT.md §10.6, R7, R9); no shadow (measured over dark screens on four fit apps,
    /// BalanceZero, SlangCheck, CitiZen and Voice Orb: the rows under a platter read the screen's own
    /// colour, docs/UIKIT.md §10.12, #39 session 27). Over a dark
    /// coloured screen the glass keeps 0.43 of the screen's luma above that floor and 1.25 times its
    /// chroma (`darkBackdropLuma`, `darkBackdropChroma`, docs/UIKIT.md §18.8).
    public static let dark = GlassMaterial(
        backdropBlur: 4, veil: RGBAColor(white: 1, alpha: 0.098), backdropLuma: darkBackdropLuma,
        backdropChroma: darkBackdropChroma, shadowColor: RGBAColor(white: 0, alpha: 0),
        shadowBlur: 18, shadowOffsetY: 8, rimTop: RGBAColor(white: 1, alpha: 0.32), rimBottom: RGBAColor(white: 1, alpha: 0.08),
        rimWidth: 1, edgeBand: [0.126, 0.091, 0.061],
        tintedEdgeBand: [.init(toward: 0.97, white: 0), .init(toward: 0.73, white: 0), .init(toward: 0.47, white: 0)])

    /// Dark mode under a navigation bar whose screen has no scroll view at its top (the scene's
    /// `contentScrollView: false`): a lower floor, (19,19,19) over black where the veil gives
    /// (25,25,25), its edge band as measured there (47, 39, 32 over it against 54, 46, 39), what the
    /// veil's white at the same alphas gives within 1.5 levels. Measured on two fit apps, seven
    /// captures (Bindicator's settings circle on six phones and iPads, HealStack's Lab Results
    /// `plus`), against (25,25,25) on the same apps' screens with a scroll view (docs/UIKIT.md §18.8).
    /// Over a coloured screen it keeps less of the screen than the glass over a scroll view does
    /// (`darkBackdropLumaWithoutScrollView`, `darkBackdropChromaWithoutScrollView`).
    public static let darkWithoutScrollView: GlassMaterial = {
        var material = GlassMaterial.dark
        material.veil = RGBAColor(white: 1, alpha: darkFloorWithoutScrollView)
        material.backdropLuma = darkBackdropLumaWithoutScrollView
        material.backdropChroma = darkBackdropChromaWithoutScrollView
        return material
    }()

    /// The share of a dark coloured screen's luma the dark glass keeps above its floor of 19 when the
    /// screen has no scroll view at its top (docs/UIKIT.md §18.8, #39 session 27), fitted by least
    /// squares on three fit captures of two bars: Voice Orb's back capsule (22,22,27) over its opaque
    /// React Native bar #0E0E16, Leaderboard Cache's back circle (19,23,33) over #0B1220 and
    /// SlangCheck's Learn tab bar capsule (19,25,38) over #0F172A (0.23, 0.22, 0.25 each).
    public static let darkBackdropLumaWithoutScrollView = 0.24

    /// How many times such a screen's chroma the dark glass keeps there (the same fit: 0.62, 0.65,
    /// 0.71 each), against 1.25 over a screen with a scroll view.
    public static let darkBackdropChromaWithoutScrollView = 0.69

    /// The dark glass's floor over black with no scroll view under the bar: 19 of 255.
    public static let darkFloorWithoutScrollView = 19.0 / 255

    /// Light mode under a navigation bar whose screen has no scroll view at its top: (253,253,253) over
    /// white where a screen with one shows (255,255,255), on three fit apps (HealStack's Lab Results,
    /// Reader for iOS's empty bookshelf and its import sheet, ExpenseMate's transaction editor; docs/UIKIT.md
    /// §18.8). Measured over white only: the glass keeps two levels less of the screen's luma, so over
    /// black it is the veil's, as with a scroll view.
    public static let lightWithoutScrollView: GlassMaterial = {
        var material = GlassMaterial.light
        material.backdropLuma = light.backdropLuma - 2.0 / 255
        return material
    }()

    /// The share of a dark screen's luma the dark glass keeps above its floor (the veil's 25 over
    /// black), fitted by least squares on the fit half's dark glass over a known screen colour (#39
    /// and #41 session 17, docs/UIKIT.md §18.8): SwiftLearningApp's (26,25,38) → (36,35,51),
    /// Pokerist's dark sheet (28,28,30) → (37,37,39), Tickertape's green grid and grey rows (its
    /// screen read off its own captures), black → (25,25,25) on six apps. The white veil laid over
    /// kept 0.902 of it (Pokerist's glass would be (50,50,52)).
    public static let darkBackdropLuma = 0.43

    /// How many times a dark screen's chroma the dark glass shows (the same fit): SwiftLearningApp's
    /// blue 12 above its red → 15, Tickertape's green 7-9 above its red → 9-11.
    public static let darkBackdropChroma = 1.25

    /// A tinted platter's edge colour (docs/UIKIT.md §10.6): for a saturated tint, its hue turned 20°
    /// toward cyan (blue's neighbour), fully saturated, at brightness 0.98 (fitted to NetNewsWire's blue
    /// filter button in light and dark; other hues approximate). A grey fill has no hue to turn: its
    /// edge is the grey lifted halfway to that brightness (`greyEdgeColor`), and a tint under half
    /// saturated (HSV) lies between the two in proportion, so a near-grey tint is not given a vivid rim.
    public static func tintedEdgeColor(for tint: RGBAColor) -> RGBAColor {
        let maxC = max(tint.red, tint.green, tint.blue), minC = min(tint.red, tint.green, tint.blue)
        let saturation = maxC > 0 ? (maxC - minC) / maxC : 0
        let share = min(1, saturation / fullEdgeHueSaturation)
        guard share < 1 else { return saturatedEdgeColor(for: tint) }
        let grey = greyEdgeColor(for: tint), hued = saturatedEdgeColor(for: tint)
        func channel(_ grey: Double, _ hued: Double) -> Double { grey + (hued - grey) * share }
        return RGBAColor(
            red: channel(grey.red, hued.red), green: channel(grey.green, hued.green), blue: channel(grey.blue, hued.blue),
            alpha: tint.alpha)
    }

    /// The HSV saturation from which a tinted platter's edge takes the full hue-turned colour
    /// (`tintedEdgeColor`): one half. Not measured: the fit half has saturated tints (systemBlue,
    /// NetNewsWire's blue) and one grey (PlantLog's disabled item), nothing between.
    public static let fullEdgeHueSaturation = 0.5

    /// The brightness of a tinted platter's edge colour (NetNewsWire's blue filter button).
    static let tintedEdgeBrightness = 0.98

    /// A grey platter's edge colour: the grey lifted halfway to `tintedEdgeBrightness`, channel by
    /// channel. Fitted on PlantLog's disabled prominent checkmark (fit, one app, light, #39 session 38):
    /// its (206,206,206) circle's edge reads (233,233,233), (226,226,226), (219,219,219) inward, which the
    /// light band's three steps give from an edge colour of 227.4, 228.0 and 227.6 levels, one colour
    /// for all three, where the hue-turned rule drew a pink rim (246,93,144) on it (docs/UIKIT.md §10.6).
    static func greyEdgeColor(for tint: RGBAColor) -> RGBAColor {
        func channel(_ value: Double) -> Double { value + (tintedEdgeBrightness - value) / 2 }
        return RGBAColor(red: channel(tint.red), green: channel(tint.green), blue: channel(tint.blue), alpha: tint.alpha)
    }

    /// The edge colour of a saturated tint: its hue turned 20° toward cyan, fully saturated, at
    /// `tintedEdgeBrightness`.
    static func saturatedEdgeColor(for tint: RGBAColor) -> RGBAColor {
        let maxC = max(tint.red, tint.green, tint.blue), minC = min(tint.red, tint.green, tint.blue)
        let delta = maxC - minC
        var hue = 0.0
        if delta > 0 {
            if maxC == tint.red {
                hue = ((tint.green - tint.blue) / delta).truncatingRemainder(dividingBy: 6)
            } else if maxC == tint.green {
                hue = (tint.blue - tint.red) / delta + 2
            } else {
                hue = (tint.red - tint.green) / delta + 4
            }
        }
        // Sextants of 60°; 20° is a third of one.
        var h = (hue - 1.0 / 3).truncatingRemainder(dividingBy: 6)
        if h < 0 { h += 6 }
        let brightness = tintedEdgeBrightness
        let f = h - h.rounded(.down)
        let rising = brightness * f, falling = brightness * (1 - f)
        let (r, g, b): (Double, Double, Double)
        switch Int(h.rounded(.down)) {
        case 0: (r, g, b) = (brightness, rising, 0)
        case 1: (r, g, b) = (falling, brightness, 0)
        case 2: (r, g, b) = (0, brightness, rising)
        case 3: (r, g, b) = (0, falling, brightness)
        case 4: (r, g, b) = (rising, 0, brightness)
        default: (r, g, b) = (brightness, 0, falling)
        }
        return RGBAColor(red: r, green: g, blue: b, alpha: tint.alpha)
    }

    /// Whether the veil lifts the backdrop by one amount on every channel (`glass(over:)`): a white
    /// veil that is not opaque. Reduce Transparency's opaque veil covers the backdrop instead.
    public var liftsBackdrop: Bool {
        veil.red == 1 && veil.green == 1 && veil.blue == 1 && veil.alpha < 1
    }

    /// The luma of an sRGB colour (Rec. 709 weights on the encoded channels), 0...1: how far
    /// `glass(over:)` lifts it.
    public static func luma(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// The glass over an opaque `backdrop` colour (docs/UIKIT.md §10.6, §18.8): its luma is the veil's
    /// floor plus `backdropLuma` of the backdrop's, and each channel keeps `backdropChroma` times its
    /// distance from the luma, so the backdrop's hue shows through. In light mode that is the backdrop
    /// lifted by the veil's alpha times its luma's distance from white, the same amount on every
    /// channel (fitted, #39: (251,251,255) over systemGroupedBackground on NetNewsWire's feeds, where a
    /// white veil laid over gave (251,251,253), and (255,253,235) over PraxisEn's cream #FFF8E7, where
    /// it gave (255,253,248); two apps); the tab bar's capsule is the same glass (#41 session 12:
    /// (251,251,255) over systemGroupedBackground on YOM and (250,250,255) on DNSChat, fit). In dark
    /// mode it deepens a coloured screen rather than lifting it toward white (§18.8). On a grey
    /// backdrop the light glass is the veil laid over.
    public func glass(over backdrop: RGBAColor) -> RGBAColor {
        guard liftsBackdrop else { return veil.over(backdrop) }
        let luma = Self.luma(red: backdrop.red, green: backdrop.green, blue: backdrop.blue)
        let level = veil.alpha + backdropLuma * luma
        func channel(_ value: Double) -> Double { min(1, max(0, level + backdropChroma * (value - luma))) }
        return RGBAColor(red: channel(backdrop.red), green: channel(backdrop.green), blue: channel(backdrop.blue), alpha: backdrop.alpha)
    }

    /// What `glass(over:)` adds to the veil laid over a backdrop of luma `luma` (per unit of luma and
    /// per unit of a channel's distance from it): the renderer draws the veil, then adds these
    /// (`GlassChroma`). Zero luma term in light mode, where the veil keeps the backdrop's luma share.
    public var overVeil: (luma: Double, chroma: Double) {
        (backdropLuma - (1 - veil.alpha), backdropChroma - (1 - veil.alpha))
    }

    /// A prominent item's platter when no tint is set: the iOS 26 palette's systemBlue (docs/UIKIT.md
    /// §10.4, §2.3a).
    public static func prominentBlue(_ style: UserInterfaceStyle) -> RGBAColor {
        SystemPalette.ios26.resolve(.systemBlue, style)
    }

    /// A disabled prominent item's platter (docs/UIKIT.md §10.4): grey, not the tint. Light: measured
    /// (206,206,206) / (205,205,205) on PlantLog's disabled `.glassProminent` checkmark (two captures,
    /// one fit app). Dark (approx., no fit capture): the same share of the label colour, 49/255, over
    /// the dark glass's (25,25,25): (69,69,69).
    public static func disabledProminentFill(_ style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(r: 69, g: 69, b: 69) : RGBAColor(r: 206, g: 206, b: 206)
    }

    /// A disabled prominent item's glyph or title: the screen's background colour, white in light
    /// mode (measured (255,255,255), PlantLog, one fit app) and black in dark mode (approx.).
    public static func disabledProminentContent(_ style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(r: 0, g: 0, b: 0) : RGBAColor(white: 1)
    }

    /// The material for a user-interface style.
    public static func forStyle(_ style: UserInterfaceStyle) -> GlassMaterial { style == .dark ? .dark : .light }

    /// The material for a user-interface style over a screen with or without a scroll view at its top
    /// (docs/UIKIT.md §18.8): without one the glass is darker, (19,19,19) over black in dark mode and
    /// (253,253,253) over white in light mode.
    public static func forStyle(_ style: UserInterfaceStyle, contentScrollView: Bool) -> GlassMaterial {
        guard !contentScrollView else { return forStyle(style) }
        return style == .dark ? .darkWithoutScrollView : .lightWithoutScrollView
    }

    /// The material under the accessibility settings (docs/UIKIT.md §16.2, §16.5; approximate):
    /// Reduce Transparency frosts the platter opaque (the veil over the blurred sample at full
    /// alpha: white in light mode, the dark veil over black in dark mode); the Tinted Liquid Glass
    /// setting (iOS 26.1+) raises the veil's opacity halfway to opaque; Increase Contrast draws the rim
    /// at full strength.
    public func adjusted(for settings: AccessibilitySettings) -> GlassMaterial {
        var result = self
        let opaqueVeil = veil.over(RGBAColor(white: veil.alpha < 0.5 ? 0 : 1, alpha: 1))
        if settings.reduceTransparency {
            result.veil = opaqueVeil
        } else if settings.tintedGlass {
            result.veil = RGBAColor(
                red: opaqueVeil.red, green: opaqueVeil.green, blue: opaqueVeil.blue, alpha: veil.alpha + (1 - veil.alpha) / 2)
            // The denser veil covers half of what the glass kept of the backdrop's luma.
            result.backdropLuma = backdropLuma / 2
        }
        if settings.increaseContrast {
            result.tintedEdgeBand = []
            result.rimTop = rimTop.withAlpha(1)
            result.rimBottom = rimBottom.withAlpha(min(1, rimBottom.alpha * 2))
        }
        return result
    }
}
