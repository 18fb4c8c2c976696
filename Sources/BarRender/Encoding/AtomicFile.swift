import Foundation

/// Writes files so a reader never sees half of one, even after a power loss: the bytes go to a
/// temporary file in the same folder, which is flushed to disk (fsync) and then renamed over the
/// destination (rename is atomic within a file system); the folder is flushed last, so the rename
/// itself is durable. A run killed midway leaves only a `.name.<pid>.<uuid>.tmp` file, which the
/// next run removes (`StaleTemporaryFiles`).
public enum AtomicFile {
    /// Writes `data` to `path` atomically and durably, creating the folder if needed. Throws the file
    /// system's error.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
            }
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try handle.write(contentsOf: data)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            // Flush the folder's entry for the new name (best effort: not every system allows it).
            if let folderHandle = FileHandle(forReadingAtPath: folder.path) {
                try? folderHandle.synchronize()
                try? folderHandle.close()
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
