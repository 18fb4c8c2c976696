import CZlib
import Foundation

/// Builds PNG files byte by byte for the hostile corpus: every colour type and bit depth, Adam7
/// interlacing, and the damaged files (bad CRCs, truncation, extra IHDR, bad filter bytes,
/// missing PLTE, image data that inflates far beyond the image).
enum PNGFixtures {
    struct Chunk {
        var type: String
        var body: [UInt8]
        /// A CRC to write instead of the right one.
        var crc: UInt32?
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    static func file(_ chunks: [Chunk]) -> Data {
        var out = signature
        for chunk in chunks {
            let typeAndBody = Array(chunk.type.utf8) + chunk.body
            out += bigEndian(UInt32(chunk.body.count)) + typeAndBody + bigEndian(chunk.crc ?? crc(typeAndBody))
        }
        return Data(out)
    }

    static func ihdr(width: Int, height: Int, depth: Int, colorType: Int, interlaced: Bool = false) -> Chunk {
        Chunk(
            type: "IHDR",
            body: bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [UInt8(depth), UInt8(colorType), 0, 0, interlaced ? 1 : 0])
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in compress2(o.baseAddress, &size, i.baseAddress, uLong(bytes.count), 9) }
        }
        precondition(status == Z_OK)
        return Array(out.prefix(Int(size)))
    }

    static func channels(_ colorType: Int) -> Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    /// Unfiltered scanlines (filter byte 0) of `width` × `height` samples, each sample `sample(x, y, channel)`
    /// (0...2^depth-1), packed at `depth` bits; Adam7 passes when `interlaced`.
    static func scanlines(
        width: Int, height: Int, depth: Int, colorType: Int, interlaced: Bool,
        sample: (Int, Int, Int) -> Int
    ) -> [UInt8] {
        let passes: [(Int, Int, Int, Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            for y in ys {
                out.append(0)
                var bits: [Int] = []
                for x in xs {
                    for c in 0..<channels(colorType) {
                        let value = sample(x, y, c)
                        for bit in (0..<depth).reversed() { bits.append(value >> bit & 1) }
                    }
                }
                while bits.count % 8 != 0 { bits.append(0) }
                for i in stride(from: 0, to: bits.count, by: 8) {
                    out.append(UInt8(bits[i..<(i + 8)].reduce(0) { $0 << 1 | $1 }))
                }
            }
        }
        return out
    }

    /// A valid image: every sample at a fixed fraction of its range, so the decoded colour is known:
    /// grey/red at 3/4, green at 1/2, blue at 1/4, alpha full. Palette images use entry 1 of two.
    static func valid(width: Int = 4, height: Int = 3, depth: Int, colorType: Int, interlaced: Bool) -> Data {
        let maximum = (1 << depth) - 1
        let fractions = [0.75, 0.5, 0.25, 1.0]
        let raw = scanlines(width: width, height: height, depth: depth, colorType: colorType, interlaced: interlaced) { _, _, c in
            switch colorType {
            case 3: return 1
            case 0: return Int((Double(maximum) * 0.75).rounded())
            case 4: return c == 0 ? Int((Double(maximum) * 0.75).rounded()) : maximum
            default: return Int((Double(maximum) * fractions[c]).rounded())
            }
        }
        var chunks = [ihdr(width: width, height: height, depth: depth, colorType: colorType, interlaced: interlaced)]
        if colorType == 3 { chunks.append(Chunk(type: "PLTE", body: [0, 0, 0, 191, 128, 64])) }
        chunks.append(Chunk(type: "IDAT", body: deflate(raw)))
        chunks.append(Chunk(type: "IEND", body: []))
        return file(chunks)
    }

    /// The straight RGBA8 colour `valid(…)` decodes to.
    static func expectedColor(depth: Int, colorType: Int) -> [UInt8] {
        let maximum = Double((1 << depth) - 1)
        func eight(_ fraction: Double) -> UInt8 { UInt8((((maximum * fraction).rounded()) / maximum * 255).rounded()) }
        switch colorType {
        case 3: return [191, 128, 64, 255]
        case 0, 4: let g = eight(0.75); return [g, g, g, 255]
        default: return [eight(0.75), eight(0.5), eight(0.25), 255]
        }
    }

    /// A small valid RGBA image's chunks, to damage.
    static func rgbaChunks(width: Int = 2, height: Int = 2) -> [Chunk] {
        let raw = scanlines(width: width, height: height, depth: 8, colorType: 6, interlaced: false) { _, _, c in c == 3 ? 255 : 100 }
        return [
            ihdr(width: width, height: height, depth: 8, colorType: 6), Chunk(type: "IDAT", body: deflate(raw)),
            Chunk(type: "IEND", body: []),
        ]
    }
}
