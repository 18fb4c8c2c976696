import Foundation

/// Why a file could not be written, in words a person reads: the path, what was being done and
/// the system's reason, e.g. `cannot write Snapshots/Ocean/bar.png: no space left on device`.
/// Never an `NSError` dump or a Swift type name.
public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done when the operation failed.
    public enum Operation: String, Sendable {
        /// Creating a folder on the way to a file.
        case createFolder = "create the folder"
        /// Creating, writing, syncing or closing a file.
        case write = "write"
        /// Renaming a new file over an old one, or keeping a backup of the old one.
        case replace = "replace"
        /// Removing a file.
        case remove = "remove"
        /// Taking an output folder's lock.
        case lock = "lock"
    }

    /// The file or folder, as shown to the user (relative to the working folder when inside it).
    public let path: String
    /// What was being done.
    public let operation: Operation
    /// The system's error number (`ENOSPC`...).
    public let code: Int32

    /// An error for `path` (shown relative to the working folder when inside it).
    public init(path: String, operation: Operation, code: Int32) {
        self.path = Self.displayPath(path)
        self.operation = operation
        self.code = code
    }

    /// The system's reason in lower case: "no space left on device", "permission denied".
    public var reason: String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// `cannot <operation> <path>: <reason>`.
    public var description: String { "cannot \(operation.rawValue) \(path): \(reason)" }

    /// `path` relative to the current folder when it lies inside it, else as given.
    public static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) && path.count > prefix.count ? String(path.dropFirst(prefix.count)) : path
    }
}
