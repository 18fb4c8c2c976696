internal import CLibDeflate
import Foundation

/// Writes bar images as 8-bit RGBA PNGs, fast and byte-deterministically (docs/PERFORMANCE.md).
///
/// Built for bars, which are mostly flat colour: each row is converted once (from Cairo's
/// premultiplied surface, or copied from a ``Raster``) straight into the filtered image data, with a
/// fixed filter per row: a row equal to the one above is written with the Up filter (all zero bytes,
/// and it is not converted at all), any other row with the Sub filter. Each stretch of differing rows
/// is compressed by libdeflate at ``compressionLevel``; each run of equal rows is an
/// ``EqualRowRunBlock`` written without compressing anything (docs/PERFORMANCE.md, #44); all of it is
/// one zlib stream in one IDAT chunk. Only the IHDR, IDAT and IEND chunks are written: no time, text or
/// gamma, so the same pixels always give the same bytes.
///
/// A writer keeps its buffers and its compressor between images, so each worker makes one and reuses
/// it; it is used from one thread at a time.
public final class BarPNGWriter {
    /// libdeflate's compression level: 2 measured as fast as zlib level 1 with files about 30 %
    /// smaller (docs/PERFORMANCE.md).
    public static let compressionLevel: Int32 = 2

    private let compressor: OpaquePointer
    /// The filtered image data (a filter byte, then the row), reused between images.
    private var filtered: [UInt8] = []
    /// The compressed stream, reused between images.
    private var compressed: [UInt8] = []
    /// One row of RGBA8 before filtering, reused between rows and images.
    private var scratch: [UInt8] = []
    /// The current image's runs of differing (> 0) and equal (< 0) rows.
    private var runs: [Int] = []
    /// The block for runs of equal rows of the last width encoded.
    private var runBlock: EqualRowRunBlock?
    private var writer = DeflateBitWriter()
    /// The blocks for differing rows (libdeflate takes those it would not shrink enough).
    private var neighbourMatches = NeighbourMatchBlock()
    private var scanner = DeflateStreamScanner()

    /// Makes a writer with its own compressor.
    public init() {
        guard let compressor = libdeflate_alloc_compressor(Self.compressionLevel) else {
            fatalError("libdeflate cannot allocate a compressor (out of memory)")
        }
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// Encodes `raster` (straight-alpha RGBA8) as a PNG. Throws for an empty raster.
    public func encode(_ raster: Raster) throws(RenderError) -> Data {
        guard raster.width > 0, raster.height > 0 else { throw RenderError.png("cannot encode an empty image") }
        let width = raster.width, height = raster.height
        let rowBytes = width * 4
        return raster.pixels.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            return encodeRows(width: width, height: height) { y, out in
                let row = base + y * rowBytes
                if y > 0 && memcmp(row, row - rowBytes, rowBytes) == 0 { return false }
                out.copyMemory(from: UnsafeRawPointer(row), byteCount: rowBytes)
                return true
            }
        }
    }

    /// Filters every row and compresses them into a PNG. `row(y, out)` writes row `y`'s RGBA8 bytes to
    /// `out` and returns true, or returns false when row `y` equals row `y - 1` (it is then written
    /// with the Up filter, as zeros, in an ``EqualRowRunBlock``).
    package func encodeRows(width: Int, height: Int, row: (Int, UnsafeMutableRawPointer) -> Bool) -> Data {
        let rowBytes = width * 4, lineBytes = rowBytes + 1
        if filtered.count < lineBytes * height { filtered = [UInt8](repeating: 0, count: lineBytes * height) }
        if scratch.count < rowBytes { scratch = [UInt8](repeating: 0, count: rowBytes) }
        // Runs of rows: a positive count is that many differing rows (filtered one after the other
        // into `filtered`), a negative one that many rows equal to the row above (not stored).
        runs.removeAll(keepingCapacity: true)
        filtered.withUnsafeMutableBufferPointer { filteredBuffer in
            scratch.withUnsafeMutableBytes { scratchBuffer in
                let raw = scratchBuffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
                var stored = 0
                for y in 0..<height {
                    guard row(y, UnsafeMutableRawPointer(raw)) else {
                        if let last = runs.last, last < 0 { runs[runs.count - 1] = last - 1 } else { runs.append(-1) }
                        continue
                    }
                    if let last = runs.last, last > 0 { runs[runs.count - 1] = last + 1 } else { runs.append(1) }
                    let line = filteredBuffer.baseAddress! + stored * lineBytes
                    stored += 1
                    line[0] = 1  // Sub: each byte minus the same channel of the pixel to its left.
                    let out = line + 1
                    for k in 0..<min(4, rowBytes) { out[k] = raw[k] }
                    for k in 4..<max(4, rowBytes) { out[k] = raw[k] &- raw[k - 4] }
                }
            }
        }
        let stream = compressRuns(rowBytes: rowBytes)

        var png = [UInt8]()
        png.reserveCapacity(stream.count + 57)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        Self.appendBigEndian(UInt32(width), to: &header)
        Self.appendBigEndian(UInt32(height), to: &header)
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits a channel, RGBA, deflate, adaptive filters, no interlace.
        Self.appendChunk("IHDR", header[...], to: &png)
        Self.appendChunk("IDAT", stream[...], to: &png)
        Self.appendChunk("IEND", [][...], to: &png)
        return Data(png)
    }

