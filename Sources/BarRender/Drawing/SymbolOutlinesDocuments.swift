import Foundation

/// BarTheme's own outlines of the list, document and chart symbols real themes name beyond the other
/// outline tables (docs/UIKIT.md §10.13, session 27: every name the calibration corpus's themes use):
/// lists (a checklist, numbered and bulleted rows, a list of notes), documents with a badge (a page
/// with a plus or a magnifier, a note, open and closed books), calendars with a clock, and charts (bars
/// on an axis, a pie, a rising line). Same unit box and strokes as `SymbolOutlines`, which merges them
/// into its table; drawn in the spirit of the symbols, never traced from Apple's.
enum SymbolOutlinesDocuments {
    typealias Stroke = SymbolOutlines.Stroke

    /// A page with its top right corner folded, over `x0...x1` and `y0...y1`.
    static func page(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Stroke] {
        let fold = (x1 - x0) * 0.3
        return [
            .path([(x0, y0), (x1 - fold, y0), (x1, y0 + fold), (x1, y1), (x0, y1)], closed: true),
            .path([(x1 - fold, y0), (x1 - fold, y0 + fold), (x1, y0 + fold)]),
        ]
    }

    /// A small round badge at (`cx`, `cy`) with radius `r` holding a plus.
    static func plusBadge(_ cx: Double, _ cy: Double, _ r: Double) -> [Stroke] {
        [.ellipse(cx, cy, r, r), .path([(cx, cy - r * 0.5), (cx, cy + r * 0.5)]), .path([(cx - r * 0.5, cy), (cx + r * 0.5, cy)])]
    }

    /// A small clock face at (`cx`, `cy`) with radius `r`.
    static func clockBadge(_ cx: Double, _ cy: Double, _ r: Double) -> [Stroke] {
        [.ellipse(cx, cy, r, r), .path([(cx, cy - r * 0.55), (cx, cy), (cx + r * 0.45, cy + r * 0.3)])]
    }

    /// A magnifier whose lens is centred at (`cx`, `cy`) with radius `r`, its handle to the bottom right.
    static func magnifier(_ cx: Double, _ cy: Double, _ r: Double) -> [Stroke] {
        [.ellipse(cx, cy, r, r), .path([(cx + r * 0.72, cy + r * 0.72), (cx + r * 1.5, cy + r * 1.5)])]
    }

    /// Rows of text from `x0` to `x1` at each of `ys`.
    static func rows(_ x0: Double, _ x1: Double, _ ys: [Double]) -> [Stroke] { ys.map { .path([(x0, $0), (x1, $0)]) } }

    static let table: [String: [Stroke]] = [
        "checklist": [
            .path([(0.02, 0.16), (0.1, 0.26), (0.26, 0.04)]), .path([(0.02, 0.56), (0.1, 0.66), (0.26, 0.44)]),
            .path([(0.4, 0.16), (0.98, 0.16)]), .path([(0.4, 0.56), (0.98, 0.56)]), .path([(0.4, 0.94), (0.98, 0.94)]),
            .dot(0.14, 0.94),
        ],
        "list.bullet.rectangle": [
            .path([(0.02, 0.06), (0.98, 0.06), (0.98, 0.94), (0.02, 0.94)], closed: true),
            .dot(0.24, 0.3), .dot(0.24, 0.5), .dot(0.24, 0.7),
        ] + rows(0.38, 0.8, [0.3, 0.5, 0.7]),
        "list.number": [
            .path([(0.06, 0.1), (0.14, 0.04), (0.14, 0.3)]), .path([(0.04, 0.6), (0.2, 0.6), (0.04, 0.96), (0.22, 0.96)]),
        ] + rows(0.38, 0.98, [0.17, 0.78]),
        "note.text": [
            .path([(0.02, 0.02), (0.98, 0.02), (0.98, 0.7), (0.7, 0.98), (0.02, 0.98)], closed: true),
            .path([(0.98, 0.7), (0.7, 0.7), (0.7, 0.98)]),
        ] + rows(0.2, 0.8, [0.26, 0.46]),
        "music.note.list": rows(0.02, 0.5, [0.08, 0.36, 0.64]) + [
            .path([(0.82, 0.82), (0.82, 0.04), (0.98, 0.1)]), .ellipse(0.7, 0.84, 0.12, 0.12),
        ],
        "doc.badge.plus": page(0.02, 0.02, 0.66, 0.9) + plusBadge(0.76, 0.76, 0.22),
        "doc.text.magnifyingglass": page(0.02, 0.02, 0.7, 0.98) + rows(0.14, 0.46, [0.32, 0.48]) + magnifier(0.66, 0.66, 0.18),
        "folder.badge.plus": [
            .path([(0.02, 0.1), (0.3, 0.1), (0.38, 0.2), (0.84, 0.2), (0.84, 0.5)]), .path([(0.02, 0.1), (0.02, 0.86), (0.5, 0.86)]),
        ] + plusBadge(0.76, 0.76, 0.22),
        "book.pages": [
            .path([(0.1, 0.02), (0.9, 0.02), (0.9, 0.98), (0.1, 0.98)], closed: true),
            .path([(0.1, 0.8), (0.9, 0.8)]), .path([(0.28, 0.02), (0.28, 0.8)]),
        ] + rows(0.42, 0.76, [0.26, 0.42]),
        "text.book.closed": [
            .path([(0.1, 0.02), (0.9, 0.02), (0.9, 0.98), (0.1, 0.98)], closed: true), .path([(0.26, 0.02), (0.26, 0.98)]),
        ] + rows(0.42, 0.76, [0.26, 0.42]),
        "calendar.badge.clock": [
            .path([(0.02, 0.1), (0.78, 0.1), (0.78, 0.46)]), .path([(0.02, 0.1), (0.02, 0.86), (0.46, 0.86)]),
            .path([(0.02, 0.3), (0.78, 0.3)]), .path([(0.2, 0.02), (0.2, 0.16)]), .path([(0.6, 0.02), (0.6, 0.16)]),
        ] + clockBadge(0.74, 0.74, 0.24),
        "chart.bar.xaxis": [
            .path([(0.02, 0.98), (0.98, 0.98)]),
            .path([(0.1, 0.54), (0.28, 0.54), (0.28, 0.84), (0.1, 0.84)], closed: true),
            .path([(0.41, 0.04), (0.59, 0.04), (0.59, 0.84), (0.41, 0.84)], closed: true),
            .path([(0.72, 0.3), (0.9, 0.3), (0.9, 0.84), (0.72, 0.84)], closed: true),
        ],
        "chart.pie": [.ellipse(0.5, 0.5, 0.5, 0.5), .path([(0.5, 0.0), (0.5, 0.5), (0.94, 0.74)])],
        "chart.line.uptrend.xyaxis": [
            .path([(0.02, 0.02), (0.02, 0.98), (0.98, 0.98)]), .path([(0.16, 0.78), (0.4, 0.5), (0.58, 0.64), (0.92, 0.2)]),
        ],
    ]

    /// Names here whose first stroke encloses the rest (their `.fill` cuts those out).
    static let enclosing: Set<String> = ["list.bullet.rectangle", "note.text", "book.pages", "text.book.closed", "chart.pie"]
}
