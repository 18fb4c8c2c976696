import BarTestSupport
import BarTheme
internal import CLibDeflate
import Foundation
import Testing

@testable import BarPixels
@testable import BarRender

/// The reader for BarTheme's own PNGs (docs/PERFORMANCE.md, "`diff`: decoding") gives the raster
/// Cairo's libpng reader gives, byte for byte, and leaves every other file to libpng.
@Suite struct PlainPNGReaderTests {
    /// Every reference PNG of the repository: the same raster as through libpng. Those BarTheme
    /// wrote are read by the reader; the few other tools wrote (RGB, a bKGD chunk) are left to libpng.
    @Test func everyReferenceReadsAsThroughLibpng() throws {
        var read = 0, left = 0
        for folder in ["Snapshots", "Examples/SnapshotClient"] {
            let root = Repository.root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".png") else { continue }
                let data = try Data(contentsOf: root.appendingPathComponent(path))
                let expected = try PNGCodec.decodeWithLibpng(data)
                if let raster = PlainPNGReader.read(data) {
                    #expect(raster == expected, "\(path)")
                    read += 1
                } else {
                    #expect(try PNGCodec.decode(data) == expected, "\(path)")
                    left += 1
                }
            }
        }
        #expect(read >= 80)
        #expect(left < 20)
    }

    /// Every alpha with every colour value (256 × 256 pixels), in files written with each of the
    /// five filters: Cairo's premultiply-unpremultiply rounding and the filters, as libpng.
    @Test(arguments: [UInt8(0), 1, 2, 3, 4])
    func everyAlphaAndColourUnderEveryFilter(filter: UInt8) throws {
        var raster = Raster(width: 256, height: 256, fill: (0, 0, 0, 0))
        for alpha in 0..<256 {
            for color in 0..<256 {
                let o = (alpha * 256 + color) * 4
                raster.pixels[o] = UInt8(color); raster.pixels[o + 1] = UInt8(255 - color)
                raster.pixels[o + 2] = UInt8((color * 7) & 0xFF); raster.pixels[o + 3] = UInt8(alpha)
            }
        }
        let png = Self.png(raster, filter: filter)
        let read = try #require(PlainPNGReader.read(png))
        #expect(read == (try PNGCodec.decodeWithLibpng(png)))
    }

    /// Files with other chunks, a damaged CRC, trailing bytes or another pixel format go to libpng
    /// (and `PNGCodec.decode` reads or rejects them as before).
    @Test func otherFilesAreLeftToLibpng() throws {
        let raster = BarPNGWriterTests.barLikeRaster(width: 40, height: 10, seed: 1)
        let png = [UInt8](try BarPNGWriter().encode(raster))
        var withText = png
        withText.insert(contentsOf: Self.chunk("tEXt", Array("Comment\u{0}hello".utf8)), at: 33)
        var damaged = png
        damaged[damaged.count - 20] ^= 0x55
        var grey = png
        grey[25] = 0  // colour type 0 (the CRC then fails too)
        for bytes in [withText, damaged, png + [0], grey] {
            #expect(PlainPNGReader.read(Data(bytes)) == nil)
        }
        #expect(try PNGCodec.decode(Data(withText)) == PNGCodec.decodeWithLibpng(Data(png)))
    }

    /// `raster` as a PNG whose every line uses `filter` (PNG specification §9.2).
    static func png(_ raster: Raster, filter: UInt8) -> Data {
        let rowBytes = raster.width * 4
        var filtered: [UInt8] = []
        for y in 0..<raster.height {
            filtered.append(filter)
            for i in 0..<rowBytes {
                let x = Int(raster.pixels[y * rowBytes + i])
                let a = i >= 4 ? Int(raster.pixels[y * rowBytes + i - 4]) : 0
                let b = y > 0 ? Int(raster.pixels[(y - 1) * rowBytes + i]) : 0
                let c = i >= 4 && y > 0 ? Int(raster.pixels[(y - 1) * rowBytes + i - 4]) : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = [0, a, b, (a + b) / 2, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][Int(filter)]
                filtered.append(UInt8(truncatingIfNeeded: x - predictor))
            }
        }
        let compressor = libdeflate_alloc_compressor(6)!
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, filtered.count))
        compressed.removeLast(
            compressed.count - libdeflate_zlib_compress(compressor, filtered, filtered.count, &compressed, compressed.count))
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let header = be(raster.width) + be(raster.height) + [8, 6, 0, 0, 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", compressed) + chunk("IEND", []))
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = Int(libdeflate_crc32(0, typed, typed.count))
        let length = body.count
        return [UInt8(length >> 24 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + typed
            + [UInt8(crc >> 24 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
