import Foundation
import Testing

/// `render-theme describe`: what VoiceOver reads, per bar, through the built binary.
@Suite struct DescribeCommandTests {
    @Test func describesEachStepOfAStackInReadingOrder() throws {
        let result = try CommandRunner.run(["describe", "Themes/PhotoJourney.yaml", "--scene", "library.step02"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                PhotoJourney / library.step02 (navigation bar, left to right, default.topAttached.light.375w@3x)
                    1. Albums, Back Button    [the back title UIKit shows]
                    2. Harbour at Dusk, Heading    [the top item's title (read in full even when it is truncated)]
                    3. Edit, Button    [title]
                PhotoJourney / library.step02.toolbar (toolbar, left to right, default.bottom.light.375w@3x)
                    1. Share, Button    [UIKit's label for systemItem action]
                    2. Bookmarks, Button    [UIKit's label for systemItem bookmarks]
                    3. Delete, Button    [UIKit's label for systemItem trash]

                """)
    }

    @Test func rightToLeftScenesSayTheirDirection() throws {
        let result = try CommandRunner.run(["describe", "Themes/International.yaml", "--scene", "hebrew", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((json?["errors"] as? [Any])?.isEmpty == true)
        let scene = try #require((json?["bars"] as? [[String: Any]])?.first)
        #expect(scene["layoutDirection"] as? String == "right to left")
        let spoken = (scene["elements"] as? [[String: Any]])?.compactMap { $0["spoken"] as? String }
        #expect(spoken?.last == "Done, Button")
        #expect(spoken?.first?.hasSuffix(", Back Button") == true)
    }

    /// An `inline` search bar collapses into a trailing search button, which VoiceOver reads last.
    @Test func aSearchBarInTheBarsRowIsReadAsItsButton() throws {
        let result = try CommandRunner.run(["describe", "Themes/SearchField.yaml", "--scene", "inline-placement"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.dropFirst().first?.hasPrefix("1. Repositories, Heading") == true, "\(result.stdout)")
        #expect(lines.last?.hasPrefix("2. Search, Button    [the search button UIKit shows") == true, "\(result.stdout)")
        // The stacked row reads the field itself, not a button.
        let stacked = try CommandRunner.run(["describe", "Themes/SearchField.yaml", "--scene", "large-title"])
        #expect(!stacked.stdout.contains("Search, Button"), "\(stacked.stdout)")
    }

    @Test func anUnknownSceneListsTheScenes() throws {
        let result = try CommandRunner.run(["describe", "Themes/PhotoJourney.yaml", "--scene", "nosuch"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no scene named 'nosuch'; scenes: library.step00, library.step01"))
    }

    /// Every `--format json` prints a JSON document, with the errors when a theme does not load.
    @Test(arguments: [["describe"], ["explain"], ["explain", "--property", "barTintColor"]])
    func aBrokenThemeGivesAJSONDocumentWithItsErrors(command: [String]) throws {
        let theme = "Tests/BarThemeTests/Corpus/bad-hex-colour.yaml"
        let result = try CommandRunner.run([command[0], theme] + command.dropFirst() + ["--format", "json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let error = try #require((json["errors"] as? [[String: Any]])?.first, "\(json)")
        #expect(error["file"] as? String == theme)
        #expect(error["line"] as? Int == 2 && error["column"] as? Int == 14)
        #expect(error["rule"] as? String == "invalid-value")
        #expect((error["message"] as? String)?.contains("'#12345G' is not a hex colour") == true)
        #expect(result.stderr.contains("\(theme):2:14: error:"), "text diagnostics still go to standard error")
    }

    @Test func anUnknownSceneIsAJSONError() throws {
        let result = try CommandRunner.run(["explain", "Themes/PhotoJourney.yaml", "--scene", "nosuch", "--format", "json"])
        #expect(result.status == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(((json["errors"] as? [[String: Any]])?.first?["message"] as? String)?.contains("no scene named 'nosuch'") == true)
    }
}
