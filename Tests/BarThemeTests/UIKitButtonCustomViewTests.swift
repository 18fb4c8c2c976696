import Testing

@testable import BarTheme

/// A UIKit `UIButton` of the app's own as a bar button item's custom view, showing an SF Symbol
/// (`customView: { image:, width:, contentHorizontalAlignment: }`): on Liquid Glass it takes an app's
/// own view's 4 pt of glass each side, at least the 44 pt circle, keeps that slot on a capsule it
/// shares, 8 pt from the next glyph, and shows its image at the edge its alignment names (measured,
/// one fit app: Apollo's translation globe, docs/UIKIT.md §10.16).
@Suite struct UIKitButtonCustomViewTests {
    let phone = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
    static let globe =
        "{ customView: { image: { systemName: globe }, width: 36, contentHorizontalAlignment: right }, accessibilityLabel: Translate }"
    /// Two symbols standing in for Apollo's own pair (sort, more), already sharing a capsule.
    static let neighbour =
        "{ image: { systemName: ellipsis }, accessibilityLabel: More }, { image: { systemName: arrow.up.arrow.down }, accessibilityLabel: Sort }"

    func layout(_ items: String) throws -> BarLayout {
        try LiquidGlassLayoutTests().glass(HostedCustomViewTests.scene(items), variant: phone)
    }

    func capsule(_ l: BarLayout) throws -> Rect {
        try #require(HostedCustomViewTests().platters(l).last)
    }

    func globeInk(_ l: BarLayout) throws -> Rect {
        try #require(
            l.elements.compactMap { e -> Rect? in
                if case .icon(let i) = e, case .symbol(let s) = i.icon, s.name == "globe" { return i.frame } else { return nil }
            }.first)
    }

    @Test func theGlobeTakesAFortyFourPointSlotEightPointsFromTheNextGlyph() throws {
        // Apollo (fit, icpryde/Apollo-ImprovedCustomApi: ApolloTranslation.xm's globe, a system UIButton
        // with a 36 × 32 pt frame, its content aligned right, appended to Apollo's rightBarButtonItems),
        // 402 pt: the comments' capsule is 254-386 with the globe and 306-386 without it (img/inline.jpg
        // at cb237df): the globe adds 52 pt, its 44 pt slot and the 8 pt gap. The hosted-label rule
        // (36 + 2 × 11.27) added 66.54.
        let alone = try capsule(layout(Self.neighbour))
        let shared = try capsule(layout("\(Self.neighbour), \(Self.globe)"))
        #expect(alone.maxX == 386 && shared.maxX == 386)
        #expect(abs((alone.minX - shared.minX) - 52) < 0.01, "\(shared) beside \(alone)")
    }

    @Test func theGlobeSitsAtTheButtonsRightEdge() throws {
        // UIKit draws the globe's ink centred 27.17 pt from the capsule's start on every comments and
        // feed capture (281.17 on 254, 275.17 on 248): 4 pt of glass, the 36 pt button, less half
        // the image (globe's advance, 25.46 pt): 27.27. Centred in its button it would be 22.
        let l = try layout("\(Self.neighbour), \(Self.globe)")
        let glass = try capsule(l)
        let ink = try globeInk(l)
        #expect(abs((ink.midX - glass.minX) - 27.17) < 0.25, "\(ink) on \(glass)")
    }

    @Test func aLoneButtonKeepsTheCircle() throws {
        // 36 + 2 × 4 = 44: the circle, its image 5.27 pt right of the circle's centre.
        let l = try layout(Self.globe)
        let glass = try capsule(l)
        #expect(glass.width == 44 && glass.maxX == 386, "\(glass)")
        let ink = try globeInk(l)
        #expect(abs(ink.midX - (glass.minX + 4 + 36 - SymbolImage(name: "globe").advance / 2)) < 0.01, "\(ink)")
        // Centred (UIKit's default) the image sits on the circle's centre.
        let centred = try layout(
            "{ customView: { image: { systemName: globe }, width: 36, contentHorizontalAlignment: center }, accessibilityLabel: Translate }"
        )
        #expect(abs(try globeInk(centred).midX - capsule(centred).midX) < 0.01)
    }

    @Test func withoutTheKeyTheViewIsAHostedLabel() throws {
        // A custom view showing a symbol with no alignment stays SwiftUI's hosted label (§10.16):
        // its width plus 11.27 pt each side on a shared capsule.
        let hosted = "{ customView: { image: { systemName: globe }, width: 36 }, accessibilityLabel: Translate }"
        let alone = try capsule(layout(Self.neighbour))
        let shared = try capsule(layout("\(Self.neighbour), \(hosted)"))
        // (Each capsule's leading edge on its nearest pixel, §10.4: within a pixel at @3x.)
        #expect(abs((alone.minX - shared.minX) - (36 + 2 * GlassMetrics.groupedSymbolAdvancePadding + 8)) < 0.34)
    }

    @Test func theKeyNeedsAnImage() {
        let (_, diags) = ThemeParser.parse(
            HostedCustomViewTests.scene("{ customView: { width: 36, height: 32, contentHorizontalAlignment: right } }"), path: "t.yaml")
        #expect(diags.contains { $0.message.contains("contentHorizontalAlignment") }, "\(diags)")
    }

    @Test func explainNamesTheRule() throws {
        let lines = try WideCorpusFitTests.platterLines(HostedCustomViewTests.scene("\(Self.neighbour), \(Self.globe)"), phone)
        let rule = try #require(lines.last?.provenance.rule)
        #expect(rule.contains("a UIKit button of the app's own (contentHorizontalAlignment)") && rule.contains("globe 44 pt"), "\(rule)")
    }
}
