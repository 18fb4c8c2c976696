import Foundation
import Testing

/// `Scripts/lib/fidelity_ios26.py`'s `glyph_ink` (the iOS 26 and tab bar tables measure a glyph's
/// centre with it, docs/FIDELITY.md): a window with no glyph its threshold can tell from what is
/// around it has no ink. It returned the whole window, so two empty windows (a search tab drawn
/// without its magnifier against UIKit's, a white check on a light grey disc on both sides) agreed
/// to 0.00 pt and counted as facts within the goal (#41 session 21).
@Suite struct FidelityGlyphInkTests {
    /// What `glyph_ink` prints for a 6 × 6 pixel image at scale 1: its box, or None.
    func glyphInk(_ pixels: String) throws -> String {
        try FidelityMeasurer.printed(importing: "glyph_ink", "glyph_ink(\(pixels), 1, (0, 0, 6, 6))[0]")
    }

    @Test func aWindowWithoutAGlyphHasNoInk() throws {
        #expect(try glyphInk("[[(206, 206, 206)] * 6 for _ in range(6)]") == "None")
        // White on a light grey disc is within the threshold too: nothing to place.
        #expect(try glyphInk("[[(255, 255, 255) if x == 2 else (206, 206, 206) for x in range(6)] for _ in range(6)]") == "None")
    }

    @Test func aDarkGlyphIsBoxedByItsOwnPixels() throws {
        let box = try glyphInk("[[(20, 20, 20) if 2 <= x <= 3 and 1 <= y <= 4 else (250, 250, 250) for x in range(6)] for y in range(6)]")
        #expect(box == "(2.0, 1.0, 4.0, 5.0)")
    }
}
