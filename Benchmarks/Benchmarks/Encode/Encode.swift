import BarRender
import Benchmark
import BenchmarkInputs

/// Encoding a fixed raster (the standard bar's render, 1170×273 px) to PNG bytes: with one reused
/// BarPNGWriter (as a render worker does), and with `PNGCodec.encode` (a writer made per image).
let benchmarks: @Sendable () -> Void = {
    Benchmark("Encode BarPNGWriter (reused)", configuration: BenchmarkInputs.configuration) { benchmark in
        let raster = try BarRenderer().render(try BenchmarkInputs.standardBarJob()).raster
        let writer = BarPNGWriter()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try writer.encode(raster))
        }
    }

    Benchmark("Encode PNGCodec.encode", configuration: BenchmarkInputs.configuration) { benchmark in
        let raster = try BarRenderer().render(try BenchmarkInputs.standardBarJob()).raster
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try PNGCodec.encode(raster))
        }
    }
}
