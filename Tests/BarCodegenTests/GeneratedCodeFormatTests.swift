import BarTheme
import Foundation
import SwiftParser
import Testing

@testable import BarCodegen

/// The generated file reads as a careful engineer would write it (docs/GENERATED-CODE.md, "How it is checked"): it parses, it is
/// what the project's own swift-format configuration would print (`swift format lint --strict`
/// finds nothing), and it has no repeated statements, empty functions, inline closures with
/// semicolons or needless casts.
@Suite struct GeneratedCodeFormatTests {
    static let root = UIKitModule.root

    /// `swift format` (Swift 6 toolchains) or a `swift-format` on the PATH, as Scripts/lib/swift-format.sh finds it; nil without.
    static let swiftFormat: [String]? = {
        for command in [["swift", "format"], ["swift-format"]] {
            if (try? UIKitModule.run(command + ["--version"], in: root))?.status == 0 { return command }
        }
        return nil
    }()

    /// Every sample theme and codegen fixture, each generated on its own as the plugin does it.
    static func generatedFiles(_ generator: SwiftGenerator) throws -> [(name: String, source: String)] {
        try GeneratedCodeCompilesTests.sampleInputs().map { input in
            (generator.themeTypeNames([input])[0], try generator.generate([input]))
        }
    }

    @Test(
        .enabled(
            if: GeneratedCodeFormatTests.swiftFormat != nil,
            "skipped: this toolchain has no `swift format` and there is no `swift-format` on the PATH"),
        arguments: [SwiftGenerator(), SwiftGenerator(access: .internal, minimumIOS: 15)])
    func swiftFormatLintFindsNothingInTheGeneratedFileOfEverySampleAndFixture(_ generator: SwiftGenerator) throws {
        let swiftFormat = try #require(Self.swiftFormat)
        // Each theme on its own, as the plugin writes it, and all of them in one file.
        let files = try Self.generatedFiles(generator) + [("AllThemes", try generator.generate(GeneratedCodeCompilesTests.sampleInputs()))]
        #expect(files.count >= 16)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent("\(file.name).swift")
            try file.source.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try UIKitModule.run(
            swiftFormat + ["lint", "--strict", "--configuration", Self.root.appendingPathComponent(".swift-format").path] + paths,
            in: folder)
        #expect(result.status == 0 && result.output.isEmpty, "swift format lint found:\n\(result.output)")
    }

    @Test func everyGeneratedFileParses() throws {
        for (name, source) in try Self.generatedFiles(SwiftGenerator()) {
            #expect(!Parser.parse(source: source).hasError, "\(name) does not parse:\n\(source)")
        }
        let all = try SwiftGenerator().generate(try GeneratedCodeCompilesTests.sampleInputs())
        #expect(!Parser.parse(source: all).hasError)
    }

