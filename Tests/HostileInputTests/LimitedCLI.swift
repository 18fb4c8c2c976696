import Foundation

/// Runs the built `render-theme` under `ulimit` (CPU seconds and address space), so an input that
/// would hang or exhaust memory ends the child, not the test run.
enum LimitedCLI {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
        let seconds: Double
        /// "exit", or the signal that ended it.
        let reason: String
    }

    static let cpuSeconds = 20
    /// A child blocked on a pipe or a FIFO uses no CPU; this ends it too.
    static let wallSeconds = 60
    static let addressSpaceKiB = 4 << 20

    static var binary: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("render-theme")
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("render-theme")
    }

    /// Whether the binary runs under an address-space limit: a ThreadSanitizer build
    /// (`swift test --sanitize=thread`) reserves terabytes of shadow memory and refuses to start
    /// (exit 66), so there only the CPU and wall-clock limits apply.
    static let addressLimitWorks: Bool = {
        guard let output = try? run(["--version"], in: FileManager.default.temporaryDirectory, limitAddressSpace: true) else {
            return false
        }
        return output.status == 0
    }()

    static func run(_ arguments: [String], in directory: URL) throws -> Output {
        try run(arguments, in: directory, limitAddressSpace: addressLimitWorks)
    }

    static func run(_ arguments: [String], in directory: URL, limitAddressSpace: Bool) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Virtual memory includes the Swift runtime's reservations, so the address-space cap is
        // generous (4 GiB); the 3 GB variant explosion and 278 MB list were far past what a
        // refused input now takes.
        let memory = limitAddressSpace ? "ulimit -v \(addressSpaceKiB); " : ""
        process.arguments =
            ["-c", "ulimit -t \(cpuSeconds); \(memory)exec timeout -s KILL \(wallSeconds) \"$0\" \"$@\"", binary.path] + arguments
        process.currentDirectoryURL = directory
        // Files, not pipes: a child writing megabytes to one pipe while the other is read would block.
        let name = UUID().uuidString
        let outURL = directory.appendingPathComponent(".stdout-\(name)"), errURL = directory.appendingPathComponent(".stderr-\(name)")
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let stdout = (try? Data(contentsOf: outURL)) ?? Data()
        let stderr = (try? Data(contentsOf: errURL)) ?? Data()
        let reason = process.terminationReason == .exit ? "exit" : "signal \(process.terminationStatus)"
        return Output(
            status: process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            seconds: Date().timeIntervalSince(start), reason: reason)
    }
}
