/// Cairo's pixel format, premultiplied native-endian ARGB32 (0xAARRGGBB), turned into straight-alpha
/// RGBA8 with Cairo's own rounding: the one conversion both `CairoCanvas.raster()` and the PNG
/// writer use, so an encoded bar decodes to the pixels its raster gives.
enum PremultipliedARGB {
    /// Converts `count` pixels of `row` into `out` (4 bytes each). `opaque` reads an RGB24 surface's
    /// pixels, whose alpha byte is undefined, as alpha 255. A pixel equal to the one before reuses its
    /// conversion (runs of flat colour).
    static func unpremultiply(_ row: UnsafePointer<UInt32>, count: Int, opaque: Bool = false, into out: UnsafeMutableRawPointer) {
        var last = ~row[0], converted: UInt32 = 0
        for x in 0..<count {
            let argb = opaque ? row[x] | 0xFF00_0000 : row[x]
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
