import Foundation
import Testing

/// `render-theme diff` reads two of BarTheme's own PNGs without ArgumentParser (`DiffFastPath`, in
/// `render-theme` and in the small `render-theme-diff`): on every command line here, both print,
/// write and exit exactly as ArgumentParser's `diff` does. That one is reached by running with a
/// fault plan that never fires (`BARTHEME_FAULT_INJECTION`, under which the fast path steps aside),
/// its report line at exit removed.
@Suite struct DiffFastPathTests {
    static let brand = "Snapshots/BrandOpaque/account.default.topAttached.light.375w@3x.png"
    static let black = "Snapshots/BlackStyle/music-library.default.topAttached.light.375w@3x.png"
    static let brandAt2x = "Snapshots/BrandOpaque/account.default.topAttached.light.375w@2x.png"
    /// A real UIKit capture (8-bit RGB, no alpha): not one of BarTheme's PNGs, so it goes to libpng.
    static let capture = "Tests/Fixtures/Calibration/ios26/captures/nnw-timeline-390-light.png"

    /// The words after `diff`; `OUT` stands for the diff image's path.
    static let commandLines: [[String]] = [
        [brand, brand],
        [brand, brand, "--out", "OUT"],
        [brand, black],
        [brand, black, "--out", "OUT"],
        [brand, black, "--out=OUT"],
        ["--out", "OUT", brand, black],
        [brand, black, "--max-ratio", "1", "--out", "OUT"],
        [brand, black, "--tolerance-de", "2.5", "--max-pixels", "100000", "--out", "OUT"],
        [brand, black, "--tolerance-de=40", "--out", "OUT"],
        [brand, black, "--cross-machine", "--out", "OUT"],
        [brand, black, "--cross-machine", "--no-antialiasing", "--max-pixels", "5"],
        [brand, black, "--yiq-threshold", "0.2", "--antialiasing", "--out", "OUT"],
        [brand, black, "--threshold", "0.05"],
        [brand, brandAt2x, "--out", "OUT"],
        [capture, brand, "--out", "OUT"],
        [brand, "nowhere.png"],
        [brand, "Themes/BrandOpaque.yaml"],
        [brand, brand, "--threshold", "2"],
        [brand, brand, "--tolerance-de", "x"],
        [brand, black, "--max-pixels", "3", "--max-ratio", "0.1"],
        [brand, black, "--tolerance-de", "1", "--cross-machine"],
        [brand, black, "--antialiasing"],
        [brand, black, "--out", "OUT", "--out", "OUT"],
        [brand, black, "--out", "FILE/diff.png"],
        [brand],
        [brand, black, capture],
        [brand, black, "--", "--out"],
        ["--help"],
    ]

    @Test(arguments: commandLines)
    func printsWritesAndExitsAsTheFullCommand(_ words: [String]) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("diff.png").path
        let file = folder.appendingPathComponent("file")
        try Data("not a folder".utf8).write(to: file)
        let arguments = words.map { $0.replacingOccurrences(of: "OUT", with: out).replacingOccurrences(of: "FILE", with: file.path) }

        func outcome(_ run: () throws -> CommandRunner.Output) throws -> (CommandRunner.Output, Data?) {
            try? FileManager.default.removeItem(atPath: out)
            let output = try run()
            return (output, FileManager.default.contents(atPath: out))
        }
        let (full, fullImage) = try outcome {
            try CommandRunner.run(["diff"] + arguments, environment: ["BARTHEME_FAULT_INJECTION": "1000000:EIO"])
        }
        let fullErrors = full.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("fault-injection: ") }.joined(separator: "\n")
        let (inProcess, inProcessImage) = try outcome { try CommandRunner.run(["diff"] + arguments) }
        let (small, smallImage) = try outcome {
            try CommandRunner.runProcess(
                CommandRunner.productsDirectory.appendingPathComponent("render-theme-diff"), arguments, in: CommandRunner.repositoryRoot,
                environment: nil)
        }
        for (name, output, image) in [("render-theme diff", inProcess, inProcessImage), ("render-theme-diff", small, smallImage)] {
            #expect(output.status == full.status, "\(name) \(arguments)")
            #expect(output.stdout == full.stdout, "\(name) \(arguments)")
            #expect(output.stderr == fullErrors, "\(name) \(arguments)")
            #expect(image == fullImage, "\(name) \(arguments): the diff image's bytes")
        }
    }
}
