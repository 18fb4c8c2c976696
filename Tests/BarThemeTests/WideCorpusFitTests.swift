import Testing

@testable import BarTheme

/// Facts fitted on the `fit` half of the wide iOS 26 corpus (#39, docs/FIDELITY.md "iOS 26, wide
/// corpus", docs/UIKIT.md §10.14): each test states the UIKit value measured on those captures.
@Suite struct WideCorpusFitTests {
    /// Lays out the first scene of `yaml` (LiquidGlassLayoutTests' harness: a 10 pt-per-character measurer).
    func layout(_ yaml: String, _ variant: Variant) throws -> BarLayout { try LiquidGlassLayoutTests().glass(yaml, variant: variant) }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }.sorted { $0.x < $1.x }
    }

    func chevron(_ layout: BarLayout) -> Rect? {
        layout.elements.compactMap { e -> Rect? in if case .icon(let i) = e, case .chevron = i.icon { return i.frame } else { return nil } }
            .first
    }

    /// `explain`'s platter lines (`layout.platter1`, …) for the first scene of `yaml`.
    static func platterLines(_ yaml: String, _ variant: Variant) throws -> [ExplainedProperty] {
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        return BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
    }

    static let pushed = """
        scenes:
          - name: s
            items: [{ title: Bindicator }, { title: Set Location }]
        """

    @Test func theBackChevronIsElevenBy18Point67AQuarterPointBelowTheRowsCentre() throws {
        // UIKit's ink: 31.0-42.0 × 74.67-93.67 pt on YOM's white screens, 31.0-42.0 × 75.00-93.67 on
        // Bindicator, BidoneDemo, Netpulse and Lexly (402 pt; the row's centre at 84 under a 62 pt
        // status bar); its coverage centroid 0.23-0.37 pt below the circle's centre on eight fit apps.
        let l = try layout(Self.pushed, Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let c = try #require(chevron(l))
        #expect(abs(c.x - 31) < 0.01 && abs(c.width - 11) < 0.01 && abs(c.height - 18.67) < 0.01)
        #expect(abs(c.midY - 22.25) < 0.01)
    }

    @Test func anIPadBarsItemRowIsCentred30PointsBelowItsTopAndItsPlattersAre10PointsIn() throws {
        // Bindicator on 13" iPads (1024 and 1032 pt, 24 pt status bar): the back circle at 10-54 ×
        // 32-76 pt, the title's baseline at 60.5 pt.
        for width in [1024.0, 1032.0] {
            let l = try layout(Self.pushed, Variant(position: .topAttached, width: width, scale: 2, statusBarHeight: 24))
            let back = try #require(platters(l).first)
            #expect(back == Rect(x: 10, y: 32, width: 44, height: 44), "\(width)")
        }
        // A phone keeps its 16 / 20 pt insets and its row at the bar's top.
        let phone = try layout(Self.pushed, Variant(position: .topAttached, width: 420, scale: 3, statusBarHeight: 68))
        #expect(platters(phone).first == Rect(x: 20, y: 68, width: 44, height: 44))
    }

    @Test func theSymbolsMeasuredOnTheFitHalfHaveTheirBoxes() {
        // Its layout width is its ink: SF Pro gives it line.3.horizontal.decrease's side bearings.
        let slider = SymbolBoxes.box(for: "slider.horizontal.3")
        #expect(slider.inkWidth == 21.67 && slider.inkHeight == 18.67 && slider.width == 21.67)
        #expect(slider.provenance != .approximate)
        #expect(SymbolBoxes.box(for: "pencil.circle").provenance != .approximate)
        #expect(SymbolBoxes.box(for: "plus").provenance == .measured(SymbolBoxes.netNewsWireAndHitokara))
        // A sheet's `.cancellationAction` xmark is SF Pro's large-scale glyph at 17 pt, as every bar
        // symbol is: 17.00 × 17.00 pt of ink on Yana (440 pt) and PlantLog (402 pt), two fit apps (#39
        // session 24, docs/UIKIT.md §10.13). On main before, one app's hand-measured 13.67 pt box (Hitokara
        // Log, the medium scale's size) overrode the font.
        let xmark = SymbolBoxes.box(for: "xmark")
        #expect(abs(xmark.inkWidth - 17.0) <= 0.2 && abs(xmark.inkHeight - 17.0) <= 0.2, "\(xmark)")
        #expect(xmark.provenance == .font)
    }

    @Test func explainNamesTheSharedCapsulesRuleWithTheSymbolsAdvances() throws {
        // Yana's reader (#39 session 8): three symbols on one navigation bar capsule.
        let yaml = """
            scenes:
              - name: s
                items:
                  - title: ""
                    rightBarButtonItems:
                      - { image: { systemName: ellipsis.circle } }
                      - { image: { systemName: line.3.horizontal.decrease.circle } }
                      - { image: { systemName: star } }
            """
        let lines = try Self.platterLines(yaml, Variant(position: .topAttached, width: 440, scale: 3, statusBarHeight: 0))
        let rule = try #require(lines.last?.provenance.rule)
        #expect(
            rule.contains(
                "its symbols take their advances from SF Pro's font (star 27.87, line.3.horizontal.decrease.circle 25.46,"
                    + " ellipsis.circle 25.46 pt) plus 11.27 pt each side, glyphs 8 pt apart (docs/UIKIT.md §10.13)"), "\(rule)")
    }

    @Test func theSymbolsMeasuredInSessionEightHaveTheirBoxes() {
        // Yana's reader and ExpenseMate's editor sheet (#39 session 8, fit): ink, layout width, offset.
        let expected: [(String, Double, Double, Double, Double)] = [
            ("list.bullet", 21.67, 21.67, 16, 0.33), ("line.3.horizontal.decrease.circle", 22, 22, 22, 0.33),
            ("ellipsis.circle", 22, 22, 22, 0.33), ("calendar", 23, 21.67, 19.67, 0.33),
            ("camera", 27.67, 26.33, 20.33, 0.33), ("trash", 21, 21, 24, 0.17),
        ]
        for (name, width, inkWidth, inkHeight, offset) in expected {
            let box = SymbolBoxes.box(for: name)
            #expect(box.width == width && box.inkWidth == inkWidth && box.inkHeight == inkHeight && box.inkOffsetY == offset, "\(name)")
            #expect(box.provenance != .approximate, "\(name)")
        }
        // NetNewsWire's chevrons keep 20 pt layout widths (their room before ios26; on a shared
        // capsule they take the font's advances, docs/UIKIT.md §10.13).
        #expect(SymbolBoxes.box(for: "chevron.up").width == 20 && SymbolBoxes.box(for: "chevron.up").inkWidth == 18.5)
    }

    @Test func aTextItemHas15Point83PointsOfGlassEachSideOfItsAdvanceAndThePlainLabelColour() throws {
        // Echo's Settings sheet (fit, 414 and 428 pt, light): a SwiftUI `Button("Done")` as
        // `.confirmationAction` on a 73.67 pt capsule around 42.0 pt of advance (San Francisco's
        // semibold "Done"), its title (0,0,0) where glyphs are #1A1A1A. The harness measures 10 pt a
        // character: 40 pt of text, a 71.66 pt capsule ending 20 pt from the edge.
        let yaml = """
            scenes:
              - name: s
                items: [{ title: Settings, rightBarButtonItems: [{ systemItem: done }] }]
            """
        let light = try layout(yaml, Variant(position: .topAttached, width: 414, scale: 3, statusBarHeight: 0))
        let capsule = try #require(platters(light).last)
        #expect(abs(capsule.width - pixelWidth(71.66)) < 0.001 && capsule.maxX == 394, "\(capsule)")
        let done = try #require(light.texts.first { $0.text == "Done" })
        let expectedX = 394 - pixelWidth(71.66) + 15.83
        #expect(abs(done.frame.midX - capsule.midX) < 0.001 && abs(done.frame.x - expectedX) < 0.01, "\(done.frame)")
        #expect(done.style.color == .black)
        // In dark mode, built with a later Xcode than 26.2 (or none said): the vibrant label colour, as
        // WhistleCounter's "Edit" and Apollo's "Cancel" (fit, April-May 2026) read (243,243,243).
        let dark = try layout(yaml, Variant(position: .topAttached, width: 414, scale: 3, userInterfaceStyle: .dark, statusBarHeight: 0))
        #expect(dark.texts.first { $0.text == "Done" }?.style.color == GlassVibrancy.darkText)
        // explain names both rules on the platter's line.
        let lines = try Self.platterLines(yaml, Variant(position: .topAttached, width: 414, scale: 3, statusBarHeight: 0))
        let rule = try #require(lines.last?.provenance.rule)
        #expect(rule.contains("a text item takes its title's advance plus 15.83 pt each side (docs/UIKIT.md §10.14)"), "\(rule)")
        #expect(rule.contains("a text item's title is drawn in the plain label colour"), "\(rule)")
    }

    @Test func anAppBuiltWithXcode26Point0DrawsTextItemsWith11Point83PointsOfGlassEachSide() throws {
        // Pokerist's card picker (fit, 402 pt, light and dark, October 2025: Xcode 26.0): its
        // `Button("Clear")` and confirmation `Button("Done")` sit on capsules 8 pt narrower than
        // Echo's rule (Xcode 26.1 and later) gives, 11.83 pt of glass each side of the advance.
        // The harness measures 10 pt a character: "Done" is 40 pt, its capsule 63.66 pt ending 16
        // pt from a 402 pt bar's edge; without a minor version (`xcode: 26`) or with 26.1, 71.66.
        func yaml(_ xcode: String) -> String {
            """
            \(xcode)
            scenes:
              - name: s
                items: [{ title: Select Card, leftBarButtonItems: [{ title: Clear }], rightBarButtonItems: [{ systemItem: done }] }]
            """
        }
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        let narrow = try layout(yaml("xcode: 26.0"), variant)
        let capsules = platters(narrow)
        #expect(capsules.count == 2)
        #expect(abs(capsules[0].width - pixelWidth(73.66)) < 0.001 && capsules[0].x == 16, "\(capsules)")
        #expect(abs(capsules[1].width - pixelWidth(63.66)) < 0.001 && capsules[1].maxX == 386, "\(capsules)")
        let done = try #require(narrow.texts.first { $0.text == "Done" })
        #expect(abs(done.frame.x - (386 - pixelWidth(63.66) + 11.83)) < 0.01, "\(done.frame)")
        for wide in ["xcode: 26.1", "xcode: 26", "xcode: 27.0", ""] {
            #expect(abs((platters(try layout(yaml(wide), variant)).last?.width ?? 0) - pixelWidth(71.66)) < 0.001, "\(wide)")
        }
        // explain: the resolved padding names the xcode: line, and the platter's line the rule.
        let (document, _) = ThemeParser.parse(yaml("xcode: 26.0"), path: "t.yaml")
        let doc = try #require(document)
        let appearance = AppearanceResolver().resolve(document: doc, scene: try #require(doc.scenes.first), variant: variant)
        let padding = try #require(appearance.explained.first { $0.name == "textItemPadding" })
        let xcodeLine = SourceLocation(file: "t.yaml", line: 1, column: 8)
        #expect(padding.value == "11.83 pt" && padding.provenance.origin == .declared(xcodeLine, layer: "xcode"))
        #expect(padding.provenance.rule.contains("an app built with Xcode 26.0 draws a text item on a narrower capsule"))
        let rule = try #require(Self.platterLines(yaml("xcode: 26.0"), variant).last?.provenance.rule)
        #expect(
            rule.contains("a text item takes its title's advance plus 11.83 pt each side, as an app built with Xcode 26.0 draws it"),
            "\(rule)")
    }

    @Test func anAppBuiltWithXcode26Point2OrEarlierDrawsDarkTextItemsWhite() throws {
        // Pokerist's sheet (fit, dark, Xcode 26.0) and SwiftLearningApp's quiz (fit, dark, Xcode 26.2)
        // draw their text items (255,255,255); WhistleCounter's and Apollo's (fit, no Xcode said,
        // April-May 2026) the vibrant (243,243,243). Light mode is black either way (Echo, Molten).
        func yaml(_ xcode: String) -> String {
            """
            \(xcode)
            scenes:
              - name: s
                items: [{ title: Quiz, leftBarButtonItems: [{ title: Close }] }]
            """
        }
        let dark = Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: .dark, statusBarHeight: 0)
        func close(_ xcode: String, _ variant: Variant = dark) throws -> RGBAColor? {
            try layout(yaml(xcode), variant).texts.first { $0.text == "Close" }?.style.color
        }
        for white in ["xcode: 26.0", "xcode: 26.1", "xcode: 26.2"] { #expect(try close(white) == .white, "\(white)") }
        for vibrant in ["xcode: 26.3", "xcode: 26.5", "xcode: 26", "xcode: 27", ""] {
            #expect(try close(vibrant) == GlassVibrancy.darkText, "\(vibrant)")
        }
        let light = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        #expect(try close("xcode: 26.2", light) == .black && close("", light) == .black)
        // explain names the xcode: line for the white label.
        let (document, _) = ThemeParser.parse(yaml("xcode: 26.2"), path: "t.yaml")
        let doc = try #require(document)
        let appearance = AppearanceResolver().resolve(document: doc, scene: try #require(doc.scenes.first), variant: dark)
        let label = try #require(appearance.explained.first { $0.name == "darkTextItemLabel" })
        #expect(label.provenance.origin == .declared(SourceLocation(file: "t.yaml", line: 1, column: 8), layer: "xcode"))
        #expect(label.provenance.rule.contains("Xcode 26.0-26.2 draws a text item's title in dark mode plain white"))
    }

    @Test func aLoneSymbolWiderThanItsCircleSitsOnACapsuleAndExplainSaysWhy() throws {
        // Bindicator's slider.horizontal.3 alone made a 47.67 pt capsule, but SF Pro gives it the
        // width and bearings of NetNewsWire's line.3.horizontal.decrease, which keeps its 44 pt
        // circle: a lone symbol keeps the circle (a listed fit miss, docs/UIKIT.md §10.14); only one
        // wider than the circle makes a capsule, as wide as the symbol.
        let yaml = """
            scenes:
              - name: s
                items: [{ title: Bindicator, rightBarButtonItems: [{ image: { systemName: slider.horizontal.3 } }] }]
            """
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        #expect(platters(try layout(yaml, variant)).last?.width == 44)
        let wide = yaml.replacingOccurrences(of: "systemName: slider.horizontal.3", with: "systemName: slider.horizontal.3, pointSize: 40")
        let capsule = try #require(platters(try layout(wide, variant)).last)
        #expect(abs(capsule.width - pixelWidth(21.67 * 40 / 17)) < 0.001 && abs(capsule.maxX - 386) < 0.001, "\(capsule)")

        let lines = try Self.platterLines(wide, variant)
        #expect(lines.contains { $0.provenance.rule.contains("slider.horizontal.3 is wider than a 44 pt circle") }, "\(lines)")
        #expect(try Self.platterLines(yaml, variant).allSatisfy { !$0.provenance.rule.contains("wider than") })
    }

    @Test func aBackTitlesCapsuleKeeps16Point67AfterItAndAnUncentrableTitleStarts12Point33Later() throws {
        // DNSChat (React Native's native stack, 402 pt): the capsule 16.33-248.00 pt, 17.67 pt of glass
        // after the back title's ink (16.67 after its advance), "Chat" 12.33 pt after the capsule
        // (session 10's platter walk, docs/FIDELITY.md; was read as ending at 245). The harness
        // measures 10 pt a character: "Logs de consultas" is 170 pt, the capsule 16 + 13.33 + 11 + 10
        // + 170 + 16.67 = 237 pt long.
        let yaml = """
            scenes:
              - name: s
                items: [{ title: Logs de consultas DNS, backButtonTitle: Logs de consultas }, { title: Chat Room }]
            """
        let l = try layout(yaml, Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let capsule = try #require(platters(l).first)
        #expect(abs(capsule.maxX - 237) < 0.001, "\(capsule)")
        let title = try #require(l.texts.first { $0.role == .title })
        #expect(abs(title.frame.x - (237 + 12.33)) < 0.001, "\(title.frame)")
    }

    @Test func theBackTitleOnGlassIsSeventeenPointMediumUnlessTheAppGivesItAFont() throws {
        // DNSChat (fit, React Native's native stack, 402 pt, session 16): "Logs de consultas DNS" is
        // 178.67 pt of ink, San Francisco 17 pt medium's 177.94 pt and regular's 174.38 (the width
        // table); so its capsule and the title after it were 4 pt short in regular.
        let yaml = """
            scenes:
              - name: s
                items: [{ title: Logs de consultas DNS, backButtonTitle: Logs de consultas }, { title: Chat Room }]
            """
        let phone = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        let back = try #require(try layout(yaml, phone).texts.first { $0.role == .backTitle })
        #expect(back.style.font == .liquidGlassBackTitle && back.style.font.weight == .medium, "\(back.style.font)")
        // A font the app gives the back button's title (its appearance object's) is drawn as given.
        let given = """
            scenes:
              - name: s
                navigationBar:
                  standardAppearance: { backButtonAppearance: { normal: { titleTextAttributes: { font: { weight: regular, size: 15 } } } } }
                items: [{ title: Logs de consultas DNS, backButtonTitle: Logs de consultas }, { title: Chat Room }]
            """
        let own = try #require(try layout(given, phone).texts.first { $0.role == .backTitle })
        #expect(own.style.font.weight == .regular && own.style.font.size == 15, "\(own.style.font)")
    }

    @Test func aTitleTooWideToCentreBesideTrailingPlattersStartsAfterTheLeadingOnes() throws {
        // ExpenseMate's editor sheet (402 pt): "Edit Transaction" cannot be centred beside the
        // three-symbol capsule; UIKit starts it after the leading circle (its ink 13.33 pt after it),
        // not against the capsule. Here "Edit Entry" is 100 pt: centred it would end at 251 pt, past
        // the capsule's start less the gap; it starts 12.33 pt after the circle (60 pt).
        let yaml = """
            scenes:
              - name: s
                items:
                  - title: Edit Entry
                    leftBarButtonItems: [{ image: { systemName: chevron.left } }]
                    rightBarButtonItems: [{ image: { systemName: trash } }, { image: { systemName: camera } }, { image: { systemName: calendar } }]
            """
        let l = try layout(yaml, Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0))
        let title = try #require(l.texts.first { $0.role == .title })
        #expect(abs(title.frame.x - (60 + 12.33)) < 0.001 && !title.isTruncated, "\(title.frame)")
        // With room to centre it (10 pt of title), it stays centred.
        let short = yaml.replacingOccurrences(of: "title: Edit Entry", with: "title: E")
        let phone = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        let centred = try #require(try layout(short, phone).texts.first { $0.role == .title })
        #expect(abs(centred.frame.midX - 201) < 0.001, "\(centred.frame)")
    }

    @Test func theLargeTitlesLineStartsAtTheMargin() throws {
        // NetNewsWire's "Feeds": the line starts at the 16 pt margin; the F's ink 2.00 pt past it
        // (UIKit) is San Francisco's own left bearing, which the renderer lays the glyph on
        // (TextEngineTests.theLargeTitlesFirstInkIsSanFranciscos), not an offset of the line.
        let yaml = """
            navigationBar: { prefersLargeTitles: true }
            scenes:
              - name: s
                items: [{ title: Feeds }]
            """
        let l = try layout(yaml, Variant(position: .topAttached, width: 390, scale: 3, statusBarHeight: 0))
        let title = try #require(l.texts.first { $0.role == .largeTitle })
        #expect(abs(title.frame.x - 16) < 0.001, "\(title.frame)")
    }

    @Test func aTextItemsOwnChromaticTintColoursItsTitleOnGlassNotItsPlatter() throws {
        // Accessible Notes' editor sheet (fit, Xcode 26.4): a `.confirmationAction` "Done" with
        // `.tint(.blue)` is semibold systemBlue text on a glass capsule, not a capsule filled blue.
        let l = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: Edit Note
                    leftBarButtonItems: [{ title: Cancel }]
                    rightBarButtonItems: [{ title: Done, style: done, tintColor: systemBlue }]
            """, Variant(position: .top, width: 402, scale: 3, statusBarHeight: 0))
        #expect(Self.fills(l) == [.glass, .glass])
        let done = try #require(l.texts.first { $0.text == "Done" })
        #expect(done.style.color == RGBAColor(r: 0, g: 136, b: 255))
        // An image item with the same tint still fills its circle (R8).
        let image = try layout(
            """
            scenes:
              - name: s
                items:
                  - title: T
                    rightBarButtonItems: [{ image: { systemName: plus }, tintColor: systemBlue }]
            """, Variant(position: .top, width: 402, scale: 3, statusBarHeight: 0))
        #expect(Self.fills(image) == [.tinted(RGBAColor(r: 0, g: 136, b: 255))])
    }

    static func fills(_ layout: BarLayout) -> [GlassPlatter.Fill] {
        layout.elements.compactMap { e -> GlassPlatter.Fill? in if case .platter(let p) = e { return p.fill } else { return nil } }
    }
}
