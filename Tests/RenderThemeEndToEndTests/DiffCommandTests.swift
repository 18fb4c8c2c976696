import BarRender
import Foundation
import Testing

/// `render-theme diff`: exit 0 same, 1 different, 2 error.
@Suite struct DiffCommandTests {
    let brand = "Snapshots/BrandOpaque/account.default.topAttached.light.375w@3x.png"
    let black = "Snapshots/BlackStyle/music-library.default.topAttached.light.375w@3x.png"

    @Test func identicalImagesExitZero() throws {
        let result = try CommandRunner.run(["diff", brand, brand])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Images are identical (1125×265 px).\n")
    }

    @Test func differentImagesExitOneAndWriteTheDiff() throws {
        let out = try CommandRunner.temporaryDirectory().appendingPathComponent("diff.png")
        let result = try CommandRunner.run(["diff", brand, black, "--out", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("pixels differ"))
        #expect(result.stdout.hasSuffix("\(out.path)\n"))
        let diff = try PNGCodec.decode(try Data(contentsOf: out))
        #expect(diff.width == 1125)
        #expect(diff.height == 265)
    }

    @Test func aGenerousBudgetLetsDifferentImagesPass() throws {
        let result = try CommandRunner.run(["diff", brand, black, "--max-ratio", "1"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("Matches within tolerance"))
    }

    @Test func errorsExitTwo() throws {
        let missing = try CommandRunner.run(["diff", brand, "nowhere.png"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: cannot read 'nowhere.png'\n")
        let notPNG = try CommandRunner.run(["diff", brand, "Themes/BrandOpaque.yaml"])
        #expect(notPNG.status == 2)
        #expect(notPNG.stderr == "error: Themes/BrandOpaque.yaml: not a PNG file\n")
        let badThreshold = try CommandRunner.run(["diff", brand, brand, "--threshold", "2"])
        #expect(badThreshold.status == 2)
        #expect(badThreshold.stderr.contains("The YIQ threshold must be between 0 (exact) and 1 (anything passes), got 2.0."))
        let badTolerance = try CommandRunner.run(["diff", brand, brand, "--tolerance-de", "200"])
        #expect(badTolerance.status == 2)
        #expect(badTolerance.stderr.contains("The ΔE2000 tolerance must be between 0 (exact) and 100, got 200.0"))
        let mixed = try CommandRunner.run(["diff", brand, brand, "--tolerance-de", "1", "--cross-machine"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("--tolerance-de is the CIEDE2000 tolerance"))
        let both = try CommandRunner.run(["diff", brand, brand, "--max-pixels", "3", "--max-ratio", "0.1"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give either --max-pixels or --max-ratio, not both"))
    }
}
