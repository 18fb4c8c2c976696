import Testing

@testable import BarTheme

/// The tab bar's geometry against the captures of docs/UIKIT.md §18.9: the stacked bar of the
/// pre-26 apps (P1-P5) and the iOS 26 capsule and pill of YOM (G1-G4), each within 0.5 pt.
@Suite struct TabBarGeometryTests {
    static let goal = 0.5

    @Test func aPhoneFillsTheWidthAndItsTabsCentreWhereUIKitsDo() {
        // P1, P2, P4, P5 at 393 pt: centres measured 98.0-98.33 and 294.5-294.83.
        let wide = TabBarGeometry.slots(count: 2, barWidth: 393, positioning: TabBarGeometry.positioning(.automatic, idiom: .phone))
        for (slot, measured) in zip(wide, [98.17, 294.67]) {
            #expect(abs((slot.lowerBound + slot.upperBound) / 2 - measured) <= Self.goal)
        }
        // P3 at 390 pt: 97.33 and 292.17-292.33.
        let narrow = TabBarGeometry.slots(count: 2, barWidth: 390, positioning: .fill)
        for (slot, measured) in zip(narrow, [97.33, 292.25]) {
            #expect(abs((slot.lowerBound + slot.upperBound) / 2 - measured) <= Self.goal)
        }
    }

    @Test func theLayoutFollowsIdiomWidthAndHeight() {
        #expect(TabBarGeometry.itemLayout(idiom: .phone, width: 393, compactHeight: false) == .stacked)
        #expect(TabBarGeometry.itemLayout(idiom: .phone, width: 852, compactHeight: true) == .compactInline)
        #expect(TabBarGeometry.itemLayout(idiom: .pad, width: 1024, compactHeight: false) == .inline)
        #expect(TabBarGeometry.barHeight(layout: .stacked, idiom: .phone) == 49)
        #expect(TabBarGeometry.barHeight(layout: .compactInline, idiom: .phone) == 32)
        #expect(TabBarGeometry.barHeight(layout: .inline, idiom: .pad) == 50)
    }

    @Test func centredItemsAreAGroupInTheMiddle() {
        let slots = TabBarGeometry.slots(count: 3, barWidth: 1024, positioning: .centered, itemWidth: 100, itemSpacing: 20)
        #expect(slots.map(\.lowerBound) == [342, 462, 582])
        #expect(slots.last?.upperBound == 682)
        // Without a width: content plus 8 pt each side, at least 76 pt.
        let auto = TabBarGeometry.slots(count: 2, barWidth: 500, positioning: .centered, contentWidths: [40, 100])
        #expect(auto.map { $0.upperBound - $0.lowerBound } == [76, 116])
    }

