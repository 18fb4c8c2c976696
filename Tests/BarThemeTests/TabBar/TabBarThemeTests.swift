import Testing

@testable import BarTheme

/// 10 pt per character, 12 pt lines, ascent 9.5 pt.
struct FixedMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle) -> TextMetrics {
        TextMetrics(width: Double(text.count) * 10, height: 12, ascent: 9.5)
    }
}

/// The tab bar from theme to layout (docs/UIKIT.md §18): the format's UIKit names parsed with their
/// places, UIKit's precedence with provenance, the lint rules teams need on iOS 26, the stacked
/// and glass layouts at the measured places.
@Suite struct TabBarThemeTests {
    static let theme = """
        era: ios15
        tabBar:
          tintColor: "#FF9F1C"
          unselectedItemTintColor: "#8A9BB0"
          standardAppearance:
            configureWith: opaque
            backgroundColor: "#1B2A41"
            stackedLayoutAppearance:
              normal: { iconColor: "#445566" }
              selected: { titleTextAttributes: { foregroundColor: "#00FF00" } }
        tabBarItem:
          titleTextAttributes: { selected: { foregroundColor: "#0000FF" } }
          badgeColor: "#123456"
        scenes:
          - name: tabs
            bar: tabBar
            atScrollEdge: false
            items:
              - { title: Home, image: { systemName: house } }
              - { title: Inbox, image: { systemName: tray.full }, badgeValue: "3", titleTextAttributes: { normal: { foregroundColor: "#FF0000" } } }
              - { title: Settings, image: { systemName: gearshape } }
            selectedItem: 0
        """

