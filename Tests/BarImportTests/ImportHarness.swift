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
        /// The custom font families the import kept (a note says "keeps its family X, size" for a
        /// font the app bundles or iOS provides): until their files are listed in `fontFiles:`,
        /// validate reports each (issue #43 item 4).
        var customFontFamilies: Set<String> {
            Set(
                notes.compactMap { note in
                    note.message.range(of: "keeps its family ").flatMap { start in
                        note.message[start.upperBound...].range(of: ", size").map { String(note.message[start.upperBound..<$0.lowerBound]) }
                    }
                })
        }
        /// The errors besides those custom families' ("'X' is not a known font family").
        var otherErrors: [Diagnostic] {
            errors.filter { error in !customFontFamilies.contains { error.message == "'\($0)' is not a known font family" } }
        }
        /// The rest of the theme as it loads once the custom fonts' files are listed: each custom
        /// family read as `system` (the fonts' own lines are asserted on `yaml`; `loaded(listingFonts:)`
        /// lists a real file).
        func loadedStandingIn() throws -> ThemeDocument {
            var text = result.yaml
            for family in customFontFamilies {
                text = text.replacingOccurrences(of: "family: \(family),", with: "family: system,")
                    .replacingOccurrences(of: "family: \(family) }", with: "family: system }")
            }
            try text.write(toFile: themePath, atomically: true, encoding: .utf8)
            return try ThemeLoader.load(path: themePath).document
        }
        var yaml: String { result.yaml }
        var notes: [ImportNote] { result.notes }
        func loaded() throws -> ThemeDocument { try ThemeLoader.load(path: themePath).document }

        /// The theme loaded after doing what a custom font's TODO says: the app's font files (here
        /// from `Tests/Fixtures/CustomFonts`) copied to `fonts/` and listed in `fontFiles:`.
        func loaded(listingFonts fonts: [String]) throws -> ThemeDocument {
            let folder = URL(fileURLWithPath: themePath).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
            for font in fonts {
                try FileManager.default.copyItem(
                    at: root.appendingPathComponent("Tests/Fixtures/CustomFonts/\(font)"),
                    to: folder.appendingPathComponent("fonts/\(font)"))
            }
            let listed = "fontFiles: [\(fonts.map { "fonts/\($0)" }.joined(separator: ", "))]\n"
            try (result.yaml + listed).write(toFile: themePath, atomically: true, encoding: .utf8)
            return try ThemeLoader.load(path: themePath).document
        }
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
