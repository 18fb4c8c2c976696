import BarTheme
internal import CCairo
import Foundation

/// BarTheme's stand-ins for SF Symbols (docs/UIKIT.md §10.13): Apple's glyphs are not BarTheme's to
/// draw, so a symbol is drawn as BarTheme's own shape filling the symbol's measured ink box: a
/// system item's drawing where one has that shape (share, compose, trash, search, refresh),
/// simple strokes for chevrons, plus, xmark, circles, a star and a page, the outlines of
/// `SymbolOutlines` (a check mark, a bell, a folder …), and a neutral rounded square for any other
/// name. Only the box is the symbol's.
enum SymbolStandIn {
    /// The stroke of the regular weight: the SF Symbols `plus` measured in a bar (docs/UIKIT.md §1.4.1).
    static let regularStroke = UIKitMetrics.symbolPlusStrokeWidth

    static func draw(_ symbol: SymbolImage, in f: Rect, context cr: OpaquePointer) {
        // A `.fill` variant is its outline's shape, filled (docs/UIKIT.md §10.13).
        let unfilled = SymbolBoxes.unfilledName(symbol.name)
        let filled = unfilled != symbol.name
        let w = strokeWidth(symbol, in: f)
        let h = w / 2
        // The ink box inset by half the stroke, so that the stroke's outer edge is the box's.
        let l = f.minX + h, r = f.maxX - h, t = f.minY + h, b = f.maxY - h
        let cx = f.midX, cy = f.midY
        cairo_set_line_width(cr, w)
        switch unfilled {
        case "chevron.up": IconPainter.line(cr, [(l, b), (cx, t), (r, b)])
        case "chevron.down": IconPainter.line(cr, [(l, t), (cx, b), (r, t)])
        case "chevron.left", "chevron.backward": IconPainter.line(cr, [(r, t), (l, cy), (r, b)])
        case "chevron.right", "chevron.forward": IconPainter.line(cr, [(l, t), (r, cy), (l, b)])
        case "plus": IconPainter.line(cr, [(cx, t), (cx, b)]); IconPainter.line(cr, [(l, cy), (r, cy)])
        case "xmark": IconPainter.line(cr, [(l, t), (r, b)]); IconPainter.line(cr, [(r, t), (l, b)])
        case "minus": IconPainter.line(cr, [(l, cy), (r, cy)])
        case "circle":
            ellipse(cr, cx, cy, (r - l) / 2, (b - t) / 2)
            if filled { cairo_fill_preserve(cr) }
        case "chevron.down.circle", "chevron.up.circle":
            ellipse(cr, cx, cy, (r - l) / 2, (b - t) / 2)
            cairo_stroke(cr)
            let dx = (r - l) * 0.2, dy = (b - t) * 0.1
            let up = unfilled == "chevron.up.circle"
            IconPainter.line(cr, [(cx - dx, cy + (up ? dy : -dy)), (cx, cy + (up ? -dy : dy)), (cx + dx, cy + (up ? dy : -dy))])
        case "star":
            star(cr, l, t, r, b)
            if filled { cairo_fill_preserve(cr) }
        case "text.page", "doc", "doc.text", "doc.plaintext", "doc.richtext":
            CairoPath.addRoundedRect(cr, x: l, y: t, width: r - l, height: b - t, radius: (r - l) * 0.2)
            cairo_stroke(cr)
            for i in 1...3 {
                let y = t + (b - t) * (0.2 + 0.15 * Double(i))
                IconPainter.line(cr, [(l + (r - l) * 0.28, y), (r - (r - l) * (i == 3 ? 0.45 : 0.28), y)])
            }
        case "line.3.horizontal.decrease":
            for (i, inset) in [0.0, 0.2, 0.38].enumerated() {
                let y = t + (b - t) * Double(i) / 2
                IconPainter.line(cr, [(l + (r - l) * inset, y), (r - (r - l) * inset, y)])
            }
        case "ellipsis":
            for i in -1...1 { cairo_arc(cr, cx + Double(i) * (r - l) / 2.6, cy, w, 0, 2 * Double.pi); cairo_fill(cr) }
        case "square.and.arrow.up": system(.action, ink: (4, 1.5, 20, 22), in: f, context: cr)
        case "square.and.pencil": system(.compose, ink: (2, 1, 23, 22), in: f, context: cr)
        case "trash": system(.trash, ink: (2, 2.5, 22, 22), in: f, context: cr)
        case "magnifyingglass": system(.search, ink: (3, 3, 21.5, 21.5), in: f, context: cr)
        case "arrow.clockwise": system(.refresh, ink: (3.5, 0.5, 20.5, 21), in: f, context: cr)
        default:
            // BarTheme's outline of a common symbol, else a neutral stand-in: the ink box as a rounded square.
            if SymbolOutlines.draw(unfilled, l, t, r, b, width: w, filled: filled, context: cr) { return }
            roundedSquare(in: f, width: w, context: cr)
        }
        cairo_stroke(cr)
    }

    /// The stroke a symbol's stand-in is drawn with in `f`: the regular weight's, times the
    /// weight's factor, scaled with the box.
    static func strokeWidth(_ symbol: SymbolImage, in f: Rect) -> Double {
        let base = SymbolBoxes.box(for: symbol.name)
        return regularStroke * (symbol.weight?.strokeFactor ?? 1) * (base.inkHeight > 0 ? f.height / base.inkHeight : 1)
    }

    /// The neutral stand-in of a name BarTheme has no drawing for: the box as a rounded square,
    /// its stroke's outer edge on the box (the path only; the caller strokes it).
    static func roundedSquare(in f: Rect, width w: Double, context cr: OpaquePointer) {
        let h = w / 2
        let width = f.width - w, height = f.height - w
        CairoPath.addRoundedRect(cr, x: f.minX + h, y: f.minY + h, width: width, height: height, radius: min(width, height) * 0.25)
    }

    private static func ellipse(_ cr: OpaquePointer, _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        cairo_scale(cr, rx, ry)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
    }

    /// A five-pointed star whose points touch the box's edges.
    private static func star(_ cr: OpaquePointer, _ l: Double, _ t: Double, _ r: Double, _ b: Double) {
        // Unit star: outer radius 1, inner 0.45; its box spans x ±0.951, y -1...0.809.
        var points: [(Double, Double)] = []
        for i in 0..<10 {
            let radius = i % 2 == 0 ? 1.0 : 0.45
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            points.append((radius * cos(angle), radius * sin(angle)))
        }
        let sx = (r - l) / (2 * 0.951), sy = (b - t) / 1.809
        IconPainter.line(cr, points.map { (l + ($0.0 + 0.951) * sx, t + ($0.1 + 1) * sy) })
        cairo_close_path(cr)
    }

    /// A system item's 24-unit drawing with its ink (`ink`, in design units) fitted to the box.
    private static func system(
        _ item: SystemItem, ink: (Double, Double, Double, Double), in f: Rect, context cr: OpaquePointer
    ) {
        cairo_save(cr)
        let sx = f.width / (ink.2 - ink.0), sy = f.height / (ink.3 - ink.1)
        cairo_translate(cr, f.x - ink.0 * sx, f.y - ink.1 * sy)
        cairo_scale(cr, sx, sy)
        cairo_set_line_width(cr, 2)
        IconPainter.drawSystem(item, context: cr)
        cairo_restore(cr)
    }
}