    func parse(_ text: String) throws -> ThemeDocument {
        let (document, diagnostics) = ThemeParser.parse(text, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(document)
    }

    func resolve(_ document: ThemeDocument, width: Double = 393, era: Era? = nil) throws -> (BarAppearance, TabBarAppearance) {
        let scene = try #require(document.scenes.first)
        let bar = AppearanceResolver(era: era).resolve(
            documents: [document], scene: scene, variant: Variant(position: .bottom, width: width, scale: 3))
        return (bar, try #require(bar.tabBar))
    }

    /// The scene laid out as `BarLayoutEngine` lays out every bar (the tab bar is one of its kinds).
    func laidOut(_ bar: BarAppearance, _ scene: SceneDeclaration, _ variant: Variant) -> BarLayout {
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        return BarLayoutEngine(measurer: FixedMeasurer()).layout(appearance: bar, content: content, variant: variant)
    }

    @Test func theFormatKeepsUIKitsNamesAndWhereEachValueIsWritten() throws {
        let document = try parse(Self.theme)
        let scene = try #require(document.scenes.first)
        #expect(scene.bar?.value == .tabBar)
        let content = try #require(scene.tabBarContent)
        #expect(content.items.map { $0.title?.value } == ["Home", "Inbox", "Settings"])
        #expect(content.items[1].badgeValue?.value == "3")
        #expect(content.items[1].badgeValue?.location.line == 20)
        #expect(document.tabBar?.unselectedItemTintColor?.location.line == 4)
        #expect(document.tabBar?.standardAppearance?.stackedLayoutAppearance?.normal?.iconColor?.location.line == 9)
        #expect(document.tabBarItem?.badgeColor != nil)
    }

    @Test func mistakesAreLocatedErrorsWithAFix() {
        let (_, wrongKey) = ThemeParser.parse(
            """
            tabBar: { unselectedTintColor: "#FFFFFF" }
            scenes:
              - name: s
                bar: tabBar
                items: [{ title: A }]
                selectedItem: 3
              - name: n
                selectedItem: 0
            """, path: "t.yaml")
        let misspelt = wrongKey.first { $0.message.contains("unselectedTintColor") }
        #expect(misspelt?.location?.line == 1)
        let words = (misspelt?.message ?? "") + (misspelt?.hint ?? "")
        #expect(words.contains("unknown key 'unselectedTintColor' in tabBar") && words.contains("did you mean"))
        let past = wrongKey.first { $0.message.contains("past the last tab") }
        #expect(past?.location?.line == 6)
        let wrongBar = wrongKey.first { $0.message.contains("belongs to a tab bar scene") }
        #expect(wrongBar?.location?.line == 8)
    }

    @Test func aMinimizedBarThatNeverMinimizesIsALocatedErrorWithAFix() {
        let (_, diagnostics) = ThemeParser.parse(
            """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
                items: [{ title: A }, { title: B }]
                tabBarMinimizeBehavior: never
                minimized: true
              - name: t
                bar: tabBar
                items: [{ title: A }, { title: B }]
                tabBarMinimizeBehavior: onScrollDown
                minimized: true
            """, path: "t.yaml")
        let contradiction = diagnostics.filter { $0.message.contains("tabBarMinimizeBehavior: never") }
        #expect(contradiction.map { $0.location?.line } == [7])
        #expect(contradiction.first?.hint?.contains("onScrollDown") == true, "\(diagnostics)")
    }

    @Test func explainNamesEveryTabBarValuesSourceAndRule() throws {
        let document = try parse(Self.theme)
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .bottom, width: 393, scale: 3)
        let bar = AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        let lines = ExplainedBar.properties(scene: scene, appearance: bar, content: content, drawnBackTitle: nil, variant: variant)
        let tabLines = lines.filter { $0.name.hasPrefix("tab[") }
        // Five values for each of the scene's tabs, each named with the tab's title and state.
        #expect(tabLines.count == 5 * (content.tabBar?.tabs.count ?? 0) && !tabLines.isEmpty)
        #expect(tabLines.contains { $0.name == "tab[1] 'Inbox' (normal).iconColor" })
        // Every tab bar value says which rule chose it, citing docs/UIKIT.md (or the theme line it came from).
        for line in lines where line.name.hasPrefix("tab") {
            #expect(line.provenance.rule.contains("docs/UIKIT.md §"), "\(line.name): \(line.provenance.rule)")
        }
        let inboxIcon = try #require(tabLines.first { $0.name == "tab[1] 'Inbox' (normal).iconColor" })
        #expect(inboxIcon.provenance.description.contains("t.yaml:"))
        #expect(ExplainedBar.summary(appearance: bar, content: content, drawnBackTitle: nil).hasPrefix("tab bar (ios"))
    }

    @Test func itemBeatsProxyAndTheAppearanceObjectBeatsTheLegacyTint() throws {
        let (bar, tabBar) = try resolve(try parse(Self.theme))
        #expect(tabBar.layout == .stacked)
        #expect(bar.appearanceObject.value.contains("standardAppearance"))
        // Selected: the proxy's selected title colour beats the object's (policy legacyOverridesAppearanceObjects).
        let home = tabBar.items[0]
        #expect(home.state == .selected)
        #expect(home.titleColor.value == RGBAColor(r: 0, g: 0, b: 255))
        #expect(home.titleColor.overridden.isEmpty)
        #expect(home.iconColor.value == RGBAColor(r: 0xFF, g: 0x9F, b: 0x1C))
        // Unselected: the object's normal.iconColor beats unselectedItemTintColor; the item's own title colour wins.
        let inbox = tabBar.items[1]
        #expect(inbox.iconColor.value == RGBAColor(r: 0x44, g: 0x55, b: 0x66))
        #expect(inbox.iconColor.provenance.rule.contains("item appearance"))
        #expect(inbox.titleColor.value == RGBAColor(r: 255, g: 0, b: 0))
        #expect(inbox.badgeColor.value == RGBAColor(r: 0x12, g: 0x34, b: 0x56))
        #expect(tabBar.items[2].titleColor.value == RGBAColor(r: 0x44, g: 0x55, b: 0x66))
        #expect(bar.background.value.composited(over: .white) == RGBAColor(r: 0x1B, g: 0x2A, b: 0x41))
    }

    @Test func iOS15PutsATabBarAtItsScrollEdgeWithATransparentBackground() throws {
        let document = try parse(
            """
            era: ios15
            scenes:
              - { name: s, bar: tabBar, items: [{ title: A }, { title: B }] }
            """)
        let (bar, tabBar) = try resolve(document)
        #expect(bar.background.value.kind == .transparent)
        #expect(bar.shadow.value == .none)
        #expect(bar.appearanceObject.provenance.rule.contains("tab bar at its scroll edge"))
        #expect(tabBar.items[1].iconColor.value == RGBAColor(r: 146, g: 146, b: 146))
        #expect(tabBar.items[0].titleFont.value == FontDescriptor(family: "system", weight: .medium, size: 10))
    }

    @Test func iOS26IgnoresUnselectedItemTintColorAndSaysWhy() throws {
        var text = Self.theme.replacingOccurrences(of: "era: ios15", with: "era: ios26")
        text = text.replacingOccurrences(of: "      normal: { iconColor: \"#445566\" }\n", with: "")
        let (_, tabBar) = try resolve(try parse(text))
        let unselected = tabBar.items[2].iconColor
        // The vibrant label over the glass (the appearance's navy is not drawn in the capsule, docs/UIKIT.md
        // §18.8), as on the same bar without it, not the declared grey.
        let opaque = "    configureWith: opaque\n    backgroundColor: \"#1B2A41\"\n"
        #expect(text.contains(opaque))
        let (_, plain) = try resolve(try parse(text.replacingOccurrences(of: opaque, with: "")))
        #expect(unselected.value == plain.items[2].iconColor.value && unselected.value.red < 40)
        #expect(unselected.provenance.rule.contains("ignores unselectedItemTintColor"))
        #expect(unselected.overridden.first?.location.line == 4)
    }

    /// DNSChat's D2 and Hitokara Log's G5 (docs/UIKIT.md §18.6, two fit apps): on dark glass over
    /// black an unselected tab is (244,243,244), not white.
    @Test func iOS26DrawsUnselectedTabsInTheDarkGlasssLabelColour() throws {
        let tabBar = try glassTabs(backdrop: "#000000", style: .dark)
        #expect(Self.bytes(tabBar.items[1].iconColor.value) == [244, 244, 244])
        #expect(Self.bytes(tabBar.items[1].titleColor.value) == [244, 244, 244])
    }

    static func bytes(_ color: RGBAColor) -> [Int] { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } }

