import BarCodegen
import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The corpus round trip (docs/IMPORT.md, "Tested on real files"): every real file of the corpus, imported, then generated as Swift,
/// compiles warning-free in the Swift 6 language mode against the module of UIKit's real signatures
/// that the code generator's own tests use (Tests/BarCodegenTests/UIKitSignatures/UIKit.swift).
@Suite struct ImportedCorpusCompilesTests {
    static let formats: [(folder: String, format: ImportFormat, suffix: String)] = [
        ("swift", .swift, ".swift"), ("nui", .nui, ".nss"), ("classy", .classy, ".cas"), ("uiss", .uiss, ".json"),
        ("stylist", .stylist, ".yaml"),
    ]

    @Test func everyImportedFileGeneratesCodeThatCompilesAgainstUIKitsSignatures() throws {
        var inputs: [SwiftGenerator.Input] = []
        var containers = Set<String>()
        for (folder, format, suffix) in Self.formats {
            let url = ImportHarness.fixtures.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path).filter({ $0.hasSuffix(suffix) }).sorted() {
                let name = "Imported" + ThemeDraft.paletteName(String(file.dropLast(suffix.count))).replacingOccurrences(of: "-", with: "")
                let outcome = try ImportHarness.run(format, sources: [try ImportHarness.fixture("\(folder)/\(file)")], name: name)
                let document = try outcome.loadedStandingIn()
                inputs.append(SwiftGenerator.Input(document: document, parents: [], file: "\(name).yaml"))
                containers.formUnion(document.scopes.flatMap { $0.containedIn?.value ?? [] })
            }
        }
        #expect(inputs.count >= 40)
        let source = try SwiftGenerator().generate(inputs)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("barimport-compiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let stub = ImportHarness.root.appendingPathComponent("Tests/BarCodegenTests/UIKitSignatures/UIKit.swift")
        let built = try Self.run(
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "UIKit", "-emit-module-path",
                work.appendingPathComponent("UIKit.swiftmodule").path, stub.path,
            ], in: work)
        #expect(built.status == 0, "\(built.output)")
        try source.write(to: work.appendingPathComponent("Generated.swift"), atomically: true, encoding: .utf8)
        let known: Set<String> = ["UINavigationController", "UISplitViewController", "UITabBarController", "UIViewController"]
        let app = ["import UIKit"] + containers.subtracting(known).sorted().map { "final class \($0): UIViewController {}" }
        try app.joined(separator: "\n").write(to: work.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let checked = try Self.run(
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", work.path, "Generated.swift", "App.swift"],
            in: work)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.isEmpty, "no warnings: \(checked.output)")
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
}
