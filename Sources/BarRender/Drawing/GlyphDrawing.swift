internal import CCairo

/// Adds a shaped line's glyph outlines to a Cairo path: `(x, baseline)` is the line's left end on
/// its baseline, in the context's user space (points).
enum GlyphDrawing {
    static func appendPath(of line: ShapedLine, x: Double, baseline: Double, to context: OpaquePointer) {
        for glyph in line.glyphs {
            let s = line.size / glyph.font.face.unitsPerEm
            let ox = x + glyph.x, oy = baseline - glyph.y
            for element in glyph.font.outline(glyph: glyph.id).elements {
                switch element {
                case .move(let px, let py): cairo_move_to(context, ox + px * s, oy - py * s)
                case .line(let px, let py): cairo_line_to(context, ox + px * s, oy - py * s)
                case .cubic(let ax, let ay, let bx, let by, let px, let py):
                    cairo_curve_to(context, ox + ax * s, oy - ay * s, ox + bx * s, oy - by * s, ox + px * s, oy - py * s)
                case .close: cairo_close_path(context)
                }
            }
        }
    }
}
