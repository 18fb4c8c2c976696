import Testing

@testable import BarTheme

/// The bar parts one by one (`Layout/Parts`), with the fixed measurer (10 pt per character, 20 pt
/// lines, no baseline) and 24 pt images: each part's boxes from its inputs, without a whole bar.
@Suite struct LayoutPartTests {
    /// The parts' input for a scene of `items` on `bar` in `era`, laid out in `variant`.
    func input(
        _ items: String = "[{ title: T }]", bar: String = "navigationBar", era: String = "ios13",
        variant: Variant = Variant(position: .top, width: 375, scale: 2), prefersLargeTitles: Bool = false
    ) throws -> (LayoutInput, BarContent) {
        let yaml = "era: \(era)\nscenes:\n  - name: s\n    bar: \(bar)\n    items: \(items)\n"
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: prefersLargeTitles)
        return (LayoutInput(appearance: appearance, variant: variant, measurer: FixedWidthMeasurer(), images: FixedImageSize()), content)
    }

    func frames(_ elements: [BarLayout.Element]) -> [Rect] { elements.map(\.frame) }

    @Test func aCentredLineMovesTowardTheRoomierSideThenIsCut() {
        // Centred on a 375 pt bar when it fits.
        #expect(TitlePart.centredLine(width: 100, barWidth: 375, leftLimit: 8, rightLimit: 367) == (137.5, 100, false))
        // Pushed right of a wide left side, left of a wide right side.
        #expect(TitlePart.centredLine(width: 100, barWidth: 375, leftLimit: 200, rightLimit: 367) == (200, 100, false))
        #expect(TitlePart.centredLine(width: 100, barWidth: 375, leftLimit: 8, rightLimit: 150) == (50, 100, false))
        // Wider than the room: starts at the left limit, cut at the right one.
        #expect(TitlePart.centredLine(width: 400, barWidth: 375, leftLimit: 8, rightLimit: 367) == (8, 359, true))
    }

    @Test func thePromptIsCentredInItsBandAndCutToTheBarLessItsInsets() {
        let band = Rect(x: 0, y: 47, width: 375, height: 30)
        let short = PromptPart.layout("Prompt", band: band, barWidth: 375, color: .black, measurer: FixedWidthMeasurer())
        #expect(short.frame == Rect(x: 157.5, y: 52, width: 60, height: 20))
        let long = PromptPart.layout(
            String(repeating: "p", count: 40), band: band, barWidth: 375, color: .black, measurer: FixedWidthMeasurer())
        guard case .text(let run) = long else { Issue.record("\(long)"); return }
        #expect(run.frame == Rect(x: 8, y: 52, width: 359, height: 20))
        #expect(run.isTruncated)
        #expect(PromptPart.bandHeight("Prompt") == 30)
        #expect(PromptPart.bandHeight(nil) == 0)
    }

    @Test func aToolbarRowSpreadsItsItemsByTheFlexibleSpace() throws {
        let (input, content) = try input("[{ title: Edit }, { systemItem: flexibleSpace }, { title: Done }]", bar: "toolbar")
        let band = Rect(x: 0, y: 0, width: 375, height: 44)
        let row = ItemRowPart.toolbar(content.toolbarItems, band: band, inset: 8, input)
        // Each title 40 pt wide with 8 pt padding each side; the flexible space takes the other 247 pt.
        #expect(frames(row) == [Rect(x: 16, y: 12, width: 40, height: 20), Rect(x: 319, y: 12, width: 40, height: 20)])
    }

    @Test func navigationBarSidesGrowInwardFromTheirEdges() throws {
        let (input, content) = try input(
            "[{ title: T, leftBarButtonItems: [{ title: A }, { title: BB }], rightBarButtonItems: [{ title: C }, { title: DD }] }]")
        let band = Rect(x: 0, y: 0, width: 375, height: 44)
        let right = ItemRowPart.trailing(content.rightItems, rightEdge: 367, band: band, input)
        // The first right item is outermost: C (26 pt of room) at 341-367, then DD (36 pt) at 305-341.
        #expect(frames(right.elements) == [Rect(x: 349, y: 12, width: 10, height: 20), Rect(x: 313, y: 12, width: 20, height: 20)])
        #expect(right.leftEnd == 305)
        let left = ItemRowPart.leading(content.leftItems, leftEdge: 8, band: band, input)
        #expect(frames(left.elements) == [Rect(x: 16, y: 12, width: 10, height: 20), Rect(x: 42, y: 12, width: 20, height: 20)])
        #expect(left.rightEnd == 70)
    }

    @Test func theBackTitleIsTheWidestCandidateThatLeavesTheWholeTitleRoom() throws {
        let (input, _) = try input()
        let back = BackButtonContent(titleCandidates: ["Mailboxes", "Back", ""])
        let band = Rect(x: 0, y: 0, width: 375, height: 44)
        // The chevron at 8-21 pt, the title from 27 pt; "Mailboxes" (90 pt, to 117) fits before a
        // 100 pt title centred from 137.5 less the 6 pt gap.
        let roomy = BackButtonPart.classic(back, band: band, titleWidth: 100, rightLimit: 367, input)
        #expect(frames(roomy.elements) == [Rect(x: 8, y: 11.5, width: 13, height: 21), Rect(x: 27, y: 12, width: 90, height: 20)])
        #expect(roomy.rightEnd == 125)
        // A 200 pt title centred from 87.5 would meet "Mailboxes", but moved off centre it fits
        // from 125 + 6 to 331 (UIKit moves the title before it shortens the back title, §4.3).
        let offCentre = BackButtonPart.classic(back, band: band, titleWidth: 200, rightLimit: 367, input)
        #expect(frames(offCentre.elements).last == Rect(x: 27, y: 12, width: 90, height: 20))
        // A 250 pt title does not fit beside "Mailboxes" (125 + 6 + 250 > 367): "Back" (to 67, 75 + 6 + 250 = 331).
        let tighter = BackButtonPart.classic(back, band: band, titleWidth: 250, rightLimit: 367, input)
        #expect(frames(tighter.elements).last == Rect(x: 27, y: 12, width: 40, height: 20))
        #expect(tighter.rightEnd == 75)
        // A 300 pt title leaves no room even for "Back" (75 + 6 + 300 > 367): the chevron alone.
        let tight = BackButtonPart.classic(back, band: band, titleWidth: 300, rightLimit: 367, input)
        #expect(frames(tight.elements) == [Rect(x: 8, y: 11.5, width: 13, height: 21)])
        #expect(tight.rightEnd == 29)
    }

    @Test func theGlassBackButtonIsACircleHoldingTheChevron() throws {
        let (input, _) = try input(era: "ios26")
        let placed = BackButtonPart.glass(
            BackButtonContent(titleCandidates: ["Back", ""]), band: Rect(x: 0, y: 10, width: 375, height: 44), edge: 16, input)
        // The chevron's size is fitted to captures (`GlassMetrics`, docs/UIKIT.md §10.6): 15 pt in
        // from the 44 pt circle's edge, its ink 0.25 pt below the circle's centre on a phone (eight
        // fit apps' captures, §10.3).
        let chevron = Size(width: GlassMetrics.chevronWidth, height: GlassMetrics.chevronHeight)
        #expect(
            frames(placed.elements) == [
                Rect(x: 16, y: 10, width: 44, height: 44),
                Rect(x: 16 + 15, y: 32.25 - chevron.height / 2, width: chevron.width, height: chevron.height),
            ])
        // With a title from the previous item, the circle becomes a capsule holding the chevron and the title.
        var titled = BackButtonContent(titleCandidates: ["Back", ""])
        titled.liquidGlassTitle = "Back"
        let capsule = BackButtonPart.glass(titled, band: Rect(x: 0, y: 10, width: 375, height: 44), edge: 16, input)
        let titleX = 16 + GlassMetrics.backCapsuleChevronInset + chevron.width + GlassMetrics.backCapsuleTitleGap
        #expect(capsule.rightEnd == titleX + 40 + GlassMetrics.backCapsuleTrailingPadding)
        #expect(frames(capsule.elements).dropFirst().first == Rect(x: titleX, y: 22, width: 40, height: 20))
        #expect(placed.rightEnd == 60)
        // An iPad centres it (Bindicator's 1024 and 1032 pt captures, one app).
        let (pad, _) = try self.input(era: "ios26", variant: Variant(position: .top, width: 1032, scale: 2))
        let onPad = BackButtonPart.glass(
            BackButtonContent(titleCandidates: ["Back", ""]), band: Rect(x: 0, y: 10, width: 1032, height: 44), edge: 10, pad)
        #expect(frames(onPad.elements).last?.midY == 32)
    }

    @Test func theLargeTitleSitsAtTheInsetAboveTheBandsBottom() throws {
        let (input, content) = try input("[{ title: Large }]", prefersLargeTitles: true)
        #expect(LargeTitlePart.bandHeight(content, input) == 52)
        let elements = LargeTitlePart.layout(content, band: Rect(x: 0, y: 44, width: 375, height: 52), input)
        // No baseline from the fixed measurer: the line box 8 pt above the band's bottom, 16 pt in
        // (San Francisco's own left bearing is inside the line, docs/UIKIT.md §2.4 "Widths").
        #expect(frames(elements) == [Rect(x: 16, y: 68, width: 50, height: 20)])
    }

    @Test func aSearchFieldRowHoldsAFieldAtTheLargeTitlesInset() throws {
        let (input, _) = try input()
        let search = SearchFieldContent(placeholder: "Search", text: nil, location: SourceLocation(file: "t.yaml", line: 1, column: 1))
        guard case .searchField(let field) = SearchFieldPart.row(search, row: Rect(x: 0, y: 96, width: 375, height: 52), input) else {
            Issue.record("not a search field")
            return
        }
        #expect(field.frame == Rect(x: 16, y: 97, width: 343, height: 36))
        #expect(field.cornerRadius == 10)
        #expect(field.glassFrame == Rect(x: 24, y: 108, width: 14, height: 14))
        #expect(field.text?.frame == Rect(x: 45.5, y: 105, width: 60, height: 20))
        #expect(SearchFieldPart.rowHeight(rule: .stackedRow) == 52)
        #expect(SearchFieldPart.rowHeight(rule: .trailingButton) == 0)
    }

    @Test func aFloatingToolbarsPlattersSitAtItsEdgesAndShareTheMiddle() throws {
        let phone = Variant(metrics: .default, position: .bottom, width: 390, scale: 3)
        let (input, content) = try input(
            "[{ systemItem: organize }, { systemItem: flexibleSpace }, { title: Middle }, { systemItem: flexibleSpace }, { systemItem: add }]",
            bar: "toolbar", era: "ios26", variant: phone)
        #expect(input.floatsToolbar)
        let row = PlatterPart.Row(bar: .toolbar, floats: true)
        #expect(row.platterHeight == 48)
        #expect(row.edge(barWidth: 390) == 28)
        let band = Rect(x: 0, y: 2, width: 390, height: 48)
        let platters = PlatterRowPart.toolbar(content.toolbarItems, band: band, row: row, input).compactMap { element -> Rect? in
            if case .platter(let platter) = element { return platter.frame } else { return nil }
        }
        // Two 48 pt circles 28 pt in; "Middle" (60 pt + 15.83 pt each side) centred on the toolbar.
        #expect(platters.count == 3)
        #expect(platters.first == Rect(x: 28, y: 2, width: 48, height: 48) && platters.last == Rect(x: 314, y: 2, width: 48, height: 48))
        // Its edges on the pixel grid (§10.4): 149.17 and 240.83 pt, pixels 447.51 and 722.49, to 448 and 722.
        #expect(abs(platters[1].width - 274.0 / 3) < 1e-9 && abs(platters[1].midX - 195) < 1e-9 && platters[1].height == 48)
    }

    @Test func twoGlyphsOnOnePlatterTakeTheMeasuredSlots() throws {
        let (input, content) = try input(
            "[{ title: T, rightBarButtonItems: [{ systemItem: add }, { systemItem: compose }] }]", era: "ios26")
        let group = try #require(GlassGrouping.segments(content.rightItems).first?.groups.first)
        #expect(group.items.count == 2)
        let row = PlatterPart.Row(bar: .navigationBar)
        // Two 46 pt slots 8 pt apart (docs/UIKIT.md §10.4).
        #expect(PlatterPart.width(of: group, row: row, input) == 100)
        let placed = PlatterPart.layout(group, x: 100, band: Rect(x: 0, y: 0, width: 375, height: 44), role: .rightItem, row: row, input)
        #expect(placed.rightEnd == 200)
        #expect(frames(placed.elements).map(\.midX) == [150, 123, 177])
    }

    @Test func theScrollEdgeEffectsBandsFromTheOuterEdge() {
        let depth = GlassMetrics.scrollEdgeSolidDepth, fade = GlassMetrics.scrollEdgeFadeDepth
        let top = ScrollEdgePart.layout(
            .soft, style: .light, width: 402, scale: 3, barHeight: 116, imageHeight: 116, safeTop: 62, atBottom: false)
        #expect(top?.solid == Rect(x: 0, y: 0, width: 402, height: 62 + depth))
        // The fade is clipped at the image's bottom.
        #expect(top?.fade == Rect(x: 0, y: 62 + depth, width: 402, height: min(fade, 116 - 62 - depth)))
        let bottom = ScrollEdgePart.layout(
            .soft, style: .light, width: 402, scale: 3, barHeight: 78, imageHeight: 200, safeTop: 0, atBottom: true)
        #expect(bottom?.solid == Rect(x: 0, y: 200 - depth, width: 402, height: depth))
        let hard = ScrollEdgePart.layout(
            .hard, style: .dark, width: 402, scale: 2, barHeight: 50, imageHeight: 51, safeTop: 0, atBottom: false)
        #expect(hard?.solid == Rect(x: 0, y: 0, width: 402, height: 50))
        #expect(hard?.divider?.frame == Rect(x: 0, y: 49.5, width: 402, height: 0.5))
        #expect(
            ScrollEdgePart.layout(
                .automatic, style: .light, width: 402, scale: 3, barHeight: 50, imageHeight: 50, safeTop: 0, atBottom: false) == nil)
    }

    @Test func theShadowBandIsOnePixelOrTheImagesHeightOutsideTheBar() {
        let images = FixedImageSize(Size(width: 1, height: 4))
        let black = RGBAColor(r: 0, g: 0, b: 0, alpha: 0.3)
        #expect(ShadowBandPart.height(.hairline(black), includesBand: true, scale: 3, images: images) == 1.0 / 3)
        #expect(ShadowBandPart.height(.hairline(.clear), includesBand: true, scale: 3, images: images) == 0)
        #expect(ShadowBandPart.height(.hairline(black), includesBand: false, scale: 3, images: images) == 0)
        #expect(ShadowBandPart.isAbove(bar: .toolbar, position: .any))
        #expect(ShadowBandPart.isAbove(bar: .navigationBar, position: .bottom))
        #expect(!ShadowBandPart.isAbove(bar: .navigationBar, position: .top))
        #expect(
            ShadowBandPart.placement(.hairline(black), band: 0.5, above: false, barHeight: 44, width: 375)?.frame
                == Rect(x: 0, y: 44, width: 375, height: 0.5))
        #expect(
            ShadowBandPart.placement(.hairline(black), band: 0.5, above: true, barHeight: 44, width: 375)?.frame
                == Rect(x: 0, y: -0.5, width: 375, height: 0.5))
        #expect(ShadowBandPart.placement(.none, band: 0, above: false, barHeight: 44, width: 375) == nil)
    }

    @Test func platterShadowsSpillBelowTheBarByTheirReach() {
        let material = GlassMaterial.forStyle(.light)
        let platter = BarLayout.Element.platter(
            GlassPlatter(frame: Rect(x: 16, y: 62, width: 44, height: 44), fill: .glass, material: material))
        // The platter ends at 106; its shadow reaches 40 pt further, 146, 30 pt below a 116 pt bar.
        #expect(ShadowBandPart.platterSpill([platter], barHeight: 116) == 146 - 116)
        #expect(ShadowBandPart.platterSpill([], barHeight: 116) == 0)
    }

    @Test func mirroringFlipsFramesAndTheChevronButNotText() {
        let chevron = BarLayout.Element.icon(
            IconPlacement(icon: .chevron, frame: Rect(x: 8, y: 0, width: 13, height: 21), color: .black, isMirrored: false))
        let text = BarLayout.Element.text(
            TextRun(
                role: .title, text: "T", style: TextStyle(font: .prompt, color: .black), frame: Rect(x: 10, y: 0, width: 30, height: 20),
                isTruncated: false))
        let layout = BarLayout(
            size: Size(width: 100, height: 44), scale: 2, backdrop: .white, background: Rect(x: 0, y: 0, width: 100, height: 44),
            backgroundLayers: [], backgroundImage: nil, backgroundImageFrame: Rect(x: 0, y: 0, width: 100, height: 44),
            contentFrame: Rect(x: 0, y: 0, width: 100, height: 44), shadow: nil, elements: [chevron, text], isRightToLeft: false)
        let mirrored = Mirroring.mirrored(layout)
        #expect(mirrored.isRightToLeft)
        #expect(frames(mirrored.elements) == [Rect(x: 79, y: 0, width: 13, height: 21), Rect(x: 60, y: 0, width: 30, height: 20)])
        #expect(mirrored.backChevron != nil)
        if case .icon(let icon) = mirrored.elements[0] { #expect(icon.isMirrored) }
        let shifted = Mirroring.shifted(layout, down: 0.5)
        #expect(shifted.background.y == 0.5)
        #expect(frames(shifted.elements).map(\.y) == [0.5, 0.5])
    }

    @Test func aNavigationBarDrawsItsTitleFirstThenThePromptAndItsItems() throws {
        let (input, content) = try input(
            "[{ title: Inbox }, { title: Message, prompt: Hello, rightBarButtonItems: [{ title: R }] }]")
        let bar = NavigationBarLayout.layout(content, input)
        let order = bar.elements.compactMap { element -> TextRun.Role? in
            if case .text(let run) = element { return run.role } else { return nil }
        }
        #expect(order == [.title, .prompt, .rightItem, .backTitle])
        // The prompt band above the 44 pt row.
        #expect(bar.height == 74)
        #expect(bar.contentFrame == Rect(x: 0, y: 30, width: 375, height: 44))
    }
}
