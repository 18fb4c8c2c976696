import Foundation
import Testing

/// The HTML report a new user opens (CHANGELOG.md, "--single-file-report" and "The HTML report's wipe
/// overlay"): the single-file form, filters and grouping, the
/// wipe overlay at a narrow window, and no empty folders left by earlier runs.
@Suite struct ReportPageTests {
    /// A workspace with the samples whose BrandOpaque colour changed: 4 failing variants.
    static func failingWorkspace() throws -> URL {
        let dir = try SnapshotCommandTests.workspace()
        let theme = dir.appendingPathComponent("Themes/BrandOpaque.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "#0A5C36", with: "#C0392B").write(to: theme, atomically: true, encoding: .utf8)
        return dir
    }

    @Test func theSingleFileReportEmbedsEveryImageAndSaysWhichIsWhich() throws {
        let dir = try Self.failingWorkspace()
        let run = try CommandRunner.run(
            ["snapshot", "verify", "--single-file-report", "--report", "out"], in: dir,
            environment: SnapshotCommandTests.ci)
        #expect(run.status == 1)
        #expect(
            run.stdout.contains("report: out/index.html (links the review images beside it: keep the folder together)"), "\(run.stdout)")
        #expect(run.stdout.contains("single-file report: out/report.html (every image embedded: copy or attach it alone)"))
        let single = try String(contentsOf: dir.appendingPathComponent("out/report.html"), encoding: .utf8)
        #expect(!single.contains("src=\"BrandOpaque/"), "no image may be linked")
        #expect(
            single.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 4 * 5,
            "reference, actual, diff and the two wipe images of 4 cards")
        #expect(single.contains("Single-file report"))
        let linked = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(linked.contains("src=\"BrandOpaque/"))
        #expect(linked.contains("keep the folder together"))

        // Copied alone, the single file still shows its images (the page sizes each image once loaded).
        let elsewhere = try CommandRunner.temporaryDirectory().appendingPathComponent("report.html")
        try FileManager.default.copyItem(at: dir.appendingPathComponent("out/report.html"), to: elsewhere)
        let dom = try HeadlessBrowser.dumpDOM(of: elsewhere) { $0.components(separatedBy: "style=\"width: 375px").count - 1 == 16 }
        // 4 cards (two at @2x, two at @3x), each with reference, actual, diff and the wipe's reference: 16 sized images.
        #expect(dom.components(separatedBy: "style=\"width: 375px").count - 1 == 16, "\(dom.prefix(400))")
    }

    /// The page's own measurement (`data-offset` on each wipe: how far the two images are apart) at a
    /// real viewport width: headless Chromium's window is at least 500 px wide, so the page is framed.
    @Test func theWipeOverlayCoversTheReferenceAtANarrowWindow() throws {
        let dir = try Self.failingWorkspace()
        _ = try CommandRunner.run(["snapshot", "verify", "--report", "out"], in: dir, environment: SnapshotCommandTests.ci)
        for width in [420, 1280] {
            // The old overlay was 54 px off at 420 px (the reference shrank to the card, the overlay did not).
            let frame = dir.appendingPathComponent("out/frame-\(width).html")
            try """
            <!DOCTYPE html><html><body><iframe id="f" src="index.html" style="width:\(width)px;height:900px;border:0"></iframe>
            <script>document.getElementById('f').addEventListener('load', function () {
              var wipes = this.contentDocument.querySelectorAll('[data-offset]');
              document.body.dataset.offsets = Array.prototype.map.call(wipes, function (w) { return w.dataset.offset; }).join(',');
              document.body.dataset.viewport = String(this.contentWindow.innerWidth);
            });</script></body></html>
            """.write(to: frame, atomically: true, encoding: .utf8)
            let dom = try HeadlessBrowser.dumpDOM(of: frame, windowWidth: 1400) { $0.contains("data-offsets=") }
            let viewport = dom.components(separatedBy: "data-viewport=\"").dropFirst().first?.prefix { $0 != "\"" }
            #expect(viewport == "\(width)"[...], "the framed page is \(viewport ?? "?") px wide")
            let offsets = dom.components(separatedBy: "data-offsets=\"").dropFirst().first?.prefix { $0 != "\"" }
            #expect(offsets == "0,0,0,0", "window \(width): \(offsets ?? "none")")
        }
    }

    @Test func filtersSearchAndThemeGroups() throws {
        let dir = try Self.failingWorkspace()
        // A second theme failing too, so there are two groups.
        let ocean = dir.appendingPathComponent("Themes/OceanTranslucent.yaml")
        let text = try String(contentsOf: ocean, encoding: .utf8)
        try text.replacingOccurrences(of: "#0077B6", with: "#B60077").write(to: ocean, atomically: true, encoding: .utf8)
        _ = try CommandRunner.run(["snapshot", "verify", "--report", "out"], in: dir, environment: SnapshotCommandTests.ci)
        let html = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("<section class=\"theme\" data-theme=\"BrandOpaque\">"))
        #expect(html.contains("<section class=\"theme\" data-theme=\"OceanTranslucent\">"))
        #expect(html.contains("<input type=\"checkbox\" data-status=\"failed\" checked> failed ("))
        #expect(html.contains("<input type=\"checkbox\" data-status=\"passed\" checked> passed ("))
        #expect(html.contains("<input type=\"search\" class=\"search\""))
        #expect(html.contains("<option value=\"OceanTranslucent\">"))
        // The script counts what it shows: every variant until a filter narrows it.
        let dom = try HeadlessBrowser.dumpDOM(of: dir.appendingPathComponent("out/index.html")) { $0.contains("data-shown=") }
        let total = SnapshotCommandTests.variantCount(in: dir)
        #expect(dom.contains("data-shown=\"\(total)\""), "\(total)")
    }

    @Test func anEarlierRunsEmptyFoldersAreRemoved() throws {
        let dir = try Self.failingWorkspace()
        _ = try CommandRunner.run(["snapshot", "verify", "--report", "out"], in: dir, environment: SnapshotCommandTests.ci)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/BrandOpaque").path))
        let record = try CommandRunner.run(
            ["snapshot", "record", "Themes/BrandOpaque.yaml", "--report", "out"], in: dir,
            environment: SnapshotCommandTests.ci)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let again = try CommandRunner.run(["snapshot", "verify", "--report", "out"], in: dir, environment: SnapshotCommandTests.ci)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/BrandOpaque").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/index.html").path))
    }
}
