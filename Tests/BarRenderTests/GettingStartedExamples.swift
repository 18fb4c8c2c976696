import BarRender
import BarTheme
import Foundation
import Testing

/// The code of the BarRender getting-started article (`Sources/BarRender/BarRender.docc/GettingStarted.md`),
/// compiled and run; `DocumentationArticleTests` (BarThemeTests) checks that every Swift block of
/// the article appears here.
@Suite struct GettingStartedExamples {
    @Test func renderToPNG() throws {
        let loaded = try ThemeLoader.load(path: "Themes/OceanTranslucent.yaml")
        let renderer = try BarRenderer()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bars")
        for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "tide-detail") {
            let png = try renderer.renderPNG(job)
            let file = output.appendingPathComponent(job.relativeOutputPath)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: file)
        }

        let written = output.appendingPathComponent("OceanTranslucent/tide-detail.default.topAttached.light.375w@3x.png")
        let reference = try Data(
            contentsOf: URL(fileURLWithPath: "Snapshots/OceanTranslucent/tide-detail.default.topAttached.light.375w@3x.png"))
        #expect(try PNGCodec.decode(Data(contentsOf: written)) == PNGCodec.decode(reference))
    }

    @Test func knowWhatDrewIt() throws {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let stack = try RenderingStack.current()
        print("cairo \(stack.cairo), FreeType \(stack.freetype), HarfBuzz \(stack.harfbuzz)")

        #expect(printed.first?.hasPrefix("cairo \(stack.cairo), FreeType ") == true)
        #expect(!stack.cairo.isEmpty && !stack.freetype.isEmpty && !stack.harfbuzz.isEmpty)
    }
}
