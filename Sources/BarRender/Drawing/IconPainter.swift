import BarTheme
internal import CCairo

/// BarTheme's own vector drawings of UIKit's bar icons: the back chevron (13 × 21 pt, docs/UIKIT.md §1.4)
/// and the system items' icons in a 24 × 24 pt box, stroked in the item colour with round caps,
/// in the spirit of the iOS 13 glyphs (not copies of them). Which glyph a system item shows in an
/// era and style is the layout's decision (`IconPlacement.glyph`).
enum IconPainter {
    static func draw(_ placement: IconPlacement, context cr: OpaquePointer) {
        let f = placement.frame
        cairo_save(cr)
        cairo_new_path(cr)
        if placement.isMirrored {
            cairo_translate(cr, f.midX, 0)
            cairo_scale(cr, -1, 1)
            cairo_translate(cr, -f.midX, 0)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        CairoColor.set(placement.color, on: cr)
        switch placement.icon {
        case .chevron:
            // A "<" filling the box, 3 pt wide, like the iOS 7+ back indicator.
            let w = 3.0, inset = w / 2
            cairo_move_to(cr, f.maxX - inset, f.minY + inset)
            cairo_line_to(cr, f.minX + inset, f.midY)
            cairo_line_to(cr, f.maxX - inset, f.maxY - inset)
            cairo_set_line_width(cr, w)
            cairo_stroke(cr)
        case .system where placement.glyph == .symbolPlus:
            // The SF Symbols plus as measured (docs/UIKIT.md §1.4.1): centred, arms reaching the
            // ink's edge with their round caps.
            let w = UIKitMetrics.symbolPlusStrokeWidth
            let arm = UIKitMetrics.symbolPlusInkSize / 2 - w / 2
            cairo_move_to(cr, f.midX, f.midY - arm); cairo_line_to(cr, f.midX, f.midY + arm)
            cairo_move_to(cr, f.midX - arm, f.midY); cairo_line_to(cr, f.midX + arm, f.midY)
            cairo_set_line_width(cr, w)
            cairo_stroke(cr)
        case .system where placement.glyph == .xmark:
            // iOS 26's close item: a plain xmark in the item colour, centred on its glass circle
            // (docs/UIKIT.md §10.4), its ink `closeMarkInkSize` wide with the round caps.
            let w = GlassMetrics.closeMarkStrokeWidth
            let arm = (GlassMetrics.closeMarkInkSize - w) / 2
            cairo_move_to(cr, f.midX - arm, f.midY - arm); cairo_line_to(cr, f.midX + arm, f.midY + arm)
            cairo_move_to(cr, f.midX + arm, f.midY - arm); cairo_line_to(cr, f.midX - arm, f.midY + arm)
            cairo_set_line_width(cr, w)
            cairo_stroke(cr)
        case .symbol(let symbol):
            SymbolStandIn.draw(symbol, in: f, context: cr)
        case .system(let item):
            // Design in a 24-unit box.
            cairo_translate(cr, f.x, f.y)
            cairo_scale(cr, f.width / 24, f.height / 24)
            cairo_set_line_width(cr, 2)
            if case .closeCircle(let fill, let mark) = placement.glyph {
                drawCloseCircle(fill: fill, mark: mark, context: cr)
            } else {
                drawSystem(item, context: cr)
            }
        }
        cairo_restore(cr)
    }

    static func line(_ cr: OpaquePointer, _ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.0, first.1)
        for p in points.dropFirst() { cairo_line_to(cr, p.0, p.1) }
    }