    @Test func theFileHasNoRepeatedStatementsEmptyFunctionsSemicolonsOrCasts() throws {
        for (name, source) in try Self.generatedFiles(SwiftGenerator()) {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.allSatisfy { $0.count <= 140 }, "\(name): a line is longer than 140 columns")
            #expect(!source.contains(" as [NSAttributedString.Key: Any]"), "\(name): the type context makes the cast needless")
            let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(!code.contains { $0.contains("; ") }, "\(name): one statement per line")
            #expect(!source.contains("}()"), "\(name): no immediately called closures")
            #expect(!source.contains("do {"), "\(name)")
            // No function or block without a statement.
            for (index, line) in lines.enumerated() where line.hasSuffix("{") && index + 1 < lines.count {
                #expect(lines[index + 1].trimmingCharacters(in: .whitespaces) != "}", "\(name): an empty block at line \(index + 1)")
            }
            // apply(to:) only calls the configure function that apply() calls with the proxy: no
            // function sets the same thing twice.
            var function = ""
            var counts: [String: Int] = [:]
            for line in code.map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if line.contains("static func ") { function = line }
                if line.contains(" = ") && !line.hasPrefix("let ") { counts[function + " " + line, default: 0] += 1 }
            }
            #expect(counts.filter { $0.value > 1 }.isEmpty, "\(name): written twice: \(counts.filter { $0.value > 1 }.keys.sorted())")
            for apply in ["apply(to navigationBar: UINavigationBar) {", "apply(to toolbar: UIToolbar) {"] {
                guard let start = lines.firstIndex(where: { $0.hasSuffix(apply) }) else { continue }
                #expect(lines[start + 1].trimmingCharacters(in: .whitespaces).hasPrefix("configure"), "\(name): \(lines[start + 1])")
                #expect(lines[start + 2].trimmingCharacters(in: .whitespaces) == "}", "\(name)")
            }
        }
    }

    @Test func oneConfigureFunctionServesTheProxyAndOneBar() throws {
        let inputs = try GeneratedCodeCompilesTests.sampleInputs().filter { $0.file == "Themes/OceanTranslucent.yaml" }
        let source = try SwiftGenerator().generate(inputs)
        #expect(source.contains("configureNavigationBar(UINavigationBar.appearance())"))
        #expect(
            source.contains(
                "public static func apply(to navigationBar: UINavigationBar) {\n                configureNavigationBar(navigationBar)\n"))
        #expect(source.contains("private static func configureNavigationBar(_ bar: UINavigationBar) {"))
        #expect(source.components(separatedBy: "bar.barTintColor = Palette.ocean").count == 2, "written once")
        // The theme has no toolbar: no toolbar function at all.
        #expect(!source.contains("UIToolbar"))
        // Text attributes and their shadow are named helpers, the shadow built statement by statement.
        #expect(source.contains("bar.titleTextAttributes = titleAttributes"))
        #expect(source.contains("private static var titleAttributes: [NSAttributedString.Key: Any] {"))
        #expect(source.contains("private static var titleShadow: NSShadow {\n                let shadow = NSShadow()\n"))
    }

    @Test func appearanceObjectsAreBuiltByNamedFunctionsSharedWhereTheyAreTheSame() throws {
        let (document, diagnostics) = ThemeParser.parse(
            """
            navigationBar:
              standardAppearance: { configureWith: opaque, backgroundColor: "#102030", titleTextAttributes: { foregroundColor: white } }
              scrollEdgeAppearance: { configureWith: opaque, backgroundColor: "#102030", titleTextAttributes: { foregroundColor: white } }
              compactAppearance: { configureWith: transparent }
            """, path: "Shared.yaml")
        let theme = try #require(document, "\(diagnostics)")
        let source = try SwiftGenerator().generate([SwiftGenerator.Input(document: theme, parents: [], file: "Shared.yaml")])
        #expect(source.contains("bar.standardAppearance = makeStandardAppearance()"))
        #expect(source.contains("bar.scrollEdgeAppearance = makeStandardAppearance()"), "the same object is built by one function")
        #expect(source.contains("bar.compactAppearance = makeCompactAppearance()"))
        #expect(source.components(separatedBy: "private static func makeStandardAppearance() -> UINavigationBarAppearance {").count == 2)
        #expect(!source.contains("makeScrollEdgeAppearance"))
        #expect(source.contains("appearance.titleTextAttributes = titleAttributes"))
    }

    @Test func aValueAParentSetsAndTheThemeOverridesIsWrittenOnlyOnce() throws {
        let inputs = try GeneratedCodeCompilesTests.sampleInputs().filter { $0.file == "Themes/ScopedCorporate.yaml" }
        let source = try SwiftGenerator().generate(inputs)
        let parent = try #require(inputs.first?.parents.first?.navigationBar?.tintColor)
        let own = try #require(inputs.first?.document.navigationBar?.tintColor)
        #expect(parent.location != own.location, "both the parent and the theme set the navigation bar's tintColor")
        #expect(source.components(separatedBy: "bar.tintColor = ").count == 2, "only the theme's own, which wins, is written")
    }
}
