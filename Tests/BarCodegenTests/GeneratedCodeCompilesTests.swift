import BarTheme
import Foundation
import Testing
@testable import BarCodegen

/// The generated Swift for every sample theme compiles, warning-free in the Swift 6 language mode,
/// against a module that declares UIKit's real signatures (`UIKitSignatures/UIKit.swift`, each
/// naming the Apple header it comes from); and a call UIKit does not have fails there too.
@Suite struct GeneratedCodeCompilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func sampleInputs() throws -> [SwiftGenerator.Input] {
        let folder = root.appendingPathComponent("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try files.map { name in
            let path = folder.appendingPathComponent(name).path
            let loaded = try ThemeLoader.load(path: path)
            return SwiftGenerator.Input(document: loaded.document, parents: loaded.parents, file: "Themes/\(name)")
        }
    }

    /// Builds the UIKit signature module once per test and typechecks `source` against it, with
    /// stand-ins for the app's own container classes. Returns the compiler's exit status and output.
    static func typecheck(_ source: String, appClasses: [String]) throws -> (status: Int32, output: String) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let stub = root.appendingPathComponent("Tests/BarCodegenTests/UIKitSignatures/UIKit.swift").path
        let module = try run(["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "UIKit",
                              "-emit-module-path", work.appendingPathComponent("UIKit.swiftmodule").path, stub], in: work)
        guard module.status == 0 else { return module }
        let generated = work.appendingPathComponent("Generated.swift")
        try source.write(to: generated, atomically: true, encoding: .utf8)
        let app = work.appendingPathComponent("App.swift")
        try (["import UIKit"] + appClasses.map { "final class \($0): UIViewController {}" }).joined(separator: "\n")
            .write(to: app, atomically: true, encoding: .utf8)
        return try run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", work.path, generated.path, app.path], in: work)
    }

    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func appClasses(_ inputs: [SwiftGenerator.Input]) -> [String] {
        let known: Set<String> = ["UINavigationController", "UISplitViewController", "UITabBarController", "UIViewController"]
        let names = inputs.flatMap { ([$0.document] + $0.parents).flatMap { $0.scopes.flatMap { $0.containedIn?.value ?? [] } } }
        return Array(Set(names).subtracting(known)).sorted()
    }

    @Test func everySampleThemeGeneratesCodeThatCompilesAgainstUIKitsSignatures() throws {
        let inputs = try Self.sampleInputs()
        #expect(inputs.count >= 10)
        let source = try SwiftGenerator().generate(inputs)
        let result = try Self.typecheck(source, appClasses: Self.appClasses(inputs))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "no warnings: \(result.output)")
    }

    @Test func aCallUIKitDoesNotHaveFailsToCompile() throws {
        let inputs = try Self.sampleInputs()
        var source = try SwiftGenerator().generate(inputs)
        source += "\n@MainActor func invented() { UINavigationBar.appearance().barTintColour = nil }\n"
        let result = try Self.typecheck(source, appClasses: Self.appClasses(inputs))
        #expect(result.status != 0)
        #expect(result.output.contains("barTintColour"), "\(result.output)")
    }

    @Test func theCodeDeclaresWhatTheThemeDeclaresParentsFirst() throws {
        let inputs = try Self.sampleInputs().filter { $0.file == "Themes/ScopedCorporate.yaml" }
        let source = try SwiftGenerator().generate(inputs)
        let parent = try #require(source.range(of: "// navigationBar (from Themes/base/CorporateBase.yaml, extended)"))
        let child = try #require(source.range(of: "// navigationBar\n"))
        #expect(parent.lowerBound < child.lowerBound, "the parent's proxy values come first, so the child's win")
        #expect(source.contains("let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [SettingsViewController.self])"))
        #expect(source.contains("let proxy = UINavigationBar.appearance(for: UITraitCollection(userInterfaceStyle: .dark))"))
        #expect(source.contains("proxy.barTintColor = Palette.navy"))
        #expect(source.hasPrefix("// Generated by BarTheme \(BarThemeVersion.current) from:\n//   Themes/ScopedCorporate.yaml (extends Themes/base/CorporateBase.yaml)\n"))
    }

    @Test func generationIsDeterministic() throws {
        let inputs = try Self.sampleInputs()
        #expect(try SwiftGenerator().generate(inputs) == SwiftGenerator().generate(inputs))
    }

    @Test func awkwardNamesBecomeValidIdentifiersAndLiterals() throws {
        let (document, diagnostics) = ThemeParser.parse("""
        theme: "Quote \\" and \\\\ backslash"
        colors:
          brand_blue: "#0000FF"
          class: "#00FF00"
        navigationBar:
          tintColor: $class
          titleTextAttributes: { font: { family: Inter, weight: bold, size: 18 }, foregroundColor: $brand_blue }
        """, path: "weird-name.yaml")
        let theme = try #require(document, "\(diagnostics.map(\.description))")
        let source = try SwiftGenerator(typeName: "my theme", access: .internal).generate([SwiftGenerator.Input(document: theme, parents: [], file: "weird-name.yaml")])
        #expect(source.contains("enum MyTheme {"))
        #expect(source.contains("enum WeirdName {"))
        #expect(source.contains("static var brandBlue: UIColor"))
        #expect(source.contains("static var `class`: UIColor"))
        #expect(source.contains("UIFont(name: \"Inter-Bold\", size: 18) ?? UIFont.systemFont(ofSize: 18, weight: .bold)"))
        #expect(!source.contains("public "), "internal access")
        let result = try Self.typecheck(source, appClasses: [])
        #expect(result.status == 0, "\(result.output)")
    }
}
