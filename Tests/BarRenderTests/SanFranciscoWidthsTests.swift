import BarTheme
import Foundation
import Testing

@testable import BarRender

/// San Francisco's widths (docs/UIKIT.md §2.4, "Widths"): the table loads, and text drawn with the
/// stand-in Inter takes San Francisco's ink widths, advances, kerning and tracking. UIKit's widths
/// below are measured on real iOS 26 captures (Scripts/lib/fidelity_words.py, docs/FIDELITY.md
/// "Session 8: text widths"; Tests/Fixtures/Calibration/ios26).
@Suite struct SanFranciscoWidthsTests {
    let engine: TextEngine

    init() throws {
        engine = try TextEngine()
    }

    /// The ink's width of `text` as laid out: the first inked glyph's left edge to the last's right
    /// edge, with each glyph's horizontal map, in points.
    func inkWidth(_ text: String, _ font: FontDescriptor) throws -> Double {
        let line = try engine.shape(text, style: TextStyle(font: font, color: .black), maxWidth: nil)
        let edges = line.glyphs.compactMap { glyph -> (Double, Double)? in
            guard let ink = glyph.font.inkExtent(glyph: glyph.id) else { return nil }
            let map = glyph.horizontal ?? ShapedLine.HorizontalMap(scale: 1, offset: 0)
            let s = font.size / glyph.font.face.unitsPerEm
            return (glyph.x + map.map(ink.lowerBound) * s, glyph.x + map.map(ink.upperBound) * s)
        }
        return try #require(edges.last).1 - #require(edges.first).0
    }

    @Test func theTableLoadsEveryFaceWithItsTracking() throws {
        let table = try #require(SanFranciscoWidths.shared)
        for optical in ["text", "display"] {
            for weight in stride(from: 100, through: 900, by: 100) {
                let face = try #require(table.face(optical: optical, weight: weight), "\(optical) \(weight)")
                let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÀéßĞőŁ…–’ ".unicodeScalars
                #expect(letters.allSatisfy { face.glyphs[$0] != nil }, "\(optical) \(weight)")
                // BarTheme's TrackingTable carries the same trak entries (it cannot read the resource).
                let expected = optical == "text" ? TrackingTable.textTrack : TrackingTable.displayTrack
                #expect(face.track.map(\.size) == expected.map(\.size) && face.track.map(\.units) == expected.map(\.units))
            }
        }
    }

