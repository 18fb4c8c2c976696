import BarTheme
import Foundation

/// Classy's `@import`: a style sheet's constants often live in the file it imports, so the files
/// it names are read first, in place (their variables reach the lines after the import, their
/// rules are part of the style sheet). Only files inside the first style sheet's folder are read,
/// each once; an absolute path, one leading out of the folder (also through a symbolic link), a
/// file already read (a cycle or a repeat), a missing or unreadable file, one over
/// `maximumFileSize` and imports past `maximumFiles` are located notes.
struct ClassyImports {
    static let maximumFiles = 64
    static let maximumFileSize = 1 << 20

    /// The sheets in reading order (each import before the file that imports it), with the notes.
    private(set) var sheets: [ClassyStyleSheet] = []
    private(set) var notes: [(message: String, location: SourceLocation)] = []
    private var read: Set<String> = []
    private let folder: String?

    init(path: String, text: String) {
        folder = PhysicalPath.resolve(FilePaths.folder(of: path))
        if let real = PhysicalPath.resolve(path) { read.insert(real) }
        _ = load(path: path, text: text, variables: [:])
    }

    /// Parses `text` (at `path`), reading its imports first; returns the variables it leaves.
    private mutating func load(path: String, text: String, variables: [String: String]) -> [String: String] {
        var sheet = ClassyStyleSheet(text: text, path: path, variables: variables)
        var known = variables
        if !sheet.imports.isEmpty {
            for (name, location) in sheet.imports {
                guard let (importedPath, importedText) = file(named: name, from: path, at: location) else { continue }
                known = load(path: importedPath, text: importedText, variables: known)
            }
            // Read again with what the imports define (imports come first in Classy files).
            sheet = ClassyStyleSheet(text: text, path: path, variables: known)
        }
        sheets.append(sheet)
        return sheet.variables
    }

    /// The file an import names, read; nil with a note when it may not or cannot be read.
    private mutating func file(named name: String, from importer: String, at location: SourceLocation) -> (String, String)? {
        func refuse(_ why: String) -> (String, String)? {
            notes.append(("Classy '@import \(name)' is not followed: \(why)", location))
            return nil
        }
        guard !name.isEmpty, !name.hasPrefix("$") else { return refuse("it names no file (an undefined variable or nothing)") }
        guard !name.hasPrefix("/") && !name.hasPrefix("~") else {
            return refuse("an absolute path; only files inside the style sheet's folder are read")
        }
        guard let folder else { return refuse("the style sheet's folder cannot be found") }
        let candidate = (FilePaths.folder(of: importer) as NSString).appendingPathComponent(name)
        guard let real = PhysicalPath.resolve(candidate) else { return refuse("no such file beside the style sheet") }
        guard real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            return refuse("it leads out of the style sheet's folder; copy the file into it")
        }
        guard !read.contains(real) else { return refuse("that file is already read (an import cycle or a repeat)") }
        guard read.count < Self.maximumFiles else { return refuse("more than \(Self.maximumFiles) files are imported") }
        let size = ((try? FileManager.default.attributesOfItem(atPath: real))?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.maximumFileSize else { return refuse("it is \(size) bytes; at most \(Self.maximumFileSize) are read") }
        guard let data = FileManager.default.contents(atPath: real) else { return refuse("it cannot be read") }
        read.insert(real)
        return (candidate, String(decoding: data, as: UTF8.self))
    }
}
