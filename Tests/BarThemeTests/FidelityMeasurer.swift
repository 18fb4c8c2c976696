import BarTestSupport
import Foundation
import Testing

/// The fidelity tables' measurer, `Scripts/lib/fidelity_ios26.py` (docs/FIDELITY.md), called from a
/// test: one Python expression over its functions, and what it prints.
enum FidelityMeasurer {
    /// Imports `function` from the measurer, prints `expression` and returns the printed line.
    static func printed(importing function: String, _ expression: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let lib = Repository.root.appendingPathComponent("Scripts/lib").path
        process.arguments = [
            "python3", "-c", "import sys; sys.path.insert(0, '\(lib)'); from fidelity_ios26 import \(function); print(\(expression))",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
