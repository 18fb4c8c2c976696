import Foundation
import Testing

/// `render` writes each animated transition of a stack scene as an APNG and a contact sheet; the
/// APNG plays in Chromium with every frame.
@Suite struct TransitionCommandTests {
    @Test func renderWritesAnAPNGThatChromiumDecodesFrameByFrame() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "Themes/PhotoJourney.yaml", "--scene", "library.step01", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = out.appendingPathComponent("PhotoJourney/library.step01.transition.default.topAttached.light.375w@3x.png")
        let sheet = out.appendingPathComponent("PhotoJourney/library.step01.transition-frames.default.topAttached.light.375w@3x.png")
        #expect(result.stdout.contains(apng.path))
        #expect(FileManager.default.fileExists(atPath: sheet.path))

        // WebCodecs' ImageDecoder reads the animation as Chromium plays it.
        let data = try Data(contentsOf: apng).base64EncodedString()
        let page = out.appendingPathComponent("apng.html")
        try """
        <!doctype html><html><body data-frames="none"><script>
        (async () => {
          try {
            const bytes = Uint8Array.from(atob("\(data)"), c => c.charCodeAt(0));
            const decoder = new ImageDecoder({ data: bytes, type: "image/png" });
            await decoder.tracks.ready;
            const track = decoder.tracks.selectedTrack;
            const last = await decoder.decode({ frameIndex: track.frameCount - 1 });
            document.body.dataset.frames = String(track.frameCount);
            document.body.dataset.animated = String(track.animated);
            document.body.dataset.size = last.image.codedWidth + "x" + last.image.codedHeight;
          } catch (error) { document.body.dataset.frames = "error: " + error; }
        })();
        </script></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let dom = try HeadlessBrowser.dumpDOM(of: page) { !$0.contains("data-frames=\"none\"") }
        #expect(dom.contains("<body data-frames=\"12\" data-animated=\"true\" data-size=\"1125x265\">"), "\(dom.prefix(300))")
    }

    @Test func framesZeroWritesNoTransitions() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "Themes/PhotoJourney.yaml", "--frames", "0", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("transition"))
    }
}
