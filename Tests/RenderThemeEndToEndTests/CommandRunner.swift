import BarTestSupport
import Foundation

/// Runs the built `render-theme` binary and captures everything it prints.
struct CommandRunner {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The folder the test bundle was built into; `render-theme` is built beside it.
    static var productsDirectory: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    static let repositoryRoot = Repository.root

    /// Runs `render-theme` with `arguments` in `directory`. `environment` entries replace the
    /// inherited ones; a `nil` value removes the variable (e.g. `["CI": nil]`).
    static func run(
        _ arguments: [String], in directory: URL = repositoryRoot,
        environment: [String: String?] = [:]
    ) throws -> Output {
        var merged: [String: String]?
        if !environment.isEmpty {
            var all = ProcessInfo.processInfo.environment
            for (key, value) in environment { all[key] = value }
            merged = all
        }
        return try runProcess(productsDirectory.appendingPathComponent("render-theme"), arguments, in: directory, environment: merged)
    }

    /// Runs any program with `arguments` in `directory` (`environment`: the whole environment, or
    /// nil to inherit) and captures everything it prints.
    static func runProcess(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]?) throws -> Output {
        let process = Process()
        if let environment { process.environment = environment }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Files, not pipes: a child filling the stderr pipe while stdout is read to its end would
        // block forever (a sanitizer build's report at exit did).
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-run-\(UUID().uuidString)")
        let outURL = scratch.appendingPathExtension("out"), errURL = scratch.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let stdout = (try? Data(contentsOf: outURL)) ?? Data()
        let stderr = (try? Data(contentsOf: errURL)) ?? Data()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
