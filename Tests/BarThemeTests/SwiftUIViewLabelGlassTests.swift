import Testing

@testable import BarTheme

/// A SwiftUI `Button`'s label that is a view of the app's own (`swiftUILabel: view`: an `Image` or a
/// shape with its own `.frame` or `.padding` and `.background` inside the label) takes 6 pt of glass
/// each side on Liquid Glass, at least the 44 pt circle, where an app's own view with no key keeps
/// 4 pt; an app's own view shows no taller than 36 pt on its platter (measured on three fit apps:
/// BalanceZero's April build, ReelFin, CloudTape; docs/UIKIT.md §10.16).
@Suite struct SwiftUIViewLabelGlassTests {
    func layout(_ item: String, width: Double) throws -> BarLayout {
        try LiquidGlassLayoutTests().glass(
            HostedCustomViewTests.scene(item), variant: Variant(position: .topAttached, width: width, scale: 3, statusBarHeight: 0))
    }

    func capsule(_ l: BarLayout) throws -> Rect {
        let frames = l.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
        return try #require(frames.max { $0.x < $1.x })
    }

    func box(_ l: BarLayout) throws -> Rect {
        try #require(l.elements.compactMap { if case .placeholder(let p) = $0 { return p.frame } else { return nil } }.first)
    }

    @Test func aFramedLabelTakesSixPointsOfGlassEachSide() throws {
        // BalanceZero April (fit): a 36 pt framed image on a filled circle, glass 338-386 around the
        // fill's 344-380 on a 402 pt phone (the own-view rule drew the 44 pt circle, 342-386).
        let l = try layout("{ customView: { width: 36, height: 36 }, swiftUILabel: view }", width: 402)
        let glass = try capsule(l)
        #expect(abs(glass.x - 338) < 0.01 && abs(glass.maxX - 386) < 0.01, "\(glass)")
        let fill = try box(l)
        #expect(abs(fill.x - 344) < 0.01 && abs(fill.maxX - 380) < 0.01, "\(fill)")
        // The same view with no key is an app's own view: 4 pt, the 44 pt circle.
        #expect(try capsule(layout("{ customView: { width: 36, height: 36 } }", width: 402)).width == 44)
        // A 32 pt framed label keeps the circle (32 + 2 × 6 = 44; BalanceZero's Saved Lists `plus`).
        #expect(try capsule(layout("{ customView: { width: 32, height: 32 }, swiftUILabel: view }", width: 402)).width == 44)
    }

    @Test func aTallLabelIsCutToThirtySixPoints() throws {
        // ReelFin (fit): the 44 × 44 pt framed label on a 56 × 44 pt capsule at the bar's leading
        // edge, the label shown 36 pt high, centred on the row (its fill 22-66 at 402 pt).
        let scene = """
            scenes:
              - name: s
                items:
                  - title: ""
                    leftBarButtonItems: [{ customView: { width: 44, height: 44 }, swiftUILabel: view }]
            """
        let l = try LiquidGlassLayoutTests().glass(scene)
        let glass = try #require(l.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }.first)
        #expect(abs(glass.x - 16) < 0.01 && abs(glass.width - 56) < 0.01, "\(glass)")
        let fill = try box(l)
        #expect(abs(fill.x - 22) < 0.01 && abs(fill.width - 44) < 0.01 && abs(fill.height - 36) < 0.01, "\(fill)")
        #expect(abs(fill.midY - glass.midY) < 0.01)
    }

    @Test func explainNamesTheLabelRule() throws {
        let lines = try WideCorpusFitTests.platterLines(
            HostedCustomViewTests.scene("{ customView: { width: 44, height: 44 }, swiftUILabel: view }"),
            Variant(position: .topAttached, width: 440, scale: 3, statusBarHeight: 0))
        let rule = try #require(lines.last?.provenance.rule)
        let words = "a SwiftUI label of the app's own (swiftUILabel: view), 44 pt wide, with 6 pt of glass each side: a capsule, 56 pt"
        #expect(rule.contains(words) && rule.contains("cut to 36 pt high of its 44") && rule.contains("§10.16"), "\(rule)")
    }
}
