import Foundation
import Testing

@testable import BarRender

@Suite struct RenderingStackTests {
    @Test func fingerprintsMatchTheFIPSSHA256TestVectors() {
        #expect(FontFingerprint.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(FontFingerprint.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            FontFingerprint.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // 64 bytes: the padding needs a second block.
        #expect(FontFingerprint.hex(Data(repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        // NIST's long-message vector: one million 'a' (many blocks; the length crosses 2^20 bytes).
        #expect(
            FontFingerprint.hex(Data(repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func currentStackNamesTheLibraryVersionsAndFingerprintsEveryPinnedFont() throws {
        let stack = try RenderingStack.current()
        for version in [stack.cairo, stack.freetype, stack.harfbuzz, stack.fribidi ?? "missing"] {
            #expect(version.split(separator: ".").count == 3, "\(version)")
            #expect(version.split(separator: ".").allSatisfy { Int($0) != nil }, "\(version)")
        }
        #expect(Set(stack.fonts.keys) == Set(PinnedFonts.files))
        let regular = try Data(contentsOf: PinnedFonts.directory.appendingPathComponent("Inter-Regular.otf"))
        #expect(stack.fonts["Inter-Regular.otf"] == FontFingerprint.hex(regular))
        #expect(stack.fonts.values.allSatisfy { $0.count == 64 })
    }

    /// docs/PERFORMANCE.md, "Fingerprinting the rendering stack": every failing `assertBarSnapshot`
    /// asked for the stack and hashed 17 MB of fonts again (about 4 s in a debug build). The pinned
    /// fonts' stack is computed once per process.
    @Test func thePinnedFontsStackIsComputedOncePerProcess() async throws {
        let first = try RenderingStack.current()
        // Asked from many tasks at once, and again: the same value, and still one computation.
        let stacks = try await withThrowingTaskGroup(of: RenderingStack.self) { group in
            for _ in 0..<8 { group.addTask { try RenderingStack.current() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(stacks.allSatisfy { $0 == first })
        #expect(try RenderingStack.current(fontsDirectory: PinnedFonts.directory) == first)
        #expect(RenderingStack.processStackComputations == 1)
        // And it is the stack computed afresh (the cache returns what a fresh read gives).
        #expect(try RenderingStack.computed(fontsDirectory: PinnedFonts.directory) == first)
    }

    @Test func aNamedFontsFolderIsReadOnEveryCall() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in PinnedFonts.files {
            try FileManager.default.copyItem(
                at: PinnedFonts.directory.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let before = try RenderingStack.current(fontsDirectory: folder)
        #expect(before == (try RenderingStack.current()))
        try Data("changed".utf8).write(to: folder.appendingPathComponent(PinnedFonts.files[0]))
        let after = try RenderingStack.current(fontsDirectory: folder)
        #expect(after.changes(since: before).count == 1, "\(after.changes(since: before))")
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
