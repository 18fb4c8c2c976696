import Testing

@testable import BarTheme

/// The glass keeps a coloured backdrop's hue, and the back chevron darkens the glass it sits on
/// (docs/UIKIT.md §10.6, §10.3; fitted on NetNewsWire's and PraxisEn's captures, #39).
@Suite struct GlassBackdropHueTests {
    /// `explain`'s rule on the back button's platter line, a pushed screen over `backdrop`.
    static func backButtonRule(backdrop: String, style: UserInterfaceStyle) throws -> String {
        let variant = Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: style)
        let lines = try WideCorpusFitTests.platterLines(pushed(over: backdrop), variant)
        return try #require(lines.first { $0.value == "back button" }).provenance.rule
    }

    /// A pushed screen (a back button) at its scroll edge over `backdrop`.
    static func pushed(over backdrop: String) -> String {
        """
        scenes:
          - name: s
            atScrollEdge: true
            backdrop: "\(backdrop)"
            items: [{ title: A }, { title: Statistics }]
        """
    }

    func bytes(_ color: RGBAColor) -> [Int] { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } }

    /// Measured (251,251,255) over systemGroupedBackground on NetNewsWire's feeds; the veil laid
    /// over gave (251,251,253).
    @Test func overGroupedBackgroundTheGlassKeepsItsBlue() {
        #expect(bytes(GlassMaterial.light.glass(over: RGBAColor(r: 242, g: 242, b: 247))) == [251, 251, 255])
    }

    /// Measured (255,253,235) over PraxisEn's cream #FFF8E7; the veil laid over gave (255,253,248).
    @Test func overCreamTheGlassStaysCream() {
        #expect(bytes(GlassMaterial.light.glass(over: RGBAColor(r: 255, g: 248, b: 231))) == [255, 253, 236])
    }

    /// On a grey backdrop the light glass is the veil laid over, so grey renders keep their pixels;
    /// the dark glass is too over black, (25,25,25).
    @Test func onGreyTheLightGlassIsTheVeilLaidOver() {
        for grey in [0.0, 0.5, 0.95, 1] {
            let backdrop = RGBAColor(white: grey)
            let lifted = GlassMaterial.light.glass(over: backdrop), veiled = GlassMaterial.light.veil.over(backdrop)
            #expect(abs(lifted.red - veiled.red) < 1e-9 && abs(lifted.blue - veiled.blue) < 1e-9)
        }
        #expect(bytes(GlassMaterial.dark.glass(over: .black)) == [25, 25, 25])
    }

    /// Over a dark coloured or grey screen the dark glass keeps and deepens the screen's colour
    /// (docs/UIKIT.md §18.8, fit half, #39/#41 session 17): measured (36,35,51) over
    /// SwiftLearningApp's (26,25,38) and (37,37,39) over Pokerist's dark sheet (28,28,30). The
    /// white veil laid over, main's rule, gave (48,47,60) and (50,50,52).
    @Test func overADarkScreenTheDarkGlassDeepensItsColour() {
        let quiz = bytes(GlassMaterial.dark.glass(over: RGBAColor(r: 26, g: 25, b: 38)))
        #expect(zip(quiz, [36, 35, 51]).allSatisfy { abs($0 - $1) <= 1 }, "\(quiz)")
        let sheet = bytes(GlassMaterial.dark.glass(over: RGBAColor(r: 28, g: 28, b: 30)))
        #expect(zip(sheet, [37, 37, 39]).allSatisfy { abs($0 - $1) <= 1 }, "\(sheet)")
        // Tickertape's green grid (its colour read off its own capture, fit): (20,29,20) measured.
        let grid = bytes(GlassMaterial.dark.glass(over: RGBAColor(r: 0, g: 7, b: 0)))
        #expect(zip(grid, [20, 29, 20]).allSatisfy { abs($0 - $1) <= 1 }, "\(grid)")
    }

    /// `explain` names the dark glass's colour and its rule on a platter's line over a coloured
    /// screen, and says nothing of it over black or in light mode.
    @Test func explainNamesTheDarkGlassOverAColouredScreen() throws {
        func backLine(_ backdrop: String, _ style: UserInterfaceStyle) throws -> String {
            try Self.backButtonRule(backdrop: backdrop, style: style)
        }
        let quiz = try backLine("#1A1926", .dark)
        #expect(quiz.contains("the dark glass #242333 over #1A1926: 25 plus 0.43 of the screen's luma, 1.25 times its chroma"), "\(quiz)")
        #expect(try !backLine("#000000", .dark).contains("dark glass"))
        #expect(try !backLine("#1A1926", .light).contains("dark glass"))
    }

    /// Reduce Transparency's opaque veil covers the backdrop: no hue shows through.
    @Test func anOpaqueVeilCoversTheBackdrop() {
        let frosted = GlassMaterial.light.adjusted(for: AccessibilitySettings(reduceTransparency: true))
        #expect(bytes(frosted.glass(over: RGBAColor(r: 255, g: 248, b: 231))) == [255, 255, 255])
    }

    /// On white glass the chevron is the vibrant label colour itself (#1A1A1A); on the cream glass it
    /// takes the glass's hue (measured (28,26,8)).
    @Test func theChevronDarkensTheGlassUnderIt() {
        #expect(GlassVibrancy.labelOnLightGlass(.white) == GlassVibrancy.text)
        let cream = GlassVibrancy.labelOnLightGlass(RGBAColor(r: 255, g: 253, b: 235))
        #expect(zip(bytes(cream), [28, 26, 8]).allSatisfy { abs($0 - $1) <= 1 }, "\(bytes(cream))")
    }

    /// The darkening is a share of the glass's luma, not a fixed amount: on Lexly's glass over
    /// systemGroupedBackground, (251,251,255), UIKit's chevron is (25,25,29), where taking 229 off
    /// every channel gives (22,22,26) (fit half, #39 session 11; docs/UIKIT.md §10.3).
    @Test func theChevronTakesAShareOfTheGlasssLuma() {
        #expect(bytes(GlassVibrancy.labelOnLightGlass(RGBAColor(r: 251, g: 251, b: 255))) == [25, 25, 29])
        // A darker glass loses proportionally less: the chevron stays a little lighter than black.
        let darker = bytes(GlassVibrancy.labelOnLightGlass(RGBAColor(r: 200, g: 200, b: 200)))
        #expect(darker == [20, 20, 20], "\(darker)")
    }

    /// `explain` names the rule on the back button's line when the glass changes the chevron's colour,
    /// and says nothing more over white.
    @Test func explainNamesTheChevronsColourOnColouredGlass() throws {
        func backLine(_ backdrop: String) throws -> String { try Self.backButtonRule(backdrop: backdrop, style: .light) }
        let cream = try backLine("#FFF8E7")
        #expect(cream.contains("its chevron #1D1A09: the vibrant label colour darkens the glass under it by 0.9 of its luma"), "\(cream)")
        #expect(try !backLine("#FFFFFF").contains("chevron"))
    }

    /// In dark mode the default chevron lifts the glass under it toward white, keeping its hue
    /// (`GlassVibrancy.labelOnDarkGlass`, the tab bar's rule): SlangCheck (fit, #39 session 24) draws its
    /// chevron (234,244,255) on its navy glass (25,35,59) over #0F172A, where BarTheme drew #F4F4F4
    /// (ΔE2000 5.8); over black the chevron stays #F4F4F4 (DNSChat, Hitokara Log).
    @Test func inDarkModeTheChevronLiftsTheGlassUnderItKeepingItsHue() throws {
        let layout = try LiquidGlassLayoutTests().glass(
            Self.pushed(over: "#0F172A"),
            variant: Variant(position: .topAttached, width: 440, scale: 3, userInterfaceStyle: .dark, statusBarHeight: 0))
        let chevron = try #require(
            layout.elements.lazy.compactMap { e -> RGBAColor? in
                if case .icon(let i) = e, case .chevron = i.icon { return i.color } else { return nil }
            }.first)
        #expect(zip(bytes(chevron), [234, 244, 255]).allSatisfy { abs($0 - $1) <= 2 }, "\(bytes(chevron))")
        #expect(GlassVibrancy.labelOnDarkGlass(GlassMaterial.dark.glass(over: .black)) == GlassVibrancy.darkText)
        let rule = try Self.backButtonRule(backdrop: "#0F172A", style: .dark)
        #expect(rule.contains("lifts the glass under it toward white by 0.95"), "\(rule)")
        #expect(try !Self.backButtonRule(backdrop: "#000000", style: .dark).contains("chevron"))
    }
}
