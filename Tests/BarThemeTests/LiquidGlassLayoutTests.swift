import Testing

@testable import BarTheme

/// The `ios26` era (docs/UIKIT.md §10): the default era, `compatibilityMode`, the new item and
/// navigation-item keys, glass platters in the layout, the label-coloured items and the
/// `liquid-glass-bar-tint` lint.
@Suite struct LiquidGlassLayoutTests {
    /// Parses a theme and lays out its first scene with a 10 pt-per-character measurer.
    func glass(_ yaml: String, variant: Variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)) throws
        -> BarLayout
    {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(
            scene: scene, metrics: variant.metrics, prefersLargeTitles: appearance.prefersLargeTitles.value)
        return BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
    }

    func platters(_ layout: BarLayout) -> [GlassPlatter] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p } else { return nil } }
    }

    @Test func aThemeWithoutEraIsIOS26AndCompatibilityModeGivesThePre26Era() {
        #expect(Era.effective(declared: nil, compatibilityMode: nil) == .ios26)
        #expect(Era.effective(declared: nil, compatibilityMode: true) == Era.compatibilityMode)
        #expect(Era.effective(declared: .ios26, compatibilityMode: true) == .ios15)
        #expect(Era.effective(declared: .ios26, compatibilityMode: false) == .ios26)
        // The key changes nothing for an older era, and the CLI's --era beats everything.
        #expect(Era.effective(declared: .ios7, compatibilityMode: true) == .ios7)
        #expect(Era.effective(override: .ios26, declared: .ios13, compatibilityMode: true) == .ios26)
    }

    @Test func theResolverUsesTheEraFunctionAndExplainsTheLabelColouredItems() throws {
        let (document, _) = ThemeParser.parse("scenes:\n  - name: s\n    items: [{ title: A }]\n", path: "t.yaml")
        let doc = try #require(document)
        let a = AppearanceResolver().resolve(
            document: doc, scene: try #require(doc.scenes.first), variant: Variant(position: .topAttached, scale: 2, statusBarHeight: 0))
        #expect(a.era == .ios26)
        #expect(a.tintColor.value == RGBAColor(r: 26, g: 26, b: 26))
        #expect(a.tintColor.provenance.rule.contains("on Liquid Glass, items default to the label colour"))
        #expect(a.shadow.value == .hairline(RGBAColor(white: 0, alpha: 0)))
        #expect(a.shadow.provenance.rule.contains("a Liquid Glass bar draws no hairline"))
        #expect(a.background.provenance.rule.contains("a Liquid Glass bar has no background of its own"))

        var compatible = doc
        compatible.compatibilityMode = Located(true, at: SourceLocation(file: "t.yaml", line: 1, column: 1))
        let b = AppearanceResolver().resolve(
            document: compatible, scene: try #require(doc.scenes.first),
            variant: Variant(position: .topAttached, scale: 2, statusBarHeight: 0))
        #expect(b.era == .ios15)
        #expect(b.tintColor.value == RGBAColor(r: 0, g: 122, b: 255))
    }

    /// ObSync (fit, one app, docs/UIKIT.md §10.2): `UINavigationBarAppearance()` with only fonts set
    /// as standard and scroll-edge appearance shows the black screen through the bar on iOS 26, where
    /// BarTheme drew the system chrome material ((27,27,27) over black). An explicit effect, colour or
    /// image still paints, and the iOS 13-15 eras keep the material.
    @Test func anIOS26AppearanceObjectWithTheDefaultBackgroundDrawsNone() throws {
        func background(_ object: String, era: String = "ios26") throws -> BarBackground {
            let (document, diagnostics) = ThemeParser.parse(
                """
                era: \(era)
                navigationBar:
                  standardAppearance: \(object)
                  scrollEdgeAppearance: \(object)
                scenes:
                  - name: s
                    items: [{ title: Vaults }]
                """, path: "t.yaml")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let doc = try #require(document)
            let variant = Variant(position: .topAttached, scale: 3, userInterfaceStyle: .dark, statusBarHeight: 62)
            let resolved = AppearanceResolver().resolve(document: doc, scene: try #require(doc.scenes.first), variant: variant)
            if era == "ios26", object.contains("titleTextAttributes") {
                #expect(resolved.background.provenance.rule.contains("on iOS 26 the default background is none"))
            }
            return resolved.background.value
        }
        let fontsOnly = "{ titleTextAttributes: { font: { size: 17, weight: semibold } } }"
        #expect(try background(fontsOnly).layers.isEmpty)
        #expect(try background("{ configureWith: default }").layers.isEmpty)
        #expect(try !background("{ backgroundEffect: systemChromeMaterial }").layers.isEmpty)
        #expect(try !background("{ backgroundColor: \"#102030\" }").layers.isEmpty)
        #expect(try !background(fontsOnly, era: "ios15").layers.isEmpty)
    }

    @Test func theNewKeysParseAndABadValueNamesItsLineAndColumn() throws {
        let (document, diags) = ThemeParser.parse(
            """
            compatibilityMode: true
            scenes:
              - name: s
                items:
                  - title: Note
                    subtitle: Edited
                    rightBarButtonItems:
                      - { systemItem: done, style: prominent }
                      - { systemItem: add, sharesBackground: false, hidesSharedBackground: true }
            """, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        #expect(doc.compatibilityMode?.value == true)
        let item = try #require(doc.scenes.first?.items.first)
        #expect(item.subtitle?.value == "Edited")
        #expect(item.rightBarButtonItems[0].style?.value == .prominent)
        #expect(item.rightBarButtonItems[1].sharesBackground?.value == false)
        #expect(item.rightBarButtonItems[1].hidesSharedBackground?.value == true)

        let bad = diagnostics(
            of: "scenes:\n  - name: s\n    items:\n      - rightBarButtonItems:\n          - { systemItem: add, sharesBackground: maybe }\n"
        )
        #expect(bad.count == 1)
        #expect(bad.first?.hasPrefix("theme.yaml:5:50: error:") == true, "\(bad)")
    }

    @Test func theBackButtonIsA44PointGlassCircle16PointsInWithTheChevronAloneAndTwoItemsShareACapsule() throws {
        let l = try glass(
            """
            scenes:
              - name: s
                items:
                  - title: Notes
                  - title: Retrieval
                    rightBarButtonItems: [{ systemItem: add }, { systemItem: action }]
            """)
        let p = platters(l).sorted { $0.frame.x < $1.frame.x }
        #expect(p.count == 2)
        // Measured on an iOS 26.2 render: x 16-60, the whole 44 pt band (docs/UIKIT.md §10.3).
        #expect(p[0].frame == Rect(x: 16, y: 0, width: 44, height: 44))
        #expect(p[0].isCircle)
        // Two glyphs share a capsule 100 pt wide (measured).
        #expect(p[1].frame == Rect(x: 402 - 16 - 100, y: 0, width: 100, height: 44))
        #expect(!l.texts.contains { $0.role == .backTitle })
        let chevron = try #require(l.backChevron)
        #expect(close(chevron.x, 31))
        // Its ink 0.25 pt below the circle's centre on a phone (§10.3, eight fit apps).
        #expect(close(chevron.midY, 22.25))
        // First right item outermost: add on the right half of the capsule, action on the left.
        let icons = l.elements.compactMap { e -> (SystemItem, Rect)? in
            if case .icon(let i) = e, case .system(let s) = i.icon { return (s, i.frame) } else { return nil }
        }
        #expect(icons.map(\.0) == [.action, .add])
        // Grouped glyphs: 46 pt slots, 8 pt apart (measured: centres 23 pt in from the capsule's ends).
        #expect(close(icons[1].1.midX, 402 - 16 - 23))
        // The title is still centred on the bar.
        #expect(close(l.run(.title)?.frame.midX, 201))
    }

    @Test func aProminentItemIsAloneOnATintFilledCapsuleWithWhiteText() throws {
        let l = try glass(
            """
            scenes:
              - name: s
                items:
                  - title: Edit
                    subtitle: Draft
                    leftBarButtonItems: [{ systemItem: cancel }]
                    rightBarButtonItems: [{ systemItem: done, style: prominent }, { systemItem: add }]
            """)
        let p = platters(l)
        #expect(p.count == 3)
        #expect(p.filter { if case .tinted = $0.fill { return true } else { return false } }.count == 1)
        let prominent = try #require(p.first { if case .tinted = $0.fill { return true } else { return false } })
        #expect(prominent.fill == .tinted(GlassMaterial.prominentBlue(.light)))
        // "Done" is 4 characters (40 pt) plus 15.83 pt each side, outermost on the right.
        #expect(abs(prominent.frame.width - pixelWidth(71.66)) < 1e-9 && prominent.frame.maxX == 402 - 16 && prominent.frame.height == 44)
        let done = try #require(l.texts.first { $0.text == "Done" })
        #expect(done.style.color == RGBAColor(white: 1))
        #expect(done.style.font.weight == .semibold)
        // The add item is not grouped with the prominent one: its own circle, 12 pt to the left.
        // (Its edges at the nearest pixels to the rule's, §10.4.)
        #expect(p.contains { abs($0.frame.x - pixelWidth(402 - 16 - 71.66 - 12 - 44)) < 1e-9 && $0.frame.width == 44 })
        // Title and subtitle stacked, centred as a pair in the band.
        let title = try #require(l.run(.title)), subtitle = try #require(l.run(.subtitle))
        #expect(close(title.frame.y, 22 - 20))
        #expect(close(subtitle.frame.y, 22))
        #expect(close(subtitle.frame.midX, 201))
    }

    /// PlantLog's form sheet (docs/UIKIT.md §10.4, one fit app): a disabled `.glassProminent`
    /// checkmark is a grey (206,206,206) circle with a white glyph, not the tint with the vibrant
    /// label; dark mode is approximate ((69,69,69), a black glyph). Before this test the disabled
    /// item kept the enabled blue fill.
    @Test func aDisabledProminentItemIsAGreyCircleWithTheBackgroundsColourOnIt() throws {
        for (style, fill, content) in [
            (UserInterfaceStyle.light, RGBAColor(r: 206, g: 206, b: 206), RGBAColor(white: 1)),
            (.dark, RGBAColor(r: 69, g: 69, b: 69), RGBAColor(r: 0, g: 0, b: 0)),
        ] {
            var variant = Variant(position: .top, width: 402, scale: 3, userInterfaceStyle: style, statusBarHeight: 0)
            variant.declaredIdiom = .phone
            let l = try glass(
                """
                scenes:
                  - name: s
                    items:
                      - title: New Plant
                        rightBarButtonItems: [{ image: { systemName: checkmark }, style: prominent, enabled: false }]
                        leftBarButtonItems: [{ title: Save, style: prominent, enabled: false }]
                """, variant: variant)
            let tinted = platters(l).compactMap { if case .tinted(let colour) = $0.fill { return colour } else { return nil } }
            #expect(tinted == [fill, fill], "\(style)")
            let check = try #require(
                l.elements.compactMap { element -> IconPlacement? in
                    if case .icon(let icon) = element, case .symbol(let symbol) = icon.icon, symbol.name == "checkmark" { return icon }
                    return nil
                }.first)
            #expect(check.color == content)
            #expect(l.texts.first { $0.text == "Save" }?.style.color == content)
        }
    }

    @Test func theLargeSubtitleSitsUnderTheLargeTitleAndFallsBackToTheSubtitle() throws {
        func large(_ item: String) throws -> BarLayout {
            try glass(
                "navigationBar: { prefersLargeTitles: true }\nscenes:\n  - name: s\n    items:\n      - { title: Inbox\(item) }\n")
        }
        let l = try large(", largeSubtitle: 3 unread, subtitle: Synced")
        let title = try #require(l.run(.largeTitle)), subtitle = try #require(l.run(.subtitle))
        #expect(subtitle.text == "3 unread")
        #expect(close(subtitle.frame.y, title.frame.maxY))
        #expect(close(subtitle.frame.x, 16))
        // The band grows by the subtitle's line: the 54 pt bar + 52 + 20 (the fixed measurer's line height).
        #expect(close(l.size.height, 54 + 52 + 20))
        #expect(try large(", subtitle: Synced").run(.subtitle)?.text == "Synced")
        #expect(close(try large("").size.height, 54 + 52))
    }

    @Test func fixedSpacesAndSharingKeysSplitGroupsAndFlexibleSpacesSpreadToolbarSegments() throws {
        let l = try glass(
            """
            scenes:
              - name: s
                bar: toolbar
                items:
                  - { systemItem: trash }
                  - { systemItem: organize }
                  - { systemItem: flexibleSpace }
                  - { systemItem: reply }
                  - { systemItem: fixedSpace, width: 10 }
                  - { systemItem: compose }
                  - { systemItem: add, sharesBackground: false }
                  - { systemItem: action, hidesSharedBackground: true }
            """, variant: Variant(position: .bottom, width: 440, scale: 3))
        let frames = platters(l).map(\.frame)
        // trash+organize | reply | compose | add; the action item has no platter.
        #expect(frames.count == 4)
        // A phone's floating toolbar (docs/UIKIT.md §10.7): 48 pt platters, 28 pt from the sides,
        // two glyphs on a 106.5 pt capsule.
        #expect(frames[0] == Rect(x: 28, y: 2, width: pixelWidth(106.5), height: 48))
        let rightEnd = 440.0 - 28
        // action (48, bare), add, compose, reply from the right: gaps of 12, and 12 + 10 for the fixed space.
        #expect(frames[3] == Rect(x: rightEnd - 48 - 12 - 48, y: 2, width: 48, height: 48))
        #expect(frames[2] == Rect(x: rightEnd - 48 - 12 - 48 - 12 - 48, y: 2, width: 48, height: 48))
        #expect(frames[1] == Rect(x: rightEnd - 48 - 12 - 48 - 12 - 48 - 22 - 48, y: 2, width: 48, height: 48))
        #expect(l.shadow == nil || l.shadow?.shadow == .hairline(RGBAColor(white: 0, alpha: 0)))
    }

    @Test func barTintColorIsFlaggedOnLiquidGlassOnly() throws {
        func lint(_ yaml: String) throws -> [Diagnostic] {
            let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
            return Linter.lint(try #require(document, "\(diagnostics.map(\.description))")).filter { $0.ruleID == "liquid-glass-bar-tint" }
        }
        let found = try lint("navigationBar:\n  barTintColor: \"#336699\"\n")
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 2)
        #expect(try lint("era: ios13\nnavigationBar:\n  barTintColor: \"#336699\"\n").isEmpty)
        #expect(try lint("compatibilityMode: true\nnavigationBar:\n  barTintColor: \"#336699\"\n").isEmpty)
    }
}
