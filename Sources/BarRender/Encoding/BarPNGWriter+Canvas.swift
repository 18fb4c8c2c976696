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
            Self.unpremultiply(source.assumingMemoryBound(to: UInt32.self), count: width, into: out)
            return true
        }
    }

    /// Converts one row of premultiplied ARGB32 to straight RGBA8, the same arithmetic as
    /// `CairoCanvas.raster()`. A pixel equal to the one before reuses its conversion (flat colour).
    private static func unpremultiply(_ row: UnsafePointer<UInt32>, count: Int, into out: UnsafeMutableRawPointer) {
        var last = ~row[0], converted: UInt32 = 0
        for x in 0..<count {
            let argb = row[x]
            if argb != last {
                last = argb
                let a = argb >> 24
                var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
                if a != 0 && a != 255 {
                    r = min((r * 255 + a / 2) / a, 255); g = min((g * 255 + a / 2) / a, 255); b = min((b * 255 + a / 2) / a, 255)
                }
                converted = r | g << 8 | b << 16 | a << 24
            }
            out.storeBytes(of: converted.littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
    }

}