    @Test func theGlassCapsuleAndPillAreWhereYOMsAre() {
        // G1 (map selected), 402 × 874 pt: capsule 64-338 × 791-853, pill 154-248 × 795-849.
        let map = GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 3, selected: 1, hasSearchTab: false, minimized: false, hasAccessory: false)
        expectClose(map.capsule, Rect(x: 64, y: 791, width: 274, height: 62))
        expectClose(map.pill, Rect(x: 154, y: 795, width: 94, height: 54))
        #expect(map.slots.map(\.midX) == [115, 201, 287])
        // G3 (archive selected): 68-162; G2 (settings): 240-334: the pill stays 4 pt inside the capsule.
        let archive = GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 3, selected: 0, hasSearchTab: false, minimized: false, hasAccessory: false)
        expectClose(archive.pill, Rect(x: 68, y: 795, width: 94, height: 54))
        let settings = GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 3, selected: 2, hasSearchTab: false, minimized: false, hasAccessory: false)
        expectClose(settings.pill, Rect(x: 240, y: 795, width: 94, height: 54))
    }

    @Test func longTitlesWidenTheSlotsWhereTimaisAre() {
        // M3 and M4 (reports selected), read back at 440 × 956 pt (the screenshots are a 440 pt
        // phone's, stored rescaled: docs/FIDELITY.md, session 10): capsule 61.0-379.0, title centres
        // 118.8-119.3, 219.8-220.3, 320.3-320.5, pill 165.67-274.33; "Zeiterfassung" is 68.38 pt wide
        // by BarTheme's text measurer (68.5 in San Francisco's width table).
        let reports = GlassTabBarGeometry.layout(
            screenWidth: 440, screenHeight: 956, tabs: 3, selected: 1, hasSearchTab: false, minimized: false, hasAccessory: false,
            contentWidths: [40, 68.38, 45])
        expectClose(reports.capsule, Rect(x: 61.0, y: 873, width: 318.0, height: 62))
        expectClose(reports.pill, Rect(x: 165.67, y: 877, width: 108.66, height: 54))
        for (slot, centre) in zip(reports.slots, [119.08, 220.08, 320.42]) { #expect(abs(slot.midX - centre) <= Self.goal) }
        // A short widest title keeps the 86 pt slots (YOM's).
        let short = GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 3, selected: 1, hasSearchTab: false, minimized: false, hasAccessory: false,
            contentWidths: [40])
        #expect(short.capsule == map402().capsule)
    }

    /// A hugging capsule sits on whole points, its width rounded up and its origin to the nearest
    /// point (four fit apps, docs/UIKIT.md §18.6, #41 session 23): TokCleaner's 60.00-368.00 pt at
    /// 428 pt and VGB's 60.00-381.00 at 440, with the widest titles as BarTheme's text measurer
    /// measures them (BarTheme drew 307.42 pt at 60.29 and 320.18 at 59.91 before); SwiftLearningApp's
    /// 63.0-340.0 at 402 ("Challenges", 54.6 pt).
    @Test func aHuggingCapsuleSitsOnWholePoints() {
        for (screen, widest, left, right) in [(428.0, 64.94, 60.0, 368.0), (440, 69.19, 60, 381), (402, 54.6, 63, 340)] {
            let bar = GlassTabBarGeometry.layout(
                screenWidth: screen, screenHeight: 900, tabs: 3, selected: 0, hasSearchTab: false, minimized: false, hasAccessory: false,
                contentWidths: [widest])
            #expect(bar.capsule.minX == left && bar.capsule.maxX == right, "\(screen): \(bar.capsule)")
        }
    }

    /// A bar of five tabs, no search tab, neither minimized nor with an accessory.
    static func fiveTabs(screen: Double, height: Double, selected: Int, contents: [Double]) -> GlassTabBarGeometry {
        GlassTabBarGeometry.layout(
            screenWidth: screen, screenHeight: height, tabs: 5, selected: selected, hasSearchTab: false, minimized: false,
            hasAccessory: false, contentWidths: contents)
    }

    /// Five tabs: each pill is 74 pt at 402 pt, or its content plus 32.1 pt where that is wider,
    /// laid evenly between the capsule's 4 pt insets (two fit apps agree, docs/UIKIT.md §18.6, #41
    /// session 23): Talli's pills at 25.00-99.00, 92.67-166.67, 160.00-234.00, 227.67-309.33 (its
    /// "Messages", 49.36 pt at 10 pt medium) and 303.00-377.00 pt. At 414 pt every pill is 83.67 pt
    /// (Talli, one app): 25.00-108.67 … 305.33-389.00. Before, one 81.07 pt pill was spread evenly.
    @Test func fiveTabsTakePillsOfTheirOwnWhereTallisAre() throws {
        let contents = [27.0, 35.0, 41.0, 49.36, 38.0]
        let expected = [(25.0, 99.0), (92.67, 166.67), (160.0, 234.0), (227.67, 309.33), (303.0, 377.0)]
        for (selected, (left, right)) in expected.enumerated() {
            let bar = Self.fiveTabs(screen: 402, height: 874, selected: selected, contents: contents)
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal, "\(selected): \(pill)")
            #expect(abs(bar.slots[selected].midX - pill.midX) < 1e-9)
            #expect(bar.slotRule.contains("each tab has its own pill, 74 pt or its content plus 32.1 pt"), "\(bar.slotRule)")
        }
        let wide = [(25.0, 108.67), (95.0, 178.67), (165.0, 248.67), (235.33, 319.0), (305.33, 389.0)]
        for (selected, (left, right)) in wide.enumerated() {
            let bar = Self.fiveTabs(screen: 414, height: 896, selected: selected, contents: contents)
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal, "414, \(selected): \(pill)")
        }
    }

    /// Five tabs at 402 pt none of whose content widens its pill past 74 pt: the capsule is at its limit, a
    /// hugging capsule held to the 360 pt it has, 8 pt ends, equal 68.8 pt slots and 76.8 pt pills from one
    /// 4 pt inset to the other (docs/UIKIT.md §18.6 "A capsule at its limit", #41 session 36, one fit app):
    /// L8ter's pills at 25.00-102.00 (Saved) and 94.00-170.67 pt (Add), its images centred at 63.50, 132.33,
    /// 201.17, 269.83 and 338.17 pt (L1-L7). Before, 74 pt pills 69.5 apart: 25.00-99.00 and 94.67-168.33, the
    /// end tabs' images 1.5-1.83 pt in. A wide tab (Talli's "Messages") keeps the pill-per-tab rule.
    @Test func fiveNarrowTabsAt402AreACapsuleAtItsLimitWhereL8tersAre() throws {
        let l8ter = [27.3, 18.9, 20.1, 34.79, 29.5]  // the widest as BarTheme measures it (`explain`), the others below it
        for (selected, (left, right)) in [(0, (25.0, 102.0)), (1, (94.0, 170.67))] {
            let bar = Self.fiveTabs(screen: 402, height: 874, selected: selected, contents: l8ter)
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal, "\(selected): \(pill)")
            for (slot, centre) in zip(bar.slots, [63.5, 132.33, 201.17, 269.83, 338.17]) {
                #expect(abs(slot.midX - centre) <= Self.goal, "\(slot.midX) for \(centre)")
            }
            #expect(abs(bar.slots[selected].midX - pill.midX) < 1e-9)
            #expect(bar.slotRule.contains("a hugging one held to the width"), "\(bar.slotRule)")
        }
        let last = Self.fiveTabs(screen: 402, height: 874, selected: 4, contents: l8ter)
        #expect(abs((last.pill?.maxX ?? 0) - 377) < 1e-9)
        let talli = Self.fiveTabs(screen: 402, height: 874, selected: 0, contents: [27.0, 35.0, 41.0, 49.36, 38.0])
        #expect(talli.pill?.width == 74)
    }

    /// Five tabs from 414 pt: every pill is one width, the wider of 83.67 pt (84.33 from 440 pt, session 29) and the widest tab's
    /// content plus 34.1 pt, whichever tab is selected (docs/UIKIT.md §18.6, one fit app, #41 session
    /// 27): Suro's Spanish bar at 440 pt ("Calendario", 52.59 pt in Convergence at 10 pt) has 86.67 pt
    /// pills at 25.00-111.67, 100.67-187.33, 176.67-263.33, 252.33-339.00 and 328.33-415.00 under every
    /// tab. Before, each tab had its own pill: 83.67 pt under the four others, the tabs 1.33-1.67 pt in.
    @Test func fiveTabsFrom414ShareTheWidestTabsPillWhereSurosAre() throws {
        let contents = [26.52, 27.72, 52.59, 32.13, 20.03]
        let measured = [(25.0, 111.67), (100.67, 187.33), (176.67, 263.33), (252.33, 339.0), (328.33, 415.0)]
        for (selected, (left, right)) in measured.enumerated() {
            let bar = Self.fiveTabs(screen: 440, height: 956, selected: selected, contents: contents)
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal, "\(selected): \(pill)")
            #expect(abs(bar.slots[selected].midX - pill.midX) < 1e-9)
            #expect(bar.slotRule.contains("the widest tab's content, 52.59 pt, plus 34.1 pt: 86.69 pt"), "\(bar.slotRule)")
        }
        // Its English bar ("Calendar", 43.67 pt) keeps the narrow titles' pill, 84.33 pt at 440 pt (session 29).
        let english = Self.fiveTabs(screen: 440, height: 956, selected: 0, contents: [27.55, 21.63, 43.67, 43.06, 25.08])
        #expect(abs((english.pill?.width ?? 0) - 84.33) < 1e-9)
    }

    /// Five tabs at 440 pt whose titles are narrow: one 84.33 pt pill under every tab, 76.33 apart, where two
    /// fit apps put it (docs/UIKIT.md §18.6, #41 session 29): Suro's English bar (React Native's UIKit tab bar;
    /// 25.00-109.33, 101.33-185.67, 177.67-262.00, 254.00-338.33, 330.33-414.67 pt) and Solea's (a SwiftUI
    /// `.tabItem` bar, Oggi, Diario, Planner, Coach, Profilo: the first three the same to the third of a
    /// point). At 414 and 428 pt Talli's 83.67 pt pill stays. Before, 83.67 pt at 440 too: every pill's
    /// right edge 0.67 pt short of the first's and the tabs 76.58 apart.
    @Test func fiveNarrowTabsAt440ShareSurosAndSoleasPill() throws {
        let solea = [22.33, 27.67, 36.67, 30.0, 31.0]
        let measured = [(25.0, 109.33), (101.33, 185.67), (177.67, 262.0), (254.0, 338.33), (330.33, 414.67)]
        for (selected, (left, right)) in measured.enumerated() {
            let bar = Self.fiveTabs(screen: 440, height: 956, selected: selected, contents: solea)
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal, "\(selected): \(pill)")
            #expect(bar.slotRule.contains("one width, 84.33 pt"), "\(bar.slotRule)")
        }
        for screen in [414.0, 428.0] {
            let talli = Self.fiveTabs(screen: screen, height: 926, selected: 0, contents: [27.0, 35.0, 41.0, 49.27, 38.0])
            #expect(abs((talli.pill?.width ?? 0) - 83.67) < 1e-9, "\(screen)")
        }
    }

    @Test func aFilledCapsulesPillsAreWhereBoxingTimersAndReaderForIOSsAre() throws {
        // Two fit apps, four `.tabItem` tabs on a capsule filling the width between 21 pt margins
        // (docs/UIKIT.md §18.6, session 14): Reader for iOS (R1-R4, 402 × 874 pt) puts its pills at
        // 25.00-123.00, 109.67-207.67, 194.33-292.33 and 279.00-377.00 pt and its title centres at
        // 73.67, 158.5, 243.0 and 327.67; Boxing Timer (J1-J4) the same pills at 402 pt and
        // 119.33-226.33 (presets) and 213.33-320.67 pt (stats) at 440 × 956 pt.
        for (selected, (left, right)) in [(25.0, 123.0), (109.67, 207.67), (194.33, 292.33), (279.0, 377.0)].enumerated() {
            let bar = GlassTabBarGeometry.layout(
                screenWidth: 402, screenHeight: 874, tabs: 4, selected: selected, hasSearchTab: false, minimized: false,
                hasAccessory: false)
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal)
            #expect(abs(pill.midX - bar.slots[selected].midX) < 1e-9)
            for (slot, centre) in zip(bar.slots, [73.67, 158.5, 243.0, 327.67]) { #expect(abs(slot.midX - centre) <= Self.goal) }
            #expect(bar.slotRule.contains("13.33 pt wider than the tabs' spacing"))
        }
        for (selected, (left, right)) in [(1, (119.33, 226.33)), (2, (213.33, 320.67))] {
            let bar = GlassTabBarGeometry.layout(
                screenWidth: 440, screenHeight: 956, tabs: 4, selected: selected, hasSearchTab: false, minimized: false,
                hasAccessory: false)
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal)
        }
    }

    /// Four tabs whose widest title reaches 42.3 pt take a pill 28/3 pt wider than their spacing, not
    /// 40/3 (docs/UIKIT.md §18.6, #41 session 24b): Lansing Car Ferry (widest "Cameras", 43.49 pt) and
    /// SlangCheck ("Translator", 50.25 pt), two fit apps at 440 pt, put their pills at 25.00-129.33,
    /// 120.33-224.33, 215.33-319.67 and 310.67-414.67 pt; Boxing Timer ("Settings", 41.12 pt) keeps
    /// 107.33 pt pills 94.17 apart. On main before, every four-tab bar drew the 107.5 pt pills.
    @Test func fourTabsWithAWideTitleTakeTheNarrowerPill() throws {
        for (selected, (left, right)) in [(25.0, 129.33), (120.33, 224.33), (215.33, 319.67), (310.67, 414.67)].enumerated() {
            let bar = GlassTabBarGeometry.layout(
                screenWidth: 440, screenHeight: 956, tabs: 4, selected: selected, hasSearchTab: false, minimized: false,
                hasAccessory: false, contentWidths: [24.0, 50.25, 31.0, 20.0])
            let pill = try #require(bar.pill)
            #expect(abs(pill.minX - left) <= Self.goal && abs(pill.maxX - right) <= Self.goal, "\(selected): \(pill)")
            #expect(bar.slotRule.contains("at least 42.3 pt"), "\(bar.slotRule)")
        }
        let settings = GlassTabBarGeometry.layout(
            screenWidth: 440, screenHeight: 956, tabs: 4, selected: 1, hasSearchTab: false, minimized: false, hasAccessory: false,
            contentWidths: [30.0, 41.12, 25.0, 35.0])
        let pill = try #require(settings.pill)
        #expect(abs(pill.minX - 119.33) <= Self.goal && abs(pill.maxX - 226.33) <= Self.goal, "\(pill)")
    }

    @Test func manyTabsKeepTheSideMarginsAndASearchTabSitsAfterTheCapsule() {
        let five = GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 5, selected: 0, hasSearchTab: true, minimized: false, hasAccessory: true)
        let search = try! #require(five.searchCircle)
        // Four or more tabs fill the width between the measured 21 pt margins (Boxing Timer, docs/UIKIT.md §18.6).
        #expect(abs(five.capsule.minX - 21) < 1e-9 && abs(search.maxX - (402 - 21)) < 1e-9)
        #expect(search.minX == five.capsule.maxX + 8)
        #expect(search.maxY == five.capsule.maxY)
        let accessory = try! #require(five.accessory)
        #expect(accessory.maxY == five.capsule.minY - 8)
        let minimized = GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 5, selected: 3, hasSearchTab: false, minimized: true, hasAccessory: true)
        #expect(minimized.pill == nil && minimized.slots.count == 1 && minimized.capsule.width == 48)
        #expect(minimized.accessory?.minX == minimized.capsule.maxX + 8)
    }

    @Test func aBadgeSitsRightOfTheImageCentreAndGrowsWithItsText() {
        let image = Rect(x: 86, y: 6, width: 25, height: 25)
        let one = TabBarGeometry.badgeFrame(imageBox: image, itemTop: 0, textWidth: 7, adjustment: Offset(x: 0, y: 0))
        #expect(one == Rect(x: 104.5, y: 2, width: 18, height: 18))
        let long = TabBarGeometry.badgeFrame(imageBox: image, itemTop: 0, textWidth: 30, adjustment: Offset(x: 1, y: 2))
        #expect(long == Rect(x: 98.5 + 6 + 1, y: 4, width: 40, height: 18))
        // On the iOS 26 capsule, 11.5 pt right of the image's centre (Talli, docs/UIKIT.md §18.6).
        let glass = TabBarGeometry.badgeFrame(imageBox: image, itemTop: 0, textWidth: 7, adjustment: Offset(x: 0, y: 0), glass: true)
        #expect(glass == Rect(x: 98.5 + 11.5, y: 2, width: 18, height: 18))
    }

    private func map402() -> GlassTabBarGeometry {
        GlassTabBarGeometry.layout(
            screenWidth: 402, screenHeight: 874, tabs: 3, selected: 1, hasSearchTab: false, minimized: false, hasAccessory: false)
    }

    private func expectClose(_ actual: Rect?, _ expected: Rect, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let actual else {
            Issue.record("no frame", sourceLocation: sourceLocation)
            return
        }
        let error = max(
            abs(actual.minX - expected.minX), abs(actual.minY - expected.minY), abs(actual.maxX - expected.maxX),
            abs(actual.maxY - expected.maxY))
        #expect(error <= Self.goal, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
    }
}
