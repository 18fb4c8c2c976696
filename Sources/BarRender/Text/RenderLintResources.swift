import BarTheme
import Foundation

/// BarRender's answers to lint's questions (`LintResources`): glyph coverage from the pinned fonts
/// and the average colour of image files. Used by `render-theme validate`; one lock serialises the
/// text engine, which is not thread-safe.
public final class RenderLintResources: LintResources, @unchecked Sendable {
    private let lock = NSLock()
    private let engine: TextEngine

    /// Resources over the pinned fonts in `fontsDirectory`.
    public init(fontsDirectory: URL = PinnedFonts.directory) throws(RenderError) {
        engine = try TextEngine(fontsDirectory: fontsDirectory)
    }

    /// The characters of `text` that no pinned font (with fallback) can draw in `font`.
    public func missingCharacters(in text: String, font: FontDescriptor) -> [Character] {
        lock.lock()
        defer { lock.unlock() }
        return engine.missingCharacters(in: text, font: font)
    }

    /// The average colour of `image`'s pixels, or nil when it cannot be decoded.
    public func averageColor(of image: ResolvedImage) -> RGBAColor? {
        guard let data = FileManager.default.contents(atPath: image.path), data.count <= PNGCodec.maximumFileSize,
            let raster = try? PNGCodec.decode(data), raster.width > 0, raster.height > 0
        else { return nil }
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        raster.pixels.withUnsafeBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = Double(p[i + 3]) / 255
                red += Double(p[i]) / 255 * a
                green += Double(p[i + 1]) / 255 * a
                blue += Double(p[i + 2]) / 255 * a
                alpha += a
            }
        }
        let count = Double(raster.width * raster.height)
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return RGBAColor(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha / count)
    }
}
