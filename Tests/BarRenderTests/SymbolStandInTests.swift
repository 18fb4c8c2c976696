import BarTheme
internal import CCairo
import Testing

@testable import BarRender

/// The SF Symbol stand-ins (docs/UIKIT.md §10.13): every name `explain` calls "BarTheme's own
/// drawing of the shape" is drawn as its own shape, not as the rounded square an unknown name gets.
@Suite struct SymbolStandInTests {
    /// The pixels of `draw` on a transparent 32 × 32 pt canvas at @2x, in black.
    func pixels(_ draw: (OpaquePointer) -> Void) throws -> [UInt8] {
        let canvas = try CairoCanvas(pixelWidth: 64, pixelHeight: 64, scale: 2)
        cairo_set_source_rgb(canvas.context, 0, 0, 0)
        draw(canvas.context)
        return canvas.raster().pixels
    }

    static let box = Rect(x: 5, y: 5, width: 22, height: 22)

    @Test func everyOutlineIsNamedAStandInShapeForExplain() {
        let missing = Set(SymbolOutlines.table.keys).subtracting(SymbolBoxes.standInShapes)
        #expect(missing.isEmpty, "\(missing.sorted())")
        #expect(
            SymbolImage(name: "checkmark").description.hasSuffix(
                "(drawn with a stand-in: BarTheme's own drawing of the shape, not Apple's glyph)"))
    }

    @Test func everyStandInShapeAndItsFillIsDrawnOtherThanTheRoundedSquare() throws {
        // Each name in the same box against the rounded square drawn with that name's stroke.
        var drawnAsSquare: [String] = []
        let names = SymbolBoxes.standInShapes.sorted()
        for name in names + names.map({ $0 + ".fill" }) {
            let symbol = SymbolImage(name: name)
            let drawn = try pixels { SymbolStandIn.draw(symbol, in: Self.box, context: $0) }
            let square = try pixels { cr in
                let w = SymbolStandIn.strokeWidth(symbol, in: Self.box)
                cairo_set_line_width(cr, w)
                SymbolStandIn.roundedSquare(in: Self.box, width: w, context: cr)
                cairo_stroke(cr)
            }
            if drawn == square { drawnAsSquare.append(name) }
        }
        #expect(drawnAsSquare.isEmpty, "\(drawnAsSquare)")
        // An unknown name is the rounded square.
        let unknown = SymbolImage(name: "zz.not.a.symbol")
        let w = SymbolStandIn.strokeWidth(unknown, in: Self.box)
        let square = try pixels { cr in
            cairo_set_line_width(cr, w)
            SymbolStandIn.roundedSquare(in: Self.box, width: w, context: cr)
            cairo_stroke(cr)
        }
        #expect(try pixels { SymbolStandIn.draw(unknown, in: Self.box, context: $0) } == square)
    }

    /// The images tab bars use most (#41 session 21) are drawn as their own shapes and laid out in
    /// SF Pro's boxes: a tab bar of `books.vertical`, `play.circle` and `envelope` drew three rounded
    /// squares of the approximate 22 pt box.
    @Test func theImagesTabBarsUseMostHaveShapesAndFontBoxes() {
        let names = [
            "books.vertical", "play.circle", "play.rectangle", "film", "tv", "music.note", "envelope", "bubble.left", "message",
            "megaphone", "person.2", "creditcard", "bag", "square.stack", "shippingbox", "leaf", "safari", "flame", "bolt",
        ]
        for name in names + names.map({ $0 + ".fill" }) {
            #expect(SymbolBoxes.hasOwnStandIn(name), "\(name)")
        }
        for name in names {
            #expect(SymbolBoxes.box(for: name).provenance != .approximate, "\(name)")
        }
    }

    /// Every symbol the calibration corpus's real themes name (Tests/Fixtures/Calibration, session 27)
    /// reads as itself: these 33 drew the rounded square an unknown name gets (a game controller, two
    /// bubbles, a checklist, the moon …).
    @Test func theSymbolsRealThemesNameHaveShapes() {
        let names = [
            "checklist", "list.bullet.rectangle", "list.number", "note.text", "music.note.list", "doc.badge.plus",
            "doc.text.magnifyingglass", "folder.badge.plus", "book.pages", "text.book.closed", "calendar.badge.clock", "chart.bar.xaxis",
            "chart.pie", "chart.line.uptrend.xyaxis", "bubble.left.and.bubble.right", "character.bubble", "gamecontroller",
            "storefront", "tag", "video", "play", "drop", "cylinder", "moon", "moon.stars", "square.split.2x2", "rectangle.split.2x1",
            "rectangle.grid.2x2", "rectangle.portrait", "pencil.circle", "magnifyingglass.circle", "arrow.clockwise.circle",
            "clock.arrow.circlepath",
        ]
        for name in names + names.map({ $0 + ".fill" }) {
            #expect(SymbolBoxes.hasOwnStandIn(name), "\(name)")
            #expect(SymbolOutlines.table[SymbolBoxes.unfilledName(name)] != nil, "\(name)")
        }
    }

    @Test func aFillVariantIsItsOutlineFilled() throws {
        // house.fill covers more pixels than house, and a filled circle with a plus cuts the plus out.
        func coverage(_ name: String) throws -> Int {
            try pixels { SymbolStandIn.draw(SymbolImage(name: name), in: Self.box, context: $0) }.enumerated()
                .filter { $0.offset % 4 == 3 && $0.element > 127 }.count
        }
        #expect(try coverage("house.fill") > coverage("house") + 200)
        #expect(try coverage("plus.circle.fill") > coverage("plus.circle") + 200)
        // The plus is cut out: the circle's centre is clear.
        let centre = try pixels { SymbolStandIn.draw(SymbolImage(name: "plus.circle.fill"), in: Self.box, context: $0) }
        #expect(centre[(32 * 64 + 32) * 4 + 3] == 0)
    }
}
