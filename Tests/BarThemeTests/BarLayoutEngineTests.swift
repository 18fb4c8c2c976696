import Testing

@testable import BarTheme

/// Every character is 10 pt wide and lines are 20 pt tall: layout numbers become easy to check.
struct FixedWidthMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle) -> TextMetrics {
        TextMetrics(width: Double(text.count) * 10, height: 20)
    }
}

/// Lays out a scene of `itemsYAML` in the `ios13` era (these tests are about the iOS 13-18 geometry;
/// `LiquidGlassLayoutTests` covers `ios26`, the default era).
func layout(
    _ itemsYAML: String, variant: Variant = Variant(position: .top, scale: 2), bar: String = "{}", era: String = "ios13"
) throws -> BarLayout {
    let (document, diags) = ThemeParser.parse(
        "era: \(era)\nnavigationBar: \(bar)\nscenes:\n  - name: s\n    items:\n" + itemsYAML, path: "t.yaml")
    #expect(diags.isEmpty, "\(diags)")
    let doc = try #require(document)
    let scene = try #require(doc.scenes.first)
    let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
    return BarLayoutEngine(measurer: FixedWidthMeasurer())
        .layout(appearance: appearance, content: ContentResolver.resolve(items: scene.items), variant: variant)
}

extension BarLayout {
    func run(_ role: TextRun.Role) -> TextRun? { texts.first { $0.role == role } }
}

@Suite struct BarLayoutEngineTests {
    @Test func barHeightsFollowMetricsAndTopAttachedAddsTheStatusBar() throws {
        #expect(
            try layout("      - title: A\n", variant: Variant(metrics: .default, position: .top)).background
                == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(
            try layout("      - title: A\n", variant: Variant(metrics: .compact, position: .top)).background
                == Rect(x: 0, y: 0, width: 375, height: 32))
        let attached = try layout("      - title: A\n", variant: Variant(position: .topAttached, statusBarHeight: 47))
        // The image is the bar plus the hairline's pixel row below it (docs/UIKIT.md §1.3).
        #expect(attached.size == Size(width: 375, height: 91 + 1.0 / 3))
        #expect(attached.background == Rect(x: 0, y: 0, width: 375, height: 91))
        #expect(attached.contentFrame == Rect(x: 0, y: 47, width: 375, height: 44))
    }

    /// iPad bars are 50 pt from the iOS 12 SDK (docs/UIKIT.md §1.1); the ios7 era and compact metrics keep theirs.
    @Test func regularWidthBarsAre50PointsInTheIOS13Era() throws {
        let pad = try layout("      - title: A\n", variant: Variant(metrics: .default, position: .top, width: 1366))
        #expect(pad.background == Rect(x: 0, y: 0, width: 1366, height: 50))
        #expect(pad.run(.title)?.frame.midY == 25)
        let attached = try layout(
            "      - title: A\n", variant: Variant(metrics: .default, position: .topAttached, width: 1024, statusBarHeight: 24))
        #expect(attached.contentFrame == Rect(x: 0, y: 24, width: 1024, height: 50))
        let narrow = try layout("      - title: A\n", variant: Variant(metrics: .default, position: .top, width: 677))
        #expect(narrow.background.height == 44)
        let landscape = try layout("      - title: A\n", variant: Variant(metrics: .compact, position: .top, width: 844))
        #expect(landscape.background.height == 32)
        let (document, _) = ThemeParser.parse("era: ios7\nscenes:\n  - name: s\n    items: [{ title: A }]\n", path: "t.yaml")
        let doc = try #require(document)
        let variant = Variant(metrics: .default, position: .top, width: 1024)
        let old = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(
            appearance: AppearanceResolver().resolve(document: doc, scene: doc.scenes[0], variant: variant),
            content: ContentResolver.resolve(items: doc.scenes[0].items), variant: variant)
        #expect(old.background.height == 44)
    }

    /// A 20 pt status-bar area (given: a 375 pt @3x variant's own is 44, VariantMatrixTests) and the
    /// 44 pt bar (192 pixels), then the hairline's pixel row under it; cropped to the bar alone, 192.
    @Test func topAttachedAt3xIs1125By193Pixels() throws {
        let l = try layout("      - title: A\n", variant: Variant(position: .topAttached, width: 375, scale: 3, statusBarHeight: 20))
        #expect(l.pixelWidth == 1125)
        #expect(l.pixelHeight == 193)
        let cropped = BarLayoutEngine(measurer: FixedWidthMeasurer(), shadowBand: false)
        // The same iOS 13-18 bar (an `ios26` bar is 54 pt, LiquidGlassGeometryTests).
        let document = try #require(ThemeParser.parse("era: ios13\nscenes:\n  - name: s\n    items: [{ title: A }]\n", path: "t.yaml").0)
        let variant = Variant(position: .topAttached, width: 375, scale: 3, statusBarHeight: 20)
        let barOnly = cropped.layout(
            appearance: AppearanceResolver().resolve(document: document, scene: document.scenes[0], variant: variant),
            content: ContentResolver.resolve(items: document.scenes[0].items), variant: variant)
        #expect(barOnly.pixelHeight == 192)
        #expect(barOnly.shadow == nil)
    }

