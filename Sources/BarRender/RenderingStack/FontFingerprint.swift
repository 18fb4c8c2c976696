internal import CGLib
import Foundation

/// The SHA-256 of a pinned font file, as `RenderingStack` records it: 64 lowercase hex digits.
///
/// GLib's `g_compute_checksum_for_data` (GChecksum): the fonts are 17.6 MB, hashed once per process,
/// and a system library is as fast in a debug build as in a release one. The hand-written Swift SHA-256
/// it replaces took about 4 s over them in a debug test build on an idle machine; swift-crypto was as
/// fast but compiles BoringSSL, two thirds of a test client's cold build. HarfBuzz already needs GLib,
/// so it adds no install. docs/PERFORMANCE.md ("Fingerprinting the rendering stack") has the
/// measurements.
enum FontFingerprint {
    /// The digest of `data` as 64 lowercase hexadecimal digits.
    static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { raw -> String in
            // GLib reads no byte of an empty buffer, but wants a pointer.
            let empty: [guchar] = [0]
            return empty.withUnsafeBufferPointer { fallback -> String in
                let bytes = raw.bindMemory(to: guchar.self).baseAddress ?? fallback.baseAddress
                guard let text = g_compute_checksum_for_data(G_CHECKSUM_SHA256, bytes, gsize(raw.count)) else {
                    preconditionFailure("GLib has SHA-256")
                }
                defer { g_free(text) }
                return String(cString: text)
            }
        }
    }
}
