/// One font file ready to shape and draw: its FreeType face (names, metrics, coverage, outlines)
/// and HarfBuzz font, with per-glyph caches. Confined to the `TextEngine` that loaded it.
final class LoadedFont {
    let path: String
    let face: FreeTypeFace
    let shaper: HarfBuzzFont
    private var outlines: [UInt32: GlyphPath] = [:]
    private var coverage: [UInt32: Bool] = [:]
    private var bitmaps: [UInt32: ColorGlyphBitmap?] = [:]
    private var tops: [UInt32: Double] = [:]
    private var extents: [UInt32: ClosedRange<Double>?] = [:]

    /// Face `index` of the file at `path` (0 but for a later face of a collection).
    init(path: String, index: Int = 0, library: FreeTypeLibrary) throws(RenderError) {
        self.path = path
        face = try FreeTypeFace(path: path, index: index, library: library)
        shaper = try HarfBuzzFont(path: path, index: index, unitsPerEm: Int(face.unitsPerEm))
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        if let known = coverage[scalar.value] { return known }
        let result = face.covers(scalar)
        coverage[scalar.value] = result
        return result
    }

    /// Glyph `id`'s colour bitmap, for a colour bitmap font (nil otherwise).
    func colorBitmap(glyph id: UInt32) -> ColorGlyphBitmap? {
        if let cached = bitmaps[id] { return cached }
        let bitmap = face.colorBitmap(glyph: id)
        bitmaps[id] = bitmap
        return bitmap
    }

    /// The highest point of glyph `id`'s outline (control points included), font units; 0 when empty.
    func top(glyph id: UInt32) -> Double {
        if let cached = tops[id] { return cached }
        let top = outline(glyph: id).elements.reduce(into: -Double.infinity) { top, element in
            switch element {
            case .move(_, let y), .line(_, let y): top = max(top, y)
            case .cubic(_, let ay, _, let by, _, let y): top = max(top, ay, by, y)
            case .close: break
            }
        }
        let result = top.isFinite ? top : 0
        tops[id] = result
        return result
    }

    /// The leftmost and rightmost x of glyph `id`'s outline (on-curve points and control points
    /// alike, so a curve's extreme is not missed), font units; nil for a glyph without an outline.
    func inkExtent(glyph id: UInt32) -> ClosedRange<Double>? {
        if let cached = extents[id] { return cached }
        var low = Double.infinity, high = -Double.infinity
        for element in outline(glyph: id).elements {
            switch element {
            case .move(let x, _), .line(let x, _): (low, high) = (min(low, x), max(high, x))
            case .cubic(let ax, _, let bx, _, let x, _): (low, high) = (min(low, ax, bx, x), max(high, ax, bx, x))
            case .close: break
            }
        }
        let result = low < high ? low...high : nil
        extents[id] = result
        return result
    }

    func outline(glyph id: UInt32) -> GlyphPath {
        if let cached = outlines[id] { return cached }
        let path = face.outline(glyph: id)
        outlines[id] = path
        return path
    }
}
