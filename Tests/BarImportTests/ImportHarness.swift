import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarImport

/// Runs an import the way `render-theme import --out` does (theme and generated images into a
/// fresh folder) and checks the result through the real theme loader and linter.
enum ImportHarness {
    static let root = Repository.root
    static let fixtures = root.appendingPathComponent("Tests/BarImportTests/Fixtures")

    struct Outcome {
        let result: ThemeImporter.Result
        let themePath: String
        let validation: ThemeValidator.Result
        var errors: [Diagnostic] { validation.diagnostics.filter { $0.severity == .error } }
        var yaml: String { result.yaml }
        var notes: [ImportNote] { result.notes }
        func loaded() throws -> ThemeDocument { try ThemeLoader.load(path: themePath).document }
    }

    /// Imports `sources` (path → text), writing the theme as `<name>.yaml` in a new temporary folder
    /// (with `images/` copied from `imagesFrom` first, when given).
    static func run(
        _ format: ImportFormat, sources: [(path: String, text: String)], name: String = "Imported",
        imagesFrom: URL? = nil, assetCatalogs: [String] = []
    ) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("barimport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let imagesFrom {
            try FileManager.default.copyItem(at: imagesFrom, to: folder.appendingPathComponent("images"))
        }
        let result = ThemeImporter.run(
            ThemeImporter.Request(format: format, sources: sources, themeFolder: folder.path, name: name, assetCatalogs: assetCatalogs))
        for (path, data) in result.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let themePath = folder.appendingPathComponent("\(name).yaml").path
        try result.yaml.write(toFile: themePath, atomically: true, encoding: .utf8)
        return Outcome(result: result, themePath: themePath, validation: ThemeValidator.validate(path: themePath))
    }

    static func swift(_ text: String, file: String = "Appearance.swift") throws -> Outcome {
        try run(.swift, sources: [(file, text)])
    }

    /// Fixtures read by their absolute paths (so a Classy `@import` finds the files beside them).
    static func absoluteFixtures(_ relatives: [String]) throws -> [(path: String, text: String)] {
        try relatives.map { relative in
            let url = fixtures.appendingPathComponent(relative)
            return (url.path, try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// A fixture's text, by path under Fixtures/.
    static func fixture(_ relative: String) throws -> (path: String, text: String) {
        let url = fixtures.appendingPathComponent(relative)
        return ("Fixtures/" + relative, try String(contentsOf: url, encoding: .utf8))
    }

    /// The value at a key path of the imported theme's YAML, as the parser reads it back.
    static func block(_ outcome: Outcome) throws -> ThemeDocument { try outcome.loaded() }
}
