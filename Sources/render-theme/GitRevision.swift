import BarWriting
import Foundation

/// Reads theme files as they were at a git revision, without a checkout: `git ls-tree` lists the
/// files under the given paths and `git show REV:./path` copies each into a temporary folder that
/// mirrors the working tree's layout, written through the one write path (all files or none).
struct GitRevision {
    let revision: String

    /// Copies every file under `paths` (files or folders, relative to the current directory) at
    /// the revision into `destination`, keeping relative paths; returns how many files were copied.
    func export(_ paths: [String], to destination: URL) throws -> Int {
        let listing = try git(["ls-tree", "-r", "--name-only", revision, "--"] + paths)
        let files = listing.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        let transaction = WriteTransaction()
        for file in files {
            let data = try gitData(["show", "\(revision):./\(file)"])
            let target = destination.appendingPathComponent(file)
            guard target.standardizedFileURL.path.hasPrefix(destination.standardizedFileURL.path + "/") else {
                transaction.discard()
                throw CommandFailure.usage("git listed '\(file)' outside the folder being compared")
            }
            transaction.stage(data, to: target.path)
        }
        if let failure = transaction.commit().failures.first {
            throw CommandFailure.usage("cannot copy the themes at \(revision): \(failure)")
        }
        return files.count
    }

    private func git(_ arguments: [String]) throws -> String {
        String(decoding: try gitData(arguments), as: UTF8.self)
    }

    private func gitData(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch {
            throw CommandFailure.usage("cannot run git (\(error.localizedDescription)); --base needs git on the PATH")
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let first = message.split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            throw CommandFailure.usage("git \(arguments.prefix(2).joined(separator: " ")) failed: \(first)")
        }
        return data
    }
}
