internal import CFreeType

/// Owns one FreeType face loaded from a font file: names, metrics, character coverage and glyph
/// outlines in font units (unhinted, so they scale exactly to any size).
final class FreeTypeFace {
    private let library: FreeTypeLibrary
    private let face: FT_Face

    /// The file's family and style names, e.g. "Inter" / "Semi Bold".
    let familyName: String
    let styleName: String
    /// OpenType weight class (400 regular, 600 semibold, ...).
    let weightClass: Int
    let unitsPerEm: Double
    /// Typographic ascender (positive, up) and descender (negative), font units.
    let ascender: Double
    let descender: Double

    init(path: String, library: FreeTypeLibrary) throws(RenderError) {
        var face: FT_Face?
        guard FT_New_Face(library.handle, path, 0, &face) == 0, let face else {
            throw RenderError.font("'\(path)' is not a font file FreeType can read")
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw RenderError.font("'\(path)' is a bitmap font; BarTheme needs an outline font (OTF or TTF)")
        }
        self.library = library
        self.face = face
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            weightClass = Int(table.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
        } else {
            weightClass = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        }
        unitsPerEm = Double(face.pointee.units_per_EM)
        ascender = Double(face.pointee.ascender)
        descender = Double(face.pointee.descender)
    }

    deinit {
        FT_Done_Face(face)
    }

    /// The number of glyphs in the face.
    var glyphCount: Int { Int(face.pointee.num_glyphs) }

    /// The first glyph FreeType cannot load (a damaged outline), or `nil` when all load.
    func firstUnloadableGlyph() -> UInt32? {
        let flags = Int32(FT_LOAD_NO_SCALE) | Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
        for id in 0..<UInt32(max(0, min(glyphCount, 65_536))) where FT_Load_Glyph(face, id, flags) != 0 {
            return id
        }
        return nil
    }

    /// Whether the font has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// The outline of glyph `id` in font units (y up), or an empty path for a blank glyph.
    func outline(glyph id: UInt32) -> GlyphPath {
        let flags = Int32(FT_LOAD_NO_SCALE) | Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, id, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return GlyphPath(elements: []) }
        var collector = OutlineCollector()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineCollector.from(user).move(to) },
            line_to: { to, user in OutlineCollector.from(user).line(to) },
            conic_to: { control, to, user in OutlineCollector.from(user).conic(control, to) },
            cubic_to: { c1, c2, to, user in OutlineCollector.from(user).cubic(c1, c2, to) },
            shift: 0, delta: 0)
        withUnsafeMutablePointer(to: &collector) { pointer in
            _ = FT_Outline_Decompose(&slot.pointee.outline, &funcs, pointer)
        }
        collector.closeIfOpen()
        return GlyphPath(elements: collector.elements)
    }
}

/// Receives FreeType's outline callbacks and turns conics into cubics.
private struct OutlineCollector {
    var elements: [GlyphPath.Element] = []
    var current = (x: 0.0, y: 0.0)
    var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineCollector> {
        user!.assumingMemoryBound(to: OutlineCollector.self)
    }

    mutating func closeIfOpen() {
        if open { elements.append(.close) }
        open = false
    }
}

extension UnsafeMutablePointer where Pointee == OutlineCollector {
    private func point(_ v: UnsafePointer<FT_Vector>?) -> (x: Double, y: Double) {
        guard let v else { return (0, 0) }
        return (Double(v.pointee.x), Double(v.pointee.y))
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        pointee.closeIfOpen()
        let p = point(to)
        pointee.elements.append(.move(p.x, p.y))
        pointee.current = p
        pointee.open = true
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let p = point(to)
        pointee.elements.append(.line(p.x, p.y))
        pointee.current = p
        return 0
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let c = point(control), p = point(to), s = pointee.current
        // A quadratic Bézier as a cubic: control points 2/3 of the way to the quadratic control.
        pointee.elements.append(
            .cubic(
                s.x + 2 / 3 * (c.x - s.x), s.y + 2 / 3 * (c.y - s.y),
                p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y))
        pointee.current = p
        return 0
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let a = point(c1), b = point(c2), p = point(to)
        pointee.elements.append(.cubic(a.x, a.y, b.x, b.y, p.x, p.y))
        pointee.current = p
        return 0
    }
}
