import Testing

@testable import BarTheme

/// A symbol at a point size of its own on an iOS 26 navigation bar (docs/UIKIT.md §10.13, #39 session 35):
/// a SwiftUI `Button` labelled with a bare `Image` gets glass its advance plus 6 pt each side, at least the
/// 44 pt circle, and the row's centre sits 6.33 + 0.353 × (size − 17) pt above the symbol's baseline.
@Suite struct SymbolAtItsOwnSizeTests {
    /// The lone platter's frame and the symbol's ink frame for `image` labelled `label`, at 402 pt.
    func layout(_ image: String, label: String) throws -> (platter: Rect, ink: Rect) {
        let yaml = """
            era: ios26
            scenes:
              - name: today
                items:
                  - title: Today
                    rightBarButtonItems: [{ image: \(image), swiftUILabel: \(label), accessibilityLabel: Add task }]
            """
        let layout = try SymbolImageTests().layout(
            yaml, variant: Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62))
        var inks: [Rect] = []
        for case .icon(let icon) in layout.elements {
            if case .symbol = icon.icon { inks.append(icon.frame) }
        }
        let platters = layout.elements.compactMap { e -> Rect? in if case .platter(let p) = e { return p.frame } else { return nil } }
        return (try #require(platters.first), try #require(inks.first))
    }

    @Test func aLargeImageLabelWidensItsGlassByItsAdvance() throws {
        // Lazyflow (check, scored): `Image(systemName: "plus.circle.fill").font(.title2)`, SF Pro's large glyph
        // at 22 pt, 3067 units of advance (32.95 pt): 32.95 + 2 × 6 = 44.95 pt of glass (UIKit's 44.67).
        let (platter, ink) = try layout("{ systemName: plus.circle.fill, pointSize: 22 }", label: "image")
        // The capsule's leading edge then goes to the nearest pixel (§10.4, "Frames on the pixel grid"):
        // 386 − 44.95 = 341.05 pt, pixel 1023.15 at @3x, so 341.00 and 45.00 pt wide.
        let advance = 3067.0 * 22 / 2048
        #expect(abs(platter.minX - 1023.0 / 3) < 0.01, "\(platter)")
        #expect(abs(platter.maxX - 386) < 0.01, "\(platter)")
        #expect(abs(platter.width - (advance + 12)) < 0.5 / 3, "\(platter)")
        #expect(abs(ink.midX - platter.midX) < 0.01, "\(ink) on \(platter)")
    }

    @Test func aSymbolAtTheBarsSizeOrAnotherLabelKeepsTheCircle() throws {
        #expect(try layout("{ systemName: plus.circle.fill }", label: "image").platter.width == 44)
        #expect(try layout("{ systemName: cart }", label: "image").platter.width == 44)
        // A `Label` is not the `Image` whose room the rule is.
        #expect(try layout("{ systemName: plus.circle.fill, pointSize: 22 }", label: "label").platter.width == 44)
    }

    @Test func theRowsCentreKeepsItsPixelAboveTheSymbolsMiddleAtAnySize() throws {
        // The circled symbols centre their ink 722.5 units above the baseline: at 22 pt 7.76 pt, and the row's
        // centre 6.33 + 0.353 × 5 = 8.09 pt above it, the ink 0.33 pt below the row's centre (0.43 when the whole
        // 6.33 pt scaled with the size). A `Label` places its symbol by that rule; a bare `Image` centres its ink
        // 0.08 pt below the row whatever the size (`ImageLabelSymbolOffsetTests`; UIKit draws Lazyflow's 22 pt
        // 0.02 below, TangoKado's 20 pt 0.17-0.33).
        let (platter, ink) = try layout("{ systemName: plus.circle.fill, pointSize: 22 }", label: "label")
        #expect(abs(ink.midY - (platter.midY + 0.333)) < 0.01, "\(ink) in \(platter)")
        let (glass, image) = try layout("{ systemName: plus.circle.fill, pointSize: 22 }", label: "image")
        #expect(abs(image.midY - (glass.midY + 0.08)) < 0.01, "\(image) in \(glass)")
        // At the bar's 17 pt nothing moves: the ink 0.33 pt below the row's centre, as the measured circles.
        let (circle, own) = try layout("{ systemName: plus.circle.fill }", label: "label")
        #expect(abs(own.midY - (circle.midY + 0.33)) < 0.01, "\(own) in \(circle)")
        #expect(abs(SymbolFontBoxes.centreAboveBaseline(at: 17) - 6.33) < 1e-9)
        #expect(abs(SymbolFontBoxes.centreAboveBaseline(at: 20) - (6.33 + 3 * 722.5 / 2048)) < 1e-9)
    }

    @Test func explainNamesTheImageLabelsGlass() throws {
        let yaml = """
            era: ios26
            scenes:
              - name: s
                items:
                  - rightBarButtonItems: [{ image: { systemName: plus.circle.fill, pointSize: 22 }, swiftUILabel: image, accessibilityLabel: Add }]
            """
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62)
        let line = try #require(try WideCorpusFitTests.platterLines(yaml, variant).first)
        let rule =
            "a SwiftUI Image label's plus.circle.fill at its own size is wider than a 44 pt circle with the button's"
            + " 6 pt each side of its advance: a capsule 44.95 pt wide"
        #expect(line.provenance.rule.contains(rule), "\(line.provenance.rule)")
    }
}