    /// The zlib stream (RFC 1950) of the filtered image described by `runs`: each stretch of
    /// differing rows in ``NeighbourMatchBlock``s (or libdeflate's, `writeDifferingRows`), each run
    /// of equal rows an ``EqualRowRunBlock``, then the Adler-32 of all filtered bytes.
    private func compressRuns(rowBytes: Int) -> [UInt8] {
        let lineBytes = rowBytes + 1
        if runBlock?.rowBytes != rowBytes { runBlock = EqualRowRunBlock(rowBytes: rowBytes) }
        let runBlock = runBlock!
        writer.reset(capacity: 1 << 15)
        writer.write(0x5E78, count: 16)  // CMF 0x78 (deflate, 32 KiB window), FLG 0x5E (FLEVEL 1, check bits).
        var adler: UInt32 = 1, storedRow = 0
        filtered.withUnsafeBufferPointer { filteredBuffer in
            for (index, run) in runs.enumerated() {
                let isLast = index == runs.count - 1
                if run < 0 {
                    runBlock.write(rows: -run, final: isLast, to: &writer)
                    adler = Self.adler32(afterUpRows: -run, rowBytes: rowBytes, from: adler)
                    continue
                }
                let start = filteredBuffer.baseAddress! + storedRow * lineBytes, length = run * lineBytes
                storedRow += run
                adler = libdeflate_adler32(adler, start, length)
                writeDifferingRows(UnsafeBufferPointer(start: start, count: length), lineBytes: lineBytes, final: isLast)
            }
        }
        writer.finish()
        var stream = writer.bytes
        Self.appendBigEndian(adler, to: &stream)
        return stream
    }

    /// Writes a stretch of differing rows (filtered, `lineBytes` each): a ``NeighbourMatchBlock`` for
    /// each ``NeighbourMatchBlock/linesPerBlock`` lines, or libdeflate's blocks for those it would not
    /// shrink enough; `final` marks the stretch's last block as the stream's last.
    private func writeDifferingRows(_ stretch: UnsafeBufferPointer<UInt8>, lineBytes: Int, final: Bool) {
        let blockBytes = NeighbourMatchBlock.linesPerBlock * lineBytes
        for start in Swift.stride(from: 0, to: stretch.count, by: blockBytes) {
            let range = start..<min(stretch.count, start + blockBytes)
            let isLast = final && range.upperBound == stretch.count
            if neighbourMatches.tokenize(stretch, range: range, lineBytes: lineBytes) {
                neighbourMatches.write(final: isLast, to: &writer)
                continue
            }
            let bound = libdeflate_deflate_compress_bound(compressor, range.count)
            if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
            compressed.withUnsafeMutableBytes { output in
                let size = libdeflate_deflate_compress(compressor, stretch.baseAddress! + start, range.count, output.baseAddress, bound)
                precondition(size > 0, "libdeflate_deflate_compress had less than its own bound")
                let stream = UnsafeRawBufferPointer(rebasing: output[0..<size])
                guard let layout = try? scanner.scan(stream) else {
                    preconditionFailure("libdeflate wrote a stream that does not scan")
                }
                if !isLast { output[layout.finalBlockBit >> 3] &= ~(1 << UInt8(layout.finalBlockBit & 7)) }
                if layout.hasStoredBlock { writer.alignWithEmptyStoredBlock() }
                writer.append(bitsOf: output.baseAddress!, bitCount: layout.bitCount)
            }
        }
    }

    /// Adler-32 (RFC 1950 §8.2) continued over `rows` Up-filtered equal rows (a 2, then `rowBytes`
    /// zeros each) without reading them: a zero adds nothing to the first sum and the first sum to
    /// the second.
    static func adler32(afterUpRows rows: Int, rowBytes: Int, from adler: UInt32) -> UInt32 {
        let modulus: UInt64 = 65521
        var a = UInt64(adler & 0xFFFF), b = UInt64(adler >> 16)
        let zeros = UInt64(rowBytes) % modulus
        for _ in 0..<rows {
            a = (a + 2) % modulus
            b = (b + a + zeros * a) % modulus
        }
        return UInt32(b << 16 | a)
    }

    private static func appendChunk(_ type: StaticString, _ body: ArraySlice<UInt8>, to png: inout [UInt8]) {
        appendBigEndian(UInt32(body.count), to: &png)
        let typeStart = png.count
        type.withUTF8Buffer { png.append(contentsOf: $0) }
        png.append(contentsOf: body)
        let crc = png[typeStart...].withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        appendBigEndian(crc, to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
