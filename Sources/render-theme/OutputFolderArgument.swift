import ArgumentParser
import BarWriting
import Foundation

/// Checks and prepares a folder the CLI writes into (`--out`, `--snapshots`, `--report`): an empty
/// path or a path that is a file is a usage error (exit 2); a folder this process cannot write is
/// found before any work starts; the folder is locked against other runs writing into it.
enum OutputFolderArgument {
    /// Refuses "" and a path that names an existing file (a usage error, from `validate()`).
    static func check(_ path: String, option: String) throws {
        if path.isEmpty {
            throw ValidationError("\(option) is empty; name a folder (e.g. \(option) out)")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("\(option) \(path) is a file; name a folder to write into")
        }
    }

    /// Makes sure `path` can be written, removes stale temporary files of killed runs, and takes
    /// the folder's lock (waiting for another run with a message, or failing with `wait == false`).
    /// Errors are printed and end the command: exit status 2 when another run holds the folder
    /// (`--no-wait`), 1 when the folder cannot be written.
    static func prepare(_ path: String, option: String, wait: Bool) throws -> OutputFolderLock {
        if let problem = FileSystem.default.writability(of: path) {
            StandardError.print(
                "error: \(option) \(path) cannot be written: \(problem.path) is not writable (\(problem.reason)); nothing was rendered")
            throw ExitCodes.writeFailure
        }
        do {
            let lock = try OutputFolderLock.acquire(path, wait: wait) { holder in
                StandardError.print("waiting: another render-theme run (pid \(holder)) is writing into \(path)…")
            }
            StaleTemporaryFilesNote.clean(path)
            return lock
        } catch {
            StandardError.print("error: \(error)")
            if case .held = error { throw ExitCodes.usageOrIO }
            throw ExitCodes.writeFailure
        }
    }
}
