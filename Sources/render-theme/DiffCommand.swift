import ArgumentParser
import BarRender
import BarSnapshot
import BarWriting
import Foundation

/// `render-theme diff`: compares two PNG files the way snapshot verification does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images and optionally write a diff image.",
        discussion: """
            Exact unless a tolerance is given. Exit status: 0 same (or within the tolerance), 1 different, 2 error. \
            The diff image's colours: red, a pixel that differs beyond the tolerance (or is in one image only); pale blue, \
            a pixel that differs within the tolerance; yellow, an anti-aliased edge pixel ignored in the --cross-machine \
            mode; grey, an unchanged pixel (the reference, faded).
            """)

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The PNG to check.")
    var actual: String

    @Option(help: "Write the diff image here.")
    var out: String?

    @OptionGroup var comparison: ComparisonFlags

    func run() throws {
        let options: ComparisonOptions
        do { options = try comparison.options() ?? .exact } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        let images: [Raster]
        do {
            images = try [reference, actual].map { path in
                guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure.usage("cannot read '\(path)'") }
                do { return try PNGCodec.decode(data) } catch { throw CommandFailure.usage("\(path): \(error)") }
            }
        } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        let result = ImageComparison.compare(images[0], images[1], options: options, drawsDiff: out != nil)
        print(result.summary)
        if let out, result.diff.width > 0 {
            do { try AtomicFile.write(try PNGCodec.encode(result.diff), to: out) } catch {
                StandardError.print("error: " + (error is WriteError ? "\(error)" : "cannot write '\(out)': \(error)"))
                throw ExitCodes.usageOrIO
            }
            print(out)
        }
        if !result.passed { throw ExitCodes.findings }
    }
}
