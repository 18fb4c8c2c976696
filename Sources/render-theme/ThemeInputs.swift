import BarTheme
import Foundation

/// Finds the theme files a command works on, the same way in every subcommand: the paths given
/// (files, or folders searched recursively for `*.yaml` / `*.yml`, sorted), or `Themes/` when none
/// is given. Each file gets the output folder name it writes under (`ThemeDocument.outputKey`):
/// its path relative to the folder it was found in, or its name for a file given directly; two
/// files that would write to the same folder are refused before any work.
enum ThemeInputs {
    static let defaultFolder = "Themes"

    /// A theme file and the output folder name it writes under.
    struct Input: Hashable {
        let path: String
        let key: String
        /// Whether it was found by searching a folder (rather than named).
        var fromFolder = false
    }

    /// The inputs for `given` paths. Prints one line naming what was taken when a folder was
    /// searched (`render: 12 theme files from Themes/`) to standard error, unless `quiet`.
    static func inputs(_ given: [String], command: String, quiet: Bool = false) throws -> [Input] {
        let paths = given.isEmpty ? [defaultFolder] : given
        var inputs: [Input] = []
        var folders: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                if given.isEmpty {
                    throw CommandFailure.usage(
                        "no theme files given and no \(defaultFolder)/ folder here; pass theme files or folders, e.g. render-theme \(command) Themes"
                    )
                }
                throw CommandFailure.usage("\(path): no such file or folder")
            }
            if isFolder.boolValue {
                folders.append(path)
                let found: [String]
                do { found = try ThemeFolder.themeFiles(in: path) } catch { throw CommandFailure.usage(error.description) }
                guard !found.isEmpty else { throw CommandFailure.usage("\(path) has no .yaml theme files") }
                inputs += found.map { relative in
                    // `sub/X.yaml` → `sub/X`: the path in the folder without its extension.
                    let key = relative.hasSuffix(".yml") ? String(relative.dropLast(4)) : String(relative.dropLast(5))
                    return Input(path: (path as NSString).appendingPathComponent(relative), key: key, fromFolder: true)
                }
            } else {
                inputs.append(Input(path: path, key: ThemeDocument.outputKey(forFile: path)))
            }
        }
        // Two files writing to one output folder would overwrite each other's images.
        var seen: [String: String] = [:]
        for input in inputs {
            if let other = seen[input.key], other != input.path {
                throw CommandFailure.usage(
                    "\(other) and \(input.path) would both write their images under '\(input.key)/'; "
                        + "pass the folder that holds both (outputs are then named by their paths in it), or rename one")
            }
            seen[input.key] = input.path
        }
        if !quiet && !folders.isEmpty {
            Chatter.note("\(command): " + taken(inputs, folders: folders))
        }
        return inputs
    }

    /// `12 theme files from Themes/`, or with files named too `3 theme files: 1 named, 2 from Themes/base/`.
    static func taken(_ inputs: [Input], folders: [String]) -> String {
        func files(_ count: Int) -> String { "\(count) theme file\(count == 1 ? "" : "s")" }
        let from = folders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }.joined(separator: ", ")
        let found = inputs.filter(\.fromFolder).count
        guard found != inputs.count else { return "\(files(found)) from \(from)" }
        return "\(files(inputs.count)): \(inputs.count - found) named, \(found) from \(from)"
    }

    /// The inputs for `given` paths, or the command ends with the reason (exit 2).
    static func inputsOrExit(_ given: [String], command: String) throws -> [Input] {
        do { return try inputs(given, command: command) } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
    }

    /// The paths alone (for commands that name outputs themselves).
    static func paths(_ given: [String], command: String = "render-theme", quiet: Bool = true) throws -> [String] {
        try inputs(given, command: command, quiet: quiet).map(\.path)
    }

    /// Loads one theme, printing its diagnostics (with source excerpts) to standard error; its
    /// outputs go under `input.key`.
    static func load(_ input: Input, errors: JSONErrors? = nil) -> ThemeLoader.Loaded? {
        load(input.path, errors: errors)?.withOutputKey(input.key)
    }

    /// Loads one theme, printing its diagnostics (with source excerpts) to standard error; `errors`
    /// (a `--format json` run's) also gets them.
    static func load(_ path: String, errors: JSONErrors? = nil) -> ThemeLoader.Loaded? {
        do {
            let loaded = try ThemeLoader.load(path: path)
            if !loaded.warnings.isEmpty {
                StandardError.print(DiagnosticFormatter(sources: [path: loaded.source]).format(loaded.warnings))
            }
            return loaded
        } catch {
            StandardError.print(error.description)
            errors?.add(error)
            return nil
        }
    }
}

/// A failure that ends a command with a message and an exit code.
enum CommandFailure: Error, CustomStringConvertible {
    case usage(String)

    var description: String {
        switch self {
        case .usage(let message): return message
        }
    }
}

/// Writes lines to standard error, with control characters and bidirectional overrides from
/// themes and files shown escaped (`OutputSanitizer`).
enum StandardError {
    static func print(_ text: String) {
        FileHandle.standardError.write(Data((OutputSanitizer.terminal(text) + "\n").utf8))
    }
}
