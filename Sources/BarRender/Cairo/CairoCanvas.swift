internal import CCairo
import Foundation

/// Owns one Cairo ARGB32 image surface and the drawing context on it; frees both in `deinit`.
/// Coordinates are in points: the context is scaled by the render scale.
final class CairoCanvas {
    let surface: OpaquePointer
    private(set) var context: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// Largest image edge accepted, in pixels (a 1366 pt iPad bar at @3x is 4098).
    static let maximumEdge = 8192

    init(pixelWidth: Int, pixelHeight: Int, scale: Double, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws(RenderError) {
        guard (1...Self.maximumEdge).contains(pixelWidth), (1...Self.maximumEdge).contains(pixelHeight) else {
            throw RenderError.imageTooLarge(width: pixelWidth, height: pixelHeight, limit: Self.maximumEdge)
        }
        guard let surface = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw RenderError.cairo("cannot create a \(pixelWidth)×\(pixelHeight) surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo("cannot create a \(pixelWidth)×\(pixelHeight) surface")
        }
        self.surface = surface
        self.context = context
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        cairo_scale(context, scale, scale)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
    }

    /// Clears every pixel to transparent and starts a fresh drawing context (no state left from the
    /// last image) scaled by `scale`, so a worker paints bar after bar on one surface.
    func reset(scale: Double) throws(RenderError) {
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            memset(data, 0, Int(cairo_image_surface_get_stride(surface)) * pixelHeight)
        }
        cairo_surface_mark_dirty(surface)
        guard let fresh = cairo_create(surface), cairo_status(fresh) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot create a drawing context on a \(pixelWidth)×\(pixelHeight) surface")
        }
        cairo_destroy(context)
        context = fresh
        cairo_scale(context, scale, scale)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The surface's bytes as straight-alpha RGBA8 rows.
    func raster() -> Raster {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return Raster(width: pixelWidth, height: pixelHeight)
        }
        var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<pixelHeight {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixelWidth {
                    // ARGB32 is premultiplied, native-endian 0xAARRGGBB.
                    let argb = row[x]
                    let a = UInt32(argb >> 24)
                    var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
                    if a != 0 && a != 255 {
                        r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
                    }
                    let o = (y * pixelWidth + x) * 4
                    out[o] = UInt8(min(r, 255)); out[o + 1] = UInt8(min(g, 255)); out[o + 2] = UInt8(min(b, 255))
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return Raster(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }
}
