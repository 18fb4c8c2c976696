import BarTestSupport
import BarTheme
import Foundation
import Testing

/// CHANGELOG.md, "Docs that disagreed": the README, the DocC articles, the changelog and the code said
/// different things about which version to depend on and which Swift it needs. They now say one thing,
/// checked here.
@Suite struct VersionStatementsTests {
    static let root = Repository.root

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The file's text with line breaks as spaces (prose is wrapped anywhere).
    static func prose(_ path: String) throws -> String {
        try text(path).split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }

    static let documents = [
        "README.md", "Sources/BarTheme/BarTheme.docc/GettingStarted.md", "Sources/BarSnapshot/BarSnapshot.docc/GettingStarted.md",
    ]

    @Test func aDevelopmentVersionIsTheChangelogsUnreleasedSectionAndTheDocsSayToFollowMain() throws {
        let version = BarThemeVersion.current
        let changelog = try Self.text("CHANGELOG.md")
        let firstSection = try #require(changelog.components(separatedBy: "\n").first { $0.hasPrefix("## [") })
        guard version.hasSuffix("-dev") else {
            #expect(firstSection.hasPrefix("## [\(version)] - "), "the changelog's first section is \(firstSection)")
            return
        }
        let next = String(version.dropLast("-dev".count))
        #expect(firstSection == "## [Unreleased]")
        #expect(!changelog.contains("## [\(next)]"), "\(next) is not released yet")
        for path in Self.documents {
            let text = try Self.text(path)
            #expect(try Self.prose(path).contains("until \(next) is tagged"), "\(path) does not say to follow main until \(next) is tagged")
            // No dependency on a version that is not tagged yet, and no other way of depending.
            #expect(!text.contains("from: \"\(next)\")"), "\(path) depends on the untagged \(next)")
            #expect(!text.contains("from: \"\(next)\","), "\(path) depends on the untagged \(next)")
            for line in text.components(separatedBy: "\n") where line.contains(".package(url: \"https://github.com/bartheme/BarTheme") {
                #expect(line.contains("BarTheme.git\", branch: \"main\""), "\(path): \(line)")
            }
        }
    }

    @Test func theSwiftVersionTheDocsNameIsTheManifestsToolsVersion() throws {
        let manifest = try Self.text("Package.swift")
        let tools = try #require(manifest.components(separatedBy: "\n").first?.components(separatedBy: "swift-tools-version:").last)
        for path in Self.documents {
            let text = try Self.prose(path)
            #expect(text.contains("Swift \(tools)+"), "\(path) does not say Swift \(tools)+")
            #expect(!text.contains("6.0+"), "\(path) names Swift 6.0")
        }
        #expect(try Self.text("Scripts/setup").contains("\(tools) or newer"))
    }
}
