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

    @Test func tabBarThemesAreOnThePageAsTheirReferencesDrawThem() throws {
        // The two tab bar samples (an iOS 26 glass capsule, on a phone and at the top of an iPad; an
        // iOS 15 appearance-object bar): every render on the page, each with the pixels of its
        // reviewed reference in Snapshots/.
        let out = try CommandRunner.temporaryDirectory().appendingPathComponent("site")
        let result = try CommandRunner.run(["gallery", "Themes/GlassTabBar.yaml", "Themes/TabBarAppearance.yaml", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("gallery: 7 renders of 2 themes"), "\(result.stdout)")
        let images = out.appendingPathComponent("images")
        let shown = try FileManager.default.subpathsOfDirectory(atPath: images.path).filter { $0.hasSuffix(".png") }.sorted()
        let snapshots = CommandRunner.repositoryRoot.appendingPathComponent("Snapshots")
        let references = try ["GlassTabBar", "TabBarAppearance"].flatMap { theme in
            try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent(theme).path).map { "\(theme)/\($0)" }
        }.sorted()
        // Two eras on one page: the gallery adds the era to each name (`….402w@3x.ios26.png`).
        let unnamedEra = shown.map {
            $0.replacingOccurrences(of: ".ios26.png", with: ".png").replacingOccurrences(of: ".ios15.png", with: ".png")
        }
        #expect(unnamedEra == references)
        for (path, reference) in zip(shown, unnamedEra) {
            // The same pixels as the reviewed reference (`diff` compares pixels exactly; the page's PNGs may be encoded faster).
            let diff = try CommandRunner.run([
                "diff", snapshots.appendingPathComponent(reference).path, images.appendingPathComponent(path).path,
            ])
            #expect(diff.status == 0, "\(path): \(diff.stdout) \(diff.stderr)")
        }
        let dom = try HeadlessBrowser.dumpDOM(of: out.appendingPathComponent("index.html")) { !$0.contains("data-cards=\"0\"") }
        #expect(dom.contains("<body data-cards=\"7\" data-errors=\"0\""), "\(dom.prefix(400))")
        #expect(dom.contains("search-and-accessory") && dom.contains("minimized") && dom.contains("ipad") && dom.contains("home"))
    }
}
