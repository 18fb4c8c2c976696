internal import CCairo
import Foundation

/// Encodes rasters to PNG (`BarPNGWriter`) and decodes PNG files (references) back to rasters:
/// BarTheme's own files with `PlainPNGReader`, every other PNG through Cairo's libpng reader.
/// Output is deterministic: no timestamps or text chunks are written.
public enum PNGCodec {
    /// The largest PNG accepted for decoding, in bytes.
    public static let maximumFileSize = PlainPNGReader.maximumFileSize

    /// Encodes `raster` as an 8-bit RGBA PNG, deterministically, with a one-off `BarPNGWriter` (a
    /// worker that writes many images keeps its own writer). Throws for an empty raster.
    public static func encode(_ raster: Raster) throws(RenderError) -> Data {
        try BarPNGWriter().encode(raster)
    }

    /// Writes straight-alpha RGBA8 pixels as premultiplied native-endian ARGB32 rows (Cairo's format).
    static func premultiply(_ raster: Raster, into data: UnsafeMutablePointer<UInt8>, stride: Int) {
        raster.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<raster.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<raster.width {
                    let o = (y * raster.width + x) * 4
                    let a = UInt32(pixels[o + 3])
                    let r = (UInt32(pixels[o]) * a + 127) / 255, g = (UInt32(pixels[o + 1]) * a + 127) / 255
                    let b = (UInt32(pixels[o + 2]) * a + 127) / 255
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
    }

    /// Decodes a PNG of at most ``maximumFileSize`` bytes into a raster. Throws for data that is not a
    /// readable PNG.
    public static func decode(_ data: Data) throws(RenderError) -> Raster {
        guard data.count <= maximumFileSize else {
            throw RenderError.png("the PNG is \(data.count) bytes; at most \(maximumFileSize) are read")
        }
        guard data.starts(with: PlainPNGReader.signature) else { throw RenderError.png("not a PNG file") }
        if let raster = PlainPNGReader.read(data) { return raster }
        return try decodeWithLibpng(data)
    }

    /// Decodes any PNG through Cairo's libpng reader (what `PlainPNGReader` reproduces for the
    /// files BarTheme writes).
    static func decodeWithLibpng(_ data: Data) throws(RenderError) -> Raster {
        let source = ByteSource(data: data)
        guard
            let surface = cairo_image_surface_create_from_png_stream(
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
                    return Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue().read(into: bytes, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(source).toOpaque())
        else { throw RenderError.png("the PNG cannot be read") }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError.png("the PNG is damaged or unsupported") }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width <= CairoCanvas.maximumEdge, height <= CairoCanvas.maximumEdge else {
            throw RenderError.imageTooLarge(width: width, height: height, limit: CairoCanvas.maximumEdge)
        }
        // Cairo reads 8-bit PNGs as ARGB32 (or RGB24 without alpha): read those pixels directly;
        // draw anything else (16-bit PNGs) onto an ARGB32 canvas so every PNG reads the same way.
        let format = cairo_image_surface_get_format(surface)
        if width > 0, height > 0, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            return CairoCanvas.raster(of: surface, width: width, height: height, opaque: format == CAIRO_FORMAT_RGB24)
        }
        let canvas = try CairoCanvas(pixelWidth: max(1, width), pixelHeight: max(1, height), scale: 1)
        cairo_set_source_surface(canvas.context, surface, 0, 0)
        cairo_set_operator(canvas.context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(canvas.context)
        return canvas.raster()
    }

    private final class ByteSource {
        let data: Data
        var offset = 0

        init(data: Data) { self.data = data }

        func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard offset + count <= data.count else { return false }
            data.copyBytes(to: buffer, from: offset..<(offset + count))
            offset += count
            return true
        }
    }
}
