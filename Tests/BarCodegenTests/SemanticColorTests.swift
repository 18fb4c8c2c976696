import Foundation
import Testing

@testable import BarCodegen
@testable import BarTheme

/// A colour the theme writes as a UIKit name is generated as that colour (docs/GENERATED-CODE.md, "What each theme key becomes"):
/// `UIColor.systemBackground` keeps what the system colour does in the app (elevated dark
/// backgrounds in sheets, Increase Contrast, later OS changes), which a trait closure of its light
/// and dark values loses; and `generate assets` makes no colour set of it.
@Suite struct SemanticColorTests {
    static let theme = """
        colors:
          surface: separator
          brand: "#0A7E8C"
          paper: { light: "#FFFFFF", dark: "#000000" }
        navigationBar:
          barTintColor: systemBackground
          tintColor: $surface
          titleTextAttributes: { foregroundColor: label }
        toolbar:
          barTintColor: $paper
          tintColor: white
        """

    static func generated() throws -> String {
        let (document, diagnostics) = ThemeParser.parse(theme, path: "Semantic.yaml")
        let parsed = try #require(document, "\(diagnostics)")
        return try SwiftGenerator().generate([SwiftGenerator.Input(document: parsed, parents: [], file: "Semantic.yaml")])
    }

    @Test func aUIKitColorNameIsGeneratedAsThatColorAndAValueAsWritten() throws {
        let source = try Self.generated()
        #expect(source.contains("bar.barTintColor = UIColor.systemBackground"))
        #expect(source.contains("[.foregroundColor: UIColor.label]"))
        #expect(source.contains("static var surface: UIColor { UIColor.separator }"))
        #expect(source.contains("bar.tintColor = Palette.surface"))
        #expect(source.contains("toolbar.tintColor = UIColor.white"))
        // The hex pair has systemBackground's values but was written as values: it stays a literal.
        #expect(source.contains("toolbar.barTintColor = Palette.paper"))
        #expect(source.components(separatedBy: "UIColor { traits in").count == 2, "only the palette's own light/dark pair")
        let result = try GeneratedCodeCompilesTests.typecheck(source, appClasses: [])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func generateAssetsMakesNoColorSetForAColorWrittenAsAUIKitName() throws {
        let (document, diagnostics) = ThemeParser.parse(Self.theme, path: "Semantic.yaml")
        let parsed = try #require(document, "\(diagnostics)")
        let paths = try AssetCatalog.files(for: [SwiftGenerator.Input(document: parsed, parents: [], file: "Semantic.yaml")]).map(\.path)
        #expect(paths.contains("Semantic/brand.colorset/Contents.json"))
        #expect(paths.contains("Semantic/paper.colorset/Contents.json"))
        #expect(!paths.contains { $0.contains("surface") }, "\(paths)")
    }

    @Test func aNamedColorAPaletteColorNamesAndAParentDefinesStaysNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-semantic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "colors: { canvas: secondarySystemBackground }\n".write(
            to: folder.appendingPathComponent("Base.yaml"), atomically: true, encoding: .utf8)
        try "extends: Base.yaml\nnavigationBar: { barTintColor: $canvas }\n".write(
            to: folder.appendingPathComponent("Child.yaml"), atomically: true, encoding: .utf8)
        let loaded = try ThemeLoader.load(path: folder.appendingPathComponent("Child.yaml").path)
        let source = try SwiftGenerator().generate([
            SwiftGenerator.Input(document: loaded.document, parents: loaded.parents, file: "Child.yaml")
        ])
        #expect(source.contains("static var canvas: UIColor { UIColor.secondarySystemBackground }"), "\(source)")
        #expect(source.contains("bar.barTintColor = Palette.canvas"))
    }

