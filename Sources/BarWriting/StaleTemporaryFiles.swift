import Foundation

/// Temporary files that `AtomicFile` leaves behind when a run is killed between writing and
/// renaming (`.STACK.json.<pid>.<uuid>.tmp`). The next run removes those whose process is gone and
/// says how many; files of a live process (another run writing right now) are left alone.
public enum StaleTemporaryFiles {
    /// Removes stale temporary files directly in `folder` and its subfolders; returns their paths.
    @discardableResult
    public static func remove(in folder: String) -> [String] {
        clean(folder).removed
    }

    /// Rolls back the groups that dead runs were committing (their `RollbackJournal`s), then
    /// removes every stale temporary file. Returns the paths removed and how many files were put back.
    public static func clean(_ folder: String) -> (removed: [String], restored: Int) {
        let relatives = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        var stale: [(path: String, name: String)] = []
        for relative in relatives {
            let name = (relative as NSString).lastPathComponent
            guard let pid = pid(inTemporaryName: name), !isRunning(pid) else { continue }
            stale.append(((folder as NSString).appendingPathComponent(relative), name))
        }
        var restored = 0
        var removed: [String] = []
        for file in stale where RollbackJournal.isJournal(file.name) {
            restored += RollbackJournal.rollBack(file.path)
            removed.append(file.path)
        }
        for file in stale where !RollbackJournal.isJournal(file.name) {
            // A backup that a journal just put back is gone already.
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            if (try? FileManager.default.removeItem(atPath: file.path)) != nil { removed.append(file.path) }
        }
        return (removed.sorted(), restored)
    }

    /// The process id in an `AtomicFile` temporary name (`.name.<pid>.<UUID>.tmp`), or nil.
    static func pid(inTemporaryName name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".")
        guard parts.count >= 3, UUID(uuidString: String(parts[parts.count - 1])) != nil else { return nil }
        return Int32(parts[parts.count - 2])
    }

    /// Whether a process with this id exists (Linux: `/proc/<pid>`; elsewhere files older than an
    /// hour count as stale, since a write takes milliseconds).
    static func isRunning(_ pid: Int32) -> Bool {
        if pid == ProcessInfo.processInfo.processIdentifier { return true }
        #if os(Linux)
            return FileManager.default.fileExists(atPath: "/proc/\(pid)")
        #else
            return false
        #endif
    }
}
