import BarTheme
import Foundation
import Testing

@testable import BarRender

@Suite struct TextEngineTests {
    let engine: TextEngine
    let style = TextStyle(font: .plainItem, color: .black)

    init() throws {
        engine = try TextEngine()
    }

    @Test func shapingAppliesKerning() throws {
        // Inter kerns "AV" tighter than the two letters' advances (plus the one tracking gap).
        let pair = engine.measure("AV", style: style).width
        let separate = engine.measure("A", style: style).width + engine.measure("V", style: style).width + style.tracking
        #expect(pair < separate - 0.5)
    }

    @Test func chineseFallsBackToThePinnedCJKFont() throws {
        let line = try engine.shape("设置 Settings", style: style, maxWidth: nil)
        let fonts = line.glyphs.map { ($0.font.path as NSString).lastPathComponent }
        #expect(fonts.prefix(2) == ["DroidSansFallback.ttf", "DroidSansFallback.ttf"])
        #expect(fonts.last == "Inter-Regular.otf")
        #expect(line.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test func longTextIsCutWithATailEllipsisThatFits() throws {
        let line = try engine.shape("A very long navigation title that cannot fit", style: style, maxWidth: 120)
        #expect(line.isTruncated)
        #expect(line.width <= 120)
        #expect(line.width > 90)
        let full = try engine.shape("A very long…", style: style, maxWidth: nil)
        #expect(line.width >= full.width - 0.01)
    }

    @Test func lineHeightComesFromThePrimaryFontMetrics() {
        let m = engine.measure("Title", style: TextStyle(font: .defaultTitle, color: .black))
        // Inter (hhea): ascender 2728, descender −680, 2816 units per em → (2728 + 680) / 2816 × 17.
        #expect(abs(m.height - 3408.0 / 2816 * 17) < 0.0001)
    }

    @Test func unknownFamilyIsAClearError() {
        #expect(throws: RenderError.unknownFontFamily("Helvetica", known: ["system", "Inter", "Inter Display"])) {
            try engine.validate(FontDescriptor(family: "Helvetica", weight: .regular, size: 17))
        }
    }

    @Test func weightsPickTheNearestPinnedFace() {
        #expect(PinnedFonts.face(family: "system", weight: .semibold)?.file == "Inter-SemiBold.otf")
        #expect(PinnedFonts.face(family: "system", weight: .heavy)?.file == "Inter-Bold.otf")
        #expect(PinnedFonts.face(family: "system", weight: .light)?.file == "Inter-Regular.otf")
        #expect(PinnedFonts.face(family: "Inter Display", weight: .regular)?.file == "InterDisplay-Bold.otf")
    }
}

/// The families the parser accepts are exactly the ones the renderer has files for.
@Suite struct FontFamilyAgreementTests {
    @Test func knownFontFamiliesMatchThePinnedFonts() {
        #expect(Set(KnownFontFamilies.names) == Set(PinnedFonts.families))
    }

    /// The lint rule font-weight-fallback predicts the weight the renderer draws.
    @Test func theWeightLintPredictsIsTheWeightDrawn() {
        for family in KnownFontFamilies.names {
            for weight in FontWeight.allCases {
                let drawn = PinnedFonts.face(family: family, weight: weight)?.weight
                #expect(KnownFontFamilies.drawnWeight(family: family, requested: weight)?.numericValue == drawn, "\(family) \(weight)")
            }
        }
    }
}
