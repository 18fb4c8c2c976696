internal import CHarfBuzz

/// Owns a HarfBuzz blob, face and font for one font file, scaled to font units so shaping results
/// can be scaled to any size without rounding.
final class HarfBuzzFont {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    let font: OpaquePointer

    init(path: String, index: Int = 0, unitsPerEm: Int) throws(RenderError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw RenderError.font("HarfBuzz cannot read '\(path)'")
        }
        guard let face = hb_face_create(blob, UInt32(clamping: index)) else {
            hb_blob_destroy(blob)
            throw RenderError.font("HarfBuzz cannot open '\(path)' as a font")
        }
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw RenderError.font("HarfBuzz cannot open '\(path)' as a font")
        }
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        self.blob = blob
        self.face = face
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }
}
