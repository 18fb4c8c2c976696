import Foundation

/// The folders a run has found while resolving paths (`PhysicalPath.sharingFolderLookups`): each
/// path that `lstat` found to be a folder, so the next resolution through it does not ask again.
final class FolderLookups: @unchecked Sendable {
    /// The lookups of the run around the current code, if any.
    @TaskLocal static var current: FolderLookups?

    private let lock = NSLock()
    private var folders: Set<String> = []

    /// The kind of `path` (not following a link), from the run's folders when it is one of them.
    func kind(of path: String) -> FileKind? {
        if lock.withLock({ folders.contains(path) }) { return .directory }
        let kind = FileKind.of(path, followingLinks: false)
        if kind == .directory { lock.withLock { _ = folders.insert(path) } }
        return kind
    }
}
