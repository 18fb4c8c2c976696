internal import CCairo
import Foundation

/// Owns one Cairo ARGB32 image surface and the drawing context on it; frees both in `deinit`.
/// Coordinates are in points: the context is scaled by the render scale.
final class CairoCanvas {
    let surface: OpaquePointer
    private(set) var context: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// Largest image edge accepted, in pixels (a 1376 pt iPad bar at @3x is 4128).
    static let maximumEdge = Raster.maximumEdge

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
        Self.raster(of: surface, width: pixelWidth, height: pixelHeight, opaque: false)
    }

    /// The bytes of an ARGB32 (or, `opaque`, RGB24: alpha taken as 255) image `surface` as
    /// straight-alpha RGBA8 rows, in one pass. A pixel equal to the one before reuses its conversion.
    static func raster(of surface: OpaquePointer, width: Int, height: Int, opaque: Bool) -> Raster {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            return Raster(width: width, height: height)
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            let base = UnsafeMutableRawPointer(out.baseAddress!)
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                PremultipliedARGB.unpremultiply(row, count: width, opaque: opaque, into: base + y * width * 4)
            }
            initialized = width * height * 4
        }
        return Raster(width: width, height: height, pixels: pixels)
    }
}
