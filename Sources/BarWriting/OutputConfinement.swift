import Foundation

/// Keeps every file a command writes inside its output folder: a relative path is refused when it
/// is absolute, climbs with `..`, or reaches outside the folder through a symbolic link already on
/// disk (the deepest existing ancestor is resolved and must lie inside the folder's real path).
public enum OutputConfinement {
    /// The full path for `relative` inside `root`, or a sentence saying why it would leave `root`.
    public static func path(_ relative: String, in root: String) -> Result<String, OutsideFolder> {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relative.hasPrefix("/"), !relative.isEmpty,
            !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty || $0.contains("\0") })
        else {
            return .failure(OutsideFolder(path: relative, root: root, reason: "the name '\(relative)' is not a plain relative path"))
        }
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        let target = rootURL.appendingPathComponent(relative).standardizedFileURL
        let realRoot = rootURL.resolvingSymlinksInPath().path
        // The deepest part of the target that exists already, with its links resolved.
        var existing = target.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: existing.path) && existing.path.count > rootURL.path.count {
            existing = existing.deletingLastPathComponent()
        }
        let realExisting = existing.resolvingSymlinksInPath().path
        guard realExisting == realRoot || realExisting.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            return .failure(
                OutsideFolder(
                    path: target.path, root: root,
                    reason: "'\(existing.path)' is a link to '\(realExisting)', outside '\(root)'"))
        }
        // The file itself must not be a link that points elsewhere.
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) {
            return .failure(
                OutsideFolder(
                    path: target.path, root: root, reason: "it is a symbolic link (to '\(destination)'); nothing is written through links"))
        }
        return .success(target.path)
    }

    /// Why a path was refused.
    public struct OutsideFolder: Error, Sendable, CustomStringConvertible {
        /// The path that was refused.
        public let path: String
        /// The folder it had to stay in.
        public let root: String
        /// Why it would leave the folder (a `..` component, a symbolic link, ...).
        public let reason: String
        /// The refusal as a sentence for the user.
        public var description: String { "refusing to write '\(path)': it would not stay inside '\(root)' (\(reason))" }
    }
}
