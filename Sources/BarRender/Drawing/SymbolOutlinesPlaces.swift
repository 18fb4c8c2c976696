import Foundation

/// More of BarTheme's own outlines of common bar and tab bar symbols (docs/UIKIT.md §10.13): things
/// and places (a house, a cart, a newspaper, a map, a book), charts and stacks, arrows, and marks
/// (Apple Intelligence's as a ring round a sparkle). Same unit box and strokes as `SymbolOutlines`,
/// which merges them into its table; drawn in the spirit of the symbols, never traced from Apple's.
enum SymbolOutlinesPlaces {
    typealias Stroke = SymbolOutlines.Stroke

    static let table: [String: [Stroke]] = [
        "house": [
            .path([(0.5, 0.04), (0.88, 0.4), (0.88, 0.96), (0.12, 0.96), (0.12, 0.4)], closed: true),
            .path([(0.4, 0.96), (0.4, 0.66), (0.6, 0.66), (0.6, 0.96)]),
            .path([(0.02, 0.5), (0.12, 0.4)]), .path([(0.88, 0.4), (0.98, 0.5)]),
        ],
        "cart": [
            .path([(0.02, 0.06), (0.17, 0.06), (0.3, 0.7), (0.9, 0.7)]),
            .path([(0.21, 0.24), (0.98, 0.24), (0.9, 0.54), (0.27, 0.54)], closed: true),
            .ellipse(0.36, 0.88, 0.07, 0.08), .ellipse(0.82, 0.88, 0.07, 0.08),
        ],
        "chart.bar": [
            .path([(0.02, 0.56), (0.26, 0.56), (0.26, 0.98), (0.02, 0.98)], closed: true),
            .path([(0.38, 0.28), (0.62, 0.28), (0.62, 0.98), (0.38, 0.98)], closed: true),
            .path([(0.74, 0.02), (0.98, 0.02), (0.98, 0.98), (0.74, 0.98)], closed: true),
        ],
        // The cards behind joined to the front one, so that the ink is one shape spanning its box.
        "rectangle.stack": [
            .path([(0.02, 0.34), (0.98, 0.34), (0.98, 0.98), (0.02, 0.98)], closed: true),
            .path([(0.1, 0.34), (0.1, 0.18), (0.9, 0.18), (0.9, 0.34)]), .path([(0.2, 0.18), (0.2, 0.03), (0.8, 0.03), (0.8, 0.18)]),
        ],
        "newspaper": [
            .path([(0.02, 0.04), (0.98, 0.04), (0.98, 0.96), (0.02, 0.96)], closed: true),
            .path([(0.16, 0.22), (0.46, 0.22), (0.46, 0.5), (0.16, 0.5)], closed: true),
            .path([(0.58, 0.26), (0.84, 0.26)]), .path([(0.58, 0.46), (0.84, 0.46)]), .path([(0.16, 0.72), (0.84, 0.72)]),
        ],
        "map": [
            .path(
                [(0.02, 0.14), (0.34, 0.02), (0.66, 0.14), (0.98, 0.02), (0.98, 0.86), (0.66, 0.98), (0.34, 0.86), (0.02, 0.98)],
                closed: true),
            .path([(0.34, 0.02), (0.34, 0.86)]), .path([(0.66, 0.14), (0.66, 0.98)]),
        ],
        "book": [
            .path([(0.5, 0.14), (0.28, 0.04), (0.02, 0.04), (0.02, 0.88), (0.28, 0.88), (0.5, 0.98)]),
            .path([(0.5, 0.14), (0.72, 0.04), (0.98, 0.04), (0.98, 0.88), (0.72, 0.88), (0.5, 0.98)]), .path([(0.5, 0.14), (0.5, 0.98)]),
        ],
        "tray.full": [
            .path([(0, 0.5), (0.15, 0.22), (0.85, 0.22), (1, 0.5), (1, 0.96), (0, 0.96)], closed: true),
            .path([(0, 0.5), (0.3, 0.5), (0.38, 0.68), (0.62, 0.68), (0.7, 0.5), (1, 0.5)]),
            .path([(0.22, 0.04), (0.78, 0.04)]), .path([(0.2, 0.34), (0.8, 0.34)]),
        ],
        "record.circle": [.ellipse(0.5, 0.5, 0.5, 0.5), .ellipse(0.5, 0.5, 0.22, 0.22)],
        "link": [
            .path([(0.44, 0.3), (0.6, 0.14), (0.74, 0.06), (0.9, 0.1), (0.96, 0.26), (0.88, 0.42), (0.7, 0.56)]),
            .path([(0.56, 0.7), (0.4, 0.86), (0.26, 0.94), (0.1, 0.9), (0.04, 0.74), (0.12, 0.58), (0.3, 0.44)]),
            .path([(0.36, 0.64), (0.64, 0.36)]),
        ],
        "doc.on.doc": [
            .path([(0.3, 0.2), (0.98, 0.2), (0.98, 0.98), (0.3, 0.98)], closed: true),
            .path([(0.02, 0.78), (0.02, 0.02), (0.7, 0.02), (0.7, 0.2)]),
        ],
        "square.and.arrow.down": [
            .path([(0.3, 0.38), (0.06, 0.38), (0.06, 0.98), (0.94, 0.98), (0.94, 0.38), (0.7, 0.38)]),
            .path([(0.5, 0.02), (0.5, 0.68)]), .path([(0.3, 0.5), (0.5, 0.7), (0.7, 0.5)]),
        ],
        "arrow.counterclockwise": [
            .arc(0.5, 0.56, 0.42, -0.45 * Double.pi, 1.1 * Double.pi), .path([(0.56, 0.02), (0.42, 0.14), (0.56, 0.26)]),
        ],
        "arrow.left.arrow.right": [
            .path([(0.02, 0.28), (0.98, 0.28)]), .path([(0.74, 0.04), (0.98, 0.28), (0.74, 0.52)]),
            .path([(0.98, 0.72), (0.02, 0.72)]), .path([(0.26, 0.48), (0.02, 0.72), (0.26, 0.96)]),
        ],
        "sun.max": sunRays + [.ellipse(0.5, 0.5, 0.22, 0.22)],
        "timer": [.ellipse(0.5, 0.54, 0.46, 0.44), .path([(0.5, 0.54), (0.7, 0.34)]), .path([(0.5, 0.02), (0.5, 0.12)])],
        // Spanning its box (head at 0.02, tail at 0.98), so that the ink's centre is the box's.
        "hare": [
            .ellipse(0.58, 0.66, 0.36, 0.26), .ellipse(0.17, 0.52, 0.15, 0.15),
            .path([(0.12, 0.4), (0.08, 0.02), (0.2, 0.03), (0.22, 0.38)], closed: true),
            .path([(0.25, 0.41), (0.33, 0.06), (0.41, 0.11), (0.32, 0.44)], closed: true),
            .path([(0.28, 0.8), (0.18, 0.96), (0.38, 0.96)]), .dot(0.95, 0.58),
        ],
        "apple.intelligence": [
            .ellipse(0.5, 0.5, 0.48, 0.48),
            .path(
                (0..<8).map { i in
                    let a = Double(i) * Double.pi / 4 - Double.pi / 2, r = i % 2 == 0 ? 0.3 : 0.09
                    return (0.5 + r * cos(a), 0.5 + r * sin(a))
                }, closed: true),
        ],
        "clock.badge.checkmark": [
            .ellipse(0.42, 0.44, 0.4, 0.42), .path([(0.42, 0.2), (0.42, 0.46), (0.58, 0.56)]),
            .path([(0.6, 0.82), (0.72, 0.95), (0.98, 0.64)]),
        ],
    ]

