internal import CCairo
import Foundation

extension BarPNGWriter {
    /// Encodes the pixels of `canvas` (Cairo's premultiplied native-endian ARGB32) as a PNG with
    /// straight alpha, unpremultiplied with Cairo's own rounding, so the file decodes to the pixels
    /// `canvas.raster()` gives.
    func encode(_ canvas: CairoCanvas) throws(RenderError) -> Data {
        cairo_surface_flush(canvas.surface)
        guard let data = cairo_image_surface_get_data(canvas.surface) else { throw RenderError.png("the surface has no pixels to encode") }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        let width = canvas.pixelWidth, rowBytes = width * 4
        return encodeRows(width: width, height: canvas.pixelHeight) { y, out in
            let source = UnsafeRawPointer(data + y * stride)
            if y > 0 && memcmp(source, source - stride, rowBytes) == 0 { return false }
            PremultipliedARGB.unpremultiply(source.assumingMemoryBound(to: UInt32.self), count: width, into: out)
            return true
        }
    }
}
