import BarRender
import BarSnapshot
import Benchmark
import BenchmarkInputs
import Foundation

/// Comparing two decoded references of the same size that differ in their title (Snapshots/International,
/// 375 pt @3x), so every pixel is classified: with the diff image, and without it.
let benchmarks: @Sendable () -> Void = {
    /// The two rasters, checked to be a real comparison: same size, different pixels.
    func inputs(_ reference: String, _ actual: String) throws -> (Raster, Raster) {
        let a = try BenchmarkInputs.reference(reference), b = try BenchmarkInputs.reference(actual)
        guard a.width == b.width, a.height == b.height, a.pixels != b.pixels else {
            throw BenchmarkInputs.InputError("\(reference) and \(actual) must have the same size and differ")
        }
        return (a, b)
    }
    let reference = "Snapshots/International/chinese.default.topAttached.light.375w@3x.png"
    let actual = "Snapshots/International/hindi.default.topAttached.light.375w@3x.png"

    Benchmark("Diff with diff image", configuration: BenchmarkInputs.configuration) { benchmark in
        let (a, b) = try inputs(reference, actual)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(ImageComparison.compare(a, b, drawsDiff: true))
        }
    }

    Benchmark("Diff without diff image", configuration: BenchmarkInputs.configuration) { benchmark in
        let (a, b) = try inputs(reference, actual)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(ImageComparison.compare(a, b, drawsDiff: false))
        }
    }

    // What `render-theme diff a.png b.png --out d.png` does between reading and writing the files
    // (issue #44's second row, in process): decode both PNGs, compare, encode the diff image.
    Benchmark("Diff as the command does (decode both, compare, encode the diff)", configuration: BenchmarkInputs.configuration) {
        benchmark in
        let a = try Data(contentsOf: URL(fileURLWithPath: BenchmarkInputs.path(reference)))
        let b = try Data(contentsOf: URL(fileURLWithPath: BenchmarkInputs.path(actual)))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let result = ImageComparison.compare(try PNGCodec.decode(a), try PNGCodec.decode(b), drawsDiff: true)
            blackHole(try BarPNGWriter().encode(result.diff))
        }
    }
}
