import Foundation
import Testing

@testable import BarRender

@Suite struct RenderingStackTests {
    @Test func sha256MatchesTheFIPSTestVectors() {
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // 64 bytes: the padding needs a second block.
        #expect(SHA256.hex(Data(repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        // NIST's long-message vector: one million 'a' (many blocks; the length crosses 2^20 bytes).
        #expect(SHA256.hex(Data(repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func currentStackNamesTheLibraryVersionsAndFingerprintsEveryPinnedFont() throws {
        let stack = try RenderingStack.current()
        for version in [stack.cairo, stack.freetype, stack.harfbuzz, stack.fribidi ?? "missing"] {
            #expect(version.split(separator: ".").count == 3, "\(version)")
            #expect(version.split(separator: ".").allSatisfy { Int($0) != nil }, "\(version)")
        }
        #expect(Set(stack.fonts.keys) == Set(PinnedFonts.files))
        let regular = try Data(contentsOf: PinnedFonts.directory.appendingPathComponent("Inter-Regular.otf"))
        #expect(stack.fonts["Inter-Regular.otf"] == SHA256.hex(regular))
        #expect(stack.fonts.values.allSatisfy { $0.count == 64 })
    }

    @Test func changesNameEachLibraryAndFontThatDiffers() {
        let old = RenderingStack(
            cairo: "1.16.0", freetype: "2.12.1", harfbuzz: "6.0.0",
            fonts: ["A.otf": String(repeating: "a", count: 64), "B.otf": String(repeating: "b", count: 64)])
        var new = old
        #expect(new.changes(since: old).isEmpty)
        new.cairo = "1.18.0"
        new.fonts["A.otf"] = String(repeating: "c", count: 64)
        new.fonts["B.otf"] = nil
        new.fonts["C.ttf"] = String(repeating: "d", count: 64)
        new.fribidi = "1.0.8"
        #expect(
            new.changes(since: old) == [
                "cairo 1.16.0 → 1.18.0",
                "FriBidi (not recorded) → 1.0.8",
                "font A.otf changed (sha256 aaaaaaaa… → cccccccc…)",
                "font B.otf removed",
                "font C.ttf added",
            ])
    }

    @Test func aMissingPinnedFontIsAnErrorThatNamesTheFile() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-nofonts-\(UUID().uuidString)")
        #expect(throws: RenderError.self) { try RenderingStack.current(fontsDirectory: empty) }
        do {
            _ = try RenderingStack.current(fontsDirectory: empty)
        } catch {
            #expect(error.description.contains(PinnedFonts.files[0]), "\(error.description)")
        }
    }
}