    /// `systemMint` and `systemCyan` are iOS 15 (UIInterface.h): below a deployment target of 15 the
    /// code uses them behind `#available` with their light and dark values before, so it builds for
    /// iOS 13; from 15 they are used directly.
    @Test func anIOS15ColorIsUsedBehindAvailabilityBelowADeploymentTargetOf15() throws {
        let (document, diagnostics) = ThemeParser.parse("navigationBar: { tintColor: systemMint }", path: "Mint.yaml")
        let parsed = try #require(document, "\(diagnostics)")
        let input = SwiftGenerator.Input(document: parsed, parents: [], file: "Mint.yaml")
        let ios13 = try SwiftGenerator().generate([input])
        #expect(ios13.contains("bar.tintColor = systemMint\n"), "\(ios13)")
        #expect(
            ios13.contains(
                """
                            private static var systemMint: UIColor {
                                if #available(iOS 15.0, *) {
                                    return UIColor.systemMint
                                }
                                // Before iOS 15, which added systemMint: its light and dark values.
                                return UIColor { traits in
                """), "\(ios13)")
        let ios15 = try SwiftGenerator(minimumIOS: 15).generate([input])
        #expect(ios15.contains("bar.tintColor = UIColor.systemMint\n"))
        #expect(!ios15.contains("#available"))
        let result = try GeneratedCodeCompilesTests.typecheck(ios13, appClasses: [])
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    /// Every colour name the theme format accepts exists in the UIKit signature module, and what
    /// the generated code sets with it records back as the theme format's value for that name.
    @Test func everyColorNameTheFormatKnowsCompilesAndRecordsBackToItsOwnValue() throws {
        let names = SystemColors.sortedNames
        #expect(names.count >= 53)
        let newer = [
            "systemMint", "systemCyan", "systemBrown", "link", "opaqueSeparator", "quaternaryLabel", "secondarySystemGroupedBackground",
            "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
            "lightText", "darkText",
        ]
        #expect(Set(newer).isSubset(of: names), "the importer's colours are in the format's table")
        let palette = names.map { "  c\($0.prefix(1).uppercased() + $0.dropFirst()): \($0)" }.joined(separator: "\n")
        let (document, diagnostics) = ThemeParser.parse("colors:\n\(palette)\n", path: "AllNames.yaml")
        let parsed = try #require(document, "\(diagnostics)")
        let source = try SwiftGenerator().generate([SwiftGenerator.Input(document: parsed, parents: [], file: "AllNames.yaml")])
        var main = ["@_spi(Recording) import UIKit", ""]
        for name in names {
            if SwiftExpressions.iOS15Colors.contains(name) {
                let words = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(words.contains("if #available(iOS 15.0, *) { return UIColor.\(name) }"), "\(name) is generated by name")
            } else {
                #expect(source.contains("UIColor.\(name) }"), "\(name) is generated by name")
            }
            main += [
                "Recording.begin(\"\(name)\")",
                "UINavigationBar.appearance().barTintColor = BarThemeAppearance.AllNames.Palette.c\(name.prefix(1).uppercased() + name.dropFirst())",
            ]
        }
        main.append("print(Recording.json())")
        let module = try UIKitModule()
        defer { module.remove() }
        #expect(try module.build().status == 0)
        let ran = try module.run(source, appClasses: [], main: main.joined(separator: "\n") + "\n")
        try #require(ran.status == 0, "\(ran.output)")
        let sections = try #require(try JSONSerialization.jsonObject(with: Data(ran.output.utf8)) as? [[String: Any]])
        #expect(sections.count == names.count)
        for section in sections {
            let name = try #require(section["name"] as? String)
            let calls = try #require(section["calls"] as? [[String: Any]])
            let recorded = try RecordedAppearance(calls: calls, imageFile: { $0 })
            // A system colour comes back as itself (its values are the era's), a class colour as its value.
            let expected = SystemColorName(name).map(ColorValue.system) ?? SystemColors.table[name]
            #expect(recorded.navigationBar?.barTintColor?.value == expected, "\(name)")
        }
    }
}
