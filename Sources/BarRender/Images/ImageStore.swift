import BarTheme
import Foundation

/// Loads the images a theme names, once each: picks the `@2x`/`@3x` file for the render scale,
/// and answers layout's and the resolver's questions about sizes and transparency.
/// Confined to its renderer's thread.
final class ImageStore: ImageMeasuring, ImageInspecting {
    private var loaded: [String: CairoImage] = [:]
    private var failures: [String: RenderError] = [:]

    /// The file used for a scale: the exact `@Nx` file, else the nearest higher, else the nearest
    /// lower (UIKit's choice when a scale is missing); with the scale of the file chosen.
    func file(for image: ResolvedImage, scale: Int) -> (path: String, scale: Int) {
        let base = image.path
        let stem = base.hasSuffix(".png") ? String(base.dropLast(4)) : base
        let scale = min(max(scale, 1), 3)
        let order = [scale] + Array((scale + 1)..<4) + Array((1..<scale).reversed())
        for s in order {
            let candidate = s == 1 ? base : "\(stem)@\(s)x.png"
            if FileManager.default.fileExists(atPath: candidate) { return (candidate, s) }
        }
        return (base, 1)
    }

    /// The decoded image for a scale, or the error that stops the render.
    func image(_ image: ResolvedImage, scale: Int) throws(RenderError) -> (CairoImage, Int) {
        let (path, fileScale) = file(for: image, scale: scale)
        if let known = loaded[path] { return (known, fileScale) }
        if let failure = failures[path] { throw failure }
        do {
            let decoded = try CairoImage(path: path)
            loaded[path] = decoded
            return (decoded, fileScale)
        } catch {
            failures[path] = error
            throw error
        }
    }

    func size(of image: ResolvedImage, scale: Int) -> Size {
        guard let (decoded, fileScale) = try? self.image(image, scale: scale) else { return Size(width: 0, height: 0) }
        return Size(width: Double(decoded.pixelWidth) / Double(fileScale), height: Double(decoded.pixelHeight) / Double(fileScale))
    }

    func hasTransparentPixels(_ image: ResolvedImage) -> Bool {
        (try? self.image(image, scale: 1).0.hasTransparentPixels) ?? false
    }
}
