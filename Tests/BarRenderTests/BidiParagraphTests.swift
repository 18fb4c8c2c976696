import BarTheme
import Foundation
import Testing

@testable import BarRender

/// The bidirectional algorithm against GNU FriBidi's reference behaviour (docs/ARCHITECTURE.md, "Text"): the
/// expected orders were recorded with FriBidi 1.0.8's command-line tool (Debian `libfribidi-bin`):
///
///     printf '%s\n' "$text" | fribidi --novisual --basedir --vtol --levels
///
/// and `fribidiCommandAgrees` runs that command again on this machine (Scripts/setup installs it).
@Suite struct BidiParagraphTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let rightToLeft: Bool
        /// Visual position → logical scalar index (`--vtol`).
        let visualToLogical: [Int]
        let levels: [Int]
        var testDescription: String { text.debugDescription }
    }

    static let cases: [Case] = [
        // CHANGELOG.md, "Text": time, amount and version numbers in right-to-left titles stay left-to-right.
        Case(text: "שעה 12:30", rightToLeft: true, visualToLogical: [4, 5, 6, 7, 8, 3, 2, 1, 0], levels: [1, 1, 1, 1, 2, 2, 2, 2, 2]),
        Case(
            text: "מחיר 1,250.00", rightToLeft: true, visualToLogical: [5, 6, 7, 8, 9, 10, 11, 12, 4, 3, 2, 1, 0],
            levels: [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2]),
        Case(
            text: "עדכון iOS 17", rightToLeft: true, visualToLogical: [6, 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0],
            levels: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]),
        Case(
            text: "مرحبا iOS 17", rightToLeft: true, visualToLogical: [6, 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0],
            levels: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]),
        // English first: the number after the Hebrew word joins its right-to-left run, so it is drawn before it.
        Case(
            text: "abc אבג 123", rightToLeft: false, visualToLogical: [0, 1, 2, 3, 8, 9, 10, 7, 6, 5, 4],
            levels: [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2]),
        // A leading RIGHT-TO-LEFT MARK makes the paragraph right-to-left.
        Case(text: "\u{200F}abc 123", rightToLeft: true, visualToLogical: [1, 2, 3, 4, 5, 6, 7, 0], levels: [1, 2, 2, 2, 2, 2, 2, 2]),
        Case(
            text: "ab שלום cd", rightToLeft: false, visualToLogical: [0, 1, 2, 6, 5, 4, 3, 7, 8, 9], levels: [0, 0, 0, 1, 1, 1, 1, 0, 0, 0]),
        // Paired brackets (rule N0) and numbers inside them.
        Case(
            text: "עמוד (3 מתוך 5)", rightToLeft: true, visualToLogical: [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
            levels: [1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 2, 1]),
        Case(text: "12:30", rightToLeft: false, visualToLogical: [0, 1, 2, 3, 4], levels: [0, 0, 0, 0, 0]),
    ]

    @Test(arguments: cases) func matchesTheRecordedFriBidiOrder(_ c: Case) {
        let paragraph = BidiParagraph(c.text)
        #expect(paragraph.isRightToLeft == c.rightToLeft)
        #expect(paragraph.visualToLogical == c.visualToLogical)
        #expect(paragraph.levels == c.levels)
        #expect(paragraph.visualToLogical.map { paragraph.logicalToVisual[$0] } == Array(c.visualToLogical.indices))
    }

    /// The recorded table is what the `fribidi` tool prints for the same strings today.
    @Test func fribidiCommandAgrees() throws {
        let tool = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/fribidi" }
                .first { FileManager.default.isExecutableFile(atPath: $0) },
            "the fribidi command is missing: run Scripts/setup (Debian libfribidi-bin, Homebrew fribidi)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--novisual", "--basedir", "--vtol", "--levels"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(Self.cases.map { $0.text + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        try #require(lines.count == Self.cases.count * 3, Comment(rawValue: text))
        for (i, c) in Self.cases.enumerated() {
            let numbers = { (line: String) in line.split(separator: " ").compactMap { Int($0) } }
            #expect(lines[3 * i] == "Base direction: \(c.rightToLeft ? "R" : "L")", Comment(rawValue: c.text))
            #expect(numbers(lines[3 * i + 1]) == c.visualToLogical, Comment(rawValue: c.text))
            #expect(numbers(lines[3 * i + 2]) == c.levels, Comment(rawValue: c.text))
        }
    }

    /// Shaped text follows the order: the digits of "12:30" in a Hebrew title are drawn as the
    /// same glyphs, in the same order, as "12:30" alone (the old code drew "30:12").
    @Test(arguments: ["שעה 12:30", "מחיר 1,250.00", "עדכון iOS 17"])
    func numbersInRightToLeftTitlesKeepTheirOrder(_ title: String) throws {
        let engine = try TextEngine()
        let style = TextStyle(font: .defaultTitle, color: .black)
        let latin = String(title.split(separator: " ", maxSplits: 1)[1])
        let alone = try engine.shape(latin, style: style, maxWidth: nil).glyphs.map(\.id)
        let inTitle = try engine.shape(title, style: style, maxWidth: nil).glyphs.map(\.id)
        #expect(inTitle.count > alone.count)
        #expect(Array(inTitle.prefix(alone.count)) == alone, "the Latin part comes first (leftmost) and reads left to right")
    }

    /// "abc אבג 123": the number is drawn between the English and the Hebrew.
    @Test func numberAfterHebrewInAnEnglishTitleIsDrawnBeforeIt() throws {
        let engine = try TextEngine()
        let style = TextStyle(font: .defaultTitle, color: .black)
        let glyphs = try engine.shape("abc אבג 123", style: style, maxWidth: nil).glyphs
        let fonts = glyphs.map { ($0.font.path as NSString).lastPathComponent }
        let digits = try engine.shape("123", style: style, maxWidth: nil).glyphs.map(\.id)
        // a b c, space, 1 2 3 (Inter), space, then the three Hebrew letters (the fallback font).
        #expect(Array(glyphs[4..<7].map(\.id)) == digits)
        #expect(fonts[4..<7].allSatisfy { $0 == "Inter-SemiBold.otf" })
        #expect(fonts.suffix(3).allSatisfy { $0.hasPrefix("DejaVuSans") })
    }

    /// Tail truncation still works on right-to-left text: the cut title fits and its ellipsis,
    /// at the logical end, is drawn leftmost (the tail of a right-to-left line).
    @Test func truncatedRightToLeftTitleEndsWithAnEllipsisOnTheLeft() throws {
        let engine = try TextEngine()
        let style = TextStyle(font: .defaultTitle, color: .black)
        let line = try engine.shape("הגדרות התראות ומיקוד לפי שעה 12:30", style: style, maxWidth: 120)
        let ellipsis = try engine.shape("\u{2026}", style: style, maxWidth: nil).glyphs.map(\.id)
        #expect(line.isTruncated)
        #expect(line.width <= 120)
        #expect(line.glyphs.first.map { [$0.id] } == ellipsis)
    }
}
