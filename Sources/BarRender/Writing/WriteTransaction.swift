import Foundation

/// A group of files that appear together or not at all, such as one theme's references.
///
/// `stage` writes each file to a temporary file beside its target (`.name.<pid>.<uuid>.tmp`) and
/// syncs it; nothing is visible yet. `commit` then, only if every file of the group was staged,
/// keeps a hard-linked backup of each file it replaces, renames every temporary file over its
/// target, syncs the folders and drops the backups. If anything fails on the way, the targets
/// already replaced get their backups back (or are removed when they are new), so the group is
/// all new or all old; no temporary file is left. A run killed midway leaves only temporary files,
/// which the next run removes (`StaleTemporaryFiles`).
///
/// `stage` may be called from several threads at once.
public final class WriteTransaction: @unchecked Sendable {
    /// What a commit did.
    public struct Outcome: Sendable, Equatable {
        /// Targets now holding their new content.
        public var written: [String] = []
        /// The failures, one per file that failed (staging) or the one step that stopped the commit.
        public var failures: [WriteError] = []
        /// Targets left as they were because another file of the group failed.
        public var notWritten: [String] = []

        /// Whether every file was written.
        public var succeeded: Bool { failures.isEmpty }
    }

    private struct Staged {
        let target: String
        let temporary: String
    }

    private let fileSystem: FileSystem
    private let lock = NSLock()
    private var staged: [Staged] = []
    private var failed: [(target: String, error: WriteError)] = []

    /// An empty group writing through `fileSystem`.
    public init(fileSystem: FileSystem = .default) {
        self.fileSystem = fileSystem
    }

    /// The temporary name beside `target` for this process.
    static func temporaryPath(for target: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
    }

    /// Writes `data` for `target` into a synced temporary file beside it. A failure is kept for the
    /// commit (which then writes nothing of this group) and returned.
    @discardableResult
    public func stage(_ data: Data, to target: String) -> WriteError? {
        let temporary = Self.temporaryPath(for: target)
        do {
            try fileSystem.makeFolders((target as NSString).deletingLastPathComponent)
            try fileSystem.writeNewFile(data, to: temporary, shownAs: target)
            lock.lock()
            staged.append(Staged(target: target, temporary: temporary))
            lock.unlock()
            return nil
        } catch {
            lock.lock()
            failed.append((target, error))
            lock.unlock()
            return error
        }
    }

    /// Whether some file of the group failed to stage.
    public var hasFailures: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !failed.isEmpty
    }

    /// Makes every staged file visible at its target, or none of them (see the type's summary).
    public func commit() -> Outcome {
        lock.lock()
        let files = staged.sorted { $0.target < $1.target }
        let stageFailures = failed.sorted { $0.target < $1.target }
        staged = []
        failed = []
        lock.unlock()

        var outcome = Outcome()
        guard stageFailures.isEmpty else {
            discard(files.map(\.temporary))
            outcome.failures = stageFailures.map(\.error)
            outcome.notWritten = files.map(\.target)
            return outcome
        }
        // Replace every target, keeping a backup of each existing one until all are in place.
        var replaced: [(target: String, backup: String?)] = []
        var failure: WriteError?
        for file in files {
            do {
                replaced.append((file.target, try replace(file)))
            } catch {
                failure = error
                break
            }
        }
        if failure == nil {
            for folder in Set(files.map { ($0.target as NSString).deletingLastPathComponent }).sorted() {
                do { try fileSystem.syncFolder(folder) } catch {
                    failure = error
                    break
                }
            }
        }
        if let failure {
            // Put back what was there before (a failure here leaves the new file, which is complete).
            for entry in replaced.reversed() {
                if let backup = entry.backup { try? fileSystem.rename(backup, over: entry.target) } else { try? fileSystem.remove(entry.target) }
            }
            discard(files.map(\.temporary))
            outcome.failures = [failure]
            outcome.notWritten = files.map(\.target)
            return outcome
        }
        for entry in replaced {
            guard let backup = entry.backup else { continue }
            // Retried once: a backup left behind is harmless (the next run removes it) but untidy.
            if (try? fileSystem.remove(backup)) == nil { try? fileSystem.remove(backup) }
        }
        outcome.written = files.map(\.target)
        return outcome
    }

    /// Renames one staged file over its target, first hard-linking the existing target (if any)
    /// to a backup name; returns the backup's path.
    private func replace(_ file: Staged) throws(WriteError) -> String? {
        var backup: String?
        if FileManager.default.fileExists(atPath: file.target) {
            let path = Self.temporaryPath(for: file.target)
            try fileSystem.hardLink(file.target, as: path)
            backup = path
        }
        do { try fileSystem.rename(file.temporary, over: file.target) } catch {
            if let backup { try? fileSystem.remove(backup) }
            throw error
        }
        return backup
    }

    /// Drops everything staged without touching any target.
    public func discard() {
        lock.lock()
        let temporaries = staged.map(\.temporary)
        staged = []
        failed = []
        lock.unlock()
        discard(temporaries)
    }

    private func discard(_ temporaries: [String]) {
        for path in temporaries where (try? fileSystem.remove(path)) == nil { try? fileSystem.remove(path) }
    }
}
