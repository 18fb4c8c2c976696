import BarTestSupport
import BarTheme
internal import CCairo
internal import CZlib
import Foundation
import Testing

@testable import BarRender

/// The bar PNG writer: files that an independent decoder (zlib's inflate and the PNG filters undone
/// here, `pngcheck`, libpng through Cairo) reads back to exactly the pixels drawn; the same bytes
/// whatever writer or order made them.
@Suite struct BarPNGWriterTests {
    /// A raster with the shapes bars have: flat bands (equal rows), rows with a few edges, noise,
    /// and every kind of alpha (0, 255, in between).
    static func barLikeRaster(width: Int, height: Int, seed: UInt64) -> Raster {
        var generator = SeededGenerator(state: seed)
        var raster = Raster(width: width, height: height, fill: (0x11, 0x22, 0x33, 0xFF))
        for y in 0..<height {
            let kind = y / max(1, height / 5)
            for x in 0..<width {
                let o = (y * width + x) * 4
                switch kind {
                case 0: continue  // a flat band: every row equal
                case 1:  // translucent flat band
                    raster.pixels[o] = 200; raster.pixels[o + 1] = 10; raster.pixels[o + 2] = 99; raster.pixels[o + 3] = 0x80
                case 2:  // edges: runs of colour
                    let v = UInt8((x / 7) % 3 * 100)
                    raster.pixels[o] = v; raster.pixels[o + 3] = x % 11 == 0 ? 0 : 255
                default:  // noise, any alpha
                    for c in 0..<4 { raster.pixels[o + c] = UInt8.random(in: 0...255, using: &generator) }
                }
            }
        }
        return raster
    }

    @Test(arguments: [(1, 1), (1, 7), (3, 1), (2, 2), (117, 40), (1170, 30)])
    func straightPixelsSurviveExactly(width: Int, height: Int) throws {
        let raster = Self.barLikeRaster(width: width, height: height, seed: UInt64(width * 1000 + height))
        let png = try BarPNGWriter().encode(raster)
        let decoded = try IndependentPNGReader.read(png)
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.pixels == raster.pixels)
    }

    @Test func oneWriterGivesTheSameBytesAsFreshOnesInAnyOrder() throws {
        let large = Self.barLikeRaster(width: 300, height: 90, seed: 1), small = Self.barLikeRaster(width: 40, height: 9, seed: 2)
        let writer = BarPNGWriter()
        let first = try writer.encode(large), second = try writer.encode(small), third = try writer.encode(large)
        #expect(first == third)
        #expect(second == (try BarPNGWriter().encode(small)))
        #expect(first == (try BarPNGWriter().encode(large)))
        #expect(first != second)
    }

    @Test func emptyRasterIsAClearError() {
        #expect(throws: RenderError.png("cannot encode an empty image")) { try BarPNGWriter().encode(Raster(width: 0, height: 0)) }
    }

    /// Straight from Cairo's premultiplied surface: the file holds exactly what `CairoCanvas.raster()`
    /// reads from the same surface (translucent colours, anti-aliased edges, equal rows).
    @Test func surfacePixelsAreUnpremultipliedLikeTheRaster() throws {
        let canvas = try CairoCanvas(pixelWidth: 257, pixelHeight: 61, scale: 1)
        let cr = canvas.context
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.9, 0.37)
        cairo_rectangle(cr, 0, 0, 257, 30)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0.9, 0.1, 0.3, 0.81)
        cairo_arc(cr, 120, 35, 22.3, 0, 6.2832)
        cairo_fill(cr)
        let png = try BarPNGWriter().encode(canvas)
        let expected = canvas.raster()
        #expect(try IndependentPNGReader.read(png).pixels == expected.pixels)
        #expect(try PNGCodec.decode(png) == expected)
    }

    /// Every sample theme's every bar: `renderPNG` (reused surface, reused writer) decodes through
    /// libpng to exactly `render(job).raster`, the pixels the references are compared with; and
    /// `pngcheck` (installed by Scripts/setup) finds every file valid.
    @Test func everySampleBarDecodesToItsRenderedPixelsAndIsValid() throws {
        let themes = repositoryRoot.appendingPathComponent("Themes")
        let paths = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let renderer = try BarRenderer()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-png-writer-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for path in paths {
            let loaded = try ThemeLoader.load(path: themes.appendingPathComponent(path).path)
            for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents) {
                let png = try renderer.renderPNG(job)
                let expected = try renderer.render(job).raster
                #expect(try PNGCodec.decode(png) == expected, "\(path) \(job.relativeOutputPath)")
                let file = folder.appendingPathComponent("\(files.count).png").path
                try png.write(to: URL(fileURLWithPath: file))
                files.append(file)
            }
        }
        #expect(files.count >= 16)
        #expect(try pngcheckStatus(files) == 0, "pngcheck found an invalid PNG (is pngcheck installed? Scripts/setup installs it)")
    }
}

/// The exit status of `pngcheck -q` on `files` (0: every file valid; Scripts/setup --test installs it).
func pngcheckStatus(_ files: [String]) throws -> Int32 {
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    check.arguments = ["pngcheck", "-q"] + files
    try check.run()
    check.waitUntilExit()
    return check.terminationStatus
}

private let repositoryRoot = Repository.root

/// A deterministic random number generator (SplitMix64) for test pixels.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Reads an 8-bit RGBA, non-interlaced PNG without libpng: chunk CRCs checked with zlib, the
/// IDAT data inflated with zlib, and all five PNG filters undone here (PNG specification §9).
enum IndependentPNGReader {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func read(_ png: Data) throws -> Raster {
        let bytes = [UInt8](png)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(description: "no signature") }
        var offset = 8, width = 0, height = 0, idat: [UInt8] = [], sawEnd = false
        func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 12 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = Array(bytes[(offset + 4)..<(offset + 8 + length)]).withUnsafeBufferPointer {
                crc32(0, $0.baseAddress, uInt($0.count))
            }
            guard UInt32(truncatingIfNeeded: crc) == UInt32(be32(offset + 8 + length)) else {
                throw Failure(description: "bad CRC in \(type)")
            }
            switch type {
            case "IHDR":
                width = be32(offset + 8); height = be32(offset + 12)
                guard body[8] == 8, body[9] == 6, body[12] == 0 else { throw Failure(description: "not 8-bit RGBA non-interlaced") }
            case "IDAT": idat += body
            case "IEND": sawEnd = true
            default: throw Failure(description: "unexpected chunk \(type)")
            }
            offset += 12 + length
        }
        guard sawEnd, offset == bytes.count else { throw Failure(description: "no IEND at the end") }
        let rowBytes = width * 4
        var inflated = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var size = uLongf(inflated.count)
        let status = uncompress(&inflated, &size, idat, uLong(idat.count))
        guard status == Z_OK, Int(size) == inflated.count else { throw Failure(description: "zlib: status \(status), \(size) bytes") }
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let filter = inflated[y * (rowBytes + 1)]
            for k in 0..<rowBytes {
                let x = inflated[y * (rowBytes + 1) + 1 + k]
                let a = k >= 4 ? Int(pixels[y * rowBytes + k - 4]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * rowBytes + k]) : 0
                let c = k >= 4 && y > 0 ? Int(pixels[(y - 1) * rowBytes + k - 4]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "filter \(filter)")
                }
                pixels[y * rowBytes + k] = x &+ UInt8(truncatingIfNeeded: predictor)
            }
        }
        return Raster(width: width, height: height, pixels: pixels)
    }
}
