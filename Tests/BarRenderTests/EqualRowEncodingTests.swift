import BarTestSupport
import BarTheme
internal import CLibDeflate
import Foundation
import Testing

@testable import BarPixels
@testable import BarRender

/// The writer's deflate stream made of libdeflate's streams for differing rows and its own blocks for
/// runs of equal rows (docs/PERFORMANCE.md, "Equal rows as runs"): read back by libpng and by zlib's
/// inflate to the same pixels, on every reference of the repository and on shapes that put a run at
/// every place in the stream.
@Suite struct EqualRowEncodingTests {
    /// Every reference PNG the repository holds (`Snapshots/` and the example client's), decoded with
    /// libpng, encoded by the writer, then decoded by libpng and by zlib's inflate with the filters
    /// undone in the test: the same pixels each time; and the file is valid for `pngcheck`.
    @Test func everyReferenceSurvivesLibpngAndZlib() throws {
        let root = repositoryRoot
        var references: [String] = []
        for folder in ["Snapshots", "Examples/SnapshotClient"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".png") else { continue }
                references.append(root.appendingPathComponent(folder).appendingPathComponent(path).path)
            }
        }
        #expect(references.count >= 90)
        let writer = BarPNGWriter()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("equal-row-encoding-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var written: [String] = []
        for path in references.sorted() {
            let raster = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: path)))
            let png = try writer.encode(raster)
            #expect(try PNGCodec.decode(png) == raster, "libpng: \(path)")
            #expect(try IndependentPNGReader.read(png).pixels == raster.pixels, "zlib: \(path)")
            #expect(png == (try writer.encode(raster)), "the same bytes a second time: \(path)")
            let file = folder.appendingPathComponent("\(written.count).png").path
            try png.write(to: URL(fileURLWithPath: file))
            written.append(file)
        }
        #expect(try pngcheckStatus(written) == 0, "pngcheck found an invalid PNG (Scripts/setup --test installs pngcheck)")
    }

    /// Runs of equal rows first after one row, in the middle, at the end (the stream's final block is
    /// then the writer's own), a whole image of one row repeated, and widths whose row length leaves
    /// every remainder after 258-byte matches. Opaque pixels, so Cairo's premultiplied surface behind
    /// `PNGCodec.decode` holds them exactly (translucent ones: `everyReferenceSurvivesLibpngAndZlib`).
    @Test(arguments: [1, 2, 3, 64, 65, 129, 130, 390, 1170])
    func runsAnywhereDecodeExactly(width: Int) throws {
        for pattern in ["dddd", "deeeeddeee", "deddddddddde", "dedededede"] {
            var raster = Raster(width: width, height: pattern.count, fill: (1, 2, 3, 255))
            var value: UInt8 = 7
            for (y, kind) in pattern.enumerated() where kind == "d" {
                for x in 0..<width {
                    value = value &* 31 &+ UInt8(truncatingIfNeeded: x + y)
                    raster.pixels[(y * width + x) * 4] = value
                    raster.pixels[(y * width + x) * 4 + 1] = value &+ 85
                }
            }
            let png = try BarPNGWriter().encode(raster)
            #expect(try IndependentPNGReader.read(png).pixels == raster.pixels, "width \(width), rows \(pattern)")
            #expect(try PNGCodec.decode(png) == raster, "width \(width), rows \(pattern)")
        }
    }

    /// The Adler-32 of equal rows worked out without reading them is libdeflate's over the bytes.
    @Test func adlerOfUpRowsMatchesTheBytes() {
        for (rows, rowBytes) in [(1, 4), (3, 4680), (200, 4680), (17, 65521), (2, 70000)] {
            var bytes = [UInt8](repeating: 0, count: rows * (rowBytes + 1))
            for row in 0..<rows { bytes[row * (rowBytes + 1)] = 2 }
            let start: UInt32 = 0x1234_5678 % 65521
            let expected = bytes.withUnsafeBufferPointer { libdeflate_adler32(start, $0.baseAddress, $0.count) }
            #expect(BarPNGWriter.adler32(afterUpRows: rows, rowBytes: rowBytes, from: start) == expected, "\(rows) × \(rowBytes)")
        }
    }

    /// The scanner finds the end of libdeflate's streams to the bit: stored (level 0), fixed and
    /// dynamic blocks, and streams of several blocks; the BFINAL bit it names is set and the stream's
    /// last byte is the one holding its last bit.
    @Test(arguments: [0, 1, 2, 6, 12])
    func scannerFindsTheEndOfLibdeflateStreams(level: Int32) throws {
        var generator = SeededGenerator(state: UInt64(level) + 3)
        let inputs: [[UInt8]] = [
            [42],
            [UInt8](repeating: 0, count: 5000),
            (0..<3000).map { _ in UInt8.random(in: 0...3, using: &generator) },
            (0..<400_000).map { index in index % 977 < 500 ? 0 : UInt8.random(in: 0...255, using: &generator) },
        ]
        let compressor = try #require(libdeflate_alloc_compressor(level))
        defer { libdeflate_free_compressor(compressor) }
        var scanner = DeflateStreamScanner()
        for input in inputs {
            let bound = libdeflate_deflate_compress_bound(compressor, input.count)
            var output = [UInt8](repeating: 0, count: bound)
            let size = libdeflate_deflate_compress(compressor, input, input.count, &output, bound)
            #expect(size > 0)
            let layout = try output.withUnsafeBytes { try scanner.scan(UnsafeRawBufferPointer(rebasing: $0[0..<size])) }
            #expect((layout.bitCount + 7) / 8 == size, "level \(level), \(input.count) bytes")
            #expect(output[layout.finalBlockBit >> 3] >> UInt8(layout.finalBlockBit & 7) & 1 == 1)
        }
    }

    /// Bytes that are not a deflate stream are reported, not read past.
    @Test func scannerRejectsWhatIsNotAStream() {
        var scanner = DeflateStreamScanner()
        for bytes: [UInt8] in [[], [0x07], [0x01, 0x05, 0x00, 0x00, 0x00], [0xFF, 0xFF, 0xFF, 0xFF]] {
            #expect(throws: DeflateStreamScanner.Malformed.self) { try bytes.withUnsafeBytes { try scanner.scan($0) } }
        }
    }
}

private let repositoryRoot = Repository.root
