import BarTheme
import Foundation

/// The theme files `compare` pairs: two files directly, or two folders by path relative to each
/// (the files `ThemeFolder` finds, as every command finds them); a file on one side only is an
/// added or removed theme.
public struct ThemePair: Sendable, Equatable {
    /// The file's path relative to its folder (or its name, for two files).
    public let key: String
    public let old: String?
    public let new: String?

    /// A path that cannot be compared: missing, or a file against a folder.
    public struct InputError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Pairs `old` with `new`; with `oldMayBeMissing` (a git revision without the path) a missing
    /// old side is a version with no files.
    public static func pairs(old: String, new: String, oldMayBeMissing: Bool) throws(InputError) -> [ThemePair] {
        let manager = FileManager.default
        var oldIsFolder: ObjCBool = false, newIsFolder: ObjCBool = false
        let oldExists = manager.fileExists(atPath: old, isDirectory: &oldIsFolder)
        guard manager.fileExists(atPath: new, isDirectory: &newIsFolder) else {
            throw InputError(description: "\(new): no such file or folder")
        }
        guard oldExists || oldMayBeMissing else { throw InputError(description: "\(old): no such file or folder") }
        if !newIsFolder.boolValue {
            if oldExists && oldIsFolder.boolValue {
                throw InputError(description: "\(old) is a folder and \(new) a file; compare two files or two folders")
            }
            return [ThemePair(key: (new as NSString).lastPathComponent, old: oldExists ? old : nil, new: new)]
        }
        if oldExists && !oldIsFolder.boolValue {
            throw InputError(description: "\(old) is a file and \(new) a folder; compare two files or two folders")
        }
        let oldFiles: [String], newFiles: [String]
        do {
            oldFiles = oldExists ? try ThemeFolder.themeFiles(in: old) : []
            newFiles = try ThemeFolder.themeFiles(in: new)
        } catch {
            throw InputError(description: error.description)
        }
        return Set(oldFiles).union(newFiles).sorted().map { key in
            ThemePair(
                key: key, old: oldFiles.contains(key) ? (old as NSString).appendingPathComponent(key) : nil,
                new: newFiles.contains(key) ? (new as NSString).appendingPathComponent(key) : nil)
        }
    }

    /// The folder a path stands for: a folder itself, or a file's folder (its parents and images live beside it).
    public static func folder(of path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return path }
        let parent = FilePaths.parent(of: path)
        return parent.isEmpty ? "." : parent
    }
}
