import BarRender
import Benchmark
import BenchmarkInputs
import Foundation

/// Decoding a reference PNG (Snapshots/OceanTranslucent, 375 pt @3x) with `PNGCodec.decode`; the file
/// is read before the measurement starts.
let benchmarks: @Sendable () -> Void = {
    Benchmark("Decode reference PNG", configuration: BenchmarkInputs.configuration) { benchmark in
        let path = BenchmarkInputs.path("Snapshots/OceanTranslucent/tide-detail.default.topAttached.light.375w@3x.png")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try PNGCodec.decode(data))
        }
    }
}
