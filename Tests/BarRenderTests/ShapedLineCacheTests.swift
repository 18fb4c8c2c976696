import BarTheme
import Foundation
import Testing

@testable import BarRender

/// Text is shaped once: the layout's measuring and the painting share one shaped line, a second
/// render of the same bar shapes nothing, and the cache stays bounded.
@Suite struct ShapedLineCacheTests {
    let sample = """
        navigationBar: { barTintColor: "#0077B6", tintColor: white }
        scenes:
          - name: s
            items: [ { title: Harbours }, { title: High Tide, rightBarButtonItems: [ { title: Share } ] } ]
        """

    @Test func paintingReusesTheLinesTheLayoutShaped() throws {
        let renderer = try BarRenderer()
        _ = try renderer.renderPNG(try job(sample))
        let cache = renderer.engine.shapedLines
        #expect(cache.misses > 0)
        #expect(cache.hits > 0, "paint shaped again what layout had shaped")
        let shaped = cache.misses
        _ = try renderer.renderPNG(try job(sample))
        #expect(cache.misses == shaped, "the second render of the same bar shaped text again")
    }

    @Test func aTruncatedLineIsShapedOnce() throws {
        let engine = try TextEngine()
        let style = TextStyle(font: .defaultTitle, color: .black)
        let long = String(repeating: "Harbour tide ", count: 16)
        let first = try engine.shape(long, style: style, maxWidth: 120)
        let again = try engine.shape(long, style: style, maxWidth: 120)
        #expect(engine.shapedLines.misses == 1)
        #expect(engine.shapedLines.hits == 1)
        #expect(first.width == again.width && first.width <= 120)
    }

    @Test func theCacheIsEmptiedAtItsCapacity() throws {
        let cache = ShapedLineCache(capacity: 3)
        let engine = try TextEngine()
        let style = TextStyle(font: .plainItem, color: .black)
        for index in 0..<7 {
            let text = "item \(index)"
            _ = try cache.line(for: .init(text: text, style: style, maxWidth: nil)) { () throws(RenderError) in
                try engine.shape(text, style: style, maxWidth: nil)
            }
            #expect(cache.count <= 3)
        }
        #expect(cache.misses == 7)
    }
}
