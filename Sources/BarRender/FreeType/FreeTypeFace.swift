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
    /// The OS/2 table's cap height and x-height, font units (0 when the font has no OS/2 version 2 table).
    let capHeight: Double
    let xHeight: Double
    /// For a colour bitmap font, the pixels per em of the strike its glyphs are drawn from; nil for outline fonts.
    let strikePixelsPerEm: Double?

    /// Face `index` of the file (a collection's faces are numbered from 0; a single font has 0).
    init(path: String, index: Int = 0, library: FreeTypeLibrary) throws(RenderError) {
        var face: FT_Face?
        guard FT_New_Face(library.handle, path, FT_Long(index), &face) == 0, let face else {
            throw RenderError.font("'\(path)' is not a font file FreeType can read")
        }
        let scalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        // A colour bitmap font (CBDT, e.g. Noto Color Emoji): drawn from its largest strike.
        let colorBitmap = !scalable && face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
        // FreeType leaves a bitmap font's em and line metrics at 0: they are in its head and hhea tables.
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        let unitsPerEm = scalable ? Int(face.pointee.units_per_EM) : Int(head?.Units_Per_EM ?? 0)
        guard scalable || colorBitmap, unitsPerEm > 0 else {
            FT_Done_Face(face)
            throw RenderError.font("'\(path)' is a bitmap font; BarTheme needs an outline font (OTF or TTF)")
        }
        if colorBitmap {
            let sizes = UnsafeBufferPointer(start: face.pointee.available_sizes, count: Int(face.pointee.num_fixed_sizes))
            let largest = sizes.indices.max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
            guard FT_Select_Size(face, Int32(largest)) == 0 else {
                FT_Done_Face(face)
                throw RenderError.font("'\(path)': FreeType cannot select the colour font's bitmap size")
            }
            strikePixelsPerEm = Double(sizes[largest].y_ppem) / 64
        } else {
            strikePixelsPerEm = nil
        }
        self.library = library
        self.face = face
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee {
            weightClass = Int(table.usWeightClass)
            capHeight = table.version >= 2 ? Double(table.sCapHeight) : 0
            xHeight = table.version >= 2 ? Double(table.sxHeight) : 0
        } else {
            weightClass = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
            capHeight = 0
            xHeight = 0
        }
        self.unitsPerEm = Double(unitsPerEm)
        ascender = scalable ? Double(face.pointee.ascender) : Double(hhea?.Ascender ?? 0)
        descender = scalable ? Double(face.pointee.descender) : Double(hhea?.Descender ?? 0)
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

    /// Glyph `id` of a colour bitmap font as premultiplied BGRA pixels at the strike's size
    /// (``strikePixelsPerEm``), with the bitmap's offset from the pen (pixels, y up); nil for
    /// outline fonts and blank glyphs.
    func colorBitmap(glyph id: UInt32) -> ColorGlyphBitmap? {
        guard strikePixelsPerEm != nil, FT_Load_Glyph(face, id, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else {
            return nil
        }
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
            for byte in 0..<(width * 4) { pixels[row * width * 4 + byte] = source[byte] }
        }
        return ColorGlyphBitmap(
            width: width, height: height, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top), bgra: pixels)
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
