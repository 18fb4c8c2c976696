internal import CZlib
import Foundation

/// Checks a whole PNG file before it is decoded, so a damaged file is refused with the reason
/// instead of being drawn half-way (libpng only warns about some damage) and so decoding work is
/// bounded by the image's own size: every chunk's length and CRC, one IHDR first with valid
/// fields, PLTE where the colour type needs one, contiguous IDAT chunks, IEND last; then the IDAT
/// stream is inflated in small pieces and must give exactly the bytes the image needs (each
/// scanline's filter byte 0-4, Adam7 passes included), stopping as soon as it gives more.
public enum PNGStructure {
    /// The header fields of a checked PNG.
    public struct Header: Equatable, Sendable {
        /// Width in pixels.
        public let width: Int
        /// Height in pixels.
        public let height: Int
        /// Bits per sample (1, 2, 4, 8 or 16).
        public let bitDepth: Int
        /// PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
        public let colorType: Int
        /// Whether the image is Adam7-interlaced.
        public let interlaced: Bool
    }

    /// Why a PNG is refused: one sentence.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The sentence.
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// The largest side accepted, in pixels (the same as the drawing canvas).
    public static let maximumEdge = 4096
    /// At most this many chunks are read.
    public static let maximumChunks = 10_000

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header of a well-formed PNG, or the first problem found.
    public static func check(_ data: Data) throws(Problem) -> Header {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw Problem("not a PNG file (no PNG signature)") }
        var offset = 8
        var header: Header?
        var sawPalette = false, sawEnd = false
        var idat = Data()
        var idatState = 0  // 0 none yet, 1 in the run, 2 after it
        var chunks = 0
        while offset < bytes.count {
            chunks += 1
            guard chunks <= maximumChunks else { throw Problem("more than \(maximumChunks) chunks") }
            guard !sawEnd else { throw Problem("data after the IEND chunk") }
            guard offset + 12 <= bytes.count else { throw Problem("truncated: a chunk header at byte \(offset) is cut off") }
            let length = Int(readUInt32(bytes, offset))
            // A chunk length is at most 2^31 - 1 (PNG §5.3) and must fit in what is left of the file.
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
                throw Problem("truncated: a chunk at byte \(offset) says it holds \(length) bytes, more than the file has left")
            }
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw Problem("a chunk at byte \(offset) has an invalid type")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let stored = readUInt32(bytes, offset + 8 + length)
            let computed = bytes.withUnsafeBufferPointer { buffer in
                UInt32(crc32(0, buffer.baseAddress! + offset + 4, uInt(length + 4)))
            }
            guard stored == computed else { throw Problem("the \(type) chunk at byte \(offset) has a bad CRC (the file is damaged)") }
            let body = offset + 8
            if header == nil && type != "IHDR" { throw Problem("the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR":
                guard header == nil else { throw Problem("a second IHDR chunk") }
                header = try readHeader(bytes, at: body, length: length)
            case "PLTE":
                guard !sawPalette else { throw Problem("a second PLTE chunk") }
                guard idatState == 0 else { throw Problem("PLTE after the image data") }
                guard length > 0, length % 3 == 0, length / 3 <= 256 else {
                    throw Problem("a PLTE chunk of \(length) bytes (a multiple of 3, at most 768)")
                }
                if let header, header.colorType == 3, length / 3 > 1 << header.bitDepth {
                    throw Problem("the palette has \(length / 3) entries; a \(header.bitDepth)-bit image can use \(1 << header.bitDepth)")
                }
                if let header, header.colorType == 0 || header.colorType == 4 { throw Problem("a PLTE chunk in a grey image") }
                sawPalette = true
            case "IDAT":
                guard idatState != 2 else { throw Problem("IDAT chunks are not consecutive") }
                if let header, header.colorType == 3, !sawPalette { throw Problem("a palette image without a PLTE chunk") }
                idatState = 1
                idat.append(contentsOf: bytes[body..<(body + length)])
            case "IEND":
                sawEnd = true
            default:
                if idatState == 1 { idatState = 2 }
                // An unknown critical chunk (upper-case first letter) cannot be skipped (PNG §5.4).
                if typeBytes[0] & 0x20 == 0 { throw Problem("an unknown critical chunk \(type)") }
            }
            if type != "IDAT" && idatState == 1 { idatState = 2 }
            offset += 12 + length
        }
        guard let header else { throw Problem("no IHDR chunk") }
        guard idatState != 0 else { throw Problem("no image data (IDAT)") }
        guard sawEnd else { throw Problem("truncated: no IEND chunk") }
        try checkImageData(idat, header: header)
        return header
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func readHeader(_ bytes: [UInt8], at body: Int, length: Int) throws(Problem) -> Header {
        guard length == 13 else { throw Problem("an IHDR chunk of \(length) bytes (13 expected)") }
        let width = Int(readUInt32(bytes, body)), height = Int(readUInt32(bytes, body + 4))
        guard width > 0, height > 0 else { throw Problem("the image is \(width)×\(height) px") }
        guard width <= maximumEdge, height <= maximumEdge else {
            throw Problem("the image is \(width)×\(height) px; each side may be at most \(maximumEdge) px")
        }
        let depth = Int(bytes[body + 8]), colorType = Int(bytes[body + 9])
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = allowed[colorType] else { throw Problem("colour type \(colorType) does not exist") }
        guard depths.contains(depth) else { throw Problem("bit depth \(depth) is not allowed with colour type \(colorType)") }
        guard bytes[body + 10] == 0 else { throw Problem("compression method \(bytes[body + 10]) does not exist") }
        guard bytes[body + 11] == 0 else { throw Problem("filter method \(bytes[body + 11]) does not exist") }
        guard bytes[body + 12] <= 1 else { throw Problem("interlace method \(bytes[body + 12]) does not exist") }
        return Header(width: width, height: height, bitDepth: depth, colorType: colorType, interlaced: bytes[body + 12] == 1)
    }

