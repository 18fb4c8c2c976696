import Foundation

/// Writes files so a reader never sees half of one: the bytes go to a temporary file in the same
/// folder, which is then renamed over the destination (rename is atomic within a file system).
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
