import BarTheme
internal import CCairo
import Foundation

/// BarTheme's own outline drawings of common bar symbols (docs/UIKIT.md §10.13), beside the
/// shapes `SymbolStandIn` draws itself: each is a few strokes in a unit box (x and y from 0 to 1,
/// y down) that `SymbolStandIn` fits to the symbol's ink box, so that the stand-in reads as the
/// symbol (a check mark, a bell, a folder) where a rounded square would not. Drawn in the spirit of
/// the symbols, not copies of Apple's glyphs; only the box is measured (`SymbolBoxes`).
enum SymbolOutlines {
    /// One stroke of an outline, in unit coordinates.
    enum Stroke {
        /// A polyline through the points, closed when `closed`.
        case path([(Double, Double)], closed: Bool = false)
        /// An ellipse around (`cx`, `cy`), its radii a fraction of the box's width and height.
        case ellipse(Double, Double, Double, Double)
        /// An arc of a circle around (`cx`, `cy`) with radius `r` (of the box's width and height),
        /// from angle `a0` to `a1` (radians, clockwise from the positive x axis).
        case arc(Double, Double, Double, Double, Double)
        /// A filled dot around (`cx`, `cy`), its radius the stroke's width.
        case dot(Double, Double)
    }

    /// The outlines by symbol name. Every name here is in `SymbolBoxes.standInShapes`, so that
    /// `explain` calls it BarTheme's own drawing (tested).
    static let table: [String: [Stroke]] = {
        var t: [String: [Stroke]] = [
            "checkmark": [.path([(0.02, 0.55), (0.36, 0.95), (0.98, 0.05)])],
            "pencil": [.path([(0.05, 0.95), (0.12, 0.7), (0.75, 0.07), (0.93, 0.25), (0.3, 0.88)], closed: true)],
            "bookmark": [.path([(0.05, 0.02), (0.95, 0.02), (0.95, 0.98), (0.5, 0.7), (0.05, 0.98)], closed: true)],
            "paperplane": [
                .path([(0.02, 0.45), (0.98, 0.02), (0.6, 0.98), (0.45, 0.57)], closed: true), .path([(0.45, 0.57), (0.98, 0.02)]),
            ],
            "folder": [
                .path([(0, 0.1), (0.38, 0.1), (0.48, 0.24), (1, 0.24), (1, 0.95), (0, 0.95)], closed: true), .path([(0, 0.38), (1, 0.38)]),
            ],
            "tray": [
                .path([(0, 0.5), (0.15, 0.05), (0.85, 0.05), (1, 0.5), (1, 0.95), (0, 0.95)], closed: true),
                .path([(0, 0.5), (0.3, 0.5), (0.38, 0.66), (0.62, 0.66), (0.7, 0.5), (1, 0.5)]),
            ],
            "archivebox": [
                .path([(0, 0.05), (1, 0.05), (1, 0.32), (0, 0.32)], closed: true),
                .path([(0.07, 0.32), (0.07, 0.95), (0.93, 0.95), (0.93, 0.32)]), .path([(0.38, 0.55), (0.62, 0.55)]),
            ],
            "calendar": [
                .path([(0, 0.12), (1, 0.12), (1, 0.95), (0, 0.95)], closed: true), .path([(0, 0.34), (1, 0.34)]),
                .path([(0.28, 0.02), (0.28, 0.2)]), .path([(0.72, 0.02), (0.72, 0.2)]),
                .dot(0.3, 0.55), .dot(0.5, 0.55), .dot(0.7, 0.55), .dot(0.3, 0.76), .dot(0.5, 0.76),
            ],
            "camera": [
                .path([(0, 0.25), (0.3, 0.25), (0.38, 0.08), (0.62, 0.08), (0.7, 0.25), (1, 0.25), (1, 0.95), (0, 0.95)], closed: true),
                .ellipse(0.5, 0.6, 0.2, 0.2),
            ],
            "photo": [
                .path([(0, 0.05), (1, 0.05), (1, 0.95), (0, 0.95)], closed: true),
                .path([(0.05, 0.88), (0.38, 0.5), (0.6, 0.74), (0.72, 0.6), (0.95, 0.88)]), .ellipse(0.72, 0.3, 0.08, 0.08),
            ],
            "bell": [
                // Spanning its box top to bottom (the dome's top at 0.02, the clapper's foot at 0.98), so
                // that the ink's centre is the box's.
                .path([(0.02, 0.78), (0.98, 0.78)]), .path([(0.02, 0.78), (0.2, 0.6), (0.2, 0.32)]),
                .path([(0.98, 0.78), (0.8, 0.6), (0.8, 0.32)]), .arc(0.5, 0.32, 0.3, Double.pi, 2 * Double.pi),
                .arc(0.5, 0.84, 0.14, 0, Double.pi),
            ],
            "heart": [.path(heart, closed: true)],
            "clock": [.ellipse(0.5, 0.5, 0.5, 0.5), .path([(0.5, 0.2), (0.5, 0.5), (0.72, 0.64)])],
            "globe": [.ellipse(0.5, 0.5, 0.5, 0.5), .ellipse(0.5, 0.5, 0.22, 0.5), .path([(0, 0.5), (1, 0.5)])],
            "list.bullet": [
                .dot(0.06, 0.1), .dot(0.06, 0.5), .dot(0.06, 0.9), .path([(0.3, 0.1), (1, 0.1)]), .path([(0.3, 0.5), (1, 0.5)]),
                .path([(0.3, 0.9), (1, 0.9)]),
            ],
            "line.3.horizontal": [.path([(0, 0.05), (1, 0.05)]), .path([(0, 0.5), (1, 0.5)]), .path([(0, 0.95), (1, 0.95)])],
            "slider.horizontal.3": sliders,
            "square.grid.2x2": [
                .path([(0, 0), (0.42, 0), (0.42, 0.42), (0, 0.42)], closed: true),
                .path([(0.58, 0), (1, 0), (1, 0.42), (0.58, 0.42)], closed: true),
                .path([(0, 0.58), (0.42, 0.58), (0.42, 1), (0, 1)], closed: true),
                .path([(0.58, 0.58), (1, 0.58), (1, 1), (0.58, 1)], closed: true),
            ],
            "arrow.up.arrow.down": [
                .path([(0.28, 0.98), (0.28, 0.03)]), .path([(0.03, 0.28), (0.28, 0.03), (0.53, 0.28)]),
                .path([(0.72, 0.02), (0.72, 0.97)]), .path([(0.47, 0.72), (0.72, 0.97), (0.97, 0.72)]),
            ],
            "arrow.left": [.path([(0.98, 0.5), (0.04, 0.5)]), .path([(0.45, 0.08), (0.04, 0.5), (0.45, 0.92)])],
            "arrow.right": [.path([(0.02, 0.5), (0.96, 0.5)]), .path([(0.55, 0.08), (0.96, 0.5), (0.55, 0.92)])],
            "sparkles": sparkle(0.4, 0.6, 0.4) + sparkle(0.82, 0.18, 0.18),
            "sidebar.left": [
                .path([(0, 0.02), (1, 0.02), (1, 0.98), (0, 0.98)], closed: true), .path([(0.36, 0.02), (0.36, 0.98)]),
                .path([(0.1, 0.25), (0.26, 0.25)]), .path([(0.1, 0.42), (0.26, 0.42)]),
            ],
            "arrow.up.left.and.arrow.down.right": [
                .path([(0.03, 0.03), (0.4, 0.4)]), .path([(0.03, 0.38), (0.03, 0.03), (0.38, 0.03)]),
                .path([(0.97, 0.97), (0.6, 0.6)]), .path([(0.97, 0.62), (0.97, 0.97), (0.62, 0.97)]),
            ],
            "person": [.ellipse(0.5, 0.25, 0.24, 0.24), .arc(0.5, 1.0, 0.48, Double.pi, 2 * Double.pi), .path([(0.02, 1), (0.98, 1)])],
        ]
        // A circle with a smaller shape inside it.
        let ring = Stroke.ellipse(0.5, 0.5, 0.5, 0.5)
        t["plus.circle"] = [ring, .path([(0.5, 0.27), (0.5, 0.73)]), .path([(0.27, 0.5), (0.73, 0.5)])]
        t["xmark.circle"] = [ring, .path([(0.33, 0.33), (0.67, 0.67)]), .path([(0.67, 0.33), (0.33, 0.67)])]
        t["checkmark.circle"] = [ring, .path([(0.28, 0.52), (0.44, 0.7), (0.73, 0.3)])]
        t["ellipsis.circle"] = [ring, .dot(0.28, 0.5), .dot(0.5, 0.5), .dot(0.72, 0.5)]
        t["info.circle"] = [ring, .dot(0.5, 0.28), .path([(0.5, 0.45), (0.5, 0.75)])]
        t["questionmark.circle"] = [
            ring, .arc(0.5, 0.38, 0.14, Double.pi, 2.4 * Double.pi), .path([(0.56, 0.5), (0.5, 0.58), (0.5, 0.62)]), .dot(0.5, 0.76),
        ]
        t["person.crop.circle"] = [ring, .ellipse(0.5, 0.38, 0.16, 0.16), .arc(0.5, 0.95, 0.3, 1.2 * Double.pi, 1.8 * Double.pi)]
        t["person.circle"] = t["person.crop.circle"]
        t["line.3.horizontal.decrease.circle"] = [
            ring, .path([(0.25, 0.36), (0.75, 0.36)]), .path([(0.34, 0.5), (0.66, 0.5)]), .path([(0.42, 0.64), (0.58, 0.64)]),
        ]
        for more in [SymbolOutlinesPlaces.table, SymbolOutlinesTabs.table, SymbolOutlinesDocuments.table, SymbolOutlinesObjects.table] {
            t.merge(more) { own, _ in own }
        }
        return t
    }()

