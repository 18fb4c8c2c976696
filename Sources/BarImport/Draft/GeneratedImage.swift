import Foundation

/// Background images an importer draws itself because the source drew them at run time (NUI's
/// `background-color` and `background-color-top` / `-bottom` gradients are images of the bar's
/// height): a column one pixel wide and 44 points tall, at 1x, 2x and 3x, as uncompressed
/// (stored-deflate) RGBA PNGs. A non-resizable image is repeated across the bar's width, as UIKit
/// does, so one column is the whole picture.
enum GeneratedImage {
    /// 44 points, the height of a navigation bar and of a toolbar.
    static let heightInPoints = 44

    /// The files for a vertical gradient from `top` to `bottom` (equal for a solid colour), keyed
    /// by path: `base.png`, `base@2x.png`, `base@3x.png`.
    static func verticalGradient(top: ImportedColor.RGBA, bottom: ImportedColor.RGBA, path base: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for scale in 1...3 {
            let height = heightInPoints * scale
            var pixels: [UInt8] = []
            for row in 0..<height {
                // The colour at the row's centre, as a linear CGGradient from the top edge to the bottom edge.
                let t = height == 1 ? 0 : (Double(row) + 0.5) / Double(height)
                for (a, b) in [(top.red, bottom.red), (top.green, bottom.green), (top.blue, bottom.blue), (top.alpha, bottom.alpha)] {
                    pixels.append(UInt8((min(max(a + (b - a) * t, 0), 1) * 255).rounded()))
                }
            }
            let suffix = scale == 1 ? "" : "@\(scale)x"
            files["\(base)\(suffix).png"] = png(width: 1, height: height, rgba: pixels)
        }
        return files
    }

    /// An RGBA PNG with stored (uncompressed) deflate blocks.
    static func png(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)
            raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last: UInt8 = offset + count >= raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        var data: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        data += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        data += chunk("IDAT", zlib)
        data += chunk("IEND", [])
        return Data(data)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return (b << 16) | a
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
