/// A glyph outline in font units, y up, as FreeType decomposed it (conics already cubics).
struct GlyphPath: Sendable {
    enum Element: Sendable {
        case move(Double, Double)
        case line(Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }

    let elements: [Element]
}
