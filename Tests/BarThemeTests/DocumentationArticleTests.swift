import BarTestSupport
import Foundation
import Testing

/// Every library's DocC catalog has a getting-started article, and every Swift code block of the
/// catalogs' articles appears, line for line (indentation aside), in a test file of the package,
/// where it is compiled (and, except swift-snapshot-testing's recording calls, run).
@Suite struct DocumentationArticleTests {
    static let root = Repository.root
    static let libraries = ["BarTheme", "BarRender", "BarSnapshot", "BarSnapshotTesting"]

    static func files(under folder: String, extension ext: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == ext }.sorted { $0.path < $1.path }
    }

    /// The Swift blocks of a Markdown text, each as its non-empty lines without surrounding spaces.
    static func swiftBlocks(_ markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if current != nil, !trimmed.isEmpty {
                current?.append(trimmed)
            }
        }
        return blocks
    }

    static func lines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func everyLibraryHasAGettingStartedArticle() {
        for library in Self.libraries {
            let article = Self.root.appendingPathComponent("Sources/\(library)/\(library).docc/GettingStarted.md")
            #expect(FileManager.default.fileExists(atPath: article.path), "\(article.path)")
        }
    }

    /// The test client's files (Examples/SnapshotClient, built and run by Scripts/check-client).
    static let clientFiles = [
        "Examples/SnapshotClient/Package.swift", "Examples/SnapshotClient/Tests/SnapshotClientTests/BrandBarTests.swift",
    ]

    /// A client file's lines as documentation shows them: whole-line comments left out, and the
    /// repository named where the client, inside this repository, names it by path.
    static func clientLines(_ text: String) -> [String] {
        lines(text).filter { !$0.hasPrefix("//") || $0.hasPrefix("// swift-tools-version") }.map {
            $0.replacingOccurrences(
                of: #".package(name: "BarTheme", path: "../..","#,
                with: #".package(url: "https://github.com/bartheme/BarTheme.git", branch: "main","#)
        }
    }

    static func contains(_ block: [String], in files: [[String]]) -> Bool {
        files.contains { lines in
            lines.indices.contains { start in start + block.count <= lines.count && Array(lines[start..<start + block.count]) == block }
        }
    }

    /// The README's client section is the client package's real files, which CI builds and runs
    /// (CHANGELOG.md, "Docs that disagreed").
    @Test func everySwiftBlockOfTheReadmesClientSectionIsInTheClientPackage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Use BarTheme from Swift\n").dropFirst().first)
            .components(separatedBy: "Rendering from code:")[0]
        let client = try Self.clientFiles.map {
            Self.clientLines(try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8))
        }
        var checked = 0
        for block in Self.swiftBlocks(section) where !(block.count == 1 && block[0].hasPrefix(".package(")) {
            checked += 1
            #expect(
                Self.contains(block, in: client), "this README block is not in Examples/SnapshotClient:\n\(block.joined(separator: "\n"))")
        }
        #expect(checked == 2)
    }

    @Test func theClientPackageExcludesItsSnapshotsAndNamesItsPlatforms() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent(Self.clientFiles[0]), encoding: .utf8)
        let ours = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"exclude: ["__Snapshots__"]"#))
        // The same tools version and platforms as BarTheme's own manifest.
        #expect(manifest.hasPrefix(try #require(ours.components(separatedBy: "\n").first)))
        #expect(ours.contains("platforms: [.macOS(.v13)]") && manifest.contains("platforms: [.macOS(.v13)]"))
    }

    @Test func everySwiftBlockOfTheArticlesIsInATest() throws {
        let tests =
            try Self.files(under: "Tests", extension: "swift").map { Self.lines(try String(contentsOf: $0, encoding: .utf8)) }
            + Self.clientFiles.map { Self.clientLines(try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8)) }
        var checked = 0
        for library in Self.libraries {
            for article in Self.files(under: "Sources/\(library)/\(library).docc", extension: "md") {
                for block in Self.swiftBlocks(try String(contentsOf: article, encoding: .utf8)) where !block.isEmpty {
                    if block.count == 1, block[0].hasPrefix(".package(") { continue }  // a Package.swift line
                    checked += 1
                    let found = tests.contains { lines in
                        lines.indices.contains { start in
                            start + block.count <= lines.count && Array(lines[start..<start + block.count]) == block
                        }
                    }
                    #expect(
                        found,
                        "\(article.lastPathComponent) of \(library): this block is in no test file:\n\(block.joined(separator: "\n"))")
                }
            }
        }
        #expect(checked >= 8)
    }

    @Test func theCheckFindsABlockThatIsInNoTest() {
        let blocks = Self.swiftBlocks("Text\n```swift\nlet a = 1\n\n    let b = 2\n```\n```sh\nls\n```\n")
        #expect(blocks == [["let a = 1", "let b = 2"]])
    }
}
