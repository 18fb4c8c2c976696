import Foundation

/// The theme files in a folder, found the same way by every command (render, validate, compare,
/// snapshot, …): every regular `*.yaml` / `*.yml` file under it, searched recursively, hidden files
/// and folders and anything that is not a regular file (a FIFO, a device) skipped, paths relative
/// to the folder, sorted.
public enum ThemeFolder {
    /// Why a folder could not be searched.
    public struct SearchError: Error, Sendable, CustomStringConvertible {
        /// The folder that could not be searched, as given.
        public let folder: String
        /// The message: the folder and what to check.
        public var description: String { "\(folder): permission denied; check the folder's permissions" }
    }

    /// Every theme file under `folder`, relative to it, sorted.
    public static func themeFiles(in folder: String) throws(SearchError) -> [String] {
        guard FileManager.default.isReadableFile(atPath: folder),
            let walker = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            throw SearchError(folder: folder)
        }
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        var result: [String] = []
        for case let url as URL in walker where url.pathExtension == "yaml" || url.pathExtension == "yml" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(base + "/") else { continue }
            result.append(String(full.dropFirst(base.count + 1)))
        }
        return result.sorted()
    }
}
