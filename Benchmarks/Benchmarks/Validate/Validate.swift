import BarRender
import BarTheme
import Benchmark
import BenchmarkInputs

/// What `render-theme validate` does for one file (Themes/OceanTranslucent.yaml): load the theme and its
/// `extends` chain, decode the files it names and lint it, with the pinned fonts' lint resources made
/// once per run, as the command makes them once.
let benchmarks: @Sendable () -> Void = {
    Benchmark("Validate OceanTranslucent.yaml", configuration: BenchmarkInputs.configuration) { benchmark in
        let resources = try RenderLintResources()
        let decoder = ReferencedFileDecoder()
        let path = BenchmarkInputs.path("Themes/OceanTranslucent.yaml")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(ThemeValidator.validate(path: path, resources: resources, decoder: decoder))
        }
    }
}
