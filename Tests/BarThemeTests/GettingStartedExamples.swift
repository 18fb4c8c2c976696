import BarTheme
import Foundation
import Testing

/// The code of the BarTheme getting-started article (`Sources/BarTheme/BarTheme.docc/GettingStarted.md`),
/// compiled and run, so the article cannot drift from the API: `DocumentationArticleTests` checks
/// that every Swift block of the article appears here. `print` is captured to check what it shows.
@Suite struct GettingStartedExamples {
    @Test func loadATheme() throws {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let loaded = try ThemeLoader.load(path: "Themes/OceanTranslucent.yaml")
        let jobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "tide-detail")
        for job in jobs {
            print(job.relativeOutputPath)  // OceanTranslucent/tide-detail.default.topAttached.light.375w@3x.png
        }

        #expect(printed.contains("OceanTranslucent/tide-detail.default.topAttached.light.375w@3x.png"), "\(printed)")
    }

    @Test func reportEveryProblem() {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let result = ThemeValidator.validate(path: "Themes/OceanTranslucent.yaml")
        let report = DiagnosticReport(diagnostics: result.diagnostics, sources: result.sources, fileCount: 1)
        print(report.render(.text))
        if report.errorCount > 0 { print("the theme cannot be rendered") }

        #expect(report.errorCount == 0)
        #expect(printed.first?.contains("1 theme checked") == true, "\(printed)")
    }
}
