import Foundation
import Testing

/// Every `docs/UIKIT.md §N.M` the repository cites names a section that exists
/// (`Scripts/uikit-sections check`, also run by `Scripts/test`), and sections are renumbered with
/// `Scripts/uikit-sections renumber`, which moves the heading and every citation together.
@Suite struct UIKitSectionReferenceTests {
    static let script = FormatDocumentationTests.root.appendingPathComponent("Scripts/uikit-sections")
    /// The file name the made-up citations below cite, spelt apart so the check of this repository skips them.
    let notesFile = "UIKIT" + ".md"

    /// Runs the script; its exit status and what it wrote to standard error.
    func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A folder with a docs/UIKIT.md of sections §1, §1.1, §1.10 and §2, and `files` beside it.
    func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-sections-\(UUID().uuidString)")
        let notes = "# Notes\n## §1 One\n### §1.1 One one\nAs §1.10 says.\n### §1.10 One ten\n## §2 Two\n"
        for (path, text) in files.merging(["docs/UIKIT.md": notes], uniquingKeysWith: { a, _ in a }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func everyCitationInTheRepositoryNamesASection() throws {
        let result = try run(["check"])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aDanglingCitationFailsWithItsPlace() throws {
        let root = try tree([
            "Sources/A.swift": "// The bar (docs/\(notesFile) §1.1, §1.2).\n",
            "README.md": "See docs/\(notesFile) §2 and §3.\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["check", "--root", root.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("Sources/A.swift:1: docs/UIKIT.md §1.2 does not exist"))
        #expect(result.errors.contains("README.md:1: docs/UIKIT.md §3 does not exist"))
        #expect(!result.errors.contains("§1.1 does not"))
    }

    @Test func renumberingMovesTheHeadingAndEveryCitationButNoOtherSection() throws {
        let root = try tree(["Sources/A.swift": "// docs/\(notesFile) §1.1 and §1.10; \(notesFile) §1.1.\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try run(["renumber", "1.1", "1.2", "--root", root.path]).status == 0)
        let source = try String(contentsOf: root.appendingPathComponent("Sources/A.swift"), encoding: .utf8)
        #expect(source == "// docs/\(notesFile) §1.2 and §1.10; \(notesFile) §1.2.\n")
        let notes = try String(contentsOf: root.appendingPathComponent("docs/UIKIT.md"), encoding: .utf8)
        #expect(notes.contains("### §1.2 One one\nAs §1.10 says."))
        // A number already taken is refused, and nothing changes.
        #expect(try run(["renumber", "1.2", "2", "--root", root.path]).status == 1)
        #expect(try String(contentsOf: root.appendingPathComponent("Sources/A.swift"), encoding: .utf8) == source)
    }
}
