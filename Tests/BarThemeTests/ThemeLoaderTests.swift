import Foundation
import Testing

@testable import BarTheme

/// Loading the `extends` chain: parents nearest first, inherited palettes, paths relative to each file.
@Suite struct ThemeLoaderTests {
    static let corpus = CorpusTests.folder

    /// A fresh folder with the given files.
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-loader-\(UUID().uuidString)")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return url
    }

    @Test func aChildInheritsItsParentsPaletteAndListsTheChainNearestFirst() throws {
        let dir = try Self.folder([
            "Root.yaml": "theme: Root\ncolors:\n  ink: \"#111111\"\n",
            "shared/Base.yaml":
                "theme: Base\nextends: Root.yaml\ncolors:\n  brand: $ink\nfonts:\n  brandFont: { file: fonts/B.otf, size: 16 }\n",
            "shared/Root.yaml": "theme: SharedRoot\ncolors:\n  ink: \"#222222\"\n",
            "shared/fonts/B.otf": "OTTO",
            "Child.yaml":
                "theme: Child\nextends: shared/Base.yaml\nnavigationBar:\n  barTintColor: $brand\n  titleTextAttributes: { font: $brandFont }\n",
        ])
        let loaded = try ThemeLoader.load(path: dir.appendingPathComponent("Child.yaml").path)
        #expect(loaded.document.name == "Child")
        #expect(loaded.parents.map(\.name) == ["Base", "SharedRoot"])
        #expect(loaded.document.navigationBar?.barTintColor?.value == .fixed(RGBAColor(r: 0x22, g: 0x22, b: 0x22)))
        // The parent's font file stays as written and resolves against the parent's file, which wrote it.
        let file = try #require(loaded.document.navigationBar?.titleTextAttributes?.font?.value.file)
        #expect(file.value == "fonts/B.otf")
        #expect(file.location.file.hasSuffix("shared/Base.yaml"))
        let resolved = FontDescriptor(
            try #require(loaded.document.navigationBar?.titleTextAttributes?.font?.value), fallback: .defaultTitle)
        #expect(resolved.file == dir.appendingPathComponent("shared/fonts/B.otf").path)
        #expect(loaded.sources.count == 3)
    }

    @Test func aChildRedefinesAParentColour() throws {
        let dir = try Self.folder([
            "Base.yaml": "colors:\n  brand: red\n",
            "Child.yaml": "extends: Base.yaml\ncolors:\n  brand: blue\nnavigationBar:\n  tintColor: $brand\n",
        ])
        let loaded = try ThemeLoader.load(path: dir.appendingPathComponent("Child.yaml").path)
        #expect(loaded.document.navigationBar?.tintColor?.value == .fixed(RGBAColor(red: 0, green: 0, blue: 1)))
    }

    @Test func aCycleIsReportedAtTheExtendsThatClosesIt() {
        let path = Self.corpus.appendingPathComponent("extends-itself.yaml").path
        #expect(throws: ThemeLoadError.self) { try ThemeLoader.load(path: path) }
        let result = ThemeValidator.validate(path: path)
        #expect(result.diagnostics.map(\.ruleID) == [ErrorRules.extendsProblem])
        #expect(result.diagnostics.first?.location?.line == 1)
    }

    @Test func everyProblemInAFileIsReportedInOneRun() throws {
        let dir = try Self.folder([
            "T.yaml":
                "navigationBar:\n  barStyle: blak\n  backIndicatorImage: images/missing.png\n  backIndicatorTransitionMaskImage: images/missing.png\n"
        ])
        let result = ThemeValidator.validate(path: dir.appendingPathComponent("T.yaml").path)
        #expect(result.diagnostics.map(\.ruleID) == [ErrorRules.invalidValue, ErrorRules.missingFile, ErrorRules.missingFile])
    }
}
