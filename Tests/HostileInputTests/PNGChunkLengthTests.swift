import BarRender
import Foundation
import Testing

/// A 150-byte PNG whose `tEXt` chunk claims 2 GB (docs/THEME-FORMAT.md, "Image": chunk lengths):
/// before, `validate` passed it and `render` allocated 2.1 GB before an unlocated "damaged" error. The
/// chunk length is now checked against what the file holds before anything is allocated or decoded.
@Suite struct PNGChunkLengthTests {
    static func textBomb() -> Data {
        var bytes = [UInt8](PNGFixtures.valid(depth: 8, colorType: 6, interlaced: false))
        // Insert, after IHDR (8 + 25 bytes), a tEXt chunk header claiming 0x7FFFFFF0 bytes and a few bytes of it.
        let claim: [UInt8] = PNGFixtures.bigEndian(0x7FFF_FFF0) + Array("tEXt".utf8) + Array("Comment\0x".utf8)
        bytes.insert(contentsOf: claim, at: 33)
        return Data(bytes)
    }

    @Test func aChunkClaimingMoreThanTheFileHoldsIsRefusedBeforeDecoding() throws {
        let data = Self.textBomb()
        #expect(data.count < 200)
        do {
            _ = try PNGStructure.check(data)
            Issue.record("the PNG must be refused")
        } catch {
            #expect(error.description.contains("more than the file has left"), "\(error)")
        }
    }

    @Test func theDecoderValidateUsesRefusesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-textbomb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.textBomb().write(to: folder.appendingPathComponent("bomb.png"))
        let decoder = ReferencedFileDecoder()
        let problem = decoder.imageProblem(at: folder.appendingPathComponent("bomb.png").path)
        #expect(problem?.contains("more than the file has left") == true, "\(problem ?? "accepted")")
    }
}
