/// A line of text shaped and placed: glyphs in visual order, left to right, with pen positions in
/// points from the line's left edge and the baseline.
struct ShapedLine {
    struct Glyph {
        let font: LoadedFont
        let id: UInt32
        /// Pen position in points from the line's left edge.
        let x: Double
        /// Offset above the baseline, in points.
        let y: Double
        /// How the outline's heights are reshaped where Inter stands in for San Francisco
        /// (docs/UIKIT.md §2.4) or the CJK fallback for PingFang (``PingFangInkMap``), or nil to
        /// draw the outline as it is.
        var vertical: VerticalMap? = nil
        /// How the outline's x coordinates (font units) are mapped so its ink fills San
        /// Francisco's ink box for the character (docs/UIKIT.md §2.4, "Widths"), or nil to draw
        /// them as they are.
        var horizontal: HorizontalMap? = nil
    }

    /// x ↦ x × scale + offset, font units.
    struct HorizontalMap: Hashable {
        let scale: Double
        let offset: Double

        func map(_ x: Double) -> Double { x * scale + offset }
    }

    /// y ↦ y' in font units (y up): Inter's piecewise map to San Francisco's heights, or a
    /// linear one (y × scale + offset).
    enum VerticalMap: Hashable {
        case standIn(StandInVerticalMap)
        case linear(scale: Double, offset: Double)

        func map(_ y: Double) -> Double {
            switch self {
            case .standIn(let map): map.map(y)
            case .linear(let scale, let offset): y * scale + offset
            }
        }
    }

    let glyphs: [Glyph]
    /// Advance width in points, tracking included (none after the last character).
    let width: Double
    /// Distance from the line top to the baseline, and from the baseline to the line bottom.
    let ascent: Double
    let descent: Double
    let size: Double
    /// Whether the text was cut and ends with an ellipsis.
    let isTruncated: Bool
    /// The tracking after the last cluster, which `width` leaves out (none after a CJK character, §2.4).
    var trailingTracking = 0.0

    var height: Double { ascent + descent }
}
