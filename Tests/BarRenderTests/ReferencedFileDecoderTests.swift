import BarTheme
import Foundation
import Testing

@testable import BarRender

/// `validate` decodes each distinct image once per run: the verdict is kept per path and content,
/// so a file many themes name is decoded once and a file edited in between is decoded again.
@Suite struct ReferencedFileDecoderTests {
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("decoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func png(width: Int, height: Int) throws -> Data {
        try PNGCodec.encode(Raster(width: width, height: height, pixels: [UInt8](repeating: 200, count: width * height * 4)))
    }

    @Test func anImageNamedAgainIsNotDecodedAgain() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("shared.png").path
        try Self.png(width: 4, height: 4).write(to: URL(fileURLWithPath: path))
        let decoder = ReferencedFileDecoder()
        for _ in 0..<5 { #expect(decoder.imageProblem(at: path) == nil) }
        #expect(decoder.imagesDecoded == 1)
    }

    @Test func anImageEditedBetweenChecksIsDecodedAgain() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("edited.png")
        try Self.png(width: 4, height: 4).write(to: url)
        let decoder = ReferencedFileDecoder()
        #expect(decoder.imageProblem(at: url.path) == nil)
        // Damaged in place: same path, other bytes (the PNG signature kept, the chunks cut short).
        var damaged = try Self.png(width: 4, height: 4)
        damaged.removeLast(20)
        try damaged.write(to: url)
        let problem = try #require(decoder.imageProblem(at: url.path))
        #expect(!problem.isEmpty)
        // Repaired: decoded again, and good again.
        try Self.png(width: 4, height: 4).write(to: url)
        #expect(decoder.imageProblem(at: url.path) == nil)
        #expect(decoder.imagesDecoded == 2, "the repaired file has the first file's bytes and path: its verdict is known")
    }

    @Test func sameBytesAtAnotherPathAreCheckedUnderTheirOwnName() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var damaged = try Self.png(width: 4, height: 4)
        damaged.removeLast(20)
        let first = dir.appendingPathComponent("a.png"), second = dir.appendingPathComponent("b.png")
        try damaged.write(to: first)
        try damaged.write(to: second)
        let decoder = ReferencedFileDecoder()
        let a = try #require(decoder.imageProblem(at: first.path))
        let b = try #require(decoder.imageProblem(at: second.path))
        #expect(!a.contains("b.png") && !b.contains("a.png"), "each message names its own file, if any: \(a) / \(b)")
    }
}
