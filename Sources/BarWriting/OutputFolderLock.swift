import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on an output folder (`flock` on `.bartheme.lock` inside it), held by a run
/// that writes into the folder, so two runs never interleave their files. The lock file holds the
/// holder's process id, which a waiting or refused run names. The system releases the lock when
/// the process ends, however it ends, so a killed run never leaves the folder locked. A run that
/// ends normally removes the file (while it still holds the lock), so no `.bartheme.lock` is left
/// among the references; a run that waited on a file removed meanwhile locks the new one instead.
public final class OutputFolderLock: @unchecked Sendable {
    /// The lock file's name inside the folder.
    public static let fileName = ".bartheme.lock"

    /// Why a lock was not taken.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// Another process holds it (`--no-wait`).
        case held(folder: String, pid: String)
        /// The lock file could not be created or locked.
        case unavailable(WriteError)

        /// The sentence shown to the user.
        public var description: String {
            switch self {
            case .held(let folder, let pid):
                return
                    "\(folder) is being written by another render-theme run (pid \(pid)); wait for it, or run again without --no-wait to wait"
            case .unavailable(let error): return error.description
            }
        }
    }

    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Locks `folder` (created if missing). When another process holds the lock: with `wait`,
    /// calls `waiting` with its pid once and blocks until it is released; without, fails at once.
    public static func acquire(
        _ folder: String, wait: Bool, fileSystem: FileSystem = .default,
        waiting: (String) -> Void = { _ in }
    ) throws(Failure) -> OutputFolderLock {
        do { try fileSystem.makeFolders(folder) } catch { throw .unavailable(error) }
        let path = (folder as NSString).appendingPathComponent(fileName)
        var waited = false
        while true {
            let descriptor = try lock(path, folder: folder, wait: wait) { holder in
                if !waited { waiting(holder) }
                waited = true
            }
            // The holder removes the file before it lets go: a lock on a removed file guards nothing.
            guard isStillAt(path, descriptor) else {
                close(descriptor)
                continue
            }
            let pid = "\(ProcessInfo.processInfo.processIdentifier)\n"
            _ = ftruncate(descriptor, 0)
            _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
            return OutputFolderLock(descriptor: descriptor, path: path)
        }
    }

    /// Whether the file `descriptor` has open is still the one at `path`.
    private static func isStillAt(_ path: String, _ descriptor: Int32) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_ino == named.st_ino && opened.st_dev == named.st_dev
    }

    /// The descriptor of `path`, locked: at once, or after waiting for the holder with `wait`.
    private static func lock(_ path: String, folder: String, wait: Bool, waiting: (String) -> Void) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unavailable(WriteError(path: path, operation: .lock, code: errno)) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let code = errno
                close(descriptor)
                throw .unavailable(WriteError(path: path, operation: .lock, code: code))
            }
            let holder = holderPID(descriptor)
            guard wait else {
                close(descriptor)
                throw .held(folder: WriteError.displayPath(folder), pid: holder)
            }
            waiting(holder)
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let code = errno
                    close(descriptor)
                    throw .unavailable(WriteError(path: path, operation: .lock, code: code))
                }
            }
        }
        return descriptor
    }

    private static func holderPID(_ descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        let text = count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
        return text.isEmpty || !text.allSatisfy(\.isNumber) ? "unknown" : text
    }
}
