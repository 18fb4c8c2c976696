import BarRender
import BarTheme
import Benchmark
import Foundation

/// The inputs every benchmark suite reads, all from the repository (Themes/, Snapshots/,
/// Benchmarks/Inputs/), and the metrics they record.
public enum BenchmarkInputs {
    /// Wall clock, allocations and peak resident memory: what issue #14 asks of each stage.
    public static let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]

    /// The configuration of every benchmark: ``metrics``, at most 3 s or 1 000 samples each (made on
    /// each use: `Benchmark.Configuration` is not `Sendable`).
    public static var configuration: Benchmark.Configuration {
        Benchmark.Configuration(metrics: metrics, timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 1_000)
    }

    /// The repository's root folder (this file is Benchmarks/Sources/BenchmarkInputs/BenchmarkInputs.swift).
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// The path of `relativePath` inside the repository.
    public static func path(_ relativePath: String) -> String {
        repositoryRoot.appendingPathComponent(relativePath).path
    }

    /// The standard bar of Scripts/benchmark (Benchmarks/Inputs/StandardBar.yaml, or with `glass` the
    /// same bar in the default iOS 26 look, StandardBarGlass.yaml): topAttached under a 47 pt status
    /// bar, 390 pt wide @3x, back title + title + one item.
    public static func standardBarJob(glass: Bool = false) throws -> RenderJob {
        let name = glass ? "StandardBarGlass.yaml" : "StandardBar.yaml"
        let loaded = try ThemeLoader.load(path: path("Benchmarks/Inputs/" + name))
        guard let scene = loaded.document.scenes.first else { throw InputError("\(name) has no scene") }
        let variant = Variant(metrics: .default, position: .topAttached, width: 390, scale: 3, statusBarHeight: 47)
        return RenderJob(document: loaded.document, parents: loaded.parents, scene: scene, variant: variant)
    }

    /// The decoded pixels of the reference PNG at `relativePath` (under Snapshots/).
    public static func reference(_ relativePath: String) throws -> Raster {
        try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path(relativePath))))
    }

    /// An input that is missing or not what a benchmark needs.
    public struct InputError: Error, CustomStringConvertible {
        /// What is wrong.
        public let description: String

        /// An error saying `description`.
        public init(_ description: String) { self.description = description }
    }
}
