import Testing

@testable import BarTheme

/// On an iOS 26 navigation bar a SwiftUI item labelled with a bare `Image` centres its symbol's ink
/// 0.08 pt below the row's centre, whatever the symbol, where a `Label` and a UIKit item place it by
/// the font's baseline (`plus` 0.5 pt below, `star` 0.58 above) (docs/UIKIT.md §10.13; #39 session 30:
/// nine fit apps' `Image` plus against two fit apps' `Label`s; session 37: every fit `Image` symbol).
@Suite struct ImageLabelSymbolOffsetTests {
    static let theme = """
        era: ios26
        scenes:
          - name: list
            items:
              - title: Plants
                rightBarButtonItems:
                  - { image: { systemName: plus }, swiftUILabel: image, accessibilityLabel: Add plant }
                leftBarButtonItems:
                  - { image: { systemName: plus }, swiftUILabel: label, accessibilityLabel: New Note }
        """

    /// The `name` glyphs' ink frames, leading first, and the first platter's vertical centre, at 402 pt.
    func plusFrames(_ yaml: String, name: String = "plus") throws -> (frames: [Rect], rowCentre: Double) {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        var frames: [Rect] = []
        for case .icon(let icon) in layout.elements {
            if case .symbol(let symbol) = icon.icon, symbol.name == name { frames.append(icon.frame) }
        }
        let platters = layout.elements.compactMap { e -> Rect? in if case .platter(let p) = e { return p.frame } else { return nil } }
        let platter = try #require(platters.first)
        return (frames.sorted { $0.x < $1.x }, platter.midY)
    }

    @Test func aBareImageLabelsPlusSitsHigherThanALabelsOnANavigationBar() throws {
        // PlantLog, Vaultify, WhistleCounter (fit): UIKit's `Image` plus is 75.33-93.00 pt on the
        // 62-106 circle (centre 84), its ink centre 84.17; Karaoke and Accessible Notes' `Label` plus is
        // 75.67-93.33, 84.50 (BarTheme drew both at 84.50 before).
        let (frames, centre) = try plusFrames(Self.theme)
        try #require(frames.count == 2)
        #expect(abs(centre - 84) < 0.01, "\(centre)")
        #expect(abs(frames[1].midY - (centre + 0.08)) < 0.01, "the Image label: \(frames[1])")
        #expect(abs(frames[0].midY - (centre + 0.5)) < 0.01, "the Label: \(frames[0])")
        #expect(abs(frames[1].height - 17.67) < 0.01)
    }

    @Test func aSizedImageLabelKeepsItsInkOnTheRow() throws {
        // BalanceZero (fit): `Image(systemName: "plus")` at 15 pt bold, UIKit's ink 76.00-92.00 (centre 84.00).
        let yaml = Self.theme.replacingOccurrences(
            of: "systemName: plus }, swiftUILabel: image", with: "systemName: plus, pointSize: 15 }, swiftUILabel: image")
        let (frames, centre) = try plusFrames(yaml)
        try #require(frames.count == 2)
        #expect(abs(frames[1].midY - (centre + 0.08)) < 0.01, "\(frames[1])")
    }

    @Test func theTableKeepsItsOffsetWithoutAnImageLabel() {
        #expect(SymbolBoxes.navigationBarBox(for: SymbolImage(name: "plus"), label: nil).inkOffsetY == 0.5)
        #expect(SymbolBoxes.navigationBarBox(for: SymbolImage(name: "plus"), label: .label).inkOffsetY == 0.5)
        #expect(SymbolBoxes.navigationBarBox(for: SymbolImage(name: "plus"), label: .image).inkOffsetY == 0.08)
        let gear = SymbolImage(name: "gear")
        #expect(SymbolBoxes.navigationBarBox(for: gear, label: .label) == SymbolBoxes.box(for: gear))
    }

    @Test func aBareImageLabelsStarIsCentredOnTheRowWhereAUIKitItemsSitsHigher() throws {
        // PharmaGlossary (fit): `Image(systemName: "star")` at 19 pt semibold, UIKit's ink 71.00-97.00 on
        // the 63-105 circle, centred on it; NetNewsWire's UIKit `star` (fit) is 0.58 pt above its row.
        let yaml = Self.theme.replacingOccurrences(of: "systemName: plus", with: "systemName: star")
        let (frames, centre) = try plusFrames(yaml, name: "star")
        try #require(frames.count == 2)
        #expect(abs(frames[1].midY - (centre + 0.08)) < 0.01, "the Image label: \(frames[1])")
        #expect(abs(frames[0].midY - (centre - 0.58)) < 0.01, "the Label: \(frames[0])")
    }

    @Test func aNavigationLinksImageLabelIsCentredAsAnItemsIs() throws {
        // Prosary (check): `NavigationLink { … } label: { Image(systemName: "star") }`, a custom view.
        let yaml = Self.theme.replacingOccurrences(
            of: "{ image: { systemName: plus }, swiftUILabel: image",
            with: "{ customView: { image: { systemName: star } }, swiftUILabel: image")
        let (frames, centre) = try plusFrames(yaml, name: "star")
        try #require(frames.count == 1)
        #expect(abs(frames[0].midY - (centre + 0.08)) < 0.01, "\(frames[0])")
    }

    @Test func aBoxMeasuredOnAnImageLabelKeepsItsOffset() {
        // Reader for iOS (fit): `doc.badge.plus`'s ink 0.5 pt above the row, its badge below the glyph.
        let doc = SymbolImage(name: "doc.badge.plus")
        #expect(SymbolBoxes.navigationBarBox(for: doc, label: .image).inkOffsetY == -0.5)
    }
}
