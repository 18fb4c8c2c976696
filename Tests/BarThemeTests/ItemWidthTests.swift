import Testing

@testable import BarTheme

/// `UIBarButtonItem.width` on an item showing an image or a title: "if this property value is
/// positive, the width of the combined image and title are fixed" (developer.apple.com; docs/UIKIT.md
/// §2.5). The image or title keeps its own size, centred in a box that wide (a longer title is cut);
/// on Liquid Glass the box stands in for its width in the platter's rules (§10.4). Images here are
/// 24 × 24 pt (`FixedImageSize`).
@Suite struct ItemWidthTests {
    static func scene(era: String, _ items: String) -> String {
        """
        era: \(era)
        scenes:
          - name: s
            items:
              - title: Reader
                rightBarButtonItems: [\(items)]
        """
    }

    func layout(_ yaml: String, width: Double = 402) throws -> BarLayout {
        try LiquidGlassLayoutTests().glass(yaml, variant: Variant(position: .topAttached, width: width, scale: 3, statusBarHeight: 0))
    }

    func images(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .image(let p) = $0 { return p.frame } else { return nil } }
    }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }.sorted { $0.x < $1.x }
    }

    @Test func beforeLiquidGlassAWidthWidensTheItemAndCentresItsImageInIt() throws {
        // Right items, outermost first: `font` is the rightmost, `share` left of it.
        let plain = try layout(Self.scene(era: "ios15", "{ image: font.png }, { image: share.png }"))
        let fixed = try layout(Self.scene(era: "ios15", "{ image: font.png, width: 70 }, { image: share.png }"))
        let (font, share) = (images(plain)[0], images(plain)[1])
        let (fixedFont, fixedShare) = (images(fixed)[0], images(fixed)[1])
        // The image keeps its 24 pt; its box is 70 pt, so its centre moves in by half the difference
        // and the item beside it by all of it.
        #expect(fixedFont.width == 24 && fixedFont.height == 24)
        #expect(abs(fixedFont.midX - (font.midX - (70 - 24) / 2)) < 0.001, "\(fixedFont) against \(font)")
        #expect(abs(fixedShare.x - (share.x - (70 - 24))) < 0.001, "\(fixedShare) against \(share)")
        #expect(fixedFont.y == font.y)
    }

    @Test func onLiquidGlassAWidthMakesTheImagesPlatterACapsuleAroundItsBox() throws {
        let l = try layout(Self.scene(era: "ios26", "{ image: font.png, width: 70 }"))
        let capsule = try #require(platters(l).last)
        // The 70 pt box with the glass an image item takes (20 pt, docs/UIKIT.md §10.4), not the
        // 44 pt circle a 24 pt image alone sits in; 16 pt from a 402 pt phone's edge.
        #expect(capsule == Rect(x: 402 - 16 - 90, y: 0, width: 90, height: 44))
        let image = try #require(images(l).first)
        #expect(image.width == 24 && abs(image.midX - capsule.midX) < 0.001)
    }

    @Test func aWideItemSharingACapsuleTakesItsBoxAndTheGlyphsKeepTheirSlots() throws {
        // `share` (rightmost) and `speech` show one glyph each (46 pt slots, 8 pt apart); `font`,
        // 70 pt wide, takes 90 pt of the same capsule.
        let l = try layout(Self.scene(era: "ios26", "{ image: share.png }, { image: speech.png }, { image: font.png, width: 70 }"))
        let capsule = try #require(platters(l).last)
        #expect(platters(l).count == 1)
        #expect(abs(capsule.width - (90 + 46 + 8 + 46)) < 0.001 && abs(capsule.maxX - 386) < 0.001)
        let font = try #require(images(l).min { $0.x < $1.x })
        #expect(abs(font.midX - (capsule.x + 45)) < 0.001)
    }

    @Test func aWidthOfZeroChangesNothing() throws {
        let plain = try layout(Self.scene(era: "ios26", "{ image: font.png }, { title: Edit }"))
        let zero = try layout(Self.scene(era: "ios26", "{ image: font.png, width: 0 }, { title: Edit, width: 0 }"))
        #expect(platters(zero) == platters(plain))
        #expect(images(zero) == images(plain))
        #expect(zero.texts.map(\.frame) == plain.texts.map(\.frame))
    }

    func title(_ layout: BarLayout, _ text: String) throws -> TextRun {
        try #require(layout.texts.first { $0.text == text })
    }

    @Test func aTextItemsWidthCentresItsTitleAndCutsALongerOne() throws {
        // 10 pt a character (`FixedWidthMeasurer`): "Edit" is 40 pt, "Bookmarks" 90.
        let plain = try title(try layout(Self.scene(era: "ios15", "{ title: Edit }, { image: share.png }")), "Edit")
        let wide = try layout(Self.scene(era: "ios15", "{ title: Edit, width: 70 }, { image: share.png }"))
        let edit = try title(wide, "Edit")
        #expect(edit.frame.width == 40 && !edit.isTruncated)
        #expect(abs(edit.frame.midX - (plain.frame.midX - (70 - 40) / 2)) < 0.001, "\(edit.frame) against \(plain.frame)")
        let cut = try title(try layout(Self.scene(era: "ios15", "{ title: Bookmarks, width: 50 }")), "Bookmarks")
        #expect(cut.frame.width == 50 && cut.isTruncated)
    }

    @Test func onLiquidGlassATextItemsWidthStandsInForItsAdvance() throws {
        let l = try layout(Self.scene(era: "ios26", "{ title: Edit, width: 70 }"))
        let capsule = try #require(platters(l).last)
        // 70 pt with the text padding each side (15.83 pt, docs/UIKIT.md §10.14), the title centred.
        #expect(abs(capsule.width - pixelWidth(70 + 2 * GlassMetrics.textItemPadding)) < 0.001 && abs(capsule.maxX - 386) < 0.001)
        let edit = try title(l, "Edit")
        #expect(edit.frame.width == 40 && abs(edit.frame.midX - capsule.midX) < 0.001)
        let cut = try title(try layout(Self.scene(era: "ios26", "{ title: Bookmarks, width: 50 }")), "Bookmarks")
        #expect(cut.frame.width == 50 && cut.isTruncated)
    }

    @Test func explainSaysWhichItemsWidthFixesItsBox() throws {
        let yaml = Self.scene(era: "ios26", "{ image: font.png, width: 70, accessibilityLabel: Font }, { title: Edit, width: 60 }")
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        // A text item sits on a platter of its own (docs/UIKIT.md §10.4): one line each, each naming its width.
        let lines = try WideCorpusFitTests.platterLines(yaml, variant).suffix(2)
        #expect(lines.map(\.value) == ["glass: \"Edit\" (width 60)", "glass: image Font (width 70)"])
        for (line, box) in zip(lines, ["Edit 60 pt", "Font 70 pt"]) {
            #expect(line.provenance.rule.contains("width fixes the box an item's image or title is centred in (\(box))"))
            #expect(line.provenance.rule.contains("UIBarButtonItem.width, docs/UIKIT.md §2.5"))
        }
    }
}
