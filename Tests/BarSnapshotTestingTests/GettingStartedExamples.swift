import BarRender
import BarSnapshot
import BarSnapshotTesting
import BarTheme
import Foundation
import SnapshotTesting
import Testing

/// The code of the BarSnapshotTesting getting-started article
/// (`Sources/BarSnapshotTesting/BarSnapshotTesting.docc/GettingStarted.md`); `DocumentationArticleTests`
/// (BarThemeTests) checks that every Swift block of the article appears here.
///
/// `articleCode` is compiled, not run: `assertSnapshot` records into `__Snapshots__` beside this
/// file on a first run, and this repository keeps its references in `Snapshots/`. The test below
/// runs the same strategy and options with `verifySnapshot` in a temporary folder.
@Suite struct GettingStartedExamples {
    static func articleCode() throws {
        let loaded = try ThemeLoader.load(path: "Themes/OceanTranslucent.yaml")
        for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "tide-detail") {
            assertSnapshot(of: job, as: .barTheme, named: job.variant.description)
        }
    }

    static func articleCodeWithTolerance(_ job: RenderJob) throws {
        let tolerant = try ComparisonOptions(toleranceDE: 1.0, pixelBudget: .count(20))
        assertSnapshot(of: job, as: .barTheme(options: tolerant, era: .ios13), named: job.variant.description)
    }

    @Test func theArticlesStrategyRecordsThenMatches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-article-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = try ThemeLoader.load(path: "Themes/OceanTranslucent.yaml")
        let jobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "tide-detail")
        #expect(!jobs.isEmpty)
        let tolerant = try ComparisonOptions(toleranceDE: 1.0, pixelBudget: .count(20))
        for job in jobs {
            let first = verifySnapshot(of: job, as: .barTheme, named: job.variant.description, record: .missing, snapshotDirectory: folder)
            #expect(first?.contains("No reference was found on disk") == true, "\(first ?? "nil")")
            #expect(
                verifySnapshot(of: job, as: .barTheme, named: job.variant.description, record: .never, snapshotDirectory: folder) == nil)
            #expect(
                verifySnapshot(
                    of: job, as: .barTheme(options: tolerant, era: .ios13), named: job.variant.description, record: .never,
                    snapshotDirectory: folder) == nil)
        }
    }
}
