import Foundation

extension SymbolOutlines {
    /// How an outline's unit coordinates map into a box so that its ink fills the box (docs/UIKIT.md
    /// §10.13): strokes are drawn with round caps and joins, so a stroke's ink reaches half the line
    /// width beyond its centre line and a dot's its radius; per axis, the scale and origin are the ones
    /// that put the outermost ink on the box's two edges. An axis the outline does not span (a single
    /// horizontal rule) keeps the plain mapping of the unit box onto the box inset by half a line.
    struct InkFit {
        let originX: Double, scaleX: Double, originY: Double, scaleY: Double

        /// `box` is the ink box (left, top, right, bottom); `width` the line width.
        init(_ strokes: [Stroke], box: (Double, Double, Double, Double), width w: Double) {
            // Every centre-line extreme with the ink margin beyond it.
            var xs: [(Double, Double)] = [], ys: [(Double, Double)] = []
            let h = w / 2
            for stroke in strokes {
                switch stroke {
                case .path(let points, _):
                    for p in points { xs.append((p.0, h)); ys.append((p.1, h)) }
                case .ellipse(let cx, let cy, let rx, let ry):
                    xs += [(cx - rx, h), (cx + rx, h)]
                    ys += [(cy - ry, h), (cy + ry, h)]
                case .arc(let cx, let cy, let radius, let a0, let a1):
                    for i in 0...64 {
                        let a = a0 + (a1 - a0) * Double(i) / 64
                        xs.append((cx + radius * cos(a), h)); ys.append((cy + radius * sin(a), h))
                    }
                case .dot(let cx, let cy):
                    xs.append((cx, w * SymbolOutlines.dotRadius)); ys.append((cy, w * SymbolOutlines.dotRadius))
                }
            }
            (originX, scaleX) = Self.axis(xs, from: box.0, to: box.2, inset: h)
            (originY, scaleY) = Self.axis(ys, from: box.1, to: box.3, inset: h)
        }

        /// The origin and scale that put the extremes' ink on `lo` and `hi`.
        private static func axis(_ extremes: [(Double, Double)], from lo: Double, to hi: Double, inset h: Double) -> (Double, Double) {
            let units = extremes.map(\.0)
            guard let uMin = units.min(), let uMax = units.max(), uMax - uMin > 1e-6, hi - lo > 2 * h else {
                return (lo + h, hi - lo - 2 * h)
            }
            // The ink's extent grows with the scale: bisect for the scale whose extent is the box's.
            func extent(_ a: Double) -> (Double, Double) {
                (extremes.map { a * $0.0 - $0.1 }.min() ?? 0, extremes.map { a * $0.0 + $0.1 }.max() ?? 0)
            }
            var low = 0.0, high = 2 * (hi - lo) / (uMax - uMin)
            for _ in 0..<60 {
                let mid = (low + high) / 2
                let (a, b) = extent(mid)
                if b - a > hi - lo { high = mid } else { low = mid }
            }
            let scale = low
            return (lo - extent(scale).0, scale)
        }
    }
}