    /// The bytes per row (filter byte included) of each pass: one pass, or Adam7's seven.
    static func rowLayout(_ header: Header) -> [(rows: Int, rowBytes: Int)] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.colorType] ?? 1
        let bitsPerPixel = channels * header.bitDepth
        func rowBytes(_ width: Int) -> Int { 1 + (width * bitsPerPixel + 7) / 8 }
        guard header.interlaced else { return [(header.height, rowBytes(header.width))] }
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = [
            (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
        ]
        return passes.compactMap { pass in
            let columns = (header.width - pass.x0 + pass.dx - 1) / pass.dx
            let rows = (header.height - pass.y0 + pass.dy - 1) / pass.dy
            return columns > 0 && rows > 0 ? (rows, rowBytes(columns)) : nil
        }
    }

    /// Inflates the IDAT stream in 64 KiB pieces; it must end exactly where the image does.
    static func checkImageData(_ idat: Data, header: Header) throws(Problem) {
        let layout = rowLayout(header)
        let expected = layout.reduce(0) { $0 + $1.rows * $1.rowBytes }
        // Where each row's filter byte sits in the stream.
        var filterOffsets: [Int] = []
        filterOffsets.reserveCapacity(layout.reduce(0) { $0 + $1.rows })
        var position = 0
        for pass in layout {
            for _ in 0..<pass.rows { filterOffsets.append(position); position += pass.rowBytes }
        }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Problem("cannot start decompression")
        }
        defer { inflateEnd(&stream) }
        let pieceSize = 64 << 10
        var piece = [UInt8](repeating: 0, count: pieceSize)
        var produced = 0
        var nextFilter = 0
        var finished = false
        var input = [UInt8](idat)
        let status: Int32 = input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while true {
                let result: Int32 = piece.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(pieceSize)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let count = pieceSize - Int(stream.avail_out)
                // Filter bytes in this piece.
                while nextFilter < filterOffsets.count, filterOffsets[nextFilter] < produced + count {
                    if piece[filterOffsets[nextFilter] - produced] > 4 { return -100 }
                    nextFilter += 1
                }
                produced += count
                if produced > expected { return -101 }
                if result == Z_STREAM_END { finished = true; return Z_OK }
                if result != Z_OK { return result }
                if count == 0 && stream.avail_in == 0 { return Z_BUF_ERROR }
            }
        }
        switch status {
        case -100: throw Problem("a scanline has a filter type above 4 (the image data is damaged)")
        case -101:
            throw Problem("the image data inflates to more than the \(expected) bytes a \(header.width)×\(header.height) image needs")
        case Z_OK where finished:
            guard produced == expected else {
                throw Problem("truncated image data: \(produced) of \(expected) bytes")
            }
        case Z_BUF_ERROR: throw Problem("truncated image data: the compressed stream ends after \(produced) of \(expected) bytes")
        default: throw Problem("the image data is not a valid zlib stream (the file is damaged)")
        }
    }
}