    private static func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        CairoPath.addRoundedRect(cr, x: x, y: y, width: w, height: h, radius: r)
    }

    /// The close button before iOS 26, in its 24-unit box: a filled circle with a cross, not tinted.
    static func drawCloseCircle(fill: RGBAColor, mark: RGBAColor, context cr: OpaquePointer) {
        cairo_arc(cr, 12, 12, 11, 0, 2 * Double.pi); CairoColor.set(fill, on: cr); cairo_fill(cr)
        cairo_set_line_width(cr, 1.8)
        closeCross(cr)
        CairoColor.set(mark, on: cr); cairo_stroke(cr)
    }

    /// The close button's cross, in its 24-unit box.
    private static func closeCross(_ cr: OpaquePointer) {
        line(cr, [(8.5, 8.5), (15.5, 15.5)]); line(cr, [(15.5, 8.5), (8.5, 15.5)])
    }

    /// A system item's own drawing in its 24-unit box, in the colour set on `cr`.
    static func drawSystem(_ item: SystemItem, context cr: OpaquePointer) {
        switch item {
        case .add:
            line(cr, [(12, 4), (12, 20)]); line(cr, [(4, 12), (20, 12)]); cairo_stroke(cr)
        case .compose:
            // A page with an open corner and a pencil.
            line(cr, [(12, 5), (6, 5)]); cairo_arc_negative(cr, 6, 8, 3, -Double.pi / 2, Double.pi)
            line(cr, [(3, 8), (3, 18)]); cairo_arc_negative(cr, 6, 18, 3, Double.pi, Double.pi / 2)
            line(cr, [(6, 21), (16, 21)]); cairo_arc_negative(cr, 16, 18, 3, Double.pi / 2, 0)
            line(cr, [(19, 18), (19, 12)]); cairo_stroke(cr)
            line(cr, [(10, 14), (11, 10.5), (19.5, 2), (22, 4.5), (13.5, 13), (10, 14)]); cairo_stroke(cr)
        case .reply:
            line(cr, [(9, 5), (3, 11), (9, 17)]); cairo_stroke(cr)
            cairo_move_to(cr, 3, 11); cairo_line_to(cr, 14, 11); cairo_curve_to(cr, 18.5, 11, 21, 13.5, 21, 19); cairo_stroke(cr)
        case .action:
            line(cr, [(8.5, 9), (5, 9), (5, 21), (19, 21), (19, 9), (15.5, 9)]); cairo_stroke(cr)
            line(cr, [(12, 2.5), (12, 15)]); line(cr, [(8, 6.5), (12, 2.5), (16, 6.5)]); cairo_stroke(cr)
        case .organize:
            line(cr, [(3, 7), (3, 19), (21, 19), (21, 8), (11.5, 8), (9.5, 5.5), (3, 5.5), (3, 7)]); cairo_stroke(cr)
            line(cr, [(3, 10.5), (21, 10.5)]); cairo_stroke(cr)
        case .bookmarks:
            line(cr, [(4, 4), (4, 20)]); cairo_stroke(cr)
            line(cr, [(4, 4), (18, 4), (20, 6), (20, 20), (4, 20)]); cairo_stroke(cr)
            line(cr, [(9, 4), (9, 12), (11.5, 10), (14, 12), (14, 4)]); cairo_stroke(cr)
        case .search:
            cairo_arc(cr, 10.5, 10.5, 6.5, 0, 2 * Double.pi); cairo_stroke(cr)
            line(cr, [(15.3, 15.3), (20.5, 20.5)]); cairo_stroke(cr)
        case .refresh:
            cairo_arc(cr, 12, 12.5, 7.5, -Double.pi * 0.35, Double.pi * 1.45); cairo_stroke(cr)
            line(cr, [(13, 1.5), (16.7, 4.8), (13, 8.3)]); cairo_stroke(cr)
        case .stop:
            line(cr, [(5, 5), (19, 19)]); line(cr, [(19, 5), (5, 19)]); cairo_stroke(cr)
        case .camera:
            roundedRect(cr, 2, 7, 20, 13, 2.5); cairo_stroke(cr)
            line(cr, [(8, 7), (9.5, 4.5), (14.5, 4.5), (16, 7)]); cairo_stroke(cr)
            cairo_arc(cr, 12, 13.5, 3.8, 0, 2 * Double.pi); cairo_stroke(cr)
        case .trash:
            line(cr, [(3, 6), (21, 6)]); line(cr, [(9, 6), (9, 3.5), (15, 3.5), (15, 6)]); cairo_stroke(cr)
            line(cr, [(5.5, 6), (6.5, 21), (17.5, 21), (18.5, 6)]); cairo_stroke(cr)
            line(cr, [(10, 10), (10, 17)]); line(cr, [(14, 10), (14, 17)]); cairo_stroke(cr)
        case .play:
            line(cr, [(6, 4), (20, 12), (6, 20)]); cairo_close_path(cr); cairo_fill(cr)
        case .pause:
            roundedRect(cr, 6, 4, 4, 16, 1); roundedRect(cr, 14, 4, 4, 16, 1); cairo_fill(cr)
        case .rewind:
            line(cr, [(12, 6), (2, 12), (12, 18)]); cairo_close_path(cr)
            line(cr, [(22, 6), (12, 12), (22, 18)]); cairo_close_path(cr); cairo_fill(cr)
        case .fastForward:
            line(cr, [(2, 6), (12, 12), (2, 18)]); cairo_close_path(cr)
            line(cr, [(12, 6), (22, 12), (12, 18)]); cairo_close_path(cr); cairo_fill(cr)
        case .close:
            // The cross alone (the layout gives the close item its circle, `drawCloseCircle`, or an xmark).
            cairo_set_line_width(cr, 1.8)
            closeCross(cr); cairo_stroke(cr)
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace:
            // Text items and spaces have no icon.
            break
        }
    }
}
