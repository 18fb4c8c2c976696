import BarTheme
internal import CCairo
import Testing

@testable import BarRender

/// A stand-in fills the ink box it is given (docs/UIKIT.md §10.13): only the box is the symbol's,
/// so an outline whose ink stops short of it moves the glyph's measured edges and centre (session 25:
/// `calendar`, `camera`, `list.bullet` and `pencil` drew 1.33-2.33 pt inside their boxes on fit captures
/// of ExpenseMate, Yana and PlantLog).
@Suite struct SymbolOutlineFillsItsBoxTests {
    /// The ink box, in pixels of a 3× canvas, of `name`'s stand-in drawn into an 18 × 18 pt box at (6, 6) pt.
    static func inkBox(_ name: String) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let canvas = try CairoCanvas(pixelWidth: 90, pixelHeight: 90, scale: 3)
        cairo_set_source_rgb(canvas.context, 0, 0, 0)
        // As `IconPainter` draws every symbol: round caps and joins.
        cairo_set_line_cap(canvas.context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(canvas.context, CAIRO_LINE_JOIN_ROUND)
        SymbolStandIn.draw(SymbolImage(name: name), in: Rect(x: 6, y: 6, width: 18, height: 18), context: canvas.context)
        let pixels = canvas.raster().pixels
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<90 {
            for x in 0..<90 where pixels[(y * 90 + x) * 4 + 3] > 25 {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    @Test func everyOutlineFillsItsBoxWithinAPixel() throws {
        // The box is pixels 18...71 both ways; one pixel either side is the rasteriser's coverage.
        var short: [String] = []
        for name in SymbolOutlines.table.keys.sorted() {
            guard let ink = try Self.inkBox(name) else {
                short.append("\(name): no ink")
                continue
            }
            let edges = [ink.minX - 18, ink.minY - 18, 71 - ink.maxX, 71 - ink.maxY]
            if edges.contains(where: { abs($0) > 1 }) { short.append("\(name): \(edges)") }
        }
        #expect(short.isEmpty, "\(short.joined(separator: "; "))")
    }

    /// A `.fill` variant of an outline whose first shape encloses the rest fills the ink box too
    /// (docs/UIKIT.md §18.6, "Symbols measured on the glass", #41 session 34): the strokes it cuts out
    /// of the fill are cut only where they lie on it, and stay ink where they lie outside it (the
    /// papers above `tray.full`'s tray, the cards behind `rectangle.stack`'s front one). Cut out
    /// everywhere, they left L8ter's `tray.full.fill` 3.67 pt and SlangCheck's `rectangle.stack.fill`
    /// 7.6 pt short of their boxes, their centres 1.67 and 4.0 pt low on every fit capture.
    @Test func everyFilledEnclosingOutlineFillsItsBoxWithinAPixel() throws {
        var short: [String] = []
        for name in SymbolOutlines.enclosing.sorted() {
            guard let ink = try Self.inkBox(name + ".fill") else {
                short.append("\(name).fill: no ink")
                continue
            }
            let edges = [ink.minX - 18, ink.minY - 18, 71 - ink.maxX, 71 - ink.maxY]
            if edges.contains(where: { abs($0) > 1 }) { short.append("\(name).fill: \(edges)") }
        }
        #expect(short.isEmpty, "\(short.joined(separator: "; "))")
    }
}
