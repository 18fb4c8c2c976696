import BarTheme
import Testing

@testable import BarRender

/// The SF Symbol stand-ins (docs/UIKIT.md §10.13): every name `explain` calls "BarTheme's own
/// drawing of the shape" is drawn as its own shape, not as the rounded square an unknown name gets.
@Suite struct SymbolStandInTests {
    func render(_ name: String) throws -> [UInt8] {
        let theme = """
            scenes:
              - name: s
                items:
                  - { title: A, rightBarButtonItems: [{ image: { systemName: \(name) } }] }
            """
        return try BarRenderer().render(try job(theme, variant: Variant(position: .top, width: 390, scale: 2), era: nil)).raster.pixels
    }

    @Test func everyOutlineIsNamedAStandInShapeForExplain() {
        let missing = Set(SymbolOutlines.table.keys).subtracting(SymbolBoxes.standInShapes)
        #expect(missing.isEmpty, "\(missing.sorted())")
        #expect(SymbolImage(name: "checkmark").description.hasSuffix("(drawn with a stand-in: BarTheme's own drawing of the shape)"))
    }

    @Test func everyStandInShapeIsDrawnOtherThanTheRoundedSquare() throws {
        // An unmeasured name takes the unknown name's 22 pt box, so its pixels differ only where its
        // drawing does (a measured name's box differs anyway, so it proves nothing here).
        let square = try render("zz.not.a.symbol")
        var drawnAsSquare: [String] = []
        for name in SymbolBoxes.standInShapes.sorted() where SymbolBoxes.measured[name] == nil {
            if try render(name) == square { drawnAsSquare.append(name) }
        }
        #expect(drawnAsSquare.isEmpty, "\(drawnAsSquare)")
    }
}
