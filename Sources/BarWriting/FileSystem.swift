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
    /// disk unless `synced` is false (the caller then syncs a whole group at once with
    /// ``syncFiles(_:on:shownAs:)``). On failure the partial file is removed. Four operations:
    /// create, write, sync, close (three without the sync).
    public func writeNewFile(_ data: Data, to path: String, shownAs target: String, synced: Bool = true) throws(WriteError) {
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
        if failure == nil && synced { failure = fault() ?? (fsync(descriptor) == 0 ? nil : errno) }
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

    /// Opens `folder` to watch its file system for write-back errors from now on: the descriptor
    /// ``syncFiles(_:on:shownAs:)`` needs, opened before the files it syncs are written. Nil when
    /// the folder cannot be opened (the sync then falls back to one `fsync` per file).
    public func openForSync(_ folder: String) -> Int32? {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Makes the contents of `paths` (files written unsynced, all on the file system of
    /// `watcher`, a descriptor from ``openForSync(_:)`` opened before they were written) durable:
    /// one operation. On Linux 5.8 and later that is one `syncfs(2)`, which writes back and waits
    /// for every dirty file of that file system and reports any write-back error seen on it since
    /// `watcher` was opened; elsewhere each file is opened and `fsync`ed. docs/FAULTS.md has the
    /// crash-safety argument.
    public func syncFiles(_ paths: [String], on watcher: Int32?, shownAs shown: String) throws(WriteError) {
        if let code = fault() { throw WriteError(path: shown, operation: .write, code: code) }
        #if os(Linux)
            if let watcher, let syncfs = Self.syncfs {
                if syncfs(watcher) != 0 { throw WriteError(path: shown, operation: .write, code: errno) }
                return
            }
        #endif
        for path in paths {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw WriteError(path: shown, operation: .write, code: errno) }
            let status = fsync(descriptor) == 0 ? nil : errno
            close(descriptor)
            if let status { throw WriteError(path: shown, operation: .write, code: status) }
        }
    }

    #if os(Linux)
        /// glibc's `syncfs(2)` (Swift's Glibc module leaves it out: it is a GNU extension), when the
        /// kernel returns write-back errors from it: Linux 5.8 and later (before, it always returned
        /// 0, so per-file `fsync` is used).
        static let syncfs: (@convention(c) (Int32) -> Int32)? = {
            var name = utsname()
            guard uname(&name) == 0 else { return nil }
            let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let numbers = release.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
            guard numbers.count == 2, (numbers[0], numbers[1]) >= (5, 8),
                let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs")
            else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        }()
    #endif

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
