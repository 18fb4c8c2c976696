import Foundation

/// BarTheme's own outlines of the images tab bars use most beyond `SymbolOutlines` and
/// `SymbolOutlinesPlaces` (docs/UIKIT.md §10.13, #41 session 21): media (books, play, film, a TV, a
/// note), messages (an envelope, a bubble, a megaphone), people, shopping and money (a bag, a card, a
/// parcel) and a few marks (a leaf, a compass, a flame, a bolt). Same unit box and strokes as
/// `SymbolOutlines`, which merges them into its table; drawn in the spirit of the symbols, never
/// traced from Apple's. Their boxes come from SF Pro's font data (`SymbolFontMetrics`).
enum SymbolOutlinesTabs {
    typealias Stroke = SymbolOutlines.Stroke

    static let table: [String: [Stroke]] = {
        let ring = Stroke.ellipse(0.5, 0.5, 0.5, 0.5)
        let bubble = Stroke.path(
            [
                (0.12, 0.04), (0.88, 0.04), (0.98, 0.14), (0.98, 0.64), (0.88, 0.74), (0.36, 0.74), (0.1, 0.96), (0.16, 0.74),
                (0.12, 0.74), (0.02, 0.64), (0.02, 0.14),
            ], closed: true)
        var t: [String: [Stroke]] = [
            "books.vertical": [
                .path([(0.02, 0.08), (0.28, 0.08), (0.28, 0.98), (0.02, 0.98)], closed: true),
                .path([(0.36, 0.02), (0.62, 0.02), (0.62, 0.98), (0.36, 0.98)], closed: true),
                .path([(0.7, 0.14), (0.84, 0.1), (0.98, 0.94), (0.84, 0.98)], closed: true),
            ],
            "play.circle": [ring, .path([(0.4, 0.3), (0.72, 0.5), (0.4, 0.7)], closed: true)],
            "play.rectangle": [
                .path([(0.02, 0.1), (0.98, 0.1), (0.98, 0.9), (0.02, 0.9)], closed: true),
                .path([(0.42, 0.32), (0.66, 0.5), (0.42, 0.68)], closed: true),
            ],
            "film": [
                .path([(0.02, 0.02), (0.98, 0.02), (0.98, 0.98), (0.02, 0.98)], closed: true),
                .path([(0.24, 0.02), (0.24, 0.98)]), .path([(0.76, 0.02), (0.76, 0.98)]),
                .path([(0.02, 0.34), (0.24, 0.34)]), .path([(0.02, 0.66), (0.24, 0.66)]),
                .path([(0.76, 0.34), (0.98, 0.34)]), .path([(0.76, 0.66), (0.98, 0.66)]),
            ],
            "tv": [.path([(0.02, 0.04), (0.98, 0.04), (0.98, 0.8), (0.02, 0.8)], closed: true), .path([(0.28, 0.96), (0.72, 0.96)])],
            "music.note": [.path([(0.64, 0.78), (0.64, 0.02), (0.96, 0.14), (0.96, 0.3), (0.64, 0.2)]), .ellipse(0.4, 0.8, 0.24, 0.18)],
            "envelope": [
                .path([(0.02, 0.12), (0.98, 0.12), (0.98, 0.88), (0.02, 0.88)], closed: true),
                .path([(0.02, 0.12), (0.5, 0.54), (0.98, 0.12)]),
            ],
            "bubble.left": [bubble],
            "megaphone": [
                .path([(0.06, 0.36), (0.64, 0.08), (0.64, 0.92), (0.06, 0.64)], closed: true), .path([(0.2, 0.7), (0.28, 0.96)]),
                .path([(0.8, 0.34), (0.96, 0.26)]), .path([(0.8, 0.5), (0.98, 0.5)]), .path([(0.8, 0.66), (0.96, 0.74)]),
            ],
            "person.2": [
                .ellipse(0.34, 0.3, 0.16, 0.18),
                .path([(0.04, 0.96), (0.1, 0.72), (0.34, 0.62), (0.58, 0.72), (0.64, 0.96)], closed: true),
                .ellipse(0.74, 0.34, 0.13, 0.15), .path([(0.7, 0.64), (0.8, 0.62), (0.94, 0.7), (0.98, 0.9), (0.74, 0.9)]),
            ],
            "creditcard": [
                .path([(0.02, 0.14), (0.98, 0.14), (0.98, 0.86), (0.02, 0.86)], closed: true),
                .path([(0.02, 0.36), (0.98, 0.36)]), .path([(0.14, 0.68), (0.38, 0.68)]),
            ],
            "bag": [
                .path([(0.06, 0.3), (0.94, 0.3), (0.98, 0.98), (0.02, 0.98)], closed: true), .arc(0.5, 0.3, 0.2, Double.pi, 2 * Double.pi),
            ],
            "square.stack": [
                .path([(0.02, 0.28), (0.72, 0.28), (0.72, 0.98), (0.02, 0.98)], closed: true),
                .path([(0.28, 0.28), (0.28, 0.02), (0.98, 0.02), (0.98, 0.72), (0.72, 0.72)]),
            ],
            "shippingbox": [
                .path([(0.02, 0.26), (0.5, 0.04), (0.98, 0.26), (0.98, 0.76), (0.5, 0.98), (0.02, 0.76)], closed: true),
                .path([(0.02, 0.26), (0.5, 0.48), (0.98, 0.26)]), .path([(0.5, 0.48), (0.5, 0.98)]),
            ],
            "leaf": [
                .path([(0.04, 0.96), (0.1, 0.5), (0.4, 0.16), (0.96, 0.04), (0.9, 0.5), (0.6, 0.84), (0.2, 0.9)], closed: true),
                .path([(0.04, 0.96), (0.6, 0.4)]),
            ],
            "safari": [ring, .path([(0.3, 0.7), (0.44, 0.44), (0.7, 0.3), (0.56, 0.56)], closed: true)],
            "flame": [
                .path(
                    [
                        (0.5, 0.02), (0.72, 0.3), (0.86, 0.58), (0.8, 0.84), (0.5, 0.98), (0.2, 0.84), (0.14, 0.58), (0.3, 0.36),
                        (0.38, 0.5), (0.44, 0.22),
                    ], closed: true)
            ],
            "bolt": [.path([(0.6, 0.02), (0.14, 0.58), (0.48, 0.58), (0.38, 0.98), (0.86, 0.4), (0.52, 0.4)], closed: true)],
        ]
        t["message"] = t["bubble.left"]
        return t.mapValues(spanningTheBox)
    }()

