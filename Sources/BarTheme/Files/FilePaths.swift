/// Path text operations that Foundation's `NSString` path methods cannot be trusted with here:
/// on Linux (swift-corelibs-foundation of this toolchain) `deletingLastPathComponent` crashes the
/// process for a one-character path such as `o` or `a/`, which a user may well pass as `--out o`.
public enum FilePaths {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: `a/b` → `a`,
    /// `ab` → `` (empty: the working folder), `/x` → `/`, `a//b/` → `a`, `/` → `/`.
    public static func parent(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        var folder = text[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The folder a file at `path` is in, as a path that names it: `parent(of:)`, except that a
    /// bare name's folder is the working folder `.` (`Theme.swift` → `.`), which can be opened,
    /// created, synced and written into like any other.
    public static func folder(of path: String) -> String {
        let parent = parent(of: path)
        return parent.isEmpty ? "." : parent
    }
}