    /// Two tabs on the iOS 26 capsule over `backdrop`, the first selected, with an optional tint.
    func glassTabs(backdrop: String, style: UserInterfaceStyle, tint: String? = nil) throws -> TabBarAppearance {
        let document = try parse(
            """
            era: ios26
            \(tint.map { "tabBar: { tintColor: \"\($0)\" }" } ?? "")
            scenes:
              - { name: s, bar: tabBar, backdrop: "\(backdrop)", items: [{ title: Chat, image: { systemName: message } }, { title: Logs }] }
            """)
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .bottom, width: 440, scale: 3, userInterfaceStyle: style)
        return try #require(AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant).tabBar)
    }

    /// The unselected label takes the glass's hue as the back chevron does (docs/UIKIT.md §18.6,
    /// §10.3; #41 session 12, fit): YOM's (26,25,25) over white and (25,25,29) over
    /// systemGroupedBackground, DNSChat's (25,25,30) there at 440 pt (its glass (250,250,255)). The
    /// fixed (25,25,28) BarTheme drew before is ΔE2000 2.2 off on white.
    @Test func iOS26UnselectedTabsTakeTheGlasssHue() throws {
        func near(_ color: RGBAColor, _ uikit: [Int]) -> Bool { zip(Self.bytes(color), uikit).allSatisfy { abs($0 - $1) <= 1 } }
        let white = try glassTabs(backdrop: "#FFFFFF", style: .light)
        #expect(near(white.items[1].titleColor.value, [26, 25, 25]), "\(white.items[1].titleColor.value)")
        let grouped = try glassTabs(backdrop: "systemGroupedBackground", style: .light).items[1].titleColor
        #expect(near(grouped.value, [25, 25, 29]), "\(grouped.value)")
        #expect(grouped.provenance.rule.contains("the vibrant label colour darkens what is under it by 0.9 of its luma"))
    }

    /// On dark glass the label lifts the glass by the same share of its distance from white (Boxing
    /// Timer, fit, one app: UIKit's (28,46,86) navy glass, labels (227,245,255)).
    @Test func iOS26DarkLabelsKeepANavyGlasssHue() throws {
        let label = GlassVibrancy.labelOnDarkGlass(RGBAColor(r: 28, g: 46, b: 86))
        #expect(zip(Self.bytes(label), [227, 245, 255]).allSatisfy { abs($0 - $1) <= 1 }, "\(Self.bytes(label))")
    }

    /// The selected tab's tint on the pill (docs/UIKIT.md §18.8; #41 session 12, fit): systemBlue
    /// (0,136,255) reads (0,125,246) on YOM's light pill, Hitokara Log's (255,89,148) (255,119,180)
    /// on its dark one (BarTheme's dark pill over black is DNSChat's (58,58,58)).
    @Test func iOS26DrawsTheTintOnThePillDarkerInLightAndLighterInDark() throws {
        let light = try glassTabs(backdrop: "systemGroupedBackground", style: .light).items[0]
        #expect(Self.bytes(light.iconColor.value) == [0, 125, 246], "\(light.iconColor.value)")
        #expect(light.titleColor.provenance.rule.contains("a tint on the pill is darkened by half the pill's distance from white"))
        let dark = try glassTabs(backdrop: "#000000", style: .dark, tint: "#FF5994").items[0].titleColor.value
        #expect(Self.bytes(dark) == [255, 118, 177], "\(dark)")
    }

    @Test func lintFindsWhatBitesTeamsOnIOS26AtTheKey() throws {
        let document = try parse(
            """
            era: ios26
            tabBar:
              unselectedItemTintColor: "#999999"
              standardAppearance:
                configureWith: opaque
              scrollEdgeAppearance:
                configureWith: transparent
            """)
        let findings = Linter.lint(document)
        let background = try #require(findings.first { $0.ruleID == "tab-bar-background-hides-glass" })
        #expect(background.location?.line == 5 && background.location?.column == 20)
        #expect(background.hint?.contains("stackedLayoutAppearance") == true)
        // The colour is not drawn in the capsule (docs/UIKIT.md §18.8): the warning says it does not show.
        #expect(background.message.contains("is not drawn in the floating capsule") && background.message.contains("stays glass"))
        let transparent = try #require(findings.first { $0.ruleID == "tab-bar-transparent-background" })
        #expect(transparent.location?.line == 7)
        let tint = try #require(findings.first { $0.ruleID == "tab-bar-unselected-tint-ignored" })
        #expect(tint.location?.line == 3)
        #expect(tint.hint?.contains("iconColor") == true)
        // Before iOS 26 a transparent scroll edge is UIKit's own default, and a background is fine.
        let older = try parse(
            """
            era: ios15
            tabBar:
              unselectedItemTintColor: "#999999"
              standardAppearance: { configureWith: opaque }
              scrollEdgeAppearance: { configureWith: transparent }
            """)
        let iOS26Rules: Set = ["tab-bar-background-hides-glass", "tab-bar-transparent-background", "tab-bar-unselected-tint-ignored"]
        let olderFindings = Linter.lint(older).filter { iOS26Rules.contains($0.ruleID ?? "") }
        #expect(olderFindings.isEmpty)
    }

    /// `tabBar.backgroundColor` (the view's colour) hides the glass on iOS 26 as an appearance's
    /// background does (docs/UIKIT.md §18.8, SmartNotes): the warning names its line and the fix.
    @Test func lintWarnsThatTheBarViewsOwnColourHidesTheGlassOnIOS26Only() throws {
        let theme = """
            era: ERA
            tabBar:
              tintColor: systemBlue
              backgroundColor: systemBackground
            """
        let findings = Linter.lint(try parse(theme.replacingOccurrences(of: "ERA", with: "ios26")))
        let view = try #require(findings.first { $0.ruleID == "tab-bar-background-hides-glass" })
        #expect(view.location?.line == 4 && view.location?.column == 20)
        #expect(view.message.contains("tab bar view") && view.hint?.contains("tabBar.backgroundColor") == true)
        let older = Linter.lint(try parse(theme.replacingOccurrences(of: "ERA", with: "ios15")))
        #expect(!older.contains { $0.ruleID == "tab-bar-background-hides-glass" })
    }

    @Test func theStackedBarPutsImagesAndTitlesWhereUIKitDoes() throws {
        let document = try parse(
            """
            era: ios15
            scenes:
              - { name: s, bar: tabBar, atScrollEdge: false, items: [{ title: Trackers, image: { systemName: record.circle.fill } }, { title: Stats }] }
            """)
        let (bar, _) = try resolve(document)
        let scene = try #require(document.scenes.first)
        let layout = laidOut(bar, scene, Variant(position: .bottom, width: 393, scale: 3))
        let band = 1.0 / 3
        #expect(abs(layout.size.height - (band + 49 + 34)) < 1e-9)
        let icon = try #require(layout.elements.compactMap { if case .icon(let icon) = $0 { return icon.frame } else { return nil } }.first)
        #expect(abs(icon.midX - 98.25) < 0.01 && abs(icon.midY - (band + 18.67)) < 0.01)
        let titles = layout.texts.filter { $0.role == .tabTitle }
        #expect(titles.map(\.text) == ["Trackers", "Stats"])
        #expect(abs(titles[0].frame.y + 9.5 - (band + 45.33)) < 0.01)
        // Centred on 294.75: the 50 pt text plus its trailing tracking ceiled to a 50.333 pt label, from
        // 269.583 rounded to the pixel, 269.667 (§18.6, "Where a stacked title starts").
        #expect(abs(titles[1].frame.minX - 809.0 / 3) < 0.01)
    }

    @Test func iOS26FloatsTheCapsuleWithThePillUnderTheSelectedTab() throws {
        let document = try parse(
            """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
                items: [{ title: Saved }, { title: Map }, { title: Gear }]
                selectedItem: 2
                variants: { layoutDirections: [rightToLeft] }
            """)
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .bottom, width: 402, scale: 3, layoutDirection: .rightToLeft)
        let layout = laidOut(AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant), scene, variant)
        let capsule = try #require(layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }.first)
        #expect(capsule == Rect(x: 64, y: 12, width: 274, height: 62))
        #expect(layout.size.height - capsule.maxY == 21)
        let pill = try #require(
            layout.elements.compactMap { if case .placeholder(let p) = $0 { return p.frame } else { return nil } }.first)
        // Right to left: the third tab is at the left end.
        #expect(pill == Rect(x: 68, y: 16, width: 94, height: 54))
        #expect(layout.texts.first { $0.text == "Gear" }.map { abs($0.frame.midX - 115) < 0.01 } == true)
        #expect(layout.capsuleRule?.contains("hug equal 86 pt slots") == true)
    }

    /// Timai's German titles (docs/UIKIT.md §18.6, one app): a title wider than an 86 pt slot holds
    /// widens every slot to it plus 32.2 pt, measured with the layout's own text measurer.
    @Test func aLongTitleWidensEverySlotOfAHuggingCapsule() throws {
        let document = try parse(
            """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
                items: [{ title: Zeit }, { title: Berichte }, { title: Mehr }]
                selectedItem: 1
            """)
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .bottom, width: 428, scale: 3)
        let layout = laidOut(AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant), scene, variant)
        let capsule = try #require(layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }.first)
        // "Berichte" measures 80 pt here: three 112.2 pt slots and 8 pt ends, 352.6 pt, on whole points
        // (docs/UIKIT.md §18.6): 353 pt wide at x 38 (37.5 rounded), the slots sharing the rounded width.
        #expect(capsule.width == 353 && capsule.minX == 38 && capsule.height == 62)
        let slot = (353 - 16) / 3.0
        // Each title's label is centred on its slot, its width and origin on the pixel (§18.6, `stackedTitleX`).
        let tracking = TrackingTable.tracking(for: FontDescriptor(family: "system", weight: .medium, size: 10))
        let starts = zip([40.0, 80, 40], 0..<3).map { width, index in
            TabItemPart.stackedTitleX(centredOn: 38 + 8 + (Double(index) + 0.5) * slot, width: width, tracking: tracking, scale: 3)
        }
        #expect(abs(38 + 8 + 1.5 * slot - 214.5) < 1e-9)
        #expect(layout.texts.count == 3 && zip(layout.texts, starts).allSatisfy { abs($0.frame.x - $1) < 1e-9 })
        let pill = try #require(
            layout.elements.compactMap { if case .placeholder(let p) = $0 { return p.frame } else { return nil } }.first)
        #expect(abs(pill.width - (slot + 8)) < 1e-9 && abs(pill.midX - 214.5) < 1e-9)
        #expect(layout.capsuleRule?.contains("80 pt, plus 32.2 pt") == true)
    }

    /// The most common tab bar appearance a team writes: `UITabBarAppearance()` (or
    /// `configureWithDefaultBackground()`) with only its tabs' colours set. Its background is the
    /// system material, so the iOS 26 capsule stays glass (docs/UIKIT.md §18.6); only
    /// `configureWithTransparentBackground()` leaves no material. Before this test, an object whose
    /// material adds no layer over a flat backdrop was taken for a transparent one and the capsule
    /// was not drawn at all (and in dark mode the material's layer was drawn as a flat colour).
    @Test func anAppearanceThatOnlyColoursTheTabsKeepsTheGlassCapsule() throws {
        func capsules(_ tabBar: String, _ style: UserInterfaceStyle = .light) throws -> [BarLayout.Element] {
            let document = try parse(
                """
                era: ios26
                tabBar:
                \(tabBar)
                scenes:
                  - { name: s, bar: tabBar, backdrop: systemGroupedBackground, items: [{ title: Home }, { title: Inbox }] }
                """)
            let scene = try #require(document.scenes.first)
            let variant = Variant(position: .bottom, width: 402, scale: 3, userInterfaceStyle: style)
            let bar = AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant)
            #expect(bar.background.value.summary.isEmpty == false)
            return laidOut(bar, scene, variant).elements.filter { if case .platter = $0 { return true } else { return false } }
        }
        let colours = "  standardAppearance: { stackedLayoutAppearance: { normal: { iconColor: \"#888888\" } } }"
        #expect(try capsules(colours).count == 1)
        // In dark mode the chrome material has a layer: it was drawn as a flat (29,29,29) capsule.
        #expect(try capsules(colours, .dark).count == 1)
        #expect(try capsules("  standardAppearance: { configureWith: default }").count == 1)
        #expect(try capsules("  standardAppearance: { configureWith: transparent }").isEmpty)
    }

    /// An iOS 26 tab bar appearance configured opaque with a colour of its own: UIKit draws the glass
    /// capsule, not that colour (docs/UIKIT.md §18.8: Boxing Timer's navy and DNSChat's white, two fit
    /// apps), so the pill and the tabs' colours are those of the same bar without the appearance, and
    /// `explain` says the colour is not drawn. Until #41 session 24 the capsule was filled with the colour
    /// and a dark one in light mode took the glass's dark appearance (a lighter pill, light labels).
    @Test func anAppearanceColourIsNotDrawnInTheIOS26Capsule() throws {
        func resolved(_ appearance: String) throws -> (TabBarAppearance, pill: RGBAColor, capsuleIsGlass: Bool) {
            let document = try parse(
                """
                era: ios26
                tabBar:
                  tintColor: "#FF6A00"
                  \(appearance)
                scenes:
                  - { name: s, bar: tabBar, backdrop: white, items: [{ title: Home }, { title: Inbox }, { title: Me, enabled: false }] }
                """)
            let scene = try #require(document.scenes.first)
            let variant = Variant(position: .bottom, width: 402, scale: 3, userInterfaceStyle: .light)
            let bar = AppearanceResolver().resolve(documents: [document], scene: scene, variant: variant)
            let elements = laidOut(bar, scene, variant).elements
            let pills = elements.compactMap { element -> RGBAColor? in
                guard case .placeholder(let box) = element, box.frame.width < 150 else { return nil }
                return box.color
            }
            let glass = elements.contains { if case .platter = $0 { return true } else { return false } }
            return (try #require(bar.tabBar), try #require(pills.first), glass)
        }
        let (plain, plainPill, _) = try resolved("# no appearance")
        for colour in ["#1B1F3B", "#FFFFFF", "#F2F2F2"] {
            let (tabBar, pill, glass) = try resolved("standardAppearance: { configureWith: opaque, backgroundColor: \"\(colour)\" }")
            #expect(glass, "\(colour)")
            #expect(tabBar.glassStyle == .light)
            #expect(pill == plainPill && pill == TabBarGlassColours.lightPillVeil)
            #expect(tabBar.items.map(\.iconColor.value) == plain.items.map(\.iconColor.value))
            #expect(tabBar.items.map(\.titleColor.value) == plain.items.map(\.titleColor.value))
            #expect(tabBar.background.provenance.rule.contains("not drawn in the iOS 26 capsule"))
        }
        #expect(!plain.background.provenance.rule.contains("not drawn"))
    }

    /// `explain` names the item layout and the appearance key it reads, so a theme that styles only
    /// `stackedLayoutAppearance` sees why an iPad's (inline) tabs keep UIKit's colours.
    @Test func explainNamesTheItemLayoutAndTheKeyItsTabsComeFrom() throws {
        let document = try parse(Self.theme)
        for (width, layout, key) in [
            (393.0, "stacked", "stackedLayoutAppearance"), (1024, "inline", "inlineLayoutAppearance"),
        ] {
            let (_, tabBar) = try resolve(document, width: width)
            let line = try #require(tabBar.explained(titles: []).first { $0.name == "tabBar.itemLayout" })
            #expect(line.value == layout)
            #expect(line.provenance.rule.contains("from the appearance object's \(key)"))
        }
        #expect(TabBarAppearance.explainedLayout(.compactInline).provenance.rule.contains("compact height"))
    }

    /// A theme built in code (as `import` and the generated code's recorded UIKit calls build one)
    /// may give its proxy and a scope's `tabBar:` the same place: each layer still reads its own
    /// block, so a render outside the scope takes the proxy's values, not the scope's.
    @Test func blocksThatShareAPlaceEachResolveAsTheirOwnLayer() throws {
        var document = try parse(
            """
            era: ios15
            tabBar:
              itemPositioning: centered
              itemWidth: 72
              selectionIndicatorImage: images/indicator.png
              standardAppearance: { configureWith: opaque, selectionIndicatorTintColor: "#A8DADC" }
            when:
              - containedIn: [SettingsTabs]
                tabBar: { tintColor: "#1D3557", standardAppearance: { configureWith: default } }
            scenes:
              - name: tabs
                bar: tabBar
                atScrollEdge: false
                items: [{ title: Home }, { title: Inbox }]
            """)
        let place = try #require(document.tabBar?.location)
        document.scopes[0].tabBar?.location = place
        let (_, tabBar) = try resolve(document)
        #expect(tabBar.positioning.value == .centered)
        #expect(tabBar.itemWidth.value == 72)
        #expect(tabBar.selectionIndicator.value?.path.hasSuffix("images/indicator.png") == true)
        #expect(tabBar.selectionIndicatorTint.value == RGBAColor(r: 0xA8, g: 0xDA, b: 0xDC))
    }
}
