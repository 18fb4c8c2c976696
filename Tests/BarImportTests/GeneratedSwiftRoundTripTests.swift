import BarCodegen
import BarRender
import BarTheme
import Foundation
import Testing

@testable import BarImport

/// Round trip: the Swift `render-theme generate swift` writes for each sample theme, imported
/// again, gives the same theme: the same palette names, and the same pixels for every scene and
/// variant of the original (rendered from the imported bars with the original's scenes, policies
/// and era, which the generated file leaves out as not app code).
@Suite struct GeneratedSwiftRoundTripTests {
    static let themes = ImportHarness.root.appendingPathComponent("Themes")

    /// The sample themes; a folder that cannot be listed is an error, not zero cases that pass.
    static var sampleThemes: [String] {
        get throws { try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".yaml") }.sorted() }
    }

    /// The parametrised test below runs once per sample theme: there are some (19 when this was written).
    @Test func theSampleThemesAreFound() throws {
        #expect(try Self.sampleThemes.count >= 10, "no sample themes in \(Self.themes.path)")
    }

    @Test(arguments: try sampleThemes)
    func generatedSwiftImportsBackToTheSameTheme(_ name: String) throws {
        try roundTrip(folder: Self.themes, name: name)
    }

    /// Every UIBarButtonItem proxy form (docs/UIKIT.md §2.5): the codegen fixture that covers them.
    @Test func barButtonItemProxiesImportBackToTheSamePixels() throws {
        try roundTrip(folder: ImportHarness.root.appendingPathComponent("Tests/BarCodegenTests/Fixtures"), name: "ItemCoverage.yaml")
    }

    /// `appearance(for: UITraitCollection(userInterfaceIdiom: .pad))`, alone, in `traitsFrom:` and
    /// with containment (docs/IMPORT.md, "Swift"): the generated idiom scopes import back as the same scopes.
    @Test func idiomScopesImportBackToTheSamePixels() throws {
        try roundTrip(folder: ImportHarness.root.appendingPathComponent("Tests/BarCodegenTests/Fixtures"), name: "IdiomScopes.yaml")
    }

    /// Every tab bar API the generator writes (#41 item 4): UITabBar's legacy properties, UITabBarAppearance
    /// with an item appearance per layout and state, scoped tab bar proxies and UITabBarItem.appearance().
    @Test func tabBarProxiesAndAppearanceObjectsImportBackToTheSamePixels() throws {
        try roundTrip(folder: ImportHarness.root.appendingPathComponent("Tests/BarCodegenTests/Fixtures"), name: "TabBarCoverage.yaml")
    }

    /// Generated code configures the proxy and, through `apply(to:)`, one bar with the same values:
    /// imported, they are the proxy's (top level) once, not copied again into the preview scene's bar.
    @Test(arguments: ["TabBarAppearance.yaml", "BrandOpaque.yaml"])
    func applyToABarDoesNotRepeatTheProxysValues(_ name: String) throws {
        let original = try ThemeLoader.load(path: Self.themes.appendingPathComponent(name).path)
        let source = try SwiftGenerator().generate([
            SwiftGenerator.Input(document: original.document, parents: original.parents, file: "Themes/\(name)")
        ])
        #expect(source.contains("static func apply(to "))
        let outcome = try ImportHarness.run(
            .swift, sources: [("Generated.swift", source)], name: "RoundTrip", imagesFrom: Self.themes.appendingPathComponent("images"))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let imported = try outcome.loaded()
        #expect(imported.navigationBar != nil || imported.tabBar != nil)
        for scene in imported.scenes {
            #expect(scene.instance == nil, "\(scene.name.value) repeats the navigation bar proxy")
            #expect(scene.tabBarInstance == nil, "\(scene.name.value) repeats the tab bar proxy")
        }
    }

    func roundTrip(folder: URL, name: String) throws {
        let original = try ThemeLoader.load(path: folder.appendingPathComponent(name).path)
        let source = try SwiftGenerator().generate([
            SwiftGenerator.Input(document: original.document, parents: original.parents, file: "Themes/\(name)")
        ])
        let outcome = try ImportHarness.run(
            .swift, sources: [("Generated.swift", source)], name: "RoundTrip",
            imagesFrom: folder.appendingPathComponent("images"))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        // Only the generated apply(to:) functions are noted (their bar parameter is read as the scene's bar).
        #expect(outcome.notes.allSatisfy { $0.message.contains("parameter") }, "\(outcome.notes)")
        var imported = try outcome.loaded()
        // The palette keeps the theme's names (the generated Palette enum's, which are the theme's own).
        for colorName in (original.parents.flatMap { $0.palette.colors.keys } + original.document.palette.colors.keys) {
            let generatedName = colorName.first?.isLetter == true && colorName.allSatisfy({ $0.isLetter || $0.isNumber }) ? colorName : nil
            if let generatedName, original.document.palette.colors[colorName] != nil, outcome.yaml.contains("$\(generatedName)") {
                // Compared as the imported theme writes colours, `#RRGGBB`: a design token's colour that is not
                // an 8-bit value (DesignTokens' titleColor, 0.4713… red in dark mode) comes back rounded.
                #expect(
                    imported.palette.colors[generatedName]?.value.description
                        == original.document.palette.colors[colorName]?.value.description)
            }
        }
        // What the generated file leaves out because it is not app code (its header says so) comes from the original.
        imported.scenes = original.document.scenes
        imported.policies = original.document.policies
        imported.era = original.document.era
        imported.supports = original.document.supports
        let renderer = try BarRenderer()
        let originalJobs = RenderJob.jobs(for: original.document, parents: original.parents)
        let importedJobs = RenderJob.jobs(for: imported)
        try #require(originalJobs.count == importedJobs.count)
        var different: [String] = []
        for (a, b) in zip(originalJobs, importedJobs) {
            if try renderer.renderPNG(a) != renderer.renderPNG(b) { different.append(a.relativeOutputPath) }
        }
        #expect(different.isEmpty, "renders differ after the round trip: \(different)")
    }
}