    /// Names whose first stroke encloses the rest, from every outline table (their `.fill` cuts the
    /// rest out of its fill).
    static let enclosing = SymbolOutlinesPlaces.enclosing.union(SymbolOutlinesTabs.enclosing).union(SymbolOutlinesDocuments.enclosing)
        .union(SymbolOutlinesObjects.enclosing)

    /// A heart: the classic parametric curve, fitted to the unit box.
    private static let heart: [(Double, Double)] = (0..<48).map { i in
        let a = Double(i) / 48 * 2 * Double.pi
        let x = 16 * pow(sin(a), 3)
        let y = 13 * cos(a) - 5 * cos(2 * a) - 2 * cos(3 * a) - cos(4 * a)
        return ((x + 16) / 32, (12 - y) / 29)
    }

    /// Three rails with a knob each, at different places.
    private static let sliders: [Stroke] = [(0.1, 0.7), (0.5, 0.3), (0.9, 0.6)].flatMap { (y: Double, knob: Double) -> [Stroke] in
        [.path([(0, y), (knob - 0.12, y)]), .path([(knob + 0.12, y), (1, y)]), .ellipse(knob, y, 0.1, 0.1)]
    }

    /// A four-pointed sparkle around (`cx`, `cy`) with radius `r`.
    private static func sparkle(_ cx: Double, _ cy: Double, _ r: Double) -> [Stroke] {
        let points = (0..<8).map { i -> (Double, Double) in
            let a = Double(i) * Double.pi / 4 - Double.pi / 2
            let radius = i % 2 == 0 ? r : r * 0.28
            return (cx + radius * cos(a), cy + radius * sin(a))
        }
        return [.path(points, closed: true)]
    }

