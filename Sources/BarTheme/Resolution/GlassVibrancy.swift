/// How Liquid Glass draws a black item colour (docs/UIKIT.md §10.3): as the vibrant label colour,
/// #1A1A1A for text and symbol glyphs and #1E1E1E for template images, not #000000 (❓ approximate
/// in §10.3; the back chevron on R1 is (26,25,25), §10.9). Other colours and dark mode's
/// white are drawn as they are (❓).
public enum GlassVibrancy {
    /// Text, the back chevron and system item glyphs drawn in a black tint on glass.
    public static let text = RGBAColor(r: 0x1A, g: 0x1A, b: 0x1A)
    /// The back chevron and glyphs in dark mode's white (measured (244,243,244) on dark glass,
    /// 390 and 440 pt phones, R9): the dark default tint.
    public static let darkText = RGBAColor(r: 244, g: 244, b: 244)
    /// Template images drawn in a black tint on glass.
    public static let templateImage = RGBAColor(r: 0x1E, g: 0x1E, b: 0x1E)
    /// The rule `explain` names when a declared black tint is drawn as `text`.
    public static let rule =
        "on Liquid Glass a black tint draws the vibrant label colour: #1A1A1A for text and glyphs, #1E1E1E for template images (docs/UIKIT.md §10.3)"

    /// The vibrant label colour (the back chevron, a tab bar's unselected tabs) on light glass of
    /// colour `glass`: the label darkens what is under it by a share of the glass's luma, the same
    /// amount on every channel (`chevronDarkening` × the Rec. 709 luma, `GlassMaterial.luma`), so over
    /// a coloured backdrop it takes the glass's hue and over a darker glass it stays a little lighter
    /// than black. On white glass it is `text`. Fitted on the fit half (#39 sessions 7 and 11,
    /// docs/UIKIT.md §10.3): the share 229/255 on white glass (`text`), confirmed by Lexly's
    /// (251,251,255) glass, chevron (25,25,29), and PraxisEn's cream (255,253,235) glass, chevron
    /// (28,26,8), each within one unit (a fixed 229 off every channel, session 7's rule, gave (22,22,26)
    /// and (26,24,6)). The tab bar's unselected labels take the same share (#41 session 12, two fit
    /// apps, docs/UIKIT.md §18.6): YOM's (25,25,29) on (251,251,255) and (26,25,25) on white, DNSChat's
    /// (25,25,30) on (250,250,255).
    public static func labelOnLightGlass(_ glass: RGBAColor) -> RGBAColor {
        guard glass.red < 1 || glass.green < 1 || glass.blue < 1 else { return text }
        let darkening = chevronDarkening * GlassMaterial.luma(red: glass.red, green: glass.green, blue: glass.blue)
        return RGBAColor(red: max(0, glass.red - darkening), green: max(0, glass.green - darkening), blue: max(0, glass.blue - darkening))
    }

    /// The share of the glass's luma the vibrant label takes off every channel in light mode:
    /// 1 − `text`'s level, so that white glass gives `text` (docs/UIKIT.md §10.3).
    public static let chevronDarkening = 1 - text.red

    /// `chevronDarkening` and `darkLabelLift` as explain writes them: to two decimals ("0.9", "0.95").
    static var darkeningShare: String { ThemeNumber.format((chevronDarkening * 100).rounded() / 100) }
    static var liftShare: String { ThemeNumber.format((darkLabelLift * 100).rounded() / 100) }

    /// The vibrant label colour on dark glass of colour `glass` (a tab bar's unselected tabs, a white
    /// tint on the dark pill; docs/UIKIT.md §18.6): the mirror of `labelOnLightGlass`, the glass lifted
    /// by `darkLabelLift` of its luma's distance from white, the same amount on every channel, so it
    /// keeps the glass's hue. On the dark glass over black, (25,25,25), it is `darkText` (DNSChat's D2
    /// and Hitokara Log's G5, fit: (244,243,244)); confirmed on Boxing Timer's navy glass (fit, one
    /// app: UIKit's glass (28,46,86) gives (228,246,255), its labels read (227,245,255), and its pill
    /// (59,79,123) gives (228,248,255) for its white tab (227,247,255)).
    public static func labelOnDarkGlass(_ glass: RGBAColor) -> RGBAColor {
        let lift = darkLabelLift * (1 - GlassMaterial.luma(red: glass.red, green: glass.green, blue: glass.blue))
        return RGBAColor(red: min(1, glass.red + lift), green: min(1, glass.green + lift), blue: min(1, glass.blue + lift))
    }

    /// The share of the glass's distance from white the vibrant label adds in dark mode: what takes the
    /// dark glass over black (the veil's (25,25,25), `GlassMaterial.dark`) to `darkText`.
    public static let darkLabelLift: Double = {
        let glass = GlassMaterial.dark.veil.alpha
        return (darkText.red - glass) / (1 - glass)
    }()

