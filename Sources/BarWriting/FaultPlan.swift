import Foundation

/// Makes one file-system operation fail on purpose, the way SQLite's test harness does: the
/// `failing`-th operation (counting from 1) through a `FileSystem` that carries this plan throws
/// `errno`, once; every other operation runs normally. Tests sweep `failing` over 1…all to check
/// that a run leaves consistent data whatever operation fails.
///
/// Outside tests a plan comes only from the `BARTHEME_FAULT_INJECTION` environment variable
/// (`<index>:<errno name>`, e.g. `7:ENOSPC`), which `Scripts/fault-test` and the end-to-end tests use.
public final class FaultPlan: @unchecked Sendable {
    /// The operation that fails (1 is the first).
    public let failing: Int
    /// The error it fails with (`ENOSPC`, `EROFS`, `EACCES`, `EIO`...).
    public let errno: Int32
    private let lock = NSLock()
    private var count = 0

    /// A plan that fails operation number `failing` with `errno`.
    public init(failing: Int, errno: Int32) {
        self.failing = failing
        self.errno = errno
    }

    /// The operations counted so far.
    public var operations: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Whether the failing operation was reached.
    public var fired: Bool { operations >= failing }

    /// Counts one operation and says whether it is the one that fails.
    func next() -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count == failing ? errno : nil
    }

    /// The errno names a plan may use.
    public static let errnoNames: [String: Int32] = ["ENOSPC": ENOSPC, "EROFS": EROFS, "EACCES": EACCES, "EIO": EIO, "EDQUOT": EDQUOT]

    /// The variable's value parsed (`7:ENOSPC`), or nil when it is absent or malformed.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FaultPlan? {
        guard let value = environment["BARTHEME_FAULT_INJECTION"] else { return nil }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let index = Int(parts[0]), index >= 1, let code = errnoNames[String(parts[1])] else { return nil }
        return FaultPlan(failing: index, errno: code)
    }
}
