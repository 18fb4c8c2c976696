internal import CZlib
import Foundation

/// Writes an animated PNG (APNG, the PNG extension that browsers and most image viewers play)
/// from frames of one size: 8-bit RGBA, each frame's scanlines compressed with zlib, every frame
/// replacing the whole canvas (dispose none, blend source), so each frame looks exactly like its
/// own raster. Deterministic: no timestamps. The frames are encoded here rather than by Cairo's
/// PNG writer because that one picks RGB or RGBA per image, and an APNG needs one format.
///
/// Chunk layout (APNG specification): signature, IHDR, acTL, then fcTL + IDAT for frame 0 and
/// fcTL + fdAT for each further frame, IEND.
public enum AnimatedPNG {
    /// The APNG for `frames` (one size), each shown for `delay` seconds, looping forever.
    public static func encode(_ frames: [Raster], delay: Double) throws(RenderError) -> Data {
        guard let first = frames.first, first.width > 0, first.height > 0 else {
            throw RenderError.png("an animation needs at least one non-empty frame")
        }
        let width = bigEndian(UInt32(first.width)), height = bigEndian(UInt32(first.height))
        // The delay as a fraction: milliseconds over 1000.
        let delayNumerator = UInt16(min(max((delay * 1000).rounded(), 1), 65535))
        var output = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Width, height, bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        append("IHDR", width + height + Data([8, 6, 0, 0, 0]), to: &output)
        append("acTL", bigEndian(UInt32(frames.count)) + bigEndian(UInt32(0)), to: &output)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw RenderError.png("frame \(index) is \(frame.width)×\(frame.height), the first \(first.width)×\(first.height)")
            }
            var control = bigEndian(sequence) + width + height + bigEndian(UInt32(0)) + bigEndian(UInt32(0))
            control += bigEndian(delayNumerator) + bigEndian(UInt16(1000)) + Data([0, 0])
            append("fcTL", control, to: &output)
            sequence += 1
            let data = try compressedScanlines(frame)
            if index == 0 {
                append("IDAT", data, to: &output)
            } else {
                append("fdAT", bigEndian(sequence) + data, to: &output)
                sequence += 1
            }
        }
        append("IEND", Data(), to: &output)
        return output
    }

    /// The frame's rows, each after a filter byte 0 (none), compressed with zlib.
    static func compressedScanlines(_ raster: Raster) throws(RenderError) -> Data {
        let rowBytes = raster.width * 4
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * raster.height)
        for y in 0..<raster.height {
            raw.replaceSubrange(
                (y * (rowBytes + 1) + 1)..<((y + 1) * (rowBytes + 1)), with: raster.pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
        }
        var length = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&compressed, &length, raw, uLong(raw.count), 6)
        guard status == Z_OK else { throw RenderError.png("zlib could not compress an animation frame (status \(status))") }
        return Data(compressed.prefix(Int(length)))
    }

    /// The chunks of a PNG file, in order (type and data).
    static func chunks(of png: Data) throws(RenderError) -> [(type: String, data: Data)] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError.png("an animation frame is not a PNG file")
        }
        var result: [(String, Data)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(
                UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3]))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else { throw RenderError.png("an animation frame has a truncated \(type) chunk") }
            result.append((type, Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return result
    }

    static func append(_ type: String, _ data: Data, to output: inout Data) {
        let typeBytes = Data(type.utf8)
        output += bigEndian(UInt32(data.count))
        output += typeBytes
        output += data
        let crc = (typeBytes + data).withUnsafeBytes { buffer -> UInt in
            crc32(crc32(0, nil, 0), buffer.bindMemory(to: UInt8.self).baseAddress, uInt(buffer.count))
        }
        output += bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    static func bigEndian(_ value: UInt16) -> Data {
        Data([UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
