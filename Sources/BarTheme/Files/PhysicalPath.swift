import Foundation

/// Resolves a path the way the kernel does when it opens it: one component at a time from the
/// root (or the working folder), following every symbolic link where it is met, and applying `..`
/// to the folder actually reached. A lexical clean-up is not the same: when `sub` is a link to a
/// folder elsewhere, `sub/../evil.yaml` opens `evil.yaml` beside that folder, not beside `sub`.
/// Foundation's `resolvingSymlinksInPath` got this right for absolute paths but, on Linux, not for
/// a relative one (a theme named `theme.yaml` from its own folder), which it cleaned up lexically
/// first (CHANGELOG.md, "A theme could read a file outside its folder"). Every "inside the theme's
/// folder" check compares these paths.
public enum PhysicalPath {
    /// The most symbolic links followed in one resolution (Linux's `MAXSYMLINKS`); more is a loop.
    public static let maximumLinks = 40

    /// The absolute path, without links, `.` or `..`, that opening `path` reaches; nil when a
    /// component does not exist, a component before the last is not a folder, or the links loop.
    /// A relative `path` starts at `directory` (by default the working folder).
    public static func resolve(_ path: String, from directory: String? = nil) -> String? {
        var pending: [Substring] = []
        var reached: [String] = []
        if !path.hasPrefix("/") {
            let start = directory ?? FileManager.default.currentDirectoryPath
            // The working folder is already physical (getcwd); a given folder may not be.
            if directory != nil {
                guard let base = resolve(start) else { return nil }
                reached = components(of: base).map(String.init)
            } else {
                pending = components(of: start)
            }
        }
        pending += components(of: path)
        pending.reverse()
        var links = 0
        while let component = pending.popLast() {
            switch component {
            case ".":
                continue
            case "..":
                // `reached` holds no links, so its parent is its last component removed.
                _ = reached.popLast()
                continue
            default:
                break
            }
            let candidate = "/" + (reached + [String(component)]).joined(separator: "/")
            guard let type = FolderLookups.current?.kind(of: candidate) ?? FileKind.of(candidate, followingLinks: false) else {
                return nil
            }
            if type == .symbolicLink {
                links += 1
                guard links <= maximumLinks,
                    let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate),
                    !target.isEmpty
                else { return nil }
                if target.hasPrefix("/") { reached = [] }
                pending += components(of: target).reversed()
                continue
            }
            // Only a folder can have a component after it (even `.` or `..`: the kernel says ENOTDIR).
            if !pending.isEmpty && type != .directory { return nil }
            reached.append(String(component))
        }
        return "/" + reached.joined(separator: "/")
    }

    /// Runs `body` with the folders met while resolving paths remembered (`FolderLookups`): a run
    /// over many themes in the same folders (`validate`) asks the file system about each folder once,
    /// not once for every theme, parent, image and font (docs/PERFORMANCE.md, "validate"). Only
    /// folders are remembered, for the length of `body`; files, links and missing paths are asked
    /// each time.
    public static func sharingFolderLookups<Result>(_ body: () throws -> Result) rethrows -> Result {
        try FolderLookups.$current.withValue(FolderLookups(), operation: body)
    }

    private static func components(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