    /// `strokes` moved and scaled so that their ink spans the unit box (0 to 1 on both axes): the
    /// stand-in's ink is then the symbol's measured or font box, as `SymbolStandIn` lays it out.
    /// An arc counts as its whole circle (the bag's handle lies inside that circle's bounds).
    static func spanningTheBox(_ strokes: [Stroke]) -> [Stroke] {
        var xs: [Double] = [], ys: [Double] = []
        for stroke in strokes {
            switch stroke {
            case .path(let points, _): xs += points.map(\.0); ys += points.map(\.1)
            case .ellipse(let cx, let cy, let rx, let ry): xs += [cx - rx, cx + rx]; ys += [cy - ry, cy + ry]
            case .arc(let cx, let cy, let r, _, _): xs += [cx - r, cx + r]; ys += [cy - r, cy]
            case .dot: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x1 > x0, y1 > y0 else { return strokes }
        let sx = 1 / (x1 - x0), sy = 1 / (y1 - y0)
        func p(_ point: (Double, Double)) -> (Double, Double) { ((point.0 - x0) * sx, (point.1 - y0) * sy) }
        return strokes.map { stroke in
            switch stroke {
            case .path(let points, let closed): return .path(points.map(p), closed: closed)
            case .ellipse(let cx, let cy, let rx, let ry): return .ellipse((cx - x0) * sx, (cy - y0) * sy, rx * sx, ry * sy)
            case .arc(let cx, let cy, let r, let a0, let a1): return .arc((cx - x0) * sx, (cy - y0) * sy, r * min(sx, sy), a0, a1)
            case .dot(let cx, let cy): return .dot((cx - x0) * sx, (cy - y0) * sy)
            }
        }
    }

    /// Names here whose first stroke encloses the rest (their `.fill` cuts those out, as
    /// `SymbolOutlinesPlaces.enclosing`).
    static let enclosing: Set<String> = [
        "play.circle", "play.rectangle", "film", "envelope", "creditcard", "shippingbox", "safari", "leaf",
    ]
}
