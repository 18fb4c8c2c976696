import BarTheme
import Foundation
import Testing

@testable import BarRender

/// A render job for the first scene of `yaml`. A theme that sets no `era:` is drawn in `era`:
/// `ios13` by default, since most render tests are about the iOS 13-18 look; `nil` keeps the
/// default era (ios26).
func job(_ yaml: String, variant: Variant = Variant(), era: Era? = .ios13) throws -> RenderJob {
    let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
    #expect(diags.isEmpty, "\(diags)")
    var doc = try #require(document)
    if doc.era == nil, let era { doc.era = Located(era, at: SourceLocation(file: "t.yaml", line: 1, column: 1)) }
    return RenderJob(document: doc, scene: try #require(doc.scenes.first), variant: variant)
}

/// The first scene of `yaml` drawn as on a 402 pt phone at @3x under its 62 pt status bar, in the
/// default era (ios26) unless the theme names one: the width most iOS 26 captures of the corpus have.
func renderPhone402(_ yaml: String, style: UserInterfaceStyle = .light) throws -> Raster {
    try BarRenderer().render(
        try job(
            yaml, variant: Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: style, statusBarHeight: 62),
            era: nil)
    ).raster
}

/// The RGB of the device pixel `px`, `py` pixels right of and below (`x`, `y`) pt in a @3x raster.
func pixel3x(_ raster: Raster, x: Double, y: Double, px: Int = 0, py: Int = 0) -> [Int] {
    let column = Int(x * 3) + px, row = Int(y * 3) + py
    return (0..<3).map { Int(raster.pixels[(row * raster.width + column) * 4 + $0]) }
}

@Suite struct BarRendererTests {
    let sample = """
        navigationBar: { barTintColor: "#0077B6", tintColor: white,
                         titleTextAttributes: { foregroundColor: white, shadow: { color: "#00000066", offset: [0, 1], blurRadius: 2 } } }
        scenes:
          - name: s
            items: [ { title: Harbours }, { title: High Tide, rightBarButtonItems: [ { title: Share } ] } ]
        """

    @Test func renderingTwiceGivesByteIdenticalPNGs() throws {
        let renderer = try BarRenderer()
        let first = try renderer.renderPNG(try job(sample))
        let second = try renderer.renderPNG(try job(sample))
        let fresh = try BarRenderer().renderPNG(try job(sample))
        #expect(first == second)
        #expect(first == fresh)
    }

    @Test func imageSizeFollowsTheVariant() throws {
        let output = try BarRenderer().render(
            try job(sample, variant: Variant(metrics: .default, position: .topAttached, width: 375, scale: 3)))
        #expect(output.raster.width == 1125)
        // 88 pt of bar (264 pixels: a 375 pt @3x iPhone's 44 pt status bar, docs/UIKIT.md §1.2, and
        // the 44 pt bar) and the hairline's pixel row below it (§1.3).
        #expect(output.raster.height == 265)
        let compact = try BarRenderer().render(try job(sample, variant: Variant(metrics: .compact, position: .top, width: 414, scale: 2)))
        #expect(compact.raster.width == 828)
        #expect(compact.raster.height == 65)
        let cropped = try BarRenderer(includesShadowBand: false).render(
            try job(sample, variant: Variant(metrics: .compact, position: .top, width: 414, scale: 2)))
        #expect(cropped.raster.height == 64)
    }

    @Test func translucentTintIsCompositedOverTheBackdropAndTheHairlineIsDrawn() throws {
        let output = try BarRenderer().render(try job(sample, variant: Variant(position: .top, scale: 1)))
        let raster = output.raster
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(raster.pixels[(y * raster.width + x) * 4..<(y * raster.width + x) * 4 + 4]) }
        let expected = output.appearance.background.value.composited(over: .white)
        let bg = pixel(200, 2)
        #expect(abs(Int(bg[0]) - Int((expected.red * 255).rounded())) <= 1)
        #expect(abs(Int(bg[2]) - Int((expected.blue * 255).rounded())) <= 1)
        #expect(bg[3] == 255)
        // The bar's last row is the bar colour; the row below it is the hairline (black at 0.3) over the
        // backdrop (white here): UIKit draws 178 over white content (docs/UIKIT.md §1.3); black at 0.3
        // gives 178.5, so within 1.
        let last = pixel(200, 43)
        #expect(abs(Int(last[2]) - Int((expected.blue * 255).rounded())) <= 1)
        let line = pixel(200, 44)
        #expect(line.prefix(3).allSatisfy { abs(Int($0) - 178) <= 1 })
        #expect(line[3] == 255)
    }

    @Test func pngRoundTripsThroughTheCodec() throws {
        let raster = try BarRenderer().render(try job(sample, variant: Variant(scale: 1))).raster
        let decoded = try PNGCodec.decode(try PNGCodec.encode(raster))
        #expect(decoded == raster)
    }

    @Test func notAPNGIsAClearError() {
        #expect(throws: RenderError.png("not a PNG file")) { try PNGCodec.decode(Data("hello".utf8)) }
    }
}