    /// Strokes `name`'s outline into the box from (`l`, `t`) to (`r`, `b`) with a line `w` wide;
    /// false when BarTheme has no outline for it. `filled` (a `.fill` variant) fills its closed
    /// shapes, or, where the first shape encloses the rest, fills that one and cuts the rest out
    /// where they lie on it: a cut stroke's parts outside the first shape stay ink (the papers above
    /// `tray.full`'s tray, the cards behind `rectangle.stack`'s front one), so the `.fill` variant's
    /// ink spans the same box as the outline's (docs/UIKIT.md §18.6, "Symbols measured on the glass",
    /// #41 session 34: cut out everywhere, they left L8ter's `tray.full.fill` and SlangCheck's
    /// `rectangle.stack.fill` 3.67 and 7.6 pt short at the top, their centres 1.67 and 4.0 pt low).
    static func draw(
        _ name: String, _ l: Double, _ t: Double, _ r: Double, _ b: Double, width w: Double, filled: Bool = false,
        context cr: OpaquePointer
    ) -> Bool {
        guard let strokes = table[name] else { return false }
        // The outline's ink fills the box (§10.13: only the box is the symbol's): each axis is
        // mapped so that the outermost stroke's outer edge (a dot's rim) lies on the box's edge.
        let fit = InkFit(strokes, box: (l - w / 2, t - w / 2, r + w / 2, b + w / 2), width: w)
        let sx = fit.scaleX, sy = fit.scaleY
        func point(_ p: (Double, Double)) -> (Double, Double) { (fit.originX + p.0 * sx, fit.originY + p.1 * sy) }
        let knockout =
            filled && strokes.count > 1 && enclosing.contains(name)
        // The strokes cut out of the first one's fill: 1 ... cuts.
        let cuts = knockout ? SymbolOutlinesPlaces.partlyEnclosing[name] ?? strokes.count : 0
        cairo_save(cr)
        if knockout { cairo_push_group(cr) }
        for (index, stroke) in strokes.enumerated() {
            cairo_new_path(cr)
            // The cut strokes are gathered into a group of their own and laid on the filled shape
            // with XOR: cleared where they cover it, ink where they lie outside it (and, gathered
            // first, two crossing cuts such as a plus's bars do not cancel where they cross).
            if knockout && index == 1 { cairo_push_group(cr) }
            if knockout && index == cuts + 1 { cutOut(cr) }
            let fills = filled && (index == 0 || index > cuts)
            switch stroke {
            case .path(let points, let closed):
                IconPainter.line(cr, points.map(point))
                if closed { cairo_close_path(cr) }
                if closed && fills { cairo_fill_preserve(cr) }
                cairo_stroke(cr)
            case .ellipse(let cx, let cy, let rx, let ry):
                unitArc(cr, point((cx, cy)), rx * sx, ry * sy, 0, 2 * Double.pi)
                if fills { cairo_fill_preserve(cr) }
                cairo_stroke(cr)
            case .arc(let cx, let cy, let radius, let a0, let a1):
                unitArc(cr, point((cx, cy)), radius * sx, radius * sy, a0, a1)
                cairo_stroke(cr)
            case .dot(let cx, let cy):
                let c = point((cx, cy))
                cairo_arc(cr, c.0, c.1, w * dotRadius, 0, 2 * Double.pi)
                cairo_fill(cr)
            }
        }
        if knockout {
            if cuts + 1 >= strokes.count { cutOut(cr) }
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
        cairo_restore(cr)
        return true
    }

    /// Ends the group of cut strokes and lays it on the filled shape below it with XOR: the shape's
    /// ink where the cuts cover it is cleared, the cuts' ink outside it is kept.
    private static func cutOut(_ cr: OpaquePointer) {
        guard let cuts = cairo_pop_group(cr) else { return }
        cairo_save(cr)
        cairo_set_source(cr, cuts)
        cairo_set_operator(cr, CAIRO_OPERATOR_XOR)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(cuts)
    }

    /// A dot's radius, in stroke widths.
    static let dotRadius = 0.7

    private static func unitArc(_ cr: OpaquePointer, _ c: (Double, Double), _ rx: Double, _ ry: Double, _ a0: Double, _ a1: Double) {
        cairo_save(cr)
        cairo_translate(cr, c.0, c.1)
        cairo_scale(cr, max(rx, 0.001), max(ry, 0.001))
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, a0, a1)
        cairo_restore(cr)
    }
}
