import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarRender

/// Liquid Glass platters copied from the renderer's cache (docs/PERFORMANCE.md, "Glass platters
/// drawn once a run") give the pixels drawing them gives.
@Suite struct PlatterCacheTests {
    /// Every sample theme's every bar rendered by one renderer, twice and in order (so the cache hits
    /// platters of earlier bars and variants), against a fresh renderer per bar (nothing cached):
    /// the same pixels, and the PNG the same bytes.
    @Test func cachedPlattersGiveTheDrawnPixels() throws {
        let themes = Repository.root.appendingPathComponent("Themes")
        let paths = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let shared = try BarRenderer()
        var jobs: [RenderJob] = []
        for path in paths {
            let loaded = try ThemeLoader.load(path: themes.appendingPathComponent(path).path)
            jobs += RenderJob.jobs(for: loaded.document, parents: loaded.parents)
        }
        var fresh: [Data] = []
        for job in jobs { fresh.append(try BarRenderer().renderPNG(job)) }
        for pass in 0..<2 {
            for (job, expected) in zip(jobs, fresh) {
                #expect(try shared.renderPNG(job) == expected, "pass \(pass): \(job.relativeOutputPath)")
                #expect(try shared.render(job).raster == PNGCodec.decode(expected), "pass \(pass): \(job.relativeOutputPath)")
            }
        }
        #expect(shared.platters.hits > jobs.count)
    }
}
