import BarCodegen
import BarTheme
import Foundation
import Testing

@testable import BarImport

/// UIKit colour names survive both directions (docs/GENERATED-CODE.md, "What each theme key becomes";
/// docs/IMPORT.md, "Swift"): the codegen fixture that writes
/// colours as UIKit names, generated to Swift (`UIColor.systemBackground`, not trait closures of
/// literals) and imported again, names the same colours where it named them.
@Suite struct SemanticColorRoundTripTests {
    @Test func colorsWrittenAsUIKitNamesAreImportedBackAsThoseNames() throws {
        let folder = ImportHarness.root.appendingPathComponent("Tests/BarCodegenTests/Fixtures")
        let original = try ThemeLoader.load(path: folder.appendingPathComponent("SemanticColors.yaml").path)
        let source = try SwiftGenerator().generate([
            SwiftGenerator.Input(document: original.document, parents: original.parents, file: "SemanticColors.yaml")
        ])
        let outcome = try ImportHarness.run(.swift, sources: [("Generated.swift", source)], name: "SemanticColors")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let imported = try outcome.loaded()
        #expect(imported.palette.colorNames == original.document.palette.colorNames)
        let bar = try #require(imported.navigationBar)
        #expect(imported.namedColors[try #require(bar.tintColor).location] == "systemBlue")
        let standard = try #require(bar.standardAppearance)
        #expect(imported.namedColors[try #require(standard.backgroundColor).location] == "systemBackground")
        #expect(imported.namedColors[try #require(standard.shadowColor).location] == "separator")
        // The light/dark pair written as values stays values.
        #expect(imported.palette.colorNames["paper"] == nil)
        #expect(imported.palette.colors["paper"]?.value == original.document.palette.colors["paper"]?.value)
    }
}
