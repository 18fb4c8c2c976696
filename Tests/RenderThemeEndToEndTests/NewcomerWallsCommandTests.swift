import Foundation
import Testing

/// The walls a new user met in their first hour (issue #42 items 3, 5 and 10), through the built CLI.
@Suite struct NewcomerWallsCommandTests {
    static func themes(_ files: [String: String]) throws -> URL {
        try EraVariantCommandTests.themes(files)
    }

    static let base = """
        theme: Base
        navigationBar:
          barButtonItem: { tintColor: "#0B5FFF" }
        scenes:
          - name: home
            items: [{ title: Inbox }, { title: Message }]
            variants: { scales: [1] }
        """

    // MARK: extends carries scenes (item 3)

    /// A child that only changes the era rendered nothing, and `render Themes` skipped it without a word.
    @Test func aChildWithoutScenesDrawsItsParentsScenesInItsOwnLook() throws {
        let work = try Self.themes(["Base": Self.base, "Old": "extends: Base.yaml\nera: ios15\n"])
        let out = try CommandRunner.temporaryDirectory()
        let render = try CommandRunner.run(["render", "Themes", "--out", out.path], in: work)
        #expect(render.status == 0, "\(render.stderr)")
        let lines = render.stdout.split(separator: "\n").map { ($0 as Substring).replacingOccurrences(of: out.path, with: "out") }
        #expect(lines == ["out/Base/home.default.topAttached.light.375w@1x.png", "out/Old/home.default.topAttached.light.375w@1x.png"])
        let base = try Data(contentsOf: out.appendingPathComponent("Base/home.default.topAttached.light.375w@1x.png"))
        let old = try Data(contentsOf: out.appendingPathComponent("Old/home.default.topAttached.light.375w@1x.png"))
        #expect(base != old, "the child draws in its own era")
        let validate = try CommandRunner.run(["validate", "--strict", "Themes"], in: work)
        #expect(validate.status == 0, "\(validate.stdout)")
    }

    @Test func aThemeThatRendersNothingIsAWarningAndAFolderRunSaysSo() throws {
        let work = try Self.themes(["Base": Self.base, "Palette": "colors: { brand: \"#0B5FFF\" }\n"])
        let validate = try CommandRunner.run(["validate", "Themes/Palette.yaml"], in: work)
        #expect(validate.stdout.contains("Themes/Palette.yaml:1:1: warning: this theme renders nothing"), "\(validate.stdout)")
        #expect(validate.stdout.contains("[renders-nothing]"))
        let out = try CommandRunner.temporaryDirectory()
        let render = try CommandRunner.run(["render", "Themes", "--out", out.path], in: work)
        #expect(render.status == 0)
        #expect(render.stderr.contains("Themes/Palette.yaml: note: the theme has no scenes; nothing to render"), "\(render.stderr)")
    }

    // MARK: lint and generated code agree (item 5)

    /// The README's first theme passes its own lint, in every era of its range.
    @Test func theReadmesFirstThemePassesItsOwnLint() throws {
        let result = try CommandRunner.run(["validate", "--strict", "Themes/Harbour.yaml"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "1 theme checked: 0 errors, 0 warnings\n")
    }

    /// A blue bar without a tint: the chevron and items are systemBlue on blue, and item-contrast now says so.
    @Test func theDefaultTintIsCheckedUnderAChosenBarTint() throws {
        let work = try Self.themes([
            "Blue": """
            era: ios15
            navigationBar: { barTintColor: "#0B5FFF", translucent: false }
            scenes:
              - name: home
                items: [{ title: Inbox }, { title: Message, rightBarButtonItems: [{ title: Edit }] }]
            """
        ])
        let result = try CommandRunner.run(["validate", "Themes/Blue.yaml"], in: work)
        #expect(
            result.stdout.contains("no tintColor is set, so the back chevron, back title and items take UIKit's default systemBlue"),
            "\(result.stdout)")
        #expect(result.stdout.contains("[item-contrast]"))
    }

    /// tint-color-on-bar-proxy's hint leads to the item proxy: lint is clean, the render is the same
    /// pixels, and generate swift writes the tint where the app applies it.
    @Test func followingTheTintHintKeepsTheRenderAndTheGeneratedTint() throws {
        let scenes = """
            scenes:
              - name: home
                items: [{ title: Inbox }, { title: Message, rightBarButtonItems: [{ title: Edit }] }]
                variants: { scales: [1] }
            """
        let work = try Self.themes([
            "Proxy":
                "era: ios15\nnavigationBar:\n  barTintColor: \"#0B5FFF\"\n  translucent: false\n  titleTextAttributes: { foregroundColor: white }\n  tintColor: white\n"
                + scenes,
            "Items":
                "era: ios15\nnavigationBar:\n  barTintColor: \"#0B5FFF\"\n  translucent: false\n  titleTextAttributes: { foregroundColor: white }\n  barButtonItem: { tintColor: white }\n"
                + scenes,
        ])
        let before = try CommandRunner.run(["validate", "Themes/Proxy.yaml"], in: work)
        #expect(before.stdout.contains("move it to navigationBar: { barButtonItem: { tintColor: … } }"), "\(before.stdout)")
        let after = try CommandRunner.run(["validate", "--strict", "Themes/Items.yaml"], in: work)
        #expect(after.status == 0, "\(after.stdout)")
        let out = try CommandRunner.temporaryDirectory()
        _ = try CommandRunner.run(["render", "Themes", "--out", out.path], in: work)
        let proxy = try Data(contentsOf: out.appendingPathComponent("Proxy/home.default.topAttached.light.375w@1x.png"))
        let items = try Data(contentsOf: out.appendingPathComponent("Items/home.default.topAttached.light.375w@1x.png"))
        #expect(proxy == items)
        let swift = try CommandRunner.run(["generate", "swift", "Themes/Items.yaml"], in: work)
        #expect(swift.stdout.contains("UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])"), "\(swift.stdout)")
        #expect(swift.stdout.contains(".tintColor = UIColor.white"), "\(swift.stdout)")
    }
}

/// Small walls, each met once (issue #42 item 10).
@Suite struct NewcomerSmallWallsTests {
    /// `snapshot verify` outside a folder with Themes/ suggested `render-theme snapshot Themes`, which fails.
    @Test func snapshotVerifyOutsideAThemesFolderSuggestsACommandThatRuns() throws {
        let empty = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["snapshot", "verify"], in: empty)
        #expect(result.status == 2)
        #expect(result.stderr.contains("e.g. render-theme snapshot verify Themes"), "\(result.stderr)")
    }

    /// validate, explain, describe and compare render nothing to files: their help no longer says "Render only…".
    @Test func helpOfCommandsThatDoNotRenderDoesNotSayRenderOnly() throws {
        for command in ["validate", "explain", "describe", "compare"] {
            let help = try CommandRunner.run([command, "--help"])
            #expect(!help.stdout.contains("Render only"), "\(command): \(help.stdout)")
        }
    }
}
