import Foundation

/// BarTheme's own outlines of the things, marks and shapes real themes name beyond the other outline
/// tables (docs/UIKIT.md §10.13, session 27: every name the calibration corpus's themes use):
/// conversations (two bubbles, a bubble with a letter), a game controller, a shop front, a tag, a video
/// camera, a drop, a cylinder, the moon (with stars), grids and split squares, a portrait card, and
/// circles round a pencil, a magnifier or a turning arrow (with a clock: history). Same unit box and
/// strokes as `SymbolOutlines`, which merges them into its table; drawn in the spirit of the symbols,
/// never traced from Apple's.
enum SymbolOutlinesObjects {
    typealias Stroke = SymbolOutlines.Stroke

    /// A speech bubble over `x0...x1` and `y0...y1` whose tail points down on the `left` or right.
    static func bubble(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, left: Bool) -> Stroke {
        let w = x1 - x0, h = y1 - y0, body = y0 + h * 0.78
        let tail: [(Double, Double)] =
            left
            ? [(x0 + w * 0.36, body), (x0 + w * 0.1, y1), (x0 + w * 0.16, body)]
            : [(x0 + w * 0.84, body), (x0 + w * 0.9, y1), (x0 + w * 0.64, body)]
        let top: [(Double, Double)] = [(x0, y0 + h * 0.12), (x0 + w * 0.1, y0), (x1 - w * 0.1, y0), (x1, y0 + h * 0.12)]
        let side: [(Double, Double)] = [(x1, body - h * 0.1), (x1 - w * 0.1, body)]
        let back: [(Double, Double)] = [(x0 + w * 0.1, body), (x0, body - h * 0.1)]
        return .path(top + side + tail + back, closed: true)
    }

