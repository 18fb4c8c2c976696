/// The colours on the iOS 26 tab bar's capsule (docs/UIKIT.md §18.6, §18.8): what fills the
/// capsule, the selection pill over it, and each tab's colours as the glass draws them. The capsule
/// is the navigation bar's glass (`GlassMaterial.glass(over:)`, which keeps the backdrop's hue); the
/// label colour on it is the vibrant label of `GlassVibrancy` (the back chevron's rule), and a tint
/// on the pill is `GlassVibrancy.tintOnPill`. The layout draws the capsule and the pill with the
/// same fill and colour (`GlassTabBarPart`); the resolver gives the tabs their drawn colours, with
/// the rule in their provenance, so `explain` names it.
enum TabBarGlassColours {
    /// What fills the capsule: the glass (the default material, or an appearance object without an
    /// image: its colour, `configureWith: opaque` or a `backgroundColor`, is not drawn in the capsule,
    /// docs/UIKIT.md §18.8, two fit apps), nothing (a transparent background), or the bar's own
    /// background colour over the backdrop (a legacy `barTintColor`, an appearance object's image).
    enum CapsuleFill: Equatable {
        case glass
        case none
        case colour(RGBAColor)

        init(_ background: BarBackground, backdrop: RGBAColor) {
            switch background.kind {
            case .transparent: self = .none
            case .material: self = .glass
            case .appearanceObject where background.image == nil: self = .glass
            default: self = .colour(background.composited(over: backdrop))
            }
        }
    }

    /// The bar's background with `explain`'s words when the iOS 26 capsule does not draw it: an
    /// appearance object's colour (Boxing Timer's opaque navy and DNSChat's opaque white, two fit
    /// SwiftUI `TabView`s, show no such capsule; docs/UIKIT.md §18.8).
    static func explained(_ background: Resolved<BarBackground>, era: Era) -> Resolved<BarBackground> {
        let value = background.value
        guard era == .ios26, value.kind == .appearanceObject, value.image == nil, !value.layers.isEmpty else { return background }
        let rule =
            "\(background.provenance.rule); not drawn in the iOS 26 capsule: the glass shows, as without it "
            + "(docs/UIKIT.md §18.8, two fit apps)"
        return Resolved(value, Provenance(background.provenance.origin, rule: rule), overridden: background.overridden)
    }

    /// The light selection pill's veil: black at 7 % over what is under it (measured (233,233,237) on a
    /// (251,251,254) capsule, docs/UIKIT.md §18.6).
    static let lightPillVeil = RGBAColor(r: 0, g: 0, b: 0, alpha: 0.07)

    /// The selection pill's flat colour over a capsule of `capsule`, in the appearance `glass` the
    /// glass takes: the light veil over it, or in dark the capsule lifted (`darkPill(over:)`).
    static func pill(over capsule: RGBAColor, _ glass: UserInterfaceStyle) -> RGBAColor {
        glass == .dark ? darkPill(over: capsule) : lightPillVeil.over(capsule)
    }

    /// What the layout draws for the pill: the light veil (translucent), or the dark pill's colour over
    /// the flat capsule, opaque (`darkPill(over:)` is not a veil: no white laid over at one alpha gives it).
    static func pillFill(over capsule: RGBAColor, _ glass: UserInterfaceStyle) -> RGBAColor {
        glass == .dark ? darkPill(over: capsule) : lightPillVeil
    }

    /// The dark pill (docs/UIKIT.md §18.8, #41 session 25): the capsule's luma lifted by
    /// `darkPillLift`, the same on every channel, each channel keeping `darkPillChroma` times its
    /// distance from the luma, so a coloured glass's pill is bluer than white laid over it. Fitted on the
    /// fit half's dark pills read beside their glass: DNSChat (25,25,25) → (58,58,58), Moers Festival and
    /// WhistleCounter (19,19,19) → (53,53,53), SlangCheck's navy (25,35,59) → (57,68,95), Boxing Timer's
    /// navy (28,46,86) → (59,79,123): two fit apps on coloured glass, lift 32.9-35.6 levels, chroma
    /// 1.02-1.16 times (least squares 1.099).
    static func darkPill(over capsule: RGBAColor) -> RGBAColor {
        let luma = GlassMaterial.luma(red: capsule.red, green: capsule.green, blue: capsule.blue)
        func channel(_ value: Double) -> Double { min(1, max(0, luma + darkPillLift + darkPillChroma * (value - luma))) }
        return RGBAColor(red: channel(capsule.red), green: channel(capsule.green), blue: channel(capsule.blue), alpha: 1)
    }

