/// Recognises font files by their first four bytes: OpenType with CFF outlines (`OTTO`), TrueType
/// (`00 01 00 00`, or Apple's `true`), and TrueType collections (`ttcf`).
enum FontFileSignature {
    static func isFont(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        let tag = Array(bytes[0..<4])
        return tag == Array("OTTO".utf8) || tag == [0x00, 0x01, 0x00, 0x00] || tag == Array("true".utf8) || tag == Array("ttcf".utf8)
    }
}
