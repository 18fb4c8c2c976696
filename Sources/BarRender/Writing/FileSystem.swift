import BarTheme
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system calls every write of BarTheme goes through (`WriteTransaction`, `AtomicFile`,
/// `OutputFolderLock`), as thin wrappers over POSIX that report failures as `WriteError`.
///
/// It is the seam for fault tests: with a `FaultPlan`, the plan's N-th operation fails with the
/// plan's errno instead of reaching the system. `FileSystem.default` carries the plan named by
/// `BARTHEME_FAULT_INJECTION`, if any, so the CLI can be fault-tested from outside.
public struct FileSystem: Sendable {
    /// The injected fault, if any.
    public let faults: FaultPlan?

    /// The real file system, with `faults` injected when given.
    public init(faults: FaultPlan? = nil) {
        self.faults = faults
    }

    /// The file system the CLI and libraries use unless told otherwise.
    public static let `default` = FileSystem(faults: FaultPlan.fromEnvironment())

    private func fault() -> Int32? { faults?.next() }

    /// Creates `path` and its missing parents (one operation per folder created).
    public func makeFolders(_ path: String) throws(WriteError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return }
            throw WriteError(path: path, operation: .createFolder, code: ENOTDIR)
        }
        let parent = FilePaths.parent(of: path)
        if !parent.isEmpty && parent != path { try makeFolders(parent) }
        if let code = fault() { throw WriteError(path: path, operation: .createFolder, code: code) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw WriteError(path: path, operation: .createFolder, code: errno) }
    }

    /// Creates a new file at `path` (which must not exist) and writes `data` to it, synced to
    /// disk. On failure the partial file is removed. Four operations: create, write, sync, close.
    public func writeNewFile(_ data: Data, to path: String, shownAs target: String) throws(WriteError) {
        if let code = fault() { throw WriteError(path: target, operation: .write, code: code) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: target, operation: .write, code: errno) }
        var failure: Int32?
        if let code = fault() {
            failure = code
        } else {
            failure = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
                var offset = 0
                while offset < buffer.count {
                    let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += written
                }
                return nil
            }
        }
        if failure == nil { failure = fault() ?? (fsync(descriptor) == 0 ? nil : errno) }
        let closeFailure = fault() ?? (close(descriptor) == 0 ? nil : errno)
        if let code = failure ?? closeFailure {
            unlink(path)
            throw WriteError(path: target, operation: .write, code: code)
        }
    }

    /// Renames `source` over `destination` (atomic within one file system).
    public func rename(_ source: String, over destination: String) throws(WriteError) {
        if let code = fault() { throw WriteError(path: destination, operation: .replace, code: code) }
        #if canImport(Glibc)
            let status = Glibc.rename(source, destination)
        #else
            let status = Darwin.rename(source, destination)
        #endif
        if status != 0 { throw WriteError(path: destination, operation: .replace, code: errno) }
    }

    /// Gives `existing` a second name, `link` (a hard link: the backup kept while a group of files
    /// is replaced).
    public func hardLink(_ existing: String, as link: String) throws(WriteError) {
        if let code = fault() { throw WriteError(path: existing, operation: .replace, code: code) }
        #if canImport(Glibc)
            let status = Glibc.link(existing, link)
        #else
            let status = Darwin.link(existing, link)
        #endif
        if status != 0 { throw WriteError(path: existing, operation: .replace, code: errno) }
    }

    /// Removes a file.
    public func remove(_ path: String, shownAs shown: String? = nil) throws(WriteError) {
        if let code = fault() { throw WriteError(path: shown ?? path, operation: .remove, code: code) }
        if unlink(path) != 0 && errno != ENOENT { throw WriteError(path: shown ?? path, operation: .remove, code: errno) }
    }

    /// Flushes a folder's entries to disk, so renames in it survive a power loss.
    public func syncFolder(_ path: String) throws(WriteError) {
        if let code = fault() { throw WriteError(path: path, operation: .write, code: code) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }  // Not every system lets a folder be opened; best effort.
        defer { close(descriptor) }
        if fsync(descriptor) != 0 && errno != EINVAL && errno != EBADF { throw WriteError(path: path, operation: .write, code: errno) }
    }

    /// Whether the nearest existing folder at or above `path` can be written by this process.
    /// Returns the error a write would meet (read-only file system, permission denied), or nil.
    public func writability(of path: String) -> WriteError? {
        var candidate = (path as NSString).standardizingPath
        if candidate.isEmpty { candidate = "." }
        while !FileManager.default.fileExists(atPath: candidate) {
            let parent = FilePaths.parent(of: candidate)
            if parent.isEmpty || parent == candidate { candidate = "."; break }
            candidate = parent
        }
        if access(candidate, W_OK) == 0 { return nil }
        return WriteError(path: candidate, operation: .write, code: errno)
    }
}

#if canImport(Glibc)
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(descriptor, bytes, count) }
#else
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(descriptor, bytes, count) }
#endif
