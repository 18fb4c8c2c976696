import BarTheme
import Foundation

/// The record a `WriteTransaction` keeps while it renames a group of files: each target and the
/// backup of its old content (none for a new file). While the journal exists the group is not
/// committed; if its process died (`kill -9`, a crash, a power loss), the next run puts every old
/// file back from its backup and removes the new files that had no old one, so the group is all
/// old again, as SQLite's rollback journal does for a database.
public enum RollbackJournal {
    static let prefix = ".bartheme-journal"

    /// A new journal's path in `folder` for this process (`.bartheme-journal.<pid>.<uuid>.tmp`).
    static func path(in folder: String) -> String {
        (folder as NSString).appendingPathComponent("\(prefix).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
    }

    /// Whether `name` is a journal's file name.
    static func isJournal(_ name: String) -> Bool { name.hasPrefix(prefix + ".") && name.hasSuffix(".tmp") }

    /// The deepest folder containing every path.
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { FilePaths.folder(of: $0).split(separator: "/", omittingEmptySubsequences: false) }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            var count = 0
            while count < common.count && count < folder.count && common[count] == folder[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        // Relative folders with nothing in common (`a/x`, `y`) meet in the working folder;
        // absolute ones (which all start with the empty component) at the root.
        guard !common.isEmpty else { return "." }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    static func encode(_ entries: [(target: String, backup: String?)]) -> Data {
        let array: [[String]] = entries.map { [$0.target, $0.backup ?? ""] }
        return (try? ReportJSON.encode(array, layout: .compact)) ?? Data("[]".utf8)
    }

    /// Rolls back the group a dead run's journal at `path` describes and removes the journal.
    /// A journal that does not parse was cut off while being written, before any rename: it is
    /// only removed. Returns how many targets were put back.
    @discardableResult
    static func rollBack(_ path: String) -> Int {
        defer { unlink(path) }
        guard let data = FileManager.default.contents(atPath: path),
            let entries = try? JSONDecoder().decode([[String]].self, from: data)
        else { return 0 }
        var restored = 0
        for entry in entries where entry.count == 2 {
            let (target, backup) = (entry[0], entry[1])
            if backup.isEmpty {
                if unlink(target) == 0 { restored += 1 }
            } else if FileManager.default.fileExists(atPath: backup) {
                if rename(backup, target) == 0 { restored += 1 }
            }
        }
        return restored
    }
}
