import Foundation

/// Writes one hostile input into a fresh temporary folder: `theme.yaml` and its extra files,
/// symlinks, FIFOs and folders.
enum HostileFolder {
    static func make(_ input: HostileCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = folder.resolvingSymlinksInPath()
        func parent(of name: String) throws {
            let url = folder.appendingPathComponent(name).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        let themeURL = folder.appendingPathComponent(input.themeFolder).appendingPathComponent("theme.yaml")
        try FileManager.default.createDirectory(at: themeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try input.theme.write(to: themeURL)
        for extra in input.extras {
            switch extra {
            case .file(let name, let data):
                try parent(of: name)
                try data.write(to: folder.appendingPathComponent(name))
            case .symlink(let name, let target):
                try parent(of: name)
                try FileManager.default.createSymbolicLink(
                    atPath: folder.appendingPathComponent(name).path,
                    withDestinationPath: target.replacingOccurrences(of: "{folder}", with: real.path))
            case .fifo(let name):
                guard mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            case .folder(let name):
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            }
        }
        // The folder as the tools see it (symlinks in the temporary folder's own path resolved).
        return real
    }

    /// The path of the case's `theme.yaml` in `folder` (as `make` returned it).
    static func themePath(_ input: HostileCase, in folder: URL) -> String {
        themeFolder(input, in: folder).appendingPathComponent("theme.yaml").path
    }

    /// `path` (absolute, physical) relative to the working folder: `../../tmp/…/theme.yaml`.
    static func relativeToWorkingFolder(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath.split(separator: "/")
        let there = path.split(separator: "/")
        var common = 0
        while common < min(here.count, there.count) && here[common] == there[common] { common += 1 }
        return (Array(repeating: "..", count: here.count - common) + there[common...].map(String.init)).joined(separator: "/")
    }

    /// The folder holding the case's `theme.yaml` (its root).
    static func themeFolder(_ input: HostileCase, in folder: URL) -> URL {
        input.themeFolder.isEmpty ? folder : folder.appendingPathComponent(input.themeFolder)
    }

    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}
