import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarPixels
@testable import BarRender

/// The writer's blocks for differing rows (docs/PERFORMANCE.md, "Neighbour matches instead of a
/// match search"): matches one byte and one line (± 1 and 2 pixels) back, blocks of at most 64 lines,
/// libdeflate for blocks of noise; read back by zlib's inflate and libpng to the same pixels.
/// (`EqualRowEncodingTests.everyReferenceSurvivesLibpngAndZlib` runs every reference through them.)
@Suite struct NeighbourMatchEncodingTests {
    /// A soft shadow's contour: each row the one above moved right by `shift` pixels, over a flat
    /// band, then noise rows (libdeflate's), then contour rows again whose line matches reach back
    /// into the noise block's bytes; 150 rows, so a stretch spans three blocks.
    static func contourRaster(width: Int, shift: Int, seed: UInt64) -> Raster {
        var generator = SeededGenerator(state: seed)
        let height = 150
        var raster = Raster(width: width, height: height, fill: (240, 240, 240, 255))
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                if (70..<80).contains(y) {
                    for c in 0..<4 { raster.pixels[o + c] = UInt8.random(in: 0...255, using: &generator) }
                    continue
                }
                let t = (x + y * shift) % 97
                raster.pixels[o] = UInt8(128 + t)
                raster.pixels[o + 3] = UInt8(160 + t / 2)
            }
        }
        return raster
    }

    @Test(arguments: [1, 2, 3, 5, 130, 1170])
    func contoursNoiseAndBlockEdgesDecodeExactly(width: Int) throws {
        for shift in [0, 1, -1, 2, -2, 3] {
            let raster = Self.contourRaster(width: width, shift: shift, seed: UInt64(width))
            let png = try BarPNGWriter().encode(raster)
            #expect(try IndependentPNGReader.read(png).pixels == raster.pixels, "width \(width), shift \(shift)")
        }
    }

    /// The widest image (8192 px: a line is 32 769 bytes, one more than deflate's window, so only
    /// the distances one and two pixels back along the line above are used).
    @Test func theWidestLinesStayInsideTheWindow() throws {
        let raster = Self.contourRaster(width: 8192, shift: 1, seed: 9)
        let png = try BarPNGWriter().encode(raster)
        #expect(try IndependentPNGReader.read(png).pixels == raster.pixels)
    }

    /// Flat and contour lines are written by the block itself; a block of noise is handed back (to
    /// libdeflate) before it has cost more than reading it.
    @Test func noiseGoesToLibdeflateAndBarsDoNot() {
        var block = NeighbourMatchBlock()
        let lineBytes = 1 + 4 * 300
        var generator = SeededGenerator(state: 5)
        let flat = [UInt8]((0..<64).flatMap { _ in [1, 9, 9, 9, 255] + [UInt8](repeating: 0, count: lineBytes - 5) })
        let noise = (0..<(64 * lineBytes)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(flat.withUnsafeBufferPointer { block.tokenize($0, range: 0..<$0.count, lineBytes: lineBytes) })
        #expect(!noise.withUnsafeBufferPointer { block.tokenize($0, range: 0..<$0.count, lineBytes: lineBytes) })
    }

    /// Code lengths never pass deflate's limits, even for counts that would make a deep tree
    /// (Fibonacci counts), and always form a complete code.
    @Test func codeLengthsStayWithinTheLimitAndComplete() {
        var fibonacci = [1, 1]
        while fibonacci.count < 40 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (counts, limit) in [(fibonacci, 15), (Array(fibonacci.prefix(19)), 7), ([5, 0, 0, 7, 1], 15), ([0, 3, 0], 7)] {
            let lengths = DeflateHuffman.lengths(counts: counts, limit: limit)
            #expect(lengths.max()! <= limit)
            let used = lengths.filter { $0 > 0 }
            #expect(used.count == counts.filter { $0 > 0 }.count)
            if used.count > 1 { #expect(used.reduce(0.0) { $0 + pow(2, -Double($1)) } == 1) }
        }
    }
}