    /// A crescent moon in `x0...x1` and `y0...y1`: the unit circle round (0.5, 0.5) with radius 0.5 less
    /// the circle round (0.8, 0.3) with radius 0.4, as one closed path: the outer circle clockwise from
    /// one crossing of the two circles (18.7°, y down) to the other (273.9°), then the inner circle's
    /// arc inside it back (228.3° to 64.3° of its own).
    static func crescent(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Stroke {
        let steps = 32
        func arc(_ cx: Double, _ cy: Double, _ r: Double, _ from: Double, _ to: Double) -> [(Double, Double)] {
            (0...steps).map { i in
                let a = (from + (to - from) * Double(i) / Double(steps)) * Double.pi / 180
                return (cx + r * cos(a), cy + r * sin(a))
            }
        }
        let points = arc(0.5, 0.5, 0.5, 18.7, 273.9) + arc(0.8, 0.3, 0.4, 228.3, 64.3)
        return .path(points.map { (x0 + $0.0 * (x1 - x0), y0 + $0.1 * (y1 - y0)) }, closed: true)
    }

    /// A drop: the teardrop curve (sin t · sin t/2, −cos t), its point up (the box's fit sets its size).
    static let drop: Stroke = .path(
        (0..<48).map { i in
            let t = Double(i) / 48 * 2 * Double.pi
            return (0.5 + 0.5 * sin(t) * sin(t / 2), 0.5 - 0.5 * cos(t))
        }, closed: true)

    /// A four-pointed star around (`cx`, `cy`) with radius `r`.
    static func twinkle(_ cx: Double, _ cy: Double, _ r: Double) -> Stroke {
        .path(
            (0..<8).map { i in
                let a = Double(i) * Double.pi / 4 - Double.pi / 2
                let radius = i % 2 == 0 ? r : r * 0.3
                return (cx + radius * cos(a), cy + radius * sin(a))
            }, closed: true)
    }

    /// A gear of `teeth` flat-topped teeth round a hole: the outline alternates the tip radius 0.5
    /// and the root radius `root` (of the box), each tooth a little narrower at its tip.
    static func gear(teeth: Int, root: Double, hole: Double) -> [Stroke] {
        let pitch = 2 * Double.pi / Double(teeth)
        var points: [(Double, Double)] = []
        for i in 0..<teeth {
            let a = Double(i) * pitch - Double.pi / 2
            for (offset, radius) in [(-0.3, root), (-0.18, 0.5), (0.18, 0.5), (0.3, root)] {
                let angle = a + offset * pitch
                points.append((0.5 + radius * cos(angle), 0.5 + radius * sin(angle)))
            }
        }
        return [.path(points, closed: true), .ellipse(0.5, 0.5, hole, hole)]
    }

    static let table: [String: [Stroke]] = {
        let ring = Stroke.ellipse(0.5, 0.5, 0.5, 0.5)
        return [
            "gearshape": gear(teeth: 8, root: 0.39, hole: 0.15),
            "gear": gear(teeth: 12, root: 0.41, hole: 0.17),
            "bubble.left.and.bubble.right": [
                bubble(0.02, 0.02, 0.66, 0.62, left: true), bubble(0.4, 0.36, 0.98, 0.98, left: false),
            ],
            "character.bubble": [
                bubble(0.02, 0.02, 0.98, 0.98, left: true), .path([(0.34, 0.62), (0.5, 0.2), (0.66, 0.62)]),
                .path([(0.4, 0.48), (0.6, 0.48)]),
            ],
            "gamecontroller": [
                .path(
                    [
                        (0.2, 0.14), (0.8, 0.14), (0.92, 0.3), (1.0, 0.78), (0.94, 0.9), (0.84, 0.9), (0.7, 0.7), (0.3, 0.7), (0.16, 0.9),
                        (0.06, 0.9), (0.0, 0.78), (0.08, 0.3),
                    ], closed: true),
                .path([(0.2, 0.42), (0.36, 0.42)]), .path([(0.28, 0.34), (0.28, 0.5)]), .dot(0.68, 0.36), .dot(0.78, 0.48),
            ],
            "storefront": [
                .path([(0.02, 0.32), (0.1, 0.02), (0.9, 0.02), (0.98, 0.32)], closed: true),
                .path([(0.08, 0.32), (0.08, 0.98), (0.92, 0.98), (0.92, 0.32)]),
                .path([(0.4, 0.98), (0.4, 0.64), (0.6, 0.64), (0.6, 0.98)]),
            ],
            "tag": [
                .path([(0.02, 0.02), (0.5, 0.02), (0.98, 0.5), (0.5, 0.98), (0.02, 0.5)], closed: true), .ellipse(0.24, 0.24, 0.07, 0.07),
            ],
            "video": [
                .path([(0.02, 0.18), (0.66, 0.18), (0.66, 0.82), (0.02, 0.82)], closed: true),
                .path([(0.72, 0.42), (0.98, 0.24), (0.98, 0.76), (0.72, 0.58)], closed: true),
            ],
            "play": [.path([(0.08, 0.02), (0.96, 0.5), (0.08, 0.98)], closed: true)],
            "drop": [drop],
            "cylinder": [
                .ellipse(0.5, 0.14, 0.48, 0.12), .path([(0.02, 0.14), (0.02, 0.86)]), .path([(0.98, 0.14), (0.98, 0.86)]),
                .arc(0.5, 0.86, 0.48, 0, Double.pi),
            ],
            "moon": [crescent(0.02, 0.02, 0.98, 0.98)],
            "moon.stars": [crescent(0.02, 0.2, 0.8, 0.98), twinkle(0.74, 0.16, 0.16), twinkle(0.92, 0.44, 0.08)],
            "square.split.2x2": [
                .path([(0.02, 0.02), (0.98, 0.02), (0.98, 0.98), (0.02, 0.98)], closed: true),
                .path([(0.5, 0.02), (0.5, 0.98)]), .path([(0.02, 0.5), (0.98, 0.5)]),
            ],
            "rectangle.split.2x1": [
                .path([(0.02, 0.12), (0.98, 0.12), (0.98, 0.88), (0.02, 0.88)], closed: true), .path([(0.5, 0.12), (0.5, 0.88)]),
            ],
            "rectangle.grid.2x2": [(0.02, 0.02), (0.56, 0.02), (0.02, 0.56), (0.56, 0.56)].map { (x: Double, y: Double) -> Stroke in
                .path([(x, y), (x + 0.42, y), (x + 0.42, y + 0.42), (x, y + 0.42)], closed: true)
            },
            "rectangle.portrait": [.path([(0.06, 0.02), (0.94, 0.02), (0.94, 0.98), (0.06, 0.98)], closed: true)],
            "pencil.circle": [ring, .path([(0.3, 0.72), (0.34, 0.58), (0.62, 0.3), (0.72, 0.4), (0.44, 0.68)], closed: true)],
            "magnifyingglass.circle": [ring, .ellipse(0.45, 0.45, 0.16, 0.16), .path([(0.57, 0.57), (0.72, 0.72)])],
            "arrow.clockwise.circle": [
                ring, .arc(0.5, 0.5, 0.24, -0.35 * Double.pi, 1.3 * Double.pi), .path([(0.56, 0.18), (0.68, 0.28), (0.56, 0.38)]),
            ],
            "clock.arrow.circlepath": [
                .arc(0.5, 0.5, 0.48, -0.9 * Double.pi, 0.85 * Double.pi), .path([(0.02, 0.24), (0.06, 0.38), (0.2, 0.34)]),
                .path([(0.5, 0.24), (0.5, 0.52), (0.68, 0.62)]),
            ],
        ]
    }()

    /// Names here whose first stroke encloses the rest (their `.fill` cuts those out).
    static let enclosing: Set<String> = [
        "gearshape", "gear", "character.bubble", "gamecontroller", "tag", "square.split.2x2", "rectangle.split.2x1", "pencil.circle",
        "magnifyingglass.circle", "arrow.clockwise.circle",
    ]
}
