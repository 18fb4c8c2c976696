import BarTheme
import Testing

@testable import BarRender

/// The iOS 26 tab bar's symbol images rendered against UIKit's ink on three fit apps' captures
/// (Tests/Fixtures/Calibration/SOURCES.md "Tab bars"; no licence lets BarTheme keep them, so they are
/// measured only; docs/UIKIT.md §18.6 "Symbols measured on the glass"): DNSChat's D3
/// (mneves75/dnschat @ 7e9e609, `iPhone 17 Pro Max-06-DNS-Logs.png`, 440 pt), Reader for iOS' R1
/// (minliny/Reader-for-iOS @ 3f9679e, `001_main_tabs_bookshelf_after_fix.png`, 402 pt) and Timai's M2
/// (entttom/timai @ c0bf495, `screenshots/3-Reports.png`, read back at 440 pt). Each unselected
/// image's ink, pixels whose mean channel is under 221 (about ΔE2000 10 below the light glass), has
/// its centre within a pixel of UIKit's on both axes.
@Suite struct GlassTabImageRenderTests {
    func render(width: Int, items: [String], selected: Int) throws -> Raster {
        let yaml = """
            era: ios26
            scenes:
              - name: tabs
                bar: tabBar
                backdrop: systemGroupedBackground
                items:
            \(items.map { "      - \($0)" }.joined(separator: "\n"))
                selectedItem: \(selected)
                variants: { widths: [\(width)], scales: [3] }
            """
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let parsed = try #require(document)
        let job = try #require(RenderJob.jobs(for: parsed, parents: [], sceneName: nil).first)
        return try BarRenderer().render(job).raster
    }

