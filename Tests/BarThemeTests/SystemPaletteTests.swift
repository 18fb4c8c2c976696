import Testing

@testable import BarTheme

/// A system colour keeps its name through parsing and takes its values from the palette of the era
/// it is drawn in (docs/UIKIT.md §2.3a, docs/THEME-FORMAT.md "Colours"): iOS 26's systemBlue is
/// (0,136,255) light and (0,145,255) dark, iOS 13-18's (0,122,255) and (10,132,255).
@Suite struct SystemPaletteTests {
    static let ios26Light = RGBAColor(r: 0, g: 136, b: 255)
    static let ios26Dark = RGBAColor(r: 0, g: 145, b: 255)
    static let ios18Light = RGBAColor(r: 0, g: 122, b: 255)
    static let ios18Dark = RGBAColor(r: 10, g: 132, b: 255)

    static let dark: Variant = {
        var variant = Variant()
        variant.userInterfaceStyle = .dark
        return variant
    }()

    @Test func aNamedTintResolvesToTheErasSystemBlue() throws {
        let theme = "navigationBar: { tintColor: systemBlue }\nscenes: [{ name: s, items: [{ title: T }] }]"
        #expect(try resolve(theme, era: .ios26).tintColor.value == Self.ios26Light)
        #expect(try resolve(theme, variant: Self.dark, era: .ios26).tintColor.value == Self.ios26Dark)
        #expect(try resolve(theme, era: .ios15).tintColor.value == Self.ios18Light)
        #expect(try resolve(theme, variant: Self.dark, era: .ios15).tintColor.value == Self.ios18Dark)
        #expect(try resolve(theme, era: .ios13).tintColor.value == Self.ios18Light)
    }

    @Test func aPaletteEntryWrittenAsASystemColourFollowsTheEra() throws {
        let theme = """
            colors: { accent: systemBlue }
            navigationBar: { tintColor: $accent, titleTextAttributes: { foregroundColor: $accent } }
            scenes: [{ name: s, items: [{ title: T }] }]
            """
        let ios26 = try resolve(theme, era: .ios26)
        #expect(ios26.tintColor.value == Self.ios26Light)
        #expect(ios26.titleColor.value == Self.ios26Light)
        #expect(try resolve(theme, era: .ios15).tintColor.value == Self.ios18Light)
    }

    @Test func theSelectedTabTintedSystemBlueIsTheErasBlue() throws {
        func selected(_ era: Era, _ variant: Variant, tint: String) throws -> RGBAColor {
            let yaml = """
                tabBar: { tintColor: \(tint) }
                scenes: [{ name: s, bar: tabBar, items: [{ title: Home }, { title: Me }] }]
                """
            let document = try #require(ThemeParser.parse(yaml, path: "t.yaml").0)
            let scene = try #require(document.scenes.first)
            var variant = variant
            variant.position = .bottom
            let bar = try #require(AppearanceResolver(era: era).resolve(document: document, scene: scene, variant: variant).tabBar)
            return bar.items[0].titleColor.value
        }
        // On iOS 26 the pill shifts the tint (docs/UIKIT.md §18.8): the same as the palette's values written out.
        let written = "{ light: \"#0088FF\", dark: \"#0091FF\" }"
        #expect(try selected(.ios26, Variant(), tint: "systemBlue") == selected(.ios26, Variant(), tint: written))
        #expect(try selected(.ios26, Self.dark, tint: "systemBlue") == selected(.ios26, Self.dark, tint: written))
        #expect(try selected(.ios15, Variant(), tint: "systemBlue") == Self.ios18Light)
    }

    @Test func theNameIsKeptThroughParsing() throws {
        let (document, diagnostics) = ThemeParser.parse(
            "navigationBar: { tintColor: systemBlue, barTintColor: white }", path: "t.yaml")
        let bar = try #require(document?.navigationBar, "\(diagnostics)")
        #expect(bar.tintColor?.value == .system(.systemBlue))
        // A class colour's components are fixed by UIColor.h: a value, not a palette entry.
        #expect(bar.barTintColor?.value == .fixed(.white))
    }

    @Test func namesIOS26DoesNotRetuneKeepTheirValues() throws {
        for name in ["systemGreen", "label", "systemGroupedBackground", "separator"] {
            let system = try #require(SystemColorName(name))
            #expect(SystemPalette.ios26.value(of: system) == SystemPalette.ios13.value(of: system))
            #expect(!SystemPalette.ios26.retunes(system))
        }
        #expect(SystemPalette.ios26.retunes(.systemBlue))
        #expect(SystemColorName("white") == nil, "a class colour")
        #expect(SystemColorName("systemBlu") == nil)
    }

    /// systemRed on iOS 26 glass (docs/UIKIT.md §2.3a, §10.14, #39 session 23): (255,75,78) in dark
    /// mode on two fit apps (TrailMark's `.tint(Color.red)` trash glyph, (255,75,78); CitiZen's
    /// destructive "End", (255,76,79)), (254,55,59) in light mode on one (TrailMark). Before, the iOS
    /// 13-18 (255,69,58) / (255,59,48): ΔE2000 4.2-4.4 in dark mode.
    @Test func systemRedTakesIOS26sMeasuredValues() throws {
        #expect(SystemPalette.ios26.resolve(.systemRed, .dark) == RGBAColor(r: 255, g: 75, b: 78))
        #expect(SystemPalette.ios26.resolve(.systemRed, .light) == RGBAColor(r: 254, g: 55, b: 59))
        #expect(SystemPalette.ios13.resolve(.systemRed, .dark) == RGBAColor(r: 255, g: 69, b: 58))
        #expect(SystemPalette.ios26.source(of: .systemRed) == "systemRed, iOS 26 palette")
    }

    @Test func everyNamedSystemColourIsADynamicColourOfTheTable() {
        for name in [SystemColorName.systemBlue, .label, .secondaryLabel, .tertiaryLabel, .separator, .tertiarySystemFill] {
            #expect(SystemColorName(name.rawValue) == name)
        }
        for name in SystemColors.ios26.keys { #expect(SystemColorName(name) != nil, "\(name)") }
    }

    @Test func theErasDefaultsComeFromTheirPalette() {
        #expect(EraDefaults.ios7.palette == .ios13)
        #expect(EraDefaults.ios15.palette == .ios13)
        #expect(EraDefaults.ios26.palette == .ios26)
        #expect(EraDefaults.ios13.darkTint == Self.ios18Dark)
        #expect(GlassMaterial.prominentBlue(.dark) == Self.ios26Dark)
    }

    @Test func explainSaysWhichPaletteANamedColourCameFrom() throws {
        #expect(SystemPalette.ios26.source(of: .systemBlue) == "systemBlue, iOS 26 palette")
        #expect(SystemPalette.ios13.source(of: .systemBlue) == "systemBlue, iOS 13-18 palette")
        #expect(SystemPalette.ios26.source(of: .label) == "label, iOS 13-18 palette (no iOS 26 value known)")
    }
}
