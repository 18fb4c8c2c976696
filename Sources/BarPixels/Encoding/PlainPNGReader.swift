internal import CLibDeflate
import Foundation

/// Reads the PNGs BarTheme writes (8-bit RGBA, not interlaced, only IHDR, IDAT and IEND chunks)
/// without libpng: chunk CRCs checked and the image data inflated with libdeflate (two to three
/// times zlib's speed), the five PNG filters undone here, and each pixel passed through Cairo's
/// premultiply-then-unpremultiply rounding, so the raster is the one ``PNGCodec/decode(_:)``'s
/// libpng path gives, byte for byte (docs/PERFORMANCE.md, "`diff`: decoding"). Anything else (other
/// chunks, bit depths or colour types, a damaged file) returns nil and goes to libpng, which reads
/// every PNG and words every error as before.
package enum PlainPNGReader {
    /// The largest PNG accepted for decoding, in bytes (``PNGCodec/maximumFileSize``).
    package static let maximumFileSize = 64 << 20
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func read(_ data: Data) -> Raster? {
        data.withUnsafeBytes { bytes in read(bytes) }
    }

    private static func read(_ bytes: UnsafeRawBufferPointer) -> Raster? {
        var offset = 8, width = 0, height = 0, compressed: [UInt8] = [], ended = false
        while !ended, offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, offset)), type = bigEndian32(bytes, offset + 4)
            guard length <= bytes.count - offset - 12 else { return nil }
            let body = UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
            guard crc == bigEndian32(bytes, offset + 8 + length) else { return nil }
            switch (type, offset) {
            case (0x4948_4452, 8):  // IHDR, first: 8-bit RGBA, deflate, adaptive filters, no interlace.
                guard length == 13, Array(body[8..<13]) == [8, 6, 0, 0, 0] else { return nil }
                width = Int(bigEndian32(body, 0)); height = Int(bigEndian32(body, 4))
                guard (1...Raster.maximumEdge).contains(width), (1...Raster.maximumEdge).contains(height) else { return nil }
            case (0x4944_4154, _) where width > 0: compressed.append(contentsOf: body)  // IDAT
            case (0x4945_4E44, _) where width > 0: ended = true  // IEND
            default: return nil
            }
            offset += length + 12
        }
        guard ended, offset == bytes.count else { return nil }
        // One buffer: inflated into, then unfiltered in place (each row moves left by its filter
        // byte and those of the rows above), so a file costs one image's worth of fresh pages, not
        // two; left uninitialised until inflated (docs/PERFORMANCE.md, "diff").
        let rowBytes = 4 * width, lineBytes = rowBytes + 1
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var unfiltered = false
        var pixels = [UInt8](unsafeUninitializedCapacity: lineBytes * height) { buffer, initialized in
            initialized = 0
            var produced = 0
            let result = libdeflate_zlib_decompress(decompressor, compressed, compressed.count, buffer.baseAddress, buffer.count, &produced)
            guard result == LIBDEFLATE_SUCCESS, produced == buffer.count else { return }
            unfiltered = unfilterInPlace(buffer.baseAddress!, width: width, height: height)
            initialized = unfiltered ? rowBytes * height : 0
        }
        guard unfiltered else { return nil }
        applyCairoRounding(&pixels)
        return Raster(width: width, height: height, pixels: pixels)
    }

    /// Undoes the filters of `height` filtered lines at `base` (PNG specification §9.2), leaving the
    /// rows one after the other from `base`: row `y` is written where line `y` started, less `y`
    /// bytes, so every byte written was already read.
    private static func unfilterInPlace(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int) -> Bool {
        let rowBytes = 4 * width, lineBytes = rowBytes + 1
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        return zeros.withUnsafeBufferPointer { zeros in
            for y in 0..<height {
                let line = UnsafePointer(base + y * lineBytes + 1), row = base + y * rowBytes
                let above = y > 0 ? UnsafePointer(row - rowBytes) : zeros.baseAddress!
                guard undo(filter: line[-1], line: line, above: above, into: row, rowBytes: rowBytes) else { return false }
            }
            return true
        }
    }

    /// Each pixel through ``cairoRounding`` (after all the filters: a row is needed unchanged as the
    /// next row's `above`). An image without partly transparent pixels (an opaque bar) never builds
    /// the table: in a debug build that took about 20 ms of a failing snapshot test's first check.
    private static func applyCairoRounding(_ pixels: inout [UInt8]) {
        let partlyTransparent = pixels.withUnsafeBufferPointer { input in
            stride(from: 3, to: input.count, by: 4).contains { input[$0] != 255 }
        }
        guard partlyTransparent else { return }
        cairoRounding.withUnsafeBufferPointer { table in
            pixels.withUnsafeMutableBufferPointer { output in
                var index = 0
                while index < output.count {
                    let alpha = Int(output[index + 3])
                    if alpha == 0 {
                        output[index] = 0; output[index + 1] = 0; output[index + 2] = 0
                    } else if alpha != 255 {
                        for channel in 0..<3 { output[index + channel] = table[alpha << 8 | Int(output[index + channel])] }
                    }
                    index += 4
                }
            }
        }
    }

    /// Undoes one line's filter (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth; 4 bytes a pixel).
    private static func undo(
        filter: UInt8, line: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, rowBytes: Int
    ) -> Bool {
        switch filter {
        case 0: memmove(row, line, rowBytes)  // The two may overlap (`unfilterInPlace`).
        case 1: for i in 0..<rowBytes { row[i] = line[i] &+ (i >= 4 ? row[i - 4] : 0) }
        case 2: for i in 0..<rowBytes { row[i] = line[i] &+ above[i] }
        case 3: for i in 0..<rowBytes { row[i] = line[i] &+ UInt8((Int(i >= 4 ? row[i - 4] : 0) + Int(above[i])) / 2) }
        case 4:
            for i in 0..<rowBytes {
                let a = Int(i >= 4 ? row[i - 4] : 0), b = Int(above[i]), c = Int(i >= 4 ? above[i - 4] : 0)
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                row[i] = line[i] &+ UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default: return false
        }
        return true
    }

    /// What a colour channel `c` under alpha `a` (1 … 254) becomes when Cairo's PNG reader
    /// premultiplies it (`(a × c + 128) × 257 >> 16`, rounded as Cairo does) and ``CairoCanvas``
    /// unpremultiplies it again (`(c × 255 + a / 2) / a`, at most 255); indexed `a << 8 | c`.
    package static let cairoRounding: [UInt8] = (0..<65536).map { index in
        let alpha = index >> 8, color = index & 0xFF
        guard alpha > 0 else { return 0 }
        let temp = alpha * color + 0x80
        let premultiplied = (temp + (temp >> 8)) >> 8
        return UInt8(min((premultiplied * 255 + alpha / 2) / alpha, 255))
    }

    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
