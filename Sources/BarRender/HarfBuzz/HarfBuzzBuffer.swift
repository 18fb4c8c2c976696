internal import CHarfBuzz

/// Owns one HarfBuzz buffer and shapes a run of text with it.
final class HarfBuzzBuffer {
    private let buffer: OpaquePointer

    init() throws(RenderError) {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            throw RenderError.font("HarfBuzz could not allocate a buffer")
        }
        self.buffer = buffer
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// A shaped glyph: id, advance and offset in font units, and the UTF-8 offset of its cluster
    /// within the shaped run.
    struct Glyph {
        let id: UInt32
        let cluster: Int
        let xAdvance: Double
        let xOffset: Double
        let yOffset: Double
    }

    /// Shapes `text` with `font` in one direction (kerning and ligatures on: HarfBuzz defaults).
    func shape(_ text: Substring, font: HarfBuzzFont, rightToLeft: Bool) -> [Glyph] {
        hb_buffer_clear_contents(buffer)
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_shape(font.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            Glyph(
                id: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: Double(positions[i].x_advance),
                xOffset: Double(positions[i].x_offset), yOffset: Double(positions[i].y_offset))
        }
    }
}