    @Test func aMalformedLineIsNamedByItsLineNumberAndSpoilsOnlyItsFace() throws {
        // Faces are read when first asked for (a bar needs one to three of the 18): a bad line in
        // one face leaves the others readable, and its error names the line in the resource.
        let text = """
            # comment
            face text 400 V1
            track 17:-47 20:-55
            g 0041 1300 10 1290 1 2
            k 1 2 -30
            face text 600 V1
            g 0041 1300 10 1290 x 2

            """
        let table = try SanFranciscoWidths(parsing: text)
        let regular = try #require(try table.parsedFace(optical: "text", weight: 400))
        #expect(regular.glyphs["A"] == .init(advance: 1300, inkLeft: 10, inkRight: 1290, leftClass: 1, rightClass: 2))
        #expect(regular.kerning[SanFranciscoWidths.Face.pairKey(1, 2)] == -30)
        #expect(regular.track.map(\.units) == [-47, -55])
        #expect(throws: RenderError.font("SanFrancisco/widths.txt:7: cannot read 'g 0041 1300 10 1290 x 2'")) {
            try table.parsedFace(optical: "text", weight: 600)
        }
        #expect(table.face(optical: "text", weight: 600) == nil)
        #expect(try table.parsedFace(optical: "display", weight: 400) == nil)
        #expect(throws: RenderError.font("SanFrancisco/widths.txt:1: cannot read 'g 0041 1 2 3 4 5'")) {
            try SanFranciscoWidths(parsing: "g 0041 1 2 3 4 5\nface text 400 V1\n")
        }
    }

    @Test func aLargeTitleIsAsWideAsUIKitDrawsIt() throws {
        // 34 pt bold: NetNewsWire's "Feeds" 92.00 pt (fit half), ivibe's "Compare" 142.38 and
        // Botanica's "My Plants" 151.33 (check half); Inter laid out on its own advances drew
        // them 90.57, 141.44 and 153.07.
        for (word, uikit) in [("Feeds", 92.00), ("Compare", 142.38), ("My Plants", 151.33)] {
            let width = try inkWidth(word, .defaultLargeTitle)
            #expect(abs(width - uikit) <= 0.5, "\(word): \(width) pt, UIKit \(uikit)")
        }
    }

    @Test func anInlineTitleIsAsWideAsUIKitDrawsIt() throws {
        // 17 pt semibold: YOM's "Settings" 64.90 (fit), ivibe's "Structure" 73.93 and Genesyx's
        // "Profile" 49.58 (check); Inter drew 64.43, 72.83 and 48.58.
        for (word, uikit) in [("Settings", 64.90), ("Structure", 73.93), ("Profile", 49.58)] {
            let width = try inkWidth(word, .defaultTitle)
            #expect(abs(width - uikit) <= 0.5, "\(word): \(width) pt, UIKit \(uikit)")
        }
    }

    @Test func theMeasuredWidthIsSanFranciscosAdvancesKerningAndTracking() throws {
        // What layout measures (and truncation fits): the advances of "To" with SF Pro Text
        // Semibold's T-o kerning and one tracking gap, no tracking after the last letter.
        let face = try #require(SanFranciscoWidths.shared?.face(for: .defaultTitle))
        let t = try #require(face.glyphs["T"]), o = try #require(face.glyphs["o"])
        let expected = (t.advance + face.kerning(t, o) + o.advance) * 17 / 2048 + TrackingTable.sanFranciscoTracking(size: 17)
        #expect(face.kerning(t, o) < -150)
        let measured = engine.measure("To", style: TextStyle(font: .defaultTitle, color: .black)).width
        #expect(abs(measured - expected) < 1e-9, "\(measured) vs \(expected)")
    }

    @Test func theLargeTitlesFirstInkIsSanFranciscos() throws {
        // NetNewsWire's large title: the F's ink 2.00 pt right of the line's start in UIKit (SF Pro
        // Display Bold's left bearing, 1.99 pt at 34 pt); Inter Display's own is 1.38.
        let line = try engine.shape("Feeds", style: TextStyle(font: .defaultLargeTitle, color: .black), maxWidth: nil)
        let f = try #require(line.glyphs.first)
        let ink = try #require(f.font.inkExtent(glyph: f.id))
        let map = try #require(f.horizontal)
        let left = f.x + map.map(ink.lowerBound) * 34 / f.font.face.unitsPerEm
        #expect(abs(left - 2.00) < 0.05, "\(left)")
    }

    @Test func charactersOutsideTheTableKeepIntersAdvance() throws {
        // Udmurt's Ӝ (U+04DC) is not in the table (its Cyrillic stops at basic Cyrillic and the
        // Ukrainian, Uzbek and Kazakh letters): the system font draws it on Inter's advance, as a
        // theme naming Inter does; a Latin or Russian letter takes San Francisco's instead.
        let system = TextStyle(font: .plainItem, color: .black)
        let inter = TextStyle(font: FontDescriptor(family: "Inter", weight: .regular, size: 17), color: .black)
        #expect(engine.measure("Ӝ", style: system).width == engine.measure("Ӝ", style: inter).width)
        let line = try engine.shape("Ӝ", style: system, maxWidth: nil)
        #expect(line.glyphs.first?.horizontal == nil)
        #expect(engine.measure("W", style: system).width != engine.measure("W", style: inter).width)
        #expect(engine.measure("Ж", style: system).width != engine.measure("Ж", style: inter).width)
    }

    @Test func cyrillicAndGreekWordsAreMeasuredOnSanFranciscosAdvancesAndKerning() throws {
        // The table covers Cyrillic (Russian, Ukrainian, Uzbek and Kazakh letters) and Greek as SF
        // Pro has them (docs/UIKIT.md §2.4, "Widths"): a word is measured on SF Pro Text
        // Semibold's advances and its kerning within the script (Г-л -187, Ғ-а -30, Greek Τ-α -157
        // units), with one tracking gap per letter but the last, not on Inter's.
        let face = try #require(SanFranciscoWidths.shared?.face(for: .defaultTitle))
        let style = TextStyle(font: .defaultTitle, color: .black)
        for word in ["Главная", "Ғалаба", "Қазақстан", "Τα νέα"] {
            let glyphs = try word.unicodeScalars.map { try #require(face.glyphs[$0], "\($0) of \(word)") }
            let kerning = zip(glyphs, glyphs.dropFirst()).map { face.kerning($0, $1) }
            let units = glyphs.map(\.advance).reduce(0, +) + kerning.reduce(0, +)
            let expected = units * 17 / 2048 + Double(glyphs.count - 1) * TrackingTable.sanFranciscoTracking(size: 17)
            #expect(kerning.contains { $0 < 0 }, "\(word)")
            #expect(abs(engine.measure(word, style: style).width - expected) < 1e-9, "\(word)")
        }
        // A Latin letter beside a Cyrillic one is in no script run with it: never kerned (Latin
        // A-T is, and so is Cyrillic А-Т).
        let latinA = try #require(face.glyphs["A"]), latinT = try #require(face.glyphs["T"])
        let cyrillicA = try #require(face.glyphs["А"]), cyrillicT = try #require(face.glyphs["Т"])
        #expect(face.kerning(latinA, latinT) < 0 && face.kerning(cyrillicA, cyrillicT) < 0)
        #expect(face.kerning(latinA, cyrillicT) == 0 && face.kerning(cyrillicA, latinT) == 0)
    }

    @Test func aCyrillicLargeTitleIsAsWideAsUIKitDrawsIt() throws {
        // 34 pt bold, CalkUZ's nine large titles (fit half; calkuz-*-402 in
        // Tests/Fixtures/Calibration/ios26, ink widths by Scripts/lib/fidelity_words.py). Inter laid
        // out on its own advances drew them up to 4.96 pt off (Депозит 135.79, Зарплата 149.84).
        let words = [
            ("Калькуляторы", 236.18), ("Курсы валют", 213.34), ("Зарплата", 154.31), ("Кредит", 119.68), ("Ипотека", 135.38),
            ("Таможня", 147.63), ("Депозит", 140.76), ("НДС", 72.76), ("ИМТ", 72.32),
        ]
        for (word, uikit) in words {
            let width = try inkWidth(word, .defaultLargeTitle)
            #expect(abs(width - uikit) <= 0.5, "\(word): \(width) pt, UIKit \(uikit)")
        }
    }

    @Test func themeFontsAndRightToLeftRunsKeepTheirOwnWidths() throws {
        // A theme naming Inter gets Inter's widths; Hebrew (a fallback font, right to left) too.
        let interStyle = TextStyle(font: FontDescriptor(family: "Inter", weight: .semibold, size: 17), color: .black)
        let inter = try engine.shape("Settings", style: interStyle, maxWidth: nil)
        #expect(inter.glyphs.allSatisfy { $0.horizontal == nil })
        let hebrew = try engine.shape("שלום", style: TextStyle(font: .defaultTitle, color: .black), maxWidth: nil)
        #expect(hebrew.glyphs.allSatisfy { $0.horizontal == nil })
    }

    @Test func aTruncatedTitleFitsOnSanFranciscosWidths() throws {
        let style = TextStyle(font: .defaultTitle, color: .black)
        let line = try engine.shape("Algerian Kefta (Meatballs)", style: style, maxWidth: 120)
        #expect(line.isTruncated && line.width <= 120)
        // The cut line is the measured prefix with its ellipsis: the same widths.
        let glyphCount = line.glyphs.count
        let prefix = String("Algerian Kefta (Meatballs)".prefix(glyphCount - 1)).trimmingCharacters(in: .whitespaces)
        #expect(abs(engine.measure(prefix + "\u{2026}", style: style).width - line.width) < 1e-9)
    }

    @Test func theSystemFontsTrackingIsSanFranciscosForItsOpticalSize() {
        // SF Pro Text's trak at 17 pt is -47/2048 em (-0.39 pt), plus the bars' -0.061; SF Pro
        // Display's at 34 pt is +23/2048 em (+0.38 pt), plus -0.043; a font file takes none (its own
        // tables have no `trak`, docs/UIKIT.md §2.4); a pinned family named by a theme keeps the old table.
        #expect(abs(TextStyle(font: .defaultTitle, color: .black).tracking - (-47 * 17 / 2048 - 0.061)) < 1e-9)
        #expect(abs(TextStyle(font: .defaultLargeTitle, color: .black).tracking - (23 * 34 / 2048 - 0.043)) < 1e-9)
        #expect(TextStyle(font: FontDescriptor(family: "", weight: .regular, size: 17, file: "/x.ttf"), color: .black).tracking == 0)
        #expect(TextStyle(font: FontDescriptor(family: "Inter", weight: .regular, size: 17), color: .black).tracking == -0.41)
    }
}
