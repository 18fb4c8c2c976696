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
        #expect(fonts.prefix(2) == ["NotoSansCJKsc-Regular-Subset.otf", "NotoSansCJKsc-Regular-Subset.otf"])
        #expect(fonts.last == "Inter-Regular.otf")
        #expect(line.glyphs.allSatisfy { $0.id != 0 })
    }

    /// San Francisco's tracking is its own font's (its `trak` table): a run a fallback font draws
    /// keeps that font's advances, one em a CJK character. Reader for iOS's "取消" capsule (fit,
    /// iOS 26.5) is 66.00 pt, 34 pt of text and 15.83 pt each side; main measured the text 33.55 pt
    /// (San Francisco's 17 pt tracking between the two characters) and drew the capsule 0.67 pt narrow.
    @Test func aFallbackFontsRunTakesNoSanFranciscoTracking() throws {
        #expect(style.tracking < -0.3)
        #expect(abs(engine.measure("取消", style: style).width - 34) < 0.01)
        // A Latin letter keeps its tracking, also before a CJK character.
        let mixed = engine.measure("A取", style: style).width
        #expect(abs(mixed - (engine.measure("A", style: style).width + style.tracking + 17)) < 0.01)
    }

    @Test func fallbackFontsAreLoadedOnlyWhenACharacterNeedsThem() throws {
        // Most bars are Latin text in Inter: the fallback files (CJK, emoji, Devanagari, ...)
        // stay unopened, which keeps each renderer's resident memory down (docs/PERFORMANCE.md).
        let latin = try TextEngine()
        _ = try latin.shape("Settings", style: style, maxWidth: nil)
        #expect(latin.loadedFontCount == 1)
        let mixed = try TextEngine()
        _ = try mixed.shape("设置 Settings", style: style, maxWidth: nil)
        #expect(mixed.loadedFontCount == 1 + PinnedFonts.fallbacks.count)
    }

    @Test func aMissingFallbackFontIsAnErrorWhenTheEngineIsMade() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        #expect(throws: RenderError.self) { try TextEngine(fontsDirectory: empty) }
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
        #expect(throws: RenderError.unknownFontFamily("Brandon Grotesque", known: ["system", "Inter", "Inter Display"])) {
            try engine.validate(FontDescriptor(family: "Brandon Grotesque", weight: .regular, size: 17))
        }
    }

    /// iOS's own families draw with the stand-in Inter at the weight of the iOS face the weight
    /// names: Helvetica Neue heavy is HelveticaNeue-Bold (it has no heavier face), drawn Inter bold;
    /// Futura regular is Futura-Medium, drawn Inter medium. Before, each was an unknown family.
    @Test func iOSFamiliesDrawWithTheStandInAtTheirFacesWeight() throws {
        let cases: [(String, FontWeight, FontWeight)] = [
            ("Helvetica Neue", .heavy, .bold), ("Helvetica Neue", .ultraLight, .ultraLight), ("Futura", .regular, .medium),
            ("Arial Rounded MT Bold", .regular, .bold), ("Georgia", .semibold, .bold),
        ]
        for (family, weight, drawn) in cases {
            try engine.validate(FontDescriptor(family: family, weight: weight, size: 17))
            let style = TextStyle(font: FontDescriptor(family: family, weight: weight, size: 17), color: .black)
            let standIn = TextStyle(font: FontDescriptor(family: "Inter", weight: drawn, size: 17), color: .black)
            #expect(
                engine.measure("Inbox Mailboxes", style: style) == engine.measure("Inbox Mailboxes", style: standIn), "\(family) \(weight)")
            #expect(
                PinnedFonts.face(family: family, weight: weight) == PinnedFonts.face(family: "Inter", weight: drawn), "\(family) \(weight)")
        }
    }

    @Test func weightsPickTheNearestPinnedFace() {
        #expect(PinnedFonts.face(family: "Inter Display", weight: .regular)?.file == "InterDisplay-Bold.otf")
        #expect(PinnedFonts.face(family: "Inter Display", weight: .black)?.file == "InterDisplay-Bold.otf")
    }

    /// UIKit's nine weights each have their own Inter face (Sources/BarRender/Resources/Fonts/README.md;
    /// ultraLight, thin and light were drawn regular, heavy and black bold).
    @Test func everyUIKitWeightHasItsOwnInterFace() throws {
        let expected: [FontWeight: (file: String, weightClass: Int)] = [
            .ultraLight: ("Inter-Thin.otf", 100), .thin: ("Inter-ExtraLight.otf", 200), .light: ("Inter-Light.otf", 300),
            .regular: ("Inter-Regular.otf", 400), .medium: ("Inter-Medium.otf", 500), .semibold: ("Inter-SemiBold.otf", 600),
            .bold: ("Inter-Bold.otf", 700), .heavy: ("Inter-ExtraBold.otf", 800), .black: ("Inter-Black.otf", 900),
        ]
        var widths: [Double] = []
        for weight in FontWeight.allCases {
            let descriptor = FontDescriptor(family: "system", weight: weight, size: 17)
            let font = try engine.font(for: descriptor)
            #expect((font.path as NSString).lastPathComponent == expected[weight]?.file, "\(weight)")
            #expect(font.face.weightClass == expected[weight]?.weightClass, "\(weight)")
            widths.append(engine.measure("Messages", style: TextStyle(font: descriptor, color: .black)).width)
        }
        // Heavier faces are wider: nine different widths, in order.
        #expect(widths == widths.sorted() && Set(widths).count == 9, "\(widths)")
    }

    /// Bold CJK titles use the bold CJK face (the single Droid Sans Fallback weight drew them regular).
    @Test func boldCJKTextUsesTheBoldCJKFace() throws {
        let regular = try engine.shape(
            "设置", style: TextStyle(font: FontDescriptor(family: "system", weight: .regular, size: 17), color: .black), maxWidth: nil)
        let bold = try engine.shape("设置", style: TextStyle(font: .defaultTitle, color: .black), maxWidth: nil)
        #expect(
            regular.glyphs.map { ($0.font.path as NSString).lastPathComponent } == [
                "NotoSansCJKsc-Regular-Subset.otf", "NotoSansCJKsc-Regular-Subset.otf",
            ])
        #expect(
            bold.glyphs.map { ($0.font.path as NSString).lastPathComponent } == [
                "NotoSansCJKsc-Bold-Subset.otf", "NotoSansCJKsc-Bold-Subset.otf",
            ])
    }

    /// Characters outside the CJK subset still come from Droid Sans Fallback (U+9F98, a rare hanzi).
    @Test func rareCJKCharactersFallBackToDroidSansFallback() throws {
        let line = try engine.shape("\u{9F98}", style: style, maxWidth: nil)
        #expect(line.glyphs.map { ($0.font.path as NSString).lastPathComponent } == ["DroidSansFallback.ttf"])
        #expect(line.glyphs.allSatisfy { $0.id != 0 })
    }

    /// Devanagari, Thai, emoji and symbols are drawn from their Noto fallbacks, bold for bold text.
    @Test(arguments: [
        ("नमस्ते दुनिया", "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"),
        ("สวัสดีครับ", "NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"),
        ("\u{1F680}\u{1F44D}", "NotoColorEmoji-Subset.ttf", "NotoColorEmoji-Subset.ttf"),
        ("\u{1FA90}", "NotoSansSymbols2-Regular.ttf", "NotoSansSymbols2-Regular.ttf"),
    ])
    func otherScriptsUseTheirNotoFallback(text: String, regularFile: String, boldFile: String) throws {
        for (weight, file) in [(FontWeight.regular, regularFile), (.semibold, boldFile)] {
            let line = try engine.shape(
                text, style: TextStyle(font: FontDescriptor(family: "system", weight: weight, size: 17), color: .black), maxWidth: nil)
            let files = Set(line.glyphs.filter { $0.id != 0 }.map { ($0.font.path as NSString).lastPathComponent })
            #expect(files.subtracting(["Inter-Regular.otf", "Inter-SemiBold.otf"]) == [file], "\(text) \(weight)")
            #expect(line.glyphs.allSatisfy { $0.id != 0 }, "\(text): no empty boxes")
            #expect(engine.missingCharacters(in: text, font: FontDescriptor(family: "system", weight: weight, size: 17)).isEmpty)
        }
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
    /// The ink height, in points, of a one-glyph title with a flat top and bottom, drawn by the
    /// renderer at @3x on a white iOS 13 bar: the sum over rows of the darkest pixel's coverage.
    private func inkHeight(_ text: String, font: FontDescriptor) throws -> Double {
        let large = font.size > 20
        let font = "{ family: \(font.family), weight: \(font.weight.rawValue), size: \(ThemeNumber.format(font.size)) }"
        let yaml = """
            navigationBar: { barTintColor: white, translucent: false, prefersLargeTitles: \(large), \(large ? "largeTitleTextAttributes" : "titleTextAttributes"): { font: \(font) } }
            scenes:
              - name: s
                items: [{ title: \(text) }]
            """
        let raster = try BarRenderer().render(try job(yaml, variant: Variant(position: .top, width: 200, scale: 3))).raster
        var sum = 0.0
        for y in 0..<raster.height {
            let row = (0..<raster.width).map { Int(raster.pixels[(y * raster.width + $0) * 4]) }
            // The hairline's row spans the bar: not the glyph.
            guard let darkest = row.min(), let lightest = row.max(), lightest >= 250 else { continue }
            sum += Double(255 - darkest) / 255
        }
        return sum / 3
    }

    static let standInHeights: [(String, FontDescriptor, Double)] = [
        // Measured on UIKit (docs/UIKIT.md §2.4): SF Pro Text semibold 17 pt capitals 12.00 pt,
        // ascenders 12.59 pt, x-height 9.07 pt; SF Pro Display bold 34 pt capitals and ascenders
        // 23.96 pt. Inter's own: 12.36, 12.36, 9.27 and 24.44 pt (its ascenders at its cap height).
        ("H", FontDescriptor.defaultTitle, 1443.0 / 2048 * 17),
        ("l", FontDescriptor.defaultTitle, 0.7406 * 17),
        ("x", FontDescriptor.defaultTitle, 0.534 * 17),
        ("F", FontDescriptor.defaultLargeTitle, 1443.0 / 2048 * 34),
        ("l", FontDescriptor.defaultLargeTitle, 1443.0 / 2048 * 34),
        ("H", FontDescriptor(family: "Inter", weight: .semibold, size: 17), 2048.0 / 2816 * 17),
    ]

    @Test(arguments: standInHeights)
    func interStandingInForSanFranciscoTakesItsHeights(_ text: String, _ font: FontDescriptor, _ height: Double) throws {
        let measured = try inkHeight(text, font: font)
        #expect(abs(measured - height) <= 0.1, "\(text) in \(font): \(measured) pt, expected \(height)")
    }
}
