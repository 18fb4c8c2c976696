internal import CCairo

/// Adds a shaped line's glyph outlines to a Cairo path: `(x, baseline)` is the line's left end on
/// its baseline, in the context's user space (points).
enum GlyphDrawing {
    static func appendPath(of line: ShapedLine, x: Double, baseline: Double, to context: OpaquePointer) {
        for glyph in line.glyphs {
            let s = line.size / glyph.font.face.unitsPerEm
            let ox = x + glyph.x, oy = baseline - glyph.y
            // Heights reshaped where Inter stands in for San Francisco (docs/UIKIT.md §2.4).
            // Widths laid on San Francisco's ink boxes there too (§2.4, "Widths").
            let v: (Double) -> Double = glyph.vertical.map { map in { map.map($0) } } ?? { $0 }
            let h: (Double) -> Double = glyph.horizontal.map { map in { map.map($0) } } ?? { $0 }
            for element in glyph.font.outline(glyph: glyph.id).elements {
                switch element {
                case .move(let px, let py): cairo_move_to(context, ox + h(px) * s, oy - v(py) * s)
                case .line(let px, let py): cairo_line_to(context, ox + h(px) * s, oy - v(py) * s)
                case .cubic(let ax, let ay, let bx, let by, let px, let py):
                    cairo_curve_to(
                        context, ox + h(ax) * s, oy - v(ay) * s, ox + h(bx) * s, oy - v(by) * s, ox + h(px) * s, oy - v(py) * s)
                case .close: cairo_close_path(context)
                }
            }
        }
    }

    /// Paints the glyphs that come from a colour bitmap font (emoji) in their own colours, scaled
    /// from the font's strike to the line's size with Cairo's GOOD filter; outline glyphs are left
    /// to `appendPath`.
    static func paintColorGlyphs(of line: ShapedLine, x: Double, baseline: Double, on context: OpaquePointer) {
        for glyph in line.glyphs {
            guard let pixelsPerEm = glyph.font.face.strikePixelsPerEm, let bitmap = glyph.font.colorBitmap(glyph: glyph.id) else {
                continue
            }
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(bitmap.width)))
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)) else { continue }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { continue }
            cairo_surface_flush(surface)
            for row in 0..<bitmap.height {
                for byte in 0..<(bitmap.width * 4) { data[row * stride + byte] = bitmap.bgra[row * bitmap.width * 4 + byte] }
            }
            cairo_surface_mark_dirty(surface)
            let points = line.size / pixelsPerEm
            cairo_save(context)
            cairo_translate(context, x + glyph.x + bitmap.left * points, baseline - glyph.y - bitmap.top * points)
            cairo_scale(context, points, points)
            cairo_set_source_surface(context, surface, 0, 0)
            if let pattern = cairo_get_source(context) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD) }
            cairo_paint(context)
            cairo_restore(context)
        }
    }
}