    /// The vibrant label colour on glass of colour `glass` in `style`.
    public static func label(on glass: RGBAColor, _ style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? labelOnDarkGlass(glass) : labelOnLightGlass(glass)
    }

    /// Whether `color` (its alpha aside) is the label colour as a theme gives it on glass in `style`:
    /// black or `text` in light mode, white or `darkText` in dark mode.
    static func isLabel(_ color: RGBAColor, _ style: UserInterfaceStyle) -> Bool {
        let opaque = color.withAlpha(1)
        return style == .dark ? opaque == .white || opaque == darkText : opaque == .black || opaque == text
    }

    /// The share of the selection pill's colour a tint on it takes (`tintOnPill`).
    public static let pillShare = 0.5

    /// A tint (not the label colour) drawn on the tab bar's selection pill of colour `pill`
    /// (docs/UIKIT.md §18.8): in light mode darkened by `pillShare` of the pill's distance from white,
    /// in dark mode lightened by `pillShare` of the pill's own level, channel by channel (a plus-darker
    /// or plus-lighter of the pill at half strength). Fitted on the fit half, one app per style (#41
    /// session 12): YOM's systemBlue (0,136,255) reads (0,125,246) on its (233,233,237) pill (light),
    /// Hitokara Log's (255,89,148) reads (255,119,180) on its pill (dark); SwiftLearningApp's dark
    /// systemBlue (0,145,255) reads (38,175,255) (fit, cards under its glass).
    ///
    /// A translucent tint (DNSChat June's `selected` title #EBEBF599 in dark) is drawn as the shifted tint
    /// composited over the pill **without clamping the shift first** (#41 session 36, one fit app): its
    /// (235,235,245) at 0.6 over the (58,58,58) pill reads (182,182,188) on four captures, which is
    /// 0.6 × (235 + 29, 235 + 29, 245 + 29) + 0.4 × 58 to the unit; clamping the lifted channels at white
    /// before compositing drew (176,176,176) and lost the colour's blue (docs/UIKIT.md §18.8). The result
    /// is then opaque. An opaque tint is unchanged. `objectNormalTitle`'s colour on the bare glass keeps
    /// the clamped form (`shifted(_:under:_:)`): ReelFin's white 0.68 reads its plain composite there.
    public static func tintOnPill(_ tint: RGBAColor, pill: RGBAColor, _ style: UserInterfaceStyle) -> RGBAColor {
        guard tint.alpha < 1 else { return shifted(tint, under: pill, style) }
        let alpha = tint.alpha
        func channel(_ tint: Double, _ pill: Double) -> Double {
            let lifted = style == .dark ? tint + pillShare * pill : tint - pillShare * (1 - pill)
            return min(1, max(0, alpha * lifted + (1 - alpha) * pill))
        }
        return RGBAColor(red: channel(tint.red, pill.red), green: channel(tint.green, pill.green), blue: channel(tint.blue, pill.blue))
    }

    /// A colour shifted as a tint on the pill is, channel by channel and clamped, its alpha kept (what
    /// the renderer then composites): `pillShare` of `under`'s level added in dark, of its distance from
    /// white taken off in light. The selection pill's opaque tints and a bar appearance's `normal` title
    /// on the bare glass (`TabBarGlassColours.objectNormalTitle`, where `under` is the capsule).
    public static func shifted(_ colour: RGBAColor, under: RGBAColor, _ style: UserInterfaceStyle) -> RGBAColor {
        func channel(_ tint: Double, _ pill: Double) -> Double {
            style == .dark ? min(1, tint + pillShare * pill) : max(0, tint - pillShare * (1 - pill))
        }
        return RGBAColor(
            red: channel(colour.red, under.red), green: channel(colour.green, under.green), blue: channel(colour.blue, under.blue),
            alpha: colour.alpha
        )
    }

    /// Whether `color` is opaque black, the colour Liquid Glass draws as the vibrant label colour.
    static func isBlack(_ color: RGBAColor) -> Bool {
        color.alpha >= 1 && color.red == 0 && color.green == 0 && color.blue == 0
    }

    /// The colour text and glyphs in `color` are drawn in on glass.
    public static func onGlass(_ color: RGBAColor) -> RGBAColor { isBlack(color) ? text : color }

