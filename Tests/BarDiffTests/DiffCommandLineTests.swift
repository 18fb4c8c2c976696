import BarPixels
import Testing

@testable import BarDiff

/// Which command lines `DiffFastPath` reads itself, and what it reads from them; every other one
/// is left to ArgumentParser's `diff` (nil).
@Suite struct DiffCommandLineTests {
    @Test func readsTheTwoPathsAndTheOutputInAnyOrder() throws {
        let plain = try #require(DiffCommandLine(["a.png", "b.png"]))
        #expect(plain.reference == "a.png" && plain.actual == "b.png" && plain.out == nil)
        #expect(try plain.flags.options() == nil)
        for words in [["a.png", "b.png", "--out", "d.png"], ["a.png", "b.png", "--out=d.png"], ["--out", "d.png", "a.png", "b.png"]] {
            let line = try #require(DiffCommandLine(words))
            #expect(line.reference == "a.png" && line.actual == "b.png" && line.out == "d.png", "\(words)")
        }
    }

    @Test func readsTheComparisonFlagsAsTheFullCommand() throws {
        let tolerance = try #require(DiffCommandLine(["a", "b", "--tolerance-de", "2.5", "--max-pixels", "7"]))
        #expect(try tolerance.flags.options() == ComparisonOptions(toleranceDE: 2.5, pixelBudget: .count(7)))
        let ratio = try #require(DiffCommandLine(["a", "b", "--max-ratio=0.5"]))
        #expect(try ratio.flags.options() == ComparisonOptions(toleranceDE: 0, pixelBudget: .ratio(0.5)))
        let cross = try #require(DiffCommandLine(["a", "b", "--cross-machine", "--no-antialiasing"]))
        #expect(try cross.flags.options() == ComparisonOptions(yiqThreshold: 0.1, detectsAntialiasing: false))
        let yiq = try #require(DiffCommandLine(["a", "b", "--threshold", "0.3"]))
        #expect(try yiq.flags.options() == ComparisonOptions(yiqThreshold: 0.3, detectsAntialiasing: true))
    }

    @Test func leavesEverythingElseToArgumentParser() {
        let others: [[String]] = [
            [], ["a"], ["a", "b", "c"], ["--help"], ["-h"], ["a", "b", "--"], ["a", "b", "-"], ["a", "b", "--out"],
            ["a", "b", "--out", "--max-pixels"], ["a", "b", "--out="], ["a", "b", "--out", "x", "--out", "y"],
            ["a", "b", "--tolerance-de", "x"], ["a", "b", "--max-pixels", "1.5"], ["a", "b", "--tolerance-de", "-1"],
            ["a", "b", "--tolerance-de", "200"], ["a", "b", "--threshold", "2"], ["a", "b", "--max-pixels", "1", "--max-ratio", "0.1"],
            ["a", "b", "--tolerance-de", "1", "--cross-machine"], ["a", "b", "--antialiasing"],
            ["a", "b", "--cross-machine", "--antialiasing", "--no-antialiasing"],
            ["a", "b", "--yiq-threshold", "0.1", "--threshold", "0.1"],
            ["a", "b", "--cross-machine=yes"], ["a", "b", "--verbose"],
        ]
        for words in others { #expect(DiffCommandLine(words) == nil, "\(words)") }
    }
}
