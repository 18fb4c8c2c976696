import Foundation

/// Writes one hostile input into a fresh temporary folder: `theme.yaml` and its extra files,
/// symlinks, FIFOs and folders.
enum HostileFolder {
    static func make(_ input: HostileCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try input.theme.write(to: folder.appendingPathComponent("theme.yaml"))
        for extra in input.extras {
            switch extra {
            case .file(let name, let data):
                try data.write(to: folder.appendingPathComponent(name))
            case .symlink(let name, let target):
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
            case .fifo(let name):
                guard mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            case .folder(let name):
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            }
        }
        // The folder as the tools see it (symlinks in the temporary folder's own path resolved).
        return folder.resolvingSymlinksInPath()
    }

    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}
