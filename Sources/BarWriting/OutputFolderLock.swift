import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on an output folder (`flock` on `.bartheme.lock` inside it), held by a run
/// that writes into the folder, so two runs never interleave their files. The lock file holds the
/// holder's process id, which a waiting or refused run names. The system releases the lock when
/// the process ends, however it ends, so a killed run never leaves the folder locked.
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

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
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
        let pid = "\(ProcessInfo.processInfo.processIdentifier)\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        return OutputFolderLock(descriptor: descriptor)
    }

    private static func holderPID(_ descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        let text = count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
        return text.isEmpty || !text.allSatisfy(\.isNumber) ? "unknown" : text
    }
}
