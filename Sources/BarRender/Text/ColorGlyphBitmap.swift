/// One glyph of a colour bitmap font (Noto Color Emoji): premultiplied BGRA pixels (Cairo's
/// ARGB32 byte order on little-endian machines) at the font's strike size, placed `left` pixels
/// right of the pen and `top` pixels above the baseline.
struct ColorGlyphBitmap {
    let width: Int
    let height: Int
    let left: Double
    let top: Double
    let bgra: [UInt8]
}
