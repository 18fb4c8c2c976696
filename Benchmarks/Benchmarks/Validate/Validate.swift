import BarRender
import BarTheme
import Benchmark
import BenchmarkInputs
import Foundation

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

    // Issue #44's validate row in process: every sample theme (Themes/*.yaml) in one run, as
    // `render-theme validate Themes` runs them (folder lookups shared over the run).
    Benchmark("Validate the sample themes (one run)", configuration: BenchmarkInputs.configuration) { benchmark in
        let resources = try RenderLintResources()
        let decoder = ReferencedFileDecoder()
        let folder = BenchmarkInputs.path("Themes")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { folder + "/" + $0 }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            PhysicalPath.sharingFolderLookups {
                for path in paths { blackHole(ThemeValidator.validate(path: path, resources: resources, decoder: decoder)) }
            }
        }
    }
}
