import BarTestSupport
import Foundation

/// Builds the test-only UIKit module (`UIKitSignatures/UIKit.swift`: UIKit's signatures with a
/// recording implementation) with swiftc, and compiles generated code against it: typechecks it,
/// or links it into a small program that runs it and prints the recording.
struct UIKitModule {
    static let root = Repository.root
    static let stub = root.appendingPathComponent("Tests/BarCodegenTests/UIKitSignatures/UIKit.swift")

    struct Result {
        let status: Int32
        let output: String
    }

    /// A temporary folder holding the built module; removed by `remove()`.
    let work: URL

    init() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: work) }

    /// Builds `libUIKit.a` and `UIKit.swiftmodule` in the Swift 6 language mode.
    func build() throws -> Result {
        try Self.run(
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-emit-module",
                "-module-name", "UIKit", "-emit-module-path", work.appendingPathComponent("UIKit.swiftmodule").path,
                "-o", work.appendingPathComponent("libUIKit.a").path, Self.stub.path,
            ], in: work)
    }

    static let swiftUIStub = root.appendingPathComponent("Tests/BarCodegenTests/UIKitSignatures/SwiftUI.swift")

    /// Builds `SwiftUI.swiftmodule` (after `build()`, which it imports): the SwiftUI declarations
    /// the `--swiftui` code uses, for `typecheck`.
    func buildSwiftUI() throws -> Result {
        try Self.run(
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "SwiftUI", "-I", work.path,
                "-emit-module-path", work.appendingPathComponent("SwiftUI.swiftmodule").path, Self.swiftUIStub.path,
            ], in: work)
    }

    /// Writes the generated file and stand-ins for the app's own container classes; returns their paths.
    func writeSources(_ source: String, appClasses: [String]) throws -> [String] {
        let generated = work.appendingPathComponent("Generated.swift")
        try source.write(to: generated, atomically: true, encoding: .utf8)
        let app = work.appendingPathComponent("App.swift")
        try (["import UIKit"] + appClasses.map { "final class \($0): UIViewController {}" }).joined(separator: "\n")
            .write(to: app, atomically: true, encoding: .utf8)
        return [generated.path, app.path]
    }

    /// Typechecks `source` against the module, warnings as errors.
    func typecheck(_ source: String, appClasses: [String]) throws -> Result {
        let files = try writeSources(source, appClasses: appClasses)
        return try Self.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", work.path] + files, in: work)
    }

    /// Compiles `source` with `main` (top-level code that may `@_spi(Recording) import UIKit`) into a
    /// program, warnings as errors, and runs it; the result's output is what it printed.
    func run(_ source: String, appClasses: [String], main: String) throws -> Result {
        var files = try writeSources(source, appClasses: appClasses)
        let mainFile = work.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        files.append(mainFile.path)
        let program = work.appendingPathComponent("recorder")
        let compiled = try Self.run(
            [
                "swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", work.path, "-L", work.path, "-lUIKit",
                "-o", program.path,
            ] + files, in: work)
        guard compiled.status == 0 else { return compiled }
        return try Self.run([program.path], in: work, mergeErrors: false)
    }

    static func run(_ arguments: [String], in directory: URL, mergeErrors: Bool = true) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = mergeErrors ? pipe : FileHandle.standardError
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
