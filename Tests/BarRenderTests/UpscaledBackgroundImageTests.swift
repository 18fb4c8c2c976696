import BarRender
import BarTheme
import Foundation
import Testing

/// A background image supplied only at 1x and drawn at @3x (CHANGELOG.md, "A tiled background image
/// drawn above its file's scale"): UIKit scales the image with its edges clamped, so the bar's top row
/// keeps the image's top colour. BarTheme tiled the scaled image with wrap-around sampling, which
/// blended the top row with the image's bottom row (measured on a real render: 148 where UIKit shows
/// about 170).
@Suite struct UpscaledBackgroundImageTests {
    /// A 1x, 8 × 44 px image: white at the top, black at the bottom, a straight ramp between.
    static func ramp() -> Raster {
        var pixels: [UInt8] = []
        for y in 0..<44 {
            let v = UInt8((255 * (43 - y) / 43))
            for _ in 0..<8 { pixels += [v, v, v, 255] }
        }
        return Raster(width: 8, height: 44, pixels: pixels)
    }

    @Test func theTopRowKeepsTheImagesTopColourAtEveryScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-upscale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGCodec.encode(Self.ramp()).write(to: folder.appendingPathComponent("images/ramp.png"))
        let theme = folder.appendingPathComponent("t.yaml")
        try """
        era: ios13
        navigationBar:
          backgroundImages:
            - { image: images/ramp.png }
        scenes:
          - name: s
            items: [{ title: T }]
            variants: { positions: [top], scales: [1, 2, 3] }
        """.write(to: theme, atomically: true, encoding: .utf8)
        let loaded = try ThemeLoader.load(path: theme.path)
        let jobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents)
        #expect(jobs.count == 3)
        let renderer = try BarRenderer(includesShadowBand: false)
        for job in jobs {
            let raster = try renderer.render(job).raster
            let top = raster.pixels[0]
            let bottom = raster.pixels[((raster.height - 1) * raster.width) * 4]
            #expect(top >= 250, "@\(job.variant.scale)x: top row \(top), the image's top is 255")
            #expect(bottom <= 10, "@\(job.variant.scale)x: bottom row \(bottom), the image's bottom is 0")
        }
    }
}
