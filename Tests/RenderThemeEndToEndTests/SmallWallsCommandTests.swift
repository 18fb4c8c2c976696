import Foundation
import Testing

/// The small walls of a first hour (issue #42 item 10), each through the built CLI.
@Suite struct SmallWallsCommandTests {
    static let ci: [String: String?] = ["CI": "true", "BARTHEME_RECORD": nil]

    static let theme = """
        theme: Walls
        navigationBar: { barTintColor: "#0B5FFF", translucent: false, titleTextAttributes: { foregroundColor: "#FFFFFF" } }
        scenes:
          - name: home
            items: [{ title: Inbox }]
            variants: { scales: [1, 2] }
        """

    /// A repeated key used to be the only error reported: the file's other errors are found too.
    @Test func aDuplicateKeyDoesNotHideTheFilesOtherErrors() throws {
        let work = try NewcomerWallsCommandTests.themes([
            "Twice": """
            navigationBar:
              barTintColor: "#0B5FFF"
              translucent: false
              barTintColor:
                - "#FFFFFF"
              tintColour: "#FFFFFF"
            scenes:
              - name: home
                items: [{ title: Inbox, largeTitleDisplayMode: sometimes }]
            """
        ])
        let result = try CommandRunner.run(["validate", "Themes/Twice.yaml"], in: work)
        #expect(result.status != 0)
        #expect(result.stdout.contains("Themes/Twice.yaml:4:3: error: duplicate key 'barTintColor'"), "\(result.stdout)")
        #expect(result.stdout.contains("Themes/Twice.yaml:6:3: error:") && result.stdout.contains("tintColour"), "\(result.stdout)")
        #expect(result.stdout.contains("Themes/Twice.yaml:9:"), "the unknown display mode is reported too: \(result.stdout)")
    }

    @Test func aTabInTheIndentationIsNamedWhereItIs() throws {
        let work = try NewcomerWallsCommandTests.themes(["Tabbed": "navigationBar:\n\tbarTintColor: \"#0B5FFF\"\n"])
        let result = try CommandRunner.run(["validate", "Themes/Tabbed.yaml"], in: work)
        #expect(result.status != 0)
        #expect(
            result.stdout.contains("Themes/Tabbed.yaml:2:1: error: a tab in the indentation: YAML indents with spaces only"),
            "\(result.stdout)")
        #expect(result.stdout.contains("replace the tab with spaces"))
        #expect(!result.stdout.contains("cannot start any token"))
    }

    /// The lock guards a run, and goes with it: nothing to add to .gitignore or to commit.
    @Test func noLockFileIsLeftInTheFoldersWritten() throws {
        let work = try NewcomerWallsCommandTests.themes(["Walls": Self.theme])
        let render = try CommandRunner.run(["render", "Themes", "--out", "out"], in: work)
        #expect(render.status == 0, "\(render.stderr)")
        let record = try CommandRunner.run(["snapshot", "record"], in: work, environment: Self.ci)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        for folder in ["out", "Snapshots"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent(folder).path)
            #expect(!files.contains(".bartheme.lock"), "\(folder): \(files)")
        }
    }

    /// The first record writes STACK.json; it does not ask the user to run `snapshot record`.
    @Test func theFirstRecordDoesNotSuggestRecording() throws {
        let work = try NewcomerWallsCommandTests.themes(["Walls": Self.theme])
        let record = try CommandRunner.run(["snapshot", "record"], in: work, environment: Self.ci)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(!record.stdout.contains("`render-theme snapshot record` writes it"), "\(record.stdout)")
        #expect(record.stdout.contains("wrote Snapshots/STACK.json"), "\(record.stdout)")
    }

    /// Two failures, one piece of advice; pixel counts grouped as every command groups them.
    @Test func theRecordAdviceIsGivenOncePerRun() throws {
        let work = try NewcomerWallsCommandTests.themes(["Walls": Self.theme])
        let record = try CommandRunner.run(["snapshot", "record"], in: work, environment: Self.ci)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let file = work.appendingPathComponent("Themes/Walls.yaml")
        try Self.theme.replacingOccurrences(of: "#0B5FFF", with: "#C0392B").write(to: file, atomically: true, encoding: .utf8)
        let verify = try CommandRunner.run(["snapshot", "verify"], in: work, environment: Self.ci)
        #expect(verify.status == 1)
        let failures = verify.stdout.split(separator: "\n").filter { $0.hasPrefix("failed: ") }
        #expect(failures.count == 2, "\(verify.stdout)")
        #expect(verify.stdout.components(separatedBy: "BARTHEME_RECORD=failed").count == 2, "once: \(verify.stdout)")
        #expect(verify.stdout.contains("If the changes are intended, run with BARTHEME_RECORD=failed"), "\(verify.stdout)")
        #expect(failures.allSatisfy { $0.contains(" pixels differ (") && !$0.contains("BARTHEME_RECORD") })
    }

    /// `compare` printed "3016" where `snapshot` printed "3 016".
    @Test func pixelCountsPrintTheSameWayInCompareAsInSnapshot() throws {
        let work = try NewcomerWallsCommandTests.themes([
            "Old": Self.theme, "New": Self.theme.replacingOccurrences(of: "#0B5FFF", with: "#C0392B"),
        ])
        let result = try CommandRunner.run(["compare", "Themes/Old.yaml", "Themes/New.yaml"], in: work)
        let line = result.stdout.split(separator: "\n").first { $0.contains("pixels home") }.map(String.init) ?? ""
        #expect(line.range(of: #"\d \d{3} of \d{1,3} \d{3} pixels"#, options: .regularExpression) != nil, "\(result.stdout)")
    }

    /// Shell completion offers theme files and the values of the options that have a fixed set.
    @Test func shellCompletionOffersFilesAndOptionValues() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try CommandRunner.run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            let script = result.stdout
            #expect(script.contains("yaml"), "\(shell): theme files")
            for value in ["accented", "bounded", "largerText:AX5", "increaseContrast", "failed", "never"] {
                #expect(script.contains(value), "\(shell): \(value)")
            }
            #expect(script.contains("17") && script.contains("26"), "\(shell): --minimum-ios values")
        }
    }
}
