import BarRender
import BarSnapshot
import BarTheme
import Foundation
import SnapshotTesting

extension Snapshotting where Value == RenderJob, Format == Raster {
    /// A swift-snapshot-testing strategy that renders a theme variant and compares it with a PNG
    /// reference with `ImageComparison`: exactly by default (`options` for a CIEDE2000 tolerance).
    ///
    /// ```swift
    /// import BarSnapshotTesting
    /// import SnapshotTesting
    ///
    /// let loaded = try ThemeLoader.load(path: "Themes/OceanTranslucent.yaml")
    /// for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "tide-detail") {
    ///     assertSnapshot(of: job, as: .barTheme, named: job.variant.description)
    /// }
    /// ```
    /// Record modes are swift-snapshot-testing's own (`SNAPSHOT_TESTING_RECORD`, `withSnapshotTesting`);
    /// references go where it puts them (`__Snapshots__` beside the test file). For BarTheme's
    /// naming, `BARTHEME_RECORD` and the HTML report, use `assertBarSnapshot` instead.
    public static var barTheme: Snapshotting { barTheme() }

    /// The strategy with explicit comparison `options` and UIKit `era`.
    ///
    /// A variant that cannot be rendered snapshots as an empty image, which never matches a
    /// reference, so the test fails with a size mismatch rather than crashing.
    public static func barTheme(options: ComparisonOptions = .default, era: Era = .ios13) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .barRaster(options: options)) { job in
            (try? BarRenderer(era: era).render(job).raster) ?? Raster(width: 0, height: 0, pixels: [])
        }
    }
}

extension Diffing where Value == Raster {
    /// Stores rasters as PNG and compares them with `ImageComparison`; a failure's message is the
    /// comparison summary, with the diff image attached as `diff.png`.
    public static func barRaster(options: ComparisonOptions = .default) -> Diffing {
        .diff(toData: { raster in (try? PNGCodec.encode(raster)) ?? Data() },
              fromData: { data in (try? PNGCodec.decode(data)) ?? Raster(width: 0, height: 0, pixels: []) },
              diffV2: { reference, actual in
                  let result = ImageComparison.compare(reference, actual, options: options)
                  guard !result.passed else { return nil }
                  let diff = result.diff.width > 0 ? (try? PNGCodec.encode(result.diff)) : nil
                  return (result.summary, diff.map { [.data($0, name: "diff.png")] } ?? [])
              })
    }
}
