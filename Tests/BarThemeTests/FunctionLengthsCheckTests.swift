import Foundation
import Testing

/// `Scripts/function-lengths` (the size rule of docs/ARCHITECTURE.md, run by `Scripts/test`) measures
/// a function from its declaration to the brace that closes its body, whatever its signature holds.
@Suite struct FunctionLengthsCheckTests {
    /// The script's exit status and standard output for one Swift file holding `source`.
    func check(_ source: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("function-lengths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("Sample.swift"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", FormatDocumentationTests.root.appendingPathComponent("Scripts/function-lengths").path, "--top", "5", folder.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func body(_ lines: Int) -> String {
        (0..<lines).map { "        print(\($0))" }.joined(separator: "\n")
    }

    /// A default closure in the signature (`= { _, _, _ in }`, after a function type's `->`) is not
    /// the body: `SnapshotRun.run` was counted as 1 line while it had 140.
    @Test func aDefaultClosureInTheSignatureIsNotTheBody() throws {
        let source = """
            struct Run {
                func run(progress: @Sendable (Int, _ finished: Int, _ total: Int) -> Void = { _, _, _ in }) throws -> Int {
            \(body(120))
                    return 0
                }
            }

            """
        let result = try check(source)
        #expect(result.status == 1)
        #expect(result.output.contains("error: run is 123 lines, over the limit of 100"), "\(result.output)")
    }

    @Test func functionsWithinTheLimitPass() throws {
        let source = """
            func short(_ transform: (Int) -> Int = { $0 }, values: [Int] = []) -> [Int] {
            \(body(20))
                return values.map(transform)
            }

            """
        let result = try check(source)
        #expect(result.status == 0)
        #expect(result.output.contains("   23 "), "\(result.output)")
    }
}