    /// UIKit draws the hairline below the bar, over the content: at y = bar height, one pixel tall
    /// (measured on real renders: the row at 88 pt of a 44 + 44 pt bar, docs/UIKIT.md §1.3).
    @Test func hairlineIsOnePhysicalPixelBelowTheBar() throws {
        let l = try layout("      - title: A\n", variant: Variant(position: .top, scale: 3))
        #expect(l.shadow?.frame.height == 1.0 / 3)
        #expect(l.shadow?.frame.y == 44)
        #expect(l.background.maxY == 44)
        #expect(l.pixelHeight == 133)
        #expect(l.shadow?.shadow == .hairline(RGBAColor(white: 0, alpha: 0.3)))
    }

    @Test func backChevronIs13By21AtX8AndTheBackTitleStartsAt27() throws {
        let l = try layout("      - title: Settings\n      - title: G\n")
        #expect(l.backChevron == Rect(x: 8, y: 11.5, width: 13, height: 21))
        #expect(l.run(.backTitle)?.frame.x == 27)
        #expect(l.run(.backTitle)?.text == "Settings")
    }

    @Test func titleIsCentredOnTheBarAndVerticallyInTheBand() throws {
        let l = try layout("      - title: General\n")
        #expect(l.run(.title)?.frame == Rect(x: (375 - 70) / 2, y: 12, width: 70, height: 20))
    }

    @Test func titleVerticalAdjustmentMovesTheTitleDown() throws {
        let l = try layout("      - title: General\n", bar: "{ titleVerticalPositionAdjustment: 2 }")
        #expect(l.run(.title)?.frame.y == 14)
    }

    @Test func rightTextItemGlyphsEnd16FromTheEdgeAndStackLeftward() throws {
        let l = try layout("      - rightBarButtonItems: [ { title: Edit }, { title: Add } ]\n")
        let ends: [Double] = l.texts.filter { $0.role == .rightItem }.map(\.frame.maxX)
        let expected: [Double] = [359, 359 - 40 - 16]
        #expect(ends == expected)
    }

    @Test func leftTextItemGlyphsStart16FromTheEdge() throws {
        let l = try layout("      - leftBarButtonItems: [ { title: Close } ]\n")
        #expect(l.run(.leftItem)?.frame.x == 16)
    }

    @Test func crowdedTitleShiftsTowardTheRoomierSide() throws {
        // Left item "Cancel Edit" (110 pt) has glyphs at 16...126; +8 padding +6 gap → the title
        // may start at 140. A 100-pt title centred on 375 would start at 137.5, so it shifts to 140.
        let l = try layout("      - title: \(String(repeating: "x", count: 10))\n        leftBarButtonItems: [ { title: Cancel Edit } ]\n")
        let title = try #require(l.run(.title))
        #expect(title.frame.x == 140)
        #expect(title.frame.width == 100)
        #expect(title.isTruncated == false)
    }

    @Test func theTitleMovesOffCentreBeforeTheBackTitleShortens() throws {
        // A 240-pt title centred would start at 67.5, over "Settings" (27...107). UIKit keeps the
        // back title and moves the title right: 107 + 8 padding + 6 gap = 121, whole (docs/UIKIT.md §4.3).
        let l = try layout("      - title: Settings\n      - title: \(String(repeating: "x", count: 24))\n")
        #expect(l.run(.backTitle)?.text == "Settings")
        let title = try #require(l.run(.title))
        #expect(title.frame.x == 121)
        #expect(title.isTruncated == false)
    }

    @Test func titleTooWideForTheSpaceIsTruncatedBetweenTheItems() throws {
        let l = try layout("      - title: \(String(repeating: "x", count: 50))\n        rightBarButtonItems: [ { title: Done } ]\n")
        let title = try #require(l.run(.title))
        #expect(title.isTruncated)
        #expect(title.frame.x == 8)
        #expect(title.frame.maxX == 375 - 16 - 40 - 8 - 6)
    }

    /// UIKit's order when the row is short (docs/UIKIT.md §4.3): the title moves off centre, then
    /// the back title becomes "Back", then the chevron stands alone, and only then the title is cut.
    @Test func theBackTitleShortensThenGoesThenTheTitleIsCut() throws {
        let previous = "      - title: A Very Long Previous Title\n"
        func title(_ count: Int) -> String { "      - title: \(String(repeating: "x", count: count))\n" }
        // "Detail" fits right of the 260-pt back title (27...287; the title from 301 to 361).
        let moved = try layout(previous + "      - title: Detail\n")
        #expect(moved.run(.backTitle)?.text == "A Very Long Previous Title")
        #expect(moved.run(.title)?.frame.x == 301)
        // A 200-pt title does not fit beside it: "Back" (27...67), the title centred at 87.5.
        let back = try layout(previous + title(20))
        #expect(back.run(.backTitle)?.text == "Back")
        #expect(back.run(.title)?.frame.x == 87.5)
        // 300 pt leaves no room for "Back": the chevron alone, the title whole and centred at 37.5.
        let alone = try layout(previous + title(30))
        #expect(alone.run(.backTitle) == nil)
        #expect(alone.backChevron != nil)
        #expect(alone.run(.title)?.frame.x == 37.5)
        #expect(alone.run(.title)?.isTruncated == false)
        // 340 pt does not fit even then: cut between the chevron (21 + 8 + 6 = 35) and 375 − 8.
        let cut = try #require(try layout(previous + title(34)).run(.title))
        #expect(cut.isTruncated)
        #expect(cut.frame.x == 35)
        #expect(cut.frame.maxX == 367)
    }

    @Test func disabledItemsAreDimmed() throws {
        let l = try layout("      - rightBarButtonItems: [ { title: Save, enabled: false } ]\n")
        #expect(l.run(.rightItem)?.style.color == RGBAColor(r: 60, g: 60, b: 67, alpha: 0.3))
    }
}
