internal import CCairo
import Foundation

/// Owns one Cairo image surface decoded from a PNG file; frees it in `deinit`.
final class CairoImage {
    let surface: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// The largest image side accepted, in pixels.
    static let maximumEdge = 4096

    convenience init(path: String) throws(RenderError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError.image("cannot read the image '\(path)'")
        }
        try self.init(data: data, path: path)
    }

    /// Decodes `data`, the bytes of the PNG file at `path` (named in errors).
    init(data: Data, path: String) throws(RenderError) {
        guard data.count <= 16 << 20 else { throw RenderError.image("'\(path)' is \(data.count) bytes; images may be at most 16 MiB") }
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError.image("'\(path)' is not a PNG file")
        }
        // The whole file is checked first (chunks, CRCs, image data size), so damage is refused
        // with its reason and decoding work is bounded by the image's own size.
        do { _ = try PNGStructure.check(data) } catch { throw RenderError.image("'\(path)': \(error)") }
        let raster: Raster
        do { raster = try PNGCodec.decode(data) } catch { throw RenderError.image("'\(path)': \(error)") }
        guard raster.width <= Self.maximumEdge, raster.height <= Self.maximumEdge else {
            throw RenderError.image("'\(path)' is \(raster.width)×\(raster.height) px; each side may be at most \(Self.maximumEdge) px")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(raster.width), Int32(raster.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let bytes = cairo_image_surface_get_data(surface)
        else {
            throw RenderError.image("cannot hold the image '\(path)' in memory")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        PNGCodec.premultiply(raster, into: bytes, stride: stride)
        cairo_surface_mark_dirty(surface)
        self.surface = surface
        pixelWidth = raster.width
        pixelHeight = raster.height
        hasTransparentPixels = strideHasAlpha(raster)
    }

    /// Whether any pixel has alpha below 255.
    let hasTransparentPixels: Bool

    deinit {
        cairo_surface_destroy(surface)
    }
}

private func strideHasAlpha(_ raster: Raster) -> Bool {
    raster.pixels.withUnsafeBufferPointer { p in
        var i = 3
        while i < p.count {
            if p[i] != 255 { return true }
            i += 4
        }
        return false
    }
}
