import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, and its size, from one `stat` or `lstat` call. `FileManager.attributesOfItem`
/// answers the same but builds a dictionary of every attribute (owner and group names included) on
/// each call: resolving paths with it was 8.4 % of `validate`'s instructions (docs/PERFORMANCE.md,
/// "validate, third pass").
enum FileKind: Equatable {
    case regular, directory, symbolicLink, other

    /// The kind of `path`, nil when it does not exist (or cannot be reached); `followingLinks: false`
    /// describes a link itself (`lstat`).
    static func of(_ path: String, followingLinks: Bool = true) -> FileKind? {
        status(of: path, followingLinks: followingLinks)?.kind
    }

    /// The kind and byte size of `path`, nil when it does not exist.
    static func status(of path: String, followingLinks: Bool = true) -> (kind: FileKind, size: Int)? {
        var info = stat()
        let result = path.withCString { followingLinks ? stat($0, &info) : lstat($0, &info) }
        guard result == 0 else { return nil }
        let kind: FileKind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return (kind, Int(info.st_size))
    }
}
