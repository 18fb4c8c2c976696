import Foundation
import Testing

/// `render-theme gallery`: the page, its images, and the page run in headless Chromium.
@Suite struct GalleryCommandTests {
    @Test func theGalleryShowsEveryRenderAndRunsWithoutErrorsInChromium() throws {
        let out = try CommandRunner.temporaryDirectory().appendingPathComponent("site")
        let result = try CommandRunner.run(["gallery", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        // Every sample variant once (the references are one per variant).
        let references = try FileManager.default.subpathsOfDirectory(
            atPath: CommandRunner.repositoryRoot.appendingPathComponent("Snapshots").path
        )
        .filter { $0.hasSuffix(".png") && !$0.contains(".transition-frames.") }.count
        #expect(result.stdout.hasPrefix("gallery: \(references) renders of "))
        let images = try FileManager.default.subpathsOfDirectory(atPath: out.appendingPathComponent("images").path).filter {
            $0.hasSuffix(".png")
        }
        #expect(images.count == references)

        let dom = try HeadlessBrowser.dumpDOM(of: out.appendingPathComponent("index.html")) { !$0.contains("data-cards=\"0\"") }
        #expect(dom.contains("<body data-cards=\"\(references)\" data-errors=\"0\""), "\(dom.prefix(400))")
        // Grouped by theme: each theme heading once.
        let headings = dom.components(separatedBy: "<h2>").count - 1
        #expect(headings == Set(images.map { $0.split(separator: "/").first! }).count)
    }

    @Test func severalErasRenderEveryVariantInEach() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["gallery", "Themes/BrandOpaque.yaml", "--era", "ios7", "--era", "ios13", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("gallery: 8 renders of 1 theme"))
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("\"era\":\"ios7\"") && page.contains("\"era\":\"ios13\""))
    }
}