    /// The dark pill's lift over the capsule's luma: 33 levels (DNSChat's (25,25,25) → (58,58,58)).
    static let darkPillLift = 33.0 / 255

    /// How many times the capsule's chroma the dark pill keeps: 1.1 (least squares on Boxing Timer's and
    /// SlangCheck's navy pills, 1.099).
    static let darkPillChroma = 1.1

    /// The dim over the bar view's own `backgroundColor` on iOS 26: black at 10/255, what takes
    /// SmartNotes' systemBackground (white) to the (245,245,245) its four captures read over the bar's
    /// whole frame, over white and over systemGroupedBackground alike (docs/UIKIT.md §18.8, fit, one
    /// app, one colour: a dim and a fixed grey cannot be told apart on it).
    static let viewBackgroundDim = RGBAColor(r: 0, g: 0, b: 0, alpha: 10.0 / 255)

    /// The bar view's `backgroundColor` as iOS 26 draws it over the bar's frame: over the backdrop
    /// (a colour with alpha lets it through), under `viewBackgroundDim`.
    static func viewBand(_ colour: RGBAColor, backdrop: RGBAColor) -> RGBAColor {
        viewBackgroundDim.over(colour.over(backdrop.withAlpha(1)))
    }

    /// What the tabs sit on when the bar view has its own colour (`viewBackground`, iOS 26): that
    /// band where the glass would be (no capsule shows on it, §18.8), else the capsule's own fill
    /// over the band; without one, `capsule(_:backdrop:style:accessibility:)`.
    static func capsule(
        _ background: BarBackground, backdrop: RGBAColor, viewBackground: RGBAColor?, style: UserInterfaceStyle,
        accessibility: AccessibilitySettings, contentScrollView: Bool = true
    ) -> RGBAColor {
        guard let viewBackground else {
            return capsule(background, backdrop: backdrop, style: style, accessibility: accessibility, contentScrollView: contentScrollView)
        }
        if CapsuleFill(background, backdrop: viewBackground) == .glass { return viewBackground }
        return capsule(
            background, backdrop: viewBackground, style: style, accessibility: accessibility, contentScrollView: contentScrollView)
    }

    /// The flat colour of the capsule over `backdrop`: the glass darker over a screen with no scroll view
    /// at its bottom (`contentScrollView` false, docs/UIKIT.md §18.8).
    static func capsule(
        _ background: BarBackground, backdrop: RGBAColor, style: UserInterfaceStyle, accessibility: AccessibilitySettings,
        contentScrollView: Bool = true
    ) -> RGBAColor {
        switch CapsuleFill(background, backdrop: backdrop) {
        case .glass:
            return GlassMaterial.forStyle(style, contentScrollView: contentScrollView).adjusted(for: accessibility).glass(over: backdrop)
        case .none: return backdrop
        case .colour(let colour): return colour
        }
    }

    /// The appearance, light or dark, the glass draws the tabs with (docs/UIKIT.md §18.8): the
    /// interface style's, unless the tabs sit on a colour of the bar's own (the bar view's
    /// `backgroundColor`, a legacy bar colour in the capsule) whose luma is on the other side of one half:
    /// the glass adapts to what is under it (Apollo's captures, fit: a dark-mode bar light over light
    /// content, a light-mode bar dark over a dark picture), so a navy capsule in light mode takes the
    /// dark appearance. The threshold is not measured.
    static func glassStyle(
        _ background: BarBackground, backdrop: RGBAColor, viewBackground: RGBAColor?, style: UserInterfaceStyle
    ) -> UserInterfaceStyle {
        let surface: RGBAColor
        switch (CapsuleFill(background, backdrop: viewBackground ?? backdrop), viewBackground) {
        case (.colour(let colour), _): surface = colour
        case (.glass, let band?): surface = band
        default: return style
        }
        return GlassMaterial.luma(red: surface.red, green: surface.green, blue: surface.blue) < adaptiveLuma ? .dark : .light
    }

    /// The luma under which a colour of the bar's own makes the glass take its dark appearance
    /// (`glassStyle`): one half, not measured.
    static let adaptiveLuma = 0.5

