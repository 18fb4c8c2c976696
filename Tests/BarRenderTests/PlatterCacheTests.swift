import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarRender

/// Liquid Glass platters copied from the renderer's cache (docs/PERFORMANCE.md, "Glass platters
/// drawn once a run") give the pixels drawing them gives.
@Suite struct PlatterCacheTests {
    /// Every sample theme's every bar rendered by one renderer, each twice in a row (so the second
    /// copies the platters the first drew), against a fresh renderer per bar (nothing cached): the
    /// same PNG bytes, which is the same pixels (BarPNGWriterTests). `renderPNG` is the path `render`
    /// and `snapshot` take. (Drawing each bar twice more through `render(_:)` and decoding the files
    /// took half of this test's minute in a debug build and added no cache hit.)
    @Test func cachedPlattersGiveTheDrawnPixels() throws {
        let themes = Repository.root.appendingPathComponent("Themes")
        let paths = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let shared = try BarRenderer()
        var jobs: [RenderJob] = []
        for path in paths {
            let loaded = try ThemeLoader.load(path: themes.appendingPathComponent(path).path)
            jobs += RenderJob.jobs(for: loaded.document, parents: loaded.parents)
        }
        var copied = 0
        for job in jobs {
            let fresh = try BarRenderer().renderPNG(job)
            #expect(try shared.renderPNG(job) == fresh, "drawn: \(job.relativeOutputPath)")
            let hits = shared.platters.hits
            #expect(try shared.renderPNG(job) == fresh, "again: \(job.relativeOutputPath)")
            if shared.platters.hits > hits { copied += 1 }
        }
        // 31 of the 92 sample bars (their Liquid Glass ones) copied platters when this was written.
        #expect(copied >= jobs.count / 4, "\(copied) of \(jobs.count) bars copied a platter")
    }
}
