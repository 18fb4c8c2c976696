import Testing

@testable import BarTheme

/// An app's own custom view (a placeholder box: no SF Symbol) takes 4 pt of glass each side on
/// Liquid Glass, at least the 44 pt circle, where a hosted label showing a symbol keeps 10.42 pt
/// (measured on three fit apps: Suro, BalanceZero's April build, RAG Assistant; docs/UIKIT.md §10.16).
@Suite struct OwnCustomViewGlassTests {
    let variant = Variant(position: .topAttached, width: 440, scale: 3, statusBarHeight: 0)

    func capsule(_ item: String) throws -> Rect {
        let l = try LiquidGlassLayoutTests().glass(HostedCustomViewTests.scene(item), variant: variant)
        let frames = l.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
        return try #require(frames.max { $0.x < $1.x })
    }

    @Test func anOwnViewTakesFourPointsOfGlassEachSide() throws {
        // Suro (fit): the list detail's `headerRight` view, 54 pt wide by its code, on a 62 pt capsule
        // ending 20 pt from a 440 pt phone's edge (walk 359.00-419.00; main drew 74.84 pt).
        let own = try capsule("{ customView: { width: 54, height: 36 } }")
        #expect(abs(own.width - 62) < 0.01 && own.maxX == 420, "\(own)")
        // BalanceZero's "Use List" (fit): 111 pt of the app's own fill on 119 pt of glass.
        #expect(abs(try capsule("{ customView: { width: 111, height: 36 } }").width - 119) < 0.01)
    }

    @Test func aSmallOwnViewKeepsTheCircle() throws {
        // RAG Assistant (fit): a 28 pt view on the 44 pt circle (main drew 48.84 pt); 36 pt is the largest that keeps it.
        #expect(try capsule("{ customView: { width: 28, height: 24 } }").width == 44)
        #expect(try capsule("{ customView: { width: 36, height: 36 } }").width == 44)
    }

    @Test func aViewShowingASymbolKeepsTheHostedLabelsGlass() throws {
        // Bindicator's `slider.horizontal.3` (26.81 pt of advance): 47.65 pt, unchanged.
        let hosted = try capsule("{ customView: { image: { systemName: slider.horizontal.3 } } }")
        #expect(abs(hosted.width - (26.81 + 2 * GlassMetrics.customViewPadding)) < 0.02, "\(hosted)")
    }

    @Test func glyphSizedOwnViewsShareACapsuleOfTwoCirclesEightPointsApart() throws {
        // Suro (fit, Calendar and a pot, 440 pt): two 22 pt React Native views on a capsule at 324-420
        // (walk 325.00-419.00), their icons centred at 345.83-346.00 and 397.83-398.00 pt: two 44 pt
        // slots 8 pt apart, the trailing icon where it sits alone (main gave them 46 pt slots: 320-420).
        let items = "{ customView: { width: 22, height: 22 } }, { customView: { width: 22, height: 22 } }"
        let l = try LiquidGlassLayoutTests().glass(HostedCustomViewTests.scene(items), variant: variant)
        let shared = try capsule(items)
        #expect(abs(shared.x - 324) < 0.01 && shared.maxX == 420, "\(shared)")
        let views = l.elements.compactMap { if case .placeholder(let p) = $0 { return p.frame.midX } else { return nil } }.sorted()
        #expect(views.count == 2 && abs(views[0] - 346) < 0.01 && abs(views[1] - 398) < 0.01, "\(views)")
        // A symbol's slot is unchanged: its advance plus 11.27 pt each side.
        let symbols = try capsule("{ image: { systemName: chevron.up } }, { image: { systemName: chevron.down } }")
        #expect(symbols.width > 99.5 && symbols.width < 101, "\(symbols)")
    }

    @Test func explainNamesTheSharedOwnViewRule() throws {
        let items = "{ customView: { width: 22, height: 22 } }, { customView: { width: 22, height: 22 } }"
        let lines = try WideCorpusFitTests.platterLines(HostedCustomViewTests.scene(items), variant)
        let rule = try #require(lines.last?.provenance.rule)
        #expect(rule.contains("a custom view showing no symbol keeps the platter it would have alone (44, 44 pt"), "\(rule)")
        #expect(rule.contains("8 pt from the next glyph (one app, docs/UIKIT.md §10.16)"), "\(rule)")
    }

    @Test func explainNamesTheOwnViewRule() throws {
        let lines = try WideCorpusFitTests.platterLines(HostedCustomViewTests.scene("{ customView: { width: 54, height: 36 } }"), variant)
        let rule = try #require(lines.last?.provenance.rule)
        let words = "the app's own custom view (no symbol), 54 pt wide, with 4 pt of glass each side: a capsule, 62 pt"
        #expect(rule.contains(words), "\(rule)")
        #expect(rule.contains("less than a hosted label's 10.42 pt") && rule.contains("§10.16"), "\(rule)")
    }
}
