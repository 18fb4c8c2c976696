import Crypto
import Foundation

/// The SHA-256 of a pinned font file, as `RenderingStack` records it: 64 lowercase hex digits.
///
/// swift-crypto's `SHA256` (BoringSSL's assembly on Linux, CryptoKit on Apple platforms): the
/// fonts are 17 MB, hashed once per process, and this is as fast in a debug build as in a release
/// one. The hand-written Swift SHA-256 it replaces took about 4 s over them in a debug test build
/// (issue #34); docs/PERFORMANCE.md ("Fingerprinting the rendering stack") has the measurements,
/// the build cost included.
enum FontFingerprint {
    /// The digest of `data` as 64 lowercase hexadecimal digits.
    static func hex(_ data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in SHA256.hash(data: data) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