    /// Names whose first stroke encloses the next ones: their `.fill` variant fills it and cuts
    /// those out of the fill (a filled circle with a white plus, a house with its door): all the
    /// others, or as many as `partlyEnclosing` says.
    static let enclosing: Set<String> = [
        "plus.circle", "xmark.circle", "checkmark.circle", "ellipsis.circle", "info.circle", "questionmark.circle",
        "person.crop.circle", "person.circle", "line.3.horizontal.decrease.circle", "newspaper", "record.circle",
        "folder", "tray", "tray.full", "archivebox", "calendar", "camera", "photo", "rectangle.stack", "doc.on.doc", "clock",
        "apple.intelligence", "house", "clock.badge.checkmark",
    ]

    /// How many strokes after the first a `.fill` cuts out where the rest lie outside it (the
    /// house's eaves, the clock's check mark badge).
    static let partlyEnclosing: [String: Int] = ["house": 1, "clock.badge.checkmark": 1]

    /// Eight short rays round a sun, the four straight ones reaching the box's edges, so the stand-in's
    /// ink is its box, as every stand-in's is (they ended at 0.48 of it: 0.74 pt short of `sun.max.fill`'s
    /// 23.41 pt font box, where BookRank and TangoKado, two fit apps, read 23.00-23.67 pt; #39 session 24).
    private static let sunRays: [Stroke] = (0..<8).map { i in
        let a = Double(i) * Double.pi / 4
        return .path([(0.5 + 0.34 * cos(a), 0.5 + 0.34 * sin(a)), (0.5 + 0.5 * cos(a), 0.5 + 0.5 * sin(a))])
    }
}
