import BarTestSupport
import Foundation

/// Builds the test-only UIKit module (`UIKitSignatures/UIKit.swift`: UIKit's signatures with a
/// recording implementation) with swiftc, and compiles generated code against it: typechecks it,
/// or links it into a small program that runs it and prints the recording.
///
/// The UIKit and SwiftUI signature modules are built once per test process, into one folder every
/// test compiles against (`Built.shared`); each test writes its sources into its own `work` folder.
/// Building them was half of each typecheck's time, paid again by every test that typechecks
/// (docs/PERFORMANCE.md, "Where CI's time went").
struct UIKitModule {
    static let root = Repository.root
    static let stub = root.appendingPathComponent("Tests/BarCodegenTests/UIKitSignatures/UIKit.swift")

    struct Result {
        let status: Int32
        let output: String
    }

    /// A temporary folder of this test's own: the sources it compiles and the program; removed by `remove()`.
    let work: URL

    init() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: work) }

    /// The signature modules of this test process: built by the first test that asks, then shared.
    struct Built: Sendable {
        /// Holds `libUIKit.a`, `UIKit.swiftmodule` and `SwiftUI.swiftmodule`.
        let folder: URL
        /// swiftc's status and output building the UIKit module.
        let uikit: Result
        /// The same for the SwiftUI module (not attempted when UIKit's failed).
        let swiftUI: Result

        static let shared = Built()

        private init() {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-signatures-\(UUID().uuidString)")
            (uikit, swiftUI) = Self.build(in: folder)
            // The folder goes when the test process ends.
            atexit { try? FileManager.default.removeItem(at: UIKitModule.Built.shared.folder) }
        }

        private static func build(in folder: URL) -> (uikit: Result, swiftUI: Result) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let uikit = try UIKitModule.run(
                    [
                        "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-emit-module",
                        "-module-name", "UIKit", "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
                        "-o", folder.appendingPathComponent("libUIKit.a").path, UIKitModule.stub.path,
                    ], in: folder)
                guard uikit.status == 0 else { return (uikit, uikit) }
                let swiftUI = try UIKitModule.run(
                    [
                        "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "SwiftUI", "-I",
                        folder.path, "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
                        UIKitModule.swiftUIStub.path,
                    ], in: folder)
                return (uikit, swiftUI)
            } catch {
                let failed = Result(status: -1, output: "could not build the signature modules in \(folder.path): \(error)")
                return (failed, failed)
            }
        }
    }

    /// `libUIKit.a` and `UIKit.swiftmodule` in the Swift 6 language mode: swiftc's result building them.
    func build() throws -> Result { Built.shared.uikit }

    static let swiftUIStub = root.appendingPathComponent("Tests/BarCodegenTests/UIKitSignatures/SwiftUI.swift")

    /// `SwiftUI.swiftmodule` (it imports the UIKit module): the SwiftUI declarations the `--swiftui`
    /// code uses, for `typecheck`; swiftc's result building it.
    func buildSwiftUI() throws -> Result { Built.shared.swiftUI }

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
        let arguments = ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", Built.shared.folder.path]
        return try Self.run(arguments + files, in: work)
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
                "swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", Built.shared.folder.path, "-L", Built.shared.folder.path,
                "-lUIKit",
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