    /// The box of the ink in `columns` (points), in the image row (9-38 pt below the capsule's top,
    /// the fidelity table's image window), in points right of the screen's left edge and below the
    /// capsule's top.
    func inkBox(_ r: Raster, columns: ClosedRange<Double>) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        // The capsule's top: 21 pt + 62 pt above the screen's bottom, which is the render's.
        let capsuleTop = r.height - (21 + 62) * 3
        var xs: [Int] = [], ys: [Int] = []
        for y in (capsuleTop + 9 * 3)..<(capsuleTop + 38 * 3) {
            for x in Int(columns.lowerBound * 3)..<Int(columns.upperBound * 3) {
                let i = (y * r.width + x) * 4
                if Int(r.pixels[i]) + Int(r.pixels[i + 1]) + Int(r.pixels[i + 2]) < 3 * 221 {
                    xs.append(x)
                    ys.append(y)
                }
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (Double(x0) / 3, Double(y0 - capsuleTop) / 3, Double(x1 + 1) / 3, Double(y1 + 1 - capsuleTop) / 3)
    }

    /// The centre of ``inkBox(_:columns:)``.
    func inkCentre(_ r: Raster, columns: ClosedRange<Double>) -> (x: Double, y: Double)? {
        inkBox(r, columns: columns).map { (($0.minX + $0.maxX) / 2, ($0.minY + $0.maxY) / 2) }
    }

    static let pixel = 1.0 / 3 + 0.01

    /// DNSChat's `bubble.left.and.bubble.right.fill` (unselected, D3): UIKit's ink 118.0-150.33 ×
    /// 11.0-36.67 pt, centred 134.17 pt across and 23.83 pt below the capsule's top; SF Pro's 2020
    /// glyph on its baseline put it 0.83 pt lower (24.83).
    @Test func dnsChatsBubblesSitWhereUIKitDrawsThem() throws {
        let r = try render(
            width: 440,
            items: [
                "{ title: DNS Chat, image: { systemName: bubble.left.and.bubble.right.fill } }",
                "{ title: Logs, image: { systemName: list.bullet.rectangle } }",
                "{ title: About, image: { systemName: info.circle.fill } }",
            ], selected: 1)
        let centre = try #require(inkCentre(r, columns: 100...168))
        #expect(abs(centre.x - 134.17) <= Self.pixel, "\(centre)")
        #expect(abs(centre.y - 23.83) <= Self.pixel, "\(centre)")
    }

    /// Reader for iOS' four tabs (its `RootShellView`'s symbols and titles, as its calibration theme says).
    /// The titles are the app's own two-character ones: a four-tab bar's pills follow its widest title
    /// (docs/UIKIT.md §18.6), and English stand-ins ("Discover", 42.5 pt) would put it in the other regime.
    static let readerTabs = [
        "{ title: 书架, image: { systemName: books.vertical } }",
        "{ title: 发现, image: { systemName: safari } }",
        "{ title: 书源, image: { systemName: doc.text.magnifyingglass } }",
        "{ title: 我的, image: { systemName: person.circle } }",
    ]

    /// Reader for iOS' `doc.text.magnifyingglass` (unselected, R1): UIKit's ink 233.33-254.33 ×
    /// 11.67-37.67 pt, centred 243.83 and 24.67 pt; the approximate box BarTheme drew without the
    /// font's data was centred on the slot (243.33, 24.0).
    @Test func readersDocumentMagnifierSitsWhereUIKitDrawsIt() throws {
        let r = try render(
            width: 402,
            items: Self.readerTabs, selected: 0)
        let centre = try #require(inkCentre(r, columns: 220...268))
        #expect(abs(centre.x - 243.83) <= Self.pixel, "\(centre)")
        #expect(abs(centre.y - 24.67) <= Self.pixel, "\(centre)")
    }

    /// Reader for iOS' `books.vertical` (unselected, R2-R4): UIKit's ink 60.0-87.33 × 11.33-36.33 pt,
    /// 27.33 pt wide; BarTheme's approximate box was 25 pt wide, SF Pro's 2020 glyph 29.6.
    @Test func readersBooksAreAsWideAsUIKits() throws {
        let r = try render(
            width: 402,
            items: Self.readerTabs, selected: 1)
        let box = try #require(inkBox(r, columns: 40...105))
        #expect(abs(box.maxX - box.minX - 27.33) <= Self.pixel, "\(box)")
        #expect(abs((box.minX + box.maxX) / 2 - 73.67) <= Self.pixel, "\(box)")
        #expect(abs((box.minY + box.maxY) / 2 - 23.83) <= Self.pixel, "\(box)")
    }

    /// Timai's clock with its check-mark badge (unselected, M2, `clock.badge.checkmark.fill`, newer
    /// than SF Pro's 2020 font): UIKit's ink 108.0-135.33 × 12.33-35.33 pt, centred 121.67 and 23.83
    /// pt, 2.17 pt right of its slot's centre where BarTheme's approximate box was centred (119.5).
    @Test func timaisClockSitsRightOfItsSlotsCentre() throws {
        let r = try render(
            width: 440,
            items: [
                "{ title: Zeiterfassung, image: { systemName: clock.badge.checkmark.fill } }",
                "{ title: Berichte, image: { systemName: chart.bar.fill } }",
                "{ title: Einstellungen, image: { systemName: slider.horizontal.3 } }",
            ], selected: 1)
        let centre = try #require(inkCentre(r, columns: 95...150))
        #expect(abs(centre.x - 121.67) <= Self.pixel, "\(centre)")
        #expect(abs(centre.y - 23.83) <= Self.pixel, "\(centre)")
    }

    /// WhistleCounter's History tab (#41 session 34; alvisf/WhistleCounter @ 59a2498 and eb8ec1d, six
    /// captures, 402 pt, light and dark): `clock.arrow.circlepath` is 25.0-25.33 × 23.0-23.33 pt of ink
    /// from 273.00 pt, centred 285.5-285.67 pt across (its arrowhead on the left: 1.33-1.5 pt left of
    /// the slot's centre, 287.0) and 24.0-24.17 pt below the capsule's top; SF Pro's 2020 glyph, whose
    /// side bearings are equal, was centred on the slot.
    @Test func whistleCountersHistoryClockSitsLeftOfItsSlotsCentre() throws {
        let r = try render(
            width: 402,
            items: [
                "{ title: Counter, image: { systemName: timer } }",
                "{ title: Recipes, image: { systemName: book.pages.fill } }",
                "{ title: History, image: { systemName: clock.arrow.circlepath } }",
            ], selected: 0)
        let box = try #require(inkBox(r, columns: 255...320))
        #expect(abs((box.minX + box.maxX) / 2 - 285.58) <= Self.pixel, "\(box)")
        #expect(abs((box.minY + box.maxY) / 2 - 24.08) <= Self.pixel, "\(box)")
        #expect(abs(box.maxX - box.minX - 25.17) <= Self.pixel, "\(box)")
    }

    /// Talli's Messages tab with its badge "2" (#41 session 34; nulljosh/talli, fastlane screenshots at
    /// 402, 414 and 428 pt: talli-402-04-Messages-441e9ce, talli-414-04-Messages, talli-428-04-Messages):
    /// UIKit's red capsule is 18.0-18.33 pt wide and tall, its top 6 pt below the capsule's, its leading
    /// edge 11.5 pt right of the tab's centre (280.33 pt at 402 for a tab centred at 268.83) on all
    /// three; BarTheme drew it 6 pt right of the image's centre, the stacked bar's approximation.
    @Test func tallisBadgeSitsWhereUIKitDrawsItOnTheGlass() throws {
        let r = try render(
            width: 402,
            items: [
                "{ title: Home, image: { systemName: house } }",
                "{ title: Reports, image: { systemName: doc.text } }",
                "{ title: Benefits, image: { systemName: accessibility } }",
                "{ title: Messages, image: { systemName: envelope }, badgeValue: \"2\" }",
                "{ title: Settings, image: { systemName: gearshape } }",
            ], selected: 3)
        // The badge's red (systemRed), by its channels: the orange and blue of the tabs are not it.
        let capsuleTop = r.height - (21 + 62) * 3
        var xs: [Int] = [], ys: [Int] = []
        for y in capsuleTop..<(capsuleTop + 40 * 3) {
            for x in 0..<r.width {
                let i = (y * r.width + x) * 4
                let (red, green, blue) = (Int(r.pixels[i]), Int(r.pixels[i + 1]), Int(r.pixels[i + 2]))
                if red > 200 && green < 100 && blue < 100 && red - green > 150 {
                    xs.append(x)
                    ys.append(y - capsuleTop)
                }
            }
        }
        let left = try #require(xs.min()), top = try #require(ys.min())
        #expect(abs(Double(left) / 3 - 280.33) <= Self.pixel, "\(Double(left) / 3)")
        #expect(abs(Double(top) / 3 - 6.0) <= Self.pixel, "\(Double(top) / 3)")
    }

    /// SlangCheck's four tabs (keyursavalia/SlangCheck @ 59f050f, ten captures, 440 pt, dark; its
    /// calibration theme's symbols and titles).
    static let slangCheckTabs = [
        "{ title: Learn, image: { systemName: rectangle.stack.fill } }",
        "{ title: Translator, image: { systemName: character.bubble.fill } }",
        "{ title: Games, image: { systemName: gamecontroller.fill } }",
        "{ title: More, image: { systemName: ellipsis.circle.fill } }",
    ]

    /// SlangCheck's `rectangle.stack.fill` (selected, three captures): UIKit's ink 65.00-89.00 ×
    /// 11.00-36.33 pt below the capsule's top, 25.33 pt tall, centred 23.67 pt down. BarTheme's `.fill`
    /// cut the cards behind the front one out of nothing, so its ink was the front card alone, 18 pt
    /// tall and centred 27.67 pt down (#41 session 34).
    @Test func slangChecksStackKeepsTheCardsBehindItsFrontOne() throws {
        let r = try render(width: 440, items: Self.slangCheckTabs, selected: 0)
        let box = try #require(inkBox(r, columns: 45...115))
        #expect(abs((box.minY + box.maxY) / 2 - 23.67) <= Self.pixel, "\(box)")
        #expect(box.maxY - box.minY > 24.67, "\(box)")
    }

    /// SlangCheck's `character.bubble.fill` (unselected on nine captures, selected on one): UIKit's ink
    /// 160.00-185.33 × 12.67-36.33 pt below the capsule's top, centred 172.67 pt across and 24.5 pt
    /// down, half a point below the row's centre (the bubble's tail); SF Pro's data BarTheme reads lacks
    /// the name, and the approximate box was centred on the row (#41 session 34).
    @Test func slangChecksTranslatorBubbleSitsBelowTheRowsCentre() throws {
        let r = try render(width: 440, items: Self.slangCheckTabs, selected: 0)
        let box = try #require(inkBox(r, columns: 140...205))
        #expect(abs((box.minX + box.maxX) / 2 - 172.67) <= Self.pixel, "\(box)")
        #expect(abs((box.minY + box.maxY) / 2 - 24.5) <= Self.pixel, "\(box)")
    }
}
