import BarTheme
import Foundation

/// Finds the theme files a command works on: the paths given, or every `*.yaml` in `Themes/`.
enum ThemeInputs {
    static let defaultFolder = "Themes"

    static func paths(_ given: [String]) throws -> [String] {
        if !given.isEmpty { return given }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: defaultFolder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure.usage("no theme files given and no \(defaultFolder)/ folder here; pass theme paths, e.g. render-theme render Themes/Ocean.yaml")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: defaultFolder)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
        guard !names.isEmpty else { throw CommandFailure.usage("\(defaultFolder)/ has no .yaml theme files") }
        return names.map { "\(defaultFolder)/\($0)" }
    }

    /// Loads one theme, printing its diagnostics (with source excerpts) to standard error.
    static func load(_ path: String) -> ThemeLoader.Loaded? {
        do {
            let loaded = try ThemeLoader.load(path: path)
            if !loaded.warnings.isEmpty {
                StandardError.print(DiagnosticFormatter(sources: [path: loaded.source]).format(loaded.warnings))
            }
            return loaded
        } catch {
            StandardError.print(error.description)
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

/// Writes lines to standard error.
enum StandardError {
    static func print(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
