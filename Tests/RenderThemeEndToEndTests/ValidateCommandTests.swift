import Foundation
import Testing

/// `render-theme validate` output formats and exit codes, run on corpus themes.
@Suite struct ValidateCommandTests {
    static let corpus = "Tests/BarThemeTests/Corpus"

    @Test func jsonListsEveryFindingWithItsRule() throws {
        let result = try CommandRunner.run([
            "validate", "--format", "json", "\(Self.corpus)/bad-bar-style.yaml", "\(Self.corpus)/lint-bar-tint-alpha.yaml",
        ])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["files"] as? Int == 2)
        #expect(json["errors"] as? Int == 1)
        // The lint fixture also sets tintColor on the bar proxy (tint-color-on-bar-proxy) and has no
        // scenes (renders-nothing, at 1:1).
        #expect(json["warnings"] as? Int == 3)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.map { $0["rule"] as? String } == [
                "invalid-value", "renders-nothing", "bar-tint-alpha-ignored", "tint-color-on-bar-proxy",
            ])
        #expect(diagnostics.first?["line"] as? Int == 2)
        #expect(diagnostics.first?["column"] as? Int == 13)
        #expect(diagnostics.first?["file"] as? String == "\(Self.corpus)/bad-bar-style.yaml")
    }

    @Test func githubFormatPrintsWorkflowCommands() throws {
        let result = try CommandRunner.run(["validate", "--format", "github", "\(Self.corpus)/unknown-bar-key.yaml"])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "::error file=\(Self.corpus)/unknown-bar-key.yaml,line=2,col=3,title=unknown-key::unknown key 'barTintColour' in navigationBar (did you mean 'barTintColor'?)\n"
                + "1 theme checked: 1 error, 0 warnings\n"
        )
    }

    @Test func sarifHasTheRequiredShape() throws {
        let result = try CommandRunner.run([
            "validate", "--format", "sarif", "\(Self.corpus)/image-missing.yaml", "\(Self.corpus)/lint-title-contrast.yaml",
        ])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "render-theme")
        #expect((driver["version"] as? String)?.isEmpty == false)
        #expect(driver["informationUri"] as? String == "https://github.com/bartheme/BarTheme")
        #expect(
            (driver["rules"] as? [[String: Any]])?.allSatisfy {
                ($0["helpUri"] as? String)?.hasPrefix("https://github.com/bartheme/BarTheme/") == true
            }
                == true)
        let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
        #expect(((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String)?.hasPrefix("file:///") == true)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("missing-file") && ids.contains("title-contrast"))
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(
            results.map { $0["ruleId"] as? String } == ["missing-file", "renders-nothing", "tint-color-on-bar-proxy", "title-contrast"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "warning", "warning"])
        for item in results {
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(ids[index] == item["ruleId"] as? String)
            #expect(((item["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(((item["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect(((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasPrefix(Self.corpus) == true)
            #expect((physical["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test func warningsPassUnlessStrict() throws {
        let theme = "\(Self.corpus)/lint-back-indicator-without-mask.yaml"
        let relaxed = try CommandRunner.run(["validate", theme])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.hasSuffix("1 theme checked: 0 errors, 2 warnings\n"))  // and renders-nothing
        let strict = try CommandRunner.run(["validate", "--strict", theme])
        #expect(strict.status == 1)
    }

    @Test func aMissingFileIsAnIOErrorWithExitTwo() throws {
        let result = try CommandRunner.run(["validate", "Themes/NoSuchTheme.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: Themes/NoSuchTheme.yaml: no such file or folder\n")
    }

    @Test func schemaCommandPrintsTheCommittedSchema() throws {
        let result = try CommandRunner.run(["schema"])
        #expect(result.status == 0)
        let committed = try String(
            contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("docs/theme.schema.json"), encoding: .utf8)
        #expect(result.stdout == committed)
    }
}