    /// The colour a tab in `colour` is drawn in on the capsule (`onPill` false) or on the selection
    /// pill, with `explain`'s words when the glass changes it (else nil): the label colour (black or
    /// #1A1A1A, white or #F4F4F4 in dark) as the vibrant label over what is under it, another colour
    /// on the pill as `GlassVibrancy.tintOnPill`, on the bare capsule as it is. `glass` is the
    /// appearance the glass takes (`glassStyle`), `style` the interface's. Alpha (a disabled tab's) is kept.
    static func drawn(
        _ colour: RGBAColor, capsule: RGBAColor, onPill: Bool, _ style: UserInterfaceStyle, glass: UserInterfaceStyle
    ) -> (colour: RGBAColor, rule: String?) {
        let under = onPill ? pill(over: capsule, glass) : capsule
        let isLabel = GlassVibrancy.isLabel(colour, style) || GlassVibrancy.isLabel(colour, glass)
        let result =
            isLabel
            ? GlassVibrancy.label(on: under, glass).withAlpha(colour.alpha)
            : onPill ? GlassVibrancy.tintOnPill(colour, pill: under, glass) : colour
        guard result != colour else { return (colour, nil) }
        let place = onPill ? "the pill \(under)\(glass == .dark ? darkPillWords : "")" : "the glass \(capsule)"
        let look = glass == .dark ? "dark" : "light"
        let adapted =
            glass == style ? "" : "; over the bar's own \(look) colour the glass takes its \(look) appearance (docs/UIKIT.md §18.8)"
        if isLabel {
            let share =
                glass == .dark
                ? "lifts what is under it by \(GlassVibrancy.liftShare) of its distance from white"
                : "darkens what is under it by \(GlassVibrancy.darkeningShare) of its luma"
            return (
                result,
                "drawn \(result) on \(place): the vibrant label colour \(share), keeping its hue (docs/UIKIT.md §10.3, §18.6)\(adapted)"
            )
        }
        let way = glass == .dark ? "lightened by half the pill's level" : "darkened by half the pill's distance from white"
        let translucent =
            colour.alpha < 1 ? ", a translucent one before it is composited over the pill, unclamped (one app, session 36)" : ""
        return (result, "drawn \(result) on \(place): a tint on the pill is \(way)\(translucent) (docs/UIKIT.md §18.8)\(adapted)")
    }

    /// `explain`'s words for the dark pill's colour.
    static let darkPillWords =
        " (the glass under it lifted \(Int((darkPillLift * 255).rounded())) levels, its chroma \(darkPillChroma) times, docs/UIKIT.md §18.8)"

    /// `look` with its colours as drawn on the glass: the selected tab's on the pill unless
    /// `onPill` is false (minimized, the search tab's circle).
    static func onGlass(
        _ look: TabBarItemLook, capsule: RGBAColor, onPill: Bool, _ style: UserInterfaceStyle, glass: UserInterfaceStyle
    ) -> TabBarItemLook {
        let pill = onPill && look.state == .selected
        func mapped(_ colour: Resolved<RGBAColor>) -> Resolved<RGBAColor> {
            let drawn = drawn(colour.value, capsule: capsule, onPill: pill, style, glass: glass)
            guard let rule = drawn.rule else { return colour }
            let provenance = Provenance(colour.provenance.origin, rule: "\(colour.provenance.rule); \(rule)")
            return Resolved(drawn.colour, provenance, overridden: colour.overridden)
        }
        var result = look
        result.iconColor = mapped(look.iconColor)
        result.titleColor =
            look.titleIsObjectNormalOnGlass ? objectNormalTitle(look.titleColor, capsule: capsule, glass) : mapped(look.titleColor)
        return result
    }

    /// A bar appearance's `normal` title colour on an unselected iOS 26 tab (docs/UIKIT.md §18.8, #41
    /// session 32): shifted as an opaque tint on the pill is (`GlassVibrancy.shifted`, half the level
    /// under it added in dark, half its distance from white taken off in light, clamped) with the capsule
    /// in the pill's place, its alpha kept (not `tintOnPill`'s unclamped composite, session 36). Fitted on
    /// two fit apps, both dark and both on the proxy: L8ter's opaque (90,90,94) reads (101,101,106) over
    /// (22,22,23) glass and (105,105,111) over (30,30,33), and ReelFin's white 0.68 its plain composite
    /// (181-184) over (25,25,25), white staying white.
    static func objectNormalTitle(_ colour: Resolved<RGBAColor>, capsule: RGBAColor, _ glass: UserInterfaceStyle) -> Resolved<RGBAColor> {
        let drawn = GlassVibrancy.shifted(colour.value, under: capsule, glass)
        let way = glass == .dark ? "lightened by half the glass's level" : "darkened by half the glass's distance from white"
        let rule =
            "\(colour.provenance.rule); iOS 26 draws a bar appearance's normal title colour on an unselected tab, \(way) "
            + "(drawn \(drawn) on the glass \(capsule); docs/UIKIT.md §18.8, two fit apps, proxy)"
        return Resolved(drawn, Provenance(colour.provenance.origin, rule: rule), overridden: colour.overridden)
    }
}
