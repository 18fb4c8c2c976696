import BarTheme
import Foundation

/// A group of files that appear together or not at all, such as one theme's references.
///
/// `stage` writes each file to a temporary file beside its target (`.name.<pid>.<uuid>.tmp`), not
/// yet synced; nothing is visible yet. `commit` then, only if every file of the group was staged,
/// keeps a hard-linked backup of each file it replaces, writes a rollback journal, makes the
/// temporary files and the journal durable with one sync for the whole group
/// (`FileSystem.syncFiles`: one `syncfs(2)` on Linux), renames every temporary file over its
/// target, syncs the folders, removes the journal (the commit point) and drops the backups. A run killed before the commit point is rolled back by the next run. If anything fails on the way, the targets
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
    /// Folders already made (or found) for this group's files: each is checked once per run, not per file.
    private var madeFolders: Set<String> = []
    /// A descriptor of the first staged file's folder, opened before any file of the group is
    /// written, so the group's one sync reports write-back errors of every staged file.
    private var watcher: (folder: String, descriptor: Int32)?

    /// An empty group writing through `fileSystem`.
    public init(fileSystem: FileSystem = .default) {
        self.fileSystem = fileSystem
    }

    /// The temporary name beside `target` for this process.
    static func temporaryPath(for target: String) -> String {
        let folder = FilePaths.folder(of: target)
        let name = (target as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
    }

    /// Writes `data` for `target` into a synced temporary file beside it. A failure is kept for the
    /// commit (which then writes nothing of this group) and returned.
    @discardableResult
    public func stage(_ data: Data, to target: String) -> WriteError? {
        let temporary = Self.temporaryPath(for: target)
        do {
            let folder = FilePaths.folder(of: target)
            lock.lock()
            let made = madeFolders.contains(folder)
            lock.unlock()
            if !made {
                try fileSystem.makeFolders(folder)
                lock.lock()
                madeFolders.insert(folder)
                lock.unlock()
            }
            lock.lock()
            if watcher == nil, let descriptor = fileSystem.openForSync(folder) { watcher = (folder, descriptor) }
            lock.unlock()
            try fileSystem.writeNewFile(data, to: temporary, shownAs: target, synced: false)
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

    /// Makes every staged file visible at its target, or none of them (see the type's summary).
    public func commit() -> Outcome {
        lock.lock()
        let files = staged.sorted { $0.target < $1.target }
        let stageFailures = failed.sorted { $0.target < $1.target }
        staged = []
        failed = []
        let watcher = self.watcher
        self.watcher = nil
        lock.unlock()
        defer { if let watcher { close(watcher.descriptor) } }

        var outcome = Outcome()
        guard stageFailures.isEmpty else {
            discard(files.map(\.temporary))
            outcome.failures = stageFailures.map(\.error)
            outcome.notWritten = files.map(\.target)
            return outcome
        }
        // 1. A backup (hard link) of every target that exists, so the group can be put back.
        var backups: [String: String] = [:]
        var failure: WriteError?
        for file in files where FileManager.default.fileExists(atPath: file.target) {
            let path = Self.temporaryPath(for: file.target)
            do { try fileSystem.hardLink(file.target, as: path) } catch {
                failure = error
                break
            }
            backups[file.target] = path
        }
        // 2. A journal naming every target and its backup, so a run killed while renaming is rolled
        //    back by the next one (`RollbackJournal`); one file alone needs none (a rename is atomic).
        var journal: String?
        if failure == nil && files.count > 1 {
            let path = RollbackJournal.path(in: RollbackJournal.commonFolder(of: files.map(\.target)))
            do {
                try fileSystem.writeNewFile(
                    RollbackJournal.encode(files.map { ($0.target, backups[$0.target]) }), to: path, shownAs: path, synced: false)
                journal = path
            } catch { failure = error }
        }
        // 3. One sync for the group: every temporary file and the journal durable before the first
        //    rename, so no target can name a file whose content a power loss would lose.
        //    The file-system-wide sync is used when it pays and surely covers every file: several
        //    files, all in the folder the watcher was opened on; otherwise one fsync per file.
        if failure == nil, let first = files.first {
            let wide = files.count > 1 && files.allSatisfy { FilePaths.folder(of: $0.target) == watcher?.folder }
            do {
                try fileSystem.syncFiles(
                    files.map(\.temporary) + (journal.map { [$0] } ?? []), on: wide ? watcher?.descriptor : nil, shownAs: first.target)
            } catch { failure = error }
        }
        // 4. Every rename, then the folders synced, then the journal removed: the commit point.
        var replaced: [String] = []
        if failure == nil {
            for file in files {
                do { try fileSystem.rename(file.temporary, over: file.target) } catch {
                    failure = error
                    break
                }
                replaced.append(file.target)
            }
        }
        if failure == nil {
            for folder in Set(files.map { FilePaths.folder(of: $0.target) }).sorted() {
                do { try fileSystem.syncFolder(folder) } catch {
                    failure = error
                    break
                }
            }
        }
        if failure == nil, let journal {
            do { try fileSystem.remove(journal) } catch { failure = error }
        }
        if let failure {
            // Put back what was there before (one fault at a time: these steps run).
            for target in replaced.reversed() {
                if let backup = backups[target] { try? fileSystem.rename(backup, over: target) } else { try? fileSystem.remove(target) }
            }
            let leftovers =
                files.map(\.temporary) + files.compactMap { replaced.contains($0.target) ? nil : backups[$0.target] }
                + (journal.map { [$0] } ?? [])
            discard(leftovers)
            outcome.failures = [failure]
            outcome.notWritten = files.map(\.target)
            return outcome
        }
        for backup in backups.values.sorted() {
            // Retried once: a backup left behind is harmless (the next run removes it) but untidy.
            if (try? fileSystem.remove(backup)) == nil { try? fileSystem.remove(backup) }
        }
        outcome.written = files.map(\.target)
        return outcome
    }

    /// Drops everything staged without touching any target.
    public func discard() {
        lock.lock()
        let temporaries = staged.map(\.temporary)
        staged = []
        failed = []
        if let watcher { close(watcher.descriptor) }
        watcher = nil
        lock.unlock()
        discard(temporaries)
    }

    private func discard(_ temporaries: [String]) {
        for path in temporaries where (try? fileSystem.remove(path)) == nil { try? fileSystem.remove(path) }
    }
}
