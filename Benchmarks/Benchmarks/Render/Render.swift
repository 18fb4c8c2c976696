import BarRender
import Benchmark
import BenchmarkInputs

/// Rendering the standard bar (Benchmarks/Inputs/StandardBar.yaml, 1170×273 px): resolve, lay out and
/// draw to a raster; and the same through `renderPNG` (drawn on the renderer's reused surface and
/// written by its BarPNGWriter) to PNG bytes. One renderer per run, warmed by one render before the
/// measurement starts, so fonts are loaded and the bar's text is in the shaped-line cache.
let benchmarks: @Sendable () -> Void = {
    Benchmark("Render standard bar (raster)", configuration: BenchmarkInputs.configuration) { benchmark in
        let renderer = try BarRenderer()
        let job = try BenchmarkInputs.standardBarJob()
        blackHole(try renderer.render(job).raster)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.render(job).raster)
        }
    }

    Benchmark("Render standard bar + encode PNG", configuration: BenchmarkInputs.configuration) { benchmark in
        let renderer = try BarRenderer()
        let job = try BenchmarkInputs.standardBarJob()
        blackHole(try renderer.renderPNG(job))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.renderPNG(job))
        }
    }

    // Issue #44's first row: the same bar in the default iOS 26 look (1170×393 px), whose glass
    // platters come from the renderer's platter cache after the first bar.
    Benchmark("Render ios26 standard bar + encode PNG", configuration: BenchmarkInputs.configuration) { benchmark in
        let renderer = try BarRenderer()
        let job = try BenchmarkInputs.standardBarJob(glass: true)
        blackHole(try renderer.renderPNG(job))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.renderPNG(job))
        }
    }
}
