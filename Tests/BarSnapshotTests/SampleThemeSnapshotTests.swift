import BarRender
import BarSnapshot
import BarTheme
import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every sample theme's every scene variant, rendered and compared with its reference in
/// `Snapshots/`. `BARTHEME_RECORD=missing` writes references that do not exist yet,
/// `BARTHEME_RECORD=all` rewrites every reference; look at each new PNG before committing it.
@Suite struct SampleThemeSnapshotTests {
    static func sampleJobs() throws -> [RenderJob] {
        let themes = repositoryRoot.appendingPathComponent("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try files.flatMap { name in
            RenderJob.jobs(for: try ThemeLoader.load(path: themes.appendingPathComponent(name).path).document)
        }
    }

    @Test func sampleThemesHaveAtLeastFourThemesWithScenesAt2xAnd3x() throws {
        let jobs = try Self.sampleJobs()
        #expect(Set(jobs.map(\.document.name)).count >= 4)
        #expect(Set(jobs.map(\.variant.scale)).isSuperset(of: [2, 3]))
    }

    @Test func everySampleVariantMatchesItsReference() throws {
        let record = ProcessInfo.processInfo.environment["BARTHEME_RECORD"] ?? "never"
        let renderer = try BarRenderer()
        let exact = try ComparisonOptions(threshold: 0, detectsAntialiasing: false, pixelBudget: .count(0))
        let artifacts = repositoryRoot.appendingPathComponent(".snapshot-artifacts")
        for job in try Self.sampleJobs() {
            let reference = repositoryRoot.appendingPathComponent("Snapshots").appendingPathComponent(job.relativeOutputPath)
            let raster = try renderer.render(job).raster
            guard let data = FileManager.default.contents(atPath: reference.path), record != "all" else {
                if record == "missing" || record == "all" {
                    try AtomicFile.write(try PNGCodec.encode(raster), to: reference.path)
                    continue
                }
                Issue.record("no reference at Snapshots/\(job.relativeOutputPath); record it with BARTHEME_RECORD=missing and look at it before committing")
                continue
            }
            let result = ImageComparison.compare(try PNGCodec.decode(data), raster, options: exact)
            if !result.passed {
                let actualPath = artifacts.appendingPathComponent(job.relativeOutputPath)
                try AtomicFile.write(try PNGCodec.encode(raster), to: actualPath.path)
                try AtomicFile.write(try PNGCodec.encode(result.diff),
                                     to: actualPath.deletingPathExtension().appendingPathExtension("diff.png").path)
                Issue.record("Snapshots/\(job.relativeOutputPath): \(result.summary) Actual and diff images: \(actualPath.path)")
            }
        }
    }
}
