import Testing

@testable import BarTheme

/// A SwiftUI toolbar item's own chromatic colour colours its symbol on plain glass; it does not fill
/// the platter as a UIKit image item's `tintColor` does (docs/UIKIT.md §10.4). Measured on the #39 fit
/// half: TrailMark's `Button("Supprimer", systemImage: "trash", role: .destructive)` with
/// `.tint(Color.red)` (b910eb2, 440 pt) is a red glyph, (254,55,59) light and (255,75,78) dark, on a
/// (253,253,253) and (18,18,18) glass circle; ObSync's `Image(systemName: "trash").foregroundStyle(.red)`
/// and BalanceZero's `plus` and `ellipsis` in the app's primary colour are coloured glyphs on ordinary
/// glass too. Before, BarTheme filled TrailMark's circle with systemRed and drew the glyph white.
@Suite struct SwiftUIItemTintTests {
    static let theme = """
        era: ios26
        scenes:
          - name: editor
            items:
              - title: Trail
                trailingItemGroups:
                  - items: [{ image: { systemName: square.and.pencil }, swiftUILabel: label, accessibilityLabel: Rename }]
                  - items: [{ image: { systemName: trash }, tintColor: systemRed, swiftUILabel: label, accessibilityLabel: Delete }]
                leftBarButtonItems: [{ image: { systemName: star }, tintColor: systemRed, accessibilityLabel: Favourite }]
        """

    func laidOut(_ style: UserInterfaceStyle) throws -> (layout: BarLayout, explained: [ExplainedProperty]) {
        let scene = try LaidOutNavigationScene(Self.theme, position: .topAttached, width: 440, style: style)
        return (scene.layout, scene.platters)
    }

    func symbolColours(_ layout: BarLayout) -> [String: RGBAColor] {
        var colours: [String: RGBAColor] = [:]
        for case .icon(let icon) in layout.elements {
            if case .symbol(let symbol) = icon.icon { colours[symbol.name] = icon.color }
        }
        return colours
    }

    func filledPlatters(_ layout: BarLayout) -> [RGBAColor] {
        layout.elements.compactMap { element in
            if case .platter(let platter) = element, case .tinted(let colour) = platter.fill { return colour }
            return nil
        }
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func aSwiftUIItemsTintColoursItsGlyphOnGlass(_ style: UserInterfaceStyle) throws {
        let (layout, _) = try laidOut(style)
        let red = SystemPalette.ios26.resolve(.systemRed, style)
        #expect(symbolColours(layout)["trash"] == red, "\(symbolColours(layout))")
        // Only the UIKit image item's chromatic tint fills its circle (R8).
        #expect(filledPlatters(layout) == [red], "\(filledPlatters(layout))")
        #expect(symbolColours(layout)["star"] == RGBAColor(white: 1))
    }

    @Test func explainNamesTheRule() throws {
        let (_, explained) = try laidOut(.dark)
        let lines = explained.filter { $0.provenance.rule.contains("a SwiftUI toolbar item's own colour") }.map(\.value)
        #expect(lines.count == 1, "\(explained.map { "\($0.value): \($0.provenance.rule)" })")
        #expect(lines.first?.contains("trash") == true)
    }
}