    /// The colour a text item's title in `color` is drawn in on a glass platter: in light mode the plain
    /// label colour, black, not the vibrant #1A1A1A glyphs take (measured, #39 session 10: Echo's "Done"
    /// (0,0,0) on light glass at 414 and 428 pt; the check half's Molten draws its "Edit" and "Done"
    /// (0,0,0) too); in dark mode the vibrant label colour (243,243,243) (WhistleCounter and Apollo, fit,
    /// April-May 2026), or white for an app built with Xcode 26.0-26.2 (`darkLabel`, `TextItemLabelRule`:
    /// Pokerist's and SwiftLearningApp's (255,255,255), fit; #39 session 38 found the split by release
    /// that session 25 could not place). Black and `text` are drawn black, `darkText` as `darkLabel`
    /// (else itself); other colours as they are. The back button's title keeps the vibrant colour
    /// (DNSChat's, UIKit's own back button: (24,25,25)), docs/UIKIT.md §10.3.
    public static func textItemOnGlass(_ color: RGBAColor, darkLabel: RGBAColor? = nil) -> RGBAColor {
        if isBlack(color) || color == text { return .black }
        return color == darkText ? darkLabel ?? darkText : color
    }

    /// The share of the label colour a disabled text item's title keeps on glass: Marks' "Save" (fit,
    /// light) reads 0.30 of black over its (251,251,255) glass; Vaultify's (fit, dark) reads 0.30 of
    /// a neutral (243,243,243) over its glass (docs/UIKIT.md §10.3).
    public static let disabledTextAlpha = 0.3

    /// The colour a disabled text item's title is drawn in on glass when the app gives it no disabled
    /// colour of its own (the item would take tertiaryLabel): in light mode the text item's plain label
    /// colour, black, at `disabledTextAlpha` (measured, #39 session 25, one fit app: Marks' disabled
    /// `.confirmationAction` "Save", (176,176,178) on (251,251,255) glass, where tertiaryLabel's
    /// (60,60,67) at 30 % gave (194,194,199); the check app GrupoSolis reads (178,178,178) on white
    /// glass, reported only). `nil` in dark mode, which keeps tertiaryLabel: Vaultify's (fit) reads
    /// the neutral label at 30 % over UIKit's glass, but BarTheme's glass there is ΔE 2.6 from UIKit's
    /// and the neutral colour would draw it further off (ΔE 3.19 for tertiaryLabel's 2.73).
    public static func disabledTextItemOnGlass(_ style: UserInterfaceStyle) -> RGBAColor? {
        style == .light ? RGBAColor.black.withAlpha(disabledTextAlpha) : nil
    }

    /// The rule `explain` names for a disabled text item drawn so.
    public static let disabledTextItemRule =
        "on light Liquid Glass a disabled text item with no disabled colour of its own is drawn black at 30 %, not tertiaryLabel's blue grey (one app, docs/UIKIT.md §10.3)"

    /// The rule `explain` names for a text item drawn in the label colour on glass.
    public static let textItemRule =
        "on Liquid Glass a text item's title is drawn in the plain label colour, black, where glyphs take the vibrant #1A1A1A; "
        + "in dark mode the vibrant #F4F4F4 (white for an app built with Xcode 26.0-26.2, `darkTextItemLabel`) (docs/UIKIT.md §10.3)"

    /// The colour a symbol in `color` is drawn in on a glass platter when its SwiftUI toolbar item is
    /// labelled with a bare `Image` (`SwiftUILabelForm.image`): in light mode the plain label colour,
    /// black, not the vibrant `text` (measured, #39 session 23: nine fit apps draw such symbols
    /// (0,0,0), TangoKado, WhistleCounter, CloudTape, HealStack, Reader for iOS, BookRank,
    /// ExpenseMate, PlantLog and Yana's sheets; three draw a `Label`'s in the vibrant colour, as
    /// UIKit image items are). In dark mode both are the vibrant `darkText` (HealStack, Checkpoint),
    /// and a colour other than the label's is drawn as it is (docs/UIKIT.md §10.3).
    public static func imageLabelOnGlass(_ color: RGBAColor) -> RGBAColor {
        color == text ? .black : color
    }

    /// The rule `explain` names for a symbol drawn so.
    public static let imageLabelRule =
        "a SwiftUI item labelled with a bare Image draws its symbol in the plain label colour, black, in light mode, where a Label (and a UIKit image item) draws the vibrant #1A1A1A (nine apps, docs/UIKIT.md §10.3)"

    /// The colour a template image tinted `color` is drawn in on glass: black or the vibrant text
    /// colour become `templateImage`.
    public static func templateOnGlass(_ color: RGBAColor) -> RGBAColor {
        isBlack(color) || color == text ? templateImage : color
    }

    /// A resolved bar tint as drawn on glass in `era`: a declared black becomes `text`, its
    /// provenance naming this rule after the precedence rule that chose it.
    static func resolve(_ tint: Resolved<RGBAColor>, era: Era) -> Resolved<RGBAColor> {
        guard era.usesLiquidGlass, isBlack(tint.value) else { return tint }
        return Resolved(text, Provenance(tint.provenance.origin, rule: "\(tint.provenance.rule); \(rule)"), overridden: tint.overridden)
    }
}
