import BarTheme
internal import CCairo

/// Draws a navigation-bar search field (docs/UIKIT.md §13.2): its rounded fill and BarTheme's own
/// magnifying glass (a ring and a handle filling the 14 pt ink box; not a copy of SF Symbols). The
/// text is drawn by the painter's text path.
enum SearchFieldPainter {
    static func drawField(_ field: SearchFieldPlacement, context cr: OpaquePointer) {
        let f = field.frame
        let r = min(field.cornerRadius, f.height / 2, f.width / 2)
        cairo_save(cr)
        cairo_new_path(cr)
        CairoPath.addRoundedRect(cr, x: f.x, y: f.y, width: f.width, height: f.height, radius: r)
        CairoColor.set(field.fill, on: cr)
        cairo_fill(cr)

        // The glass, designed in a 14-unit box: ring centred at (5.6, 5.6), handle to the lower right.
        let g = field.glassFrame
        cairo_translate(cr, g.x, g.y)
        cairo_scale(cr, g.width / 14, g.height / 14)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        CairoColor.set(field.glassColor, on: cr)
        cairo_new_path(cr)
        cairo_arc(cr, 5.6, 5.6, 4.85, 0, 2 * Double.pi)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        cairo_move_to(cr, 9.3, 9.3)
        cairo_line_to(cr, 13.1, 13.1)
        cairo_set_line_width(cr, 1.8)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
