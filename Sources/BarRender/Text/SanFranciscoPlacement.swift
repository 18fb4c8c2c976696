import Foundation

/// Lays a shaped left-to-right run of the stand-in Inter out on San Francisco's widths (docs/UIKIT.md
/// §2.4, "Widths"): a glyph that is its cluster's only glyph and draws one character of the width
/// table advances by San Francisco's advance plus its kerning with the next such character, and its
/// outline is mapped horizontally so its ink fills San Francisco's ink box for that character (the
/// ink's edges are San Francisco's; the shape between them is Inter's, scaled by a few per cent).
/// Any other glyph (characters outside the table, ligatures, marks) keeps HarfBuzz's position
/// with Inter's advance and kerning.
enum SanFranciscoPlacement {
    /// Where one glyph goes, font units of the run's font.
    struct Position {
        let xAdvance: Double
        let xOffset: Double
        let horizontal: ShapedLine.HorizontalMap?
    }

    /// The positions of `shaped` (HarfBuzz's glyphs of `text`, left to right, in `font`) on `face`.
    static func positions(
        of shaped: [HarfBuzzBuffer.Glyph], text: Substring, font: LoadedFont, face: SanFranciscoWidths.Face
    ) -> [Position] {
        let toFont = font.face.unitsPerEm / SanFranciscoWidths.unitsPerEm
        let metrics = tableGlyphs(of: shaped, text: text, face: face)
        return shaped.enumerated().map { g, glyph in
            guard let sf = metrics[g] else {
                return Position(xAdvance: glyph.xAdvance, xOffset: glyph.xOffset, horizontal: nil)
            }
            // The next glyph's character kerns with this one when the table has it too.
            let kerning = g + 1 < shaped.count ? metrics[g + 1].map { face.kerning(sf, $0) } ?? 0 : 0
            return Position(
                xAdvance: (sf.advance + kerning) * toFont, xOffset: 0, horizontal: inkMap(sf, glyph: glyph.id, font: font, toFont: toFont))
        }
    }

    /// The map that puts glyph `id`'s ink (Inter's) on `sf`'s ink box; nil without ink on either side.
    private static func inkMap(_ sf: SanFranciscoWidths.Glyph, glyph id: UInt32, font: LoadedFont, toFont: Double)
        -> ShapedLine.HorizontalMap?
    {
        guard sf.hasInk, let ink = font.inkExtent(glyph: id) else { return nil }
        let scale = (sf.inkRight - sf.inkLeft) * toFont / (ink.upperBound - ink.lowerBound)
        return ShapedLine.HorizontalMap(scale: scale, offset: sf.inkLeft * toFont - ink.lowerBound * scale)
    }

    /// For each glyph, San Francisco's metrics of the one character it draws, or nil when the
    /// glyph shares its cluster, its cluster holds more than one character, or the character is
    /// not in the table.
    private static func tableGlyphs(of shaped: [HarfBuzzBuffer.Glyph], text: Substring, face: SanFranciscoWidths.Face)
        -> [SanFranciscoWidths.Glyph?]
    {
        var characters: [Int: Character] = [:]
        var offset = 0
        for character in text {
            characters[offset] = character
            offset += character.utf8.count
        }
        // A left-to-right run's clusters only grow: a cluster's text ends where the next glyph's
        // (a different cluster) starts, the last one at the run's end.
        return shaped.indices.map { g in
            let cluster = shaped[g].cluster
            let shared = (g > 0 && shaped[g - 1].cluster == cluster) || (g + 1 < shaped.count && shaped[g + 1].cluster == cluster)
            let end = g + 1 < shaped.count ? shaped[g + 1].cluster : offset
            guard !shared, let character = characters[cluster], end - cluster == character.utf8.count,
                let scalar = singleScalar(character)
            else { return nil }
            return face.glyphs[scalar]
        }
    }

    /// The character as one Unicode scalar (composed: `e` + U+0301 is `é`), or nil.
    private static func singleScalar(_ character: Character) -> Unicode.Scalar? {
        let scalars =
            character.unicodeScalars.count == 1
            ? character.unicodeScalars : String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }
}
