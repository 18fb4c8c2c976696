import Foundation
import Testing

/// `render-theme compare`: two versions of themes, in UIKit terms and pixels, through the binary.
@Suite struct CompareCommandTests {
    /// A copy of Themes/ as `old` and `new` in a fresh folder. With `keeping`, only those of its
    /// top-level themes stay (parents, images and tokens in its subfolders all stay): each run of
    /// `compare` renders every variant of both sides in a debug build, so a test that is about one
    /// theme compares that theme; `foldersAreSearchedAsRenderSearchesThem` compares them all.
    func twoCopies(keeping: Set<String>? = nil) throws -> URL {
        let root = try CommandRunner.temporaryDirectory()
        for side in ["old", "new"] {
            try Self.copyThemes(to: root.appendingPathComponent(side), keeping: keeping)
        }
        return root
    }

    static func copyThemes(to folder: URL, keeping: Set<String>?) throws {
        try FileManager.default.copyItem(at: CommandRunner.repositoryRoot.appendingPathComponent("Themes"), to: folder)
        guard let keeping else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let dropped = names.filter { $0.hasSuffix(".yaml") && !keeping.contains($0) }
        for name in dropped { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        for name in keeping {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "Themes/\(name) is gone")
        }
    }

    func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aBrandColourChangeIsReportedWithItsDeclarationAndPixels() throws {
        let root = try twoCopies(keeping: ["OceanTranslucent.yaml", "UIKitDefault.yaml"])
        try edit(root.appendingPathComponent("new/OceanTranslucent.yaml"), "ocean: \"#0077B6\"", "ocean: \"#0078B6\"")
        let result = try CommandRunner.run(["compare", "old", "new"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("OceanTranslucent.yaml (OceanTranslucent): 1 setting change, 4 of 4 variants differ in pixels"))
        // The background moves with the bar tint: one edit, listed under it and not counted again.
        #expect(
            result.stdout.contains(
                "  barTintColor #0077B6 → #0078B6\n      from OceanTranslucent.yaml:18:17 (navigationBar proxy); was OceanTranslucent.yaml:18:17 (navigationBar proxy)\n"
                    + "      affects all 4 variants: tide-detail / compact.topAttached.light.375w@2x, tide-detail / compact.topAttached.light.375w@3x, tide-detail / default.topAttached.light.375w@2x, …\n"
                    + "  background translucent #0077B6"), "\(result.stdout)")
        #expect(result.stdout.contains("(barTintColor at 85 % over a light underlay) (follows barTintColor)"))
        #expect(
            result.stdout.contains(
                "  barTintColor #0077B6 → #0078B6\n      from OceanTranslucent.yaml:18:17 (navigationBar proxy); was OceanTranslucent.yaml:18:17 (navigationBar proxy)"
            ))
        #expect(result.stdout.contains("affects all 4 variants: tide-detail / compact.topAttached.light.375w@2x"))
        // A one-step change is small in ΔE2000 but every pixel of the bar's tint counts.
        #expect(result.stdout.contains("pixels tide-detail / default.topAttached.light.375w@3x: "))
        // Counted, so adding a sample theme does not break the test.
        let themes = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("old").path)
            .filter { $0.hasSuffix(".yaml") }.count
        #expect(
            result.stdout.contains(
                "1 of \(themes) themes changed: 1 setting change, 4 variants with pixel changes, 0 variants added, 0 removed"))
    }

    @Test func aDesignTokenChangeIsReportedOnEveryBarWithTheTokenAndItsAliases() throws {
        let root = try twoCopies(keeping: ["DesignTokens.yaml", "UIKitDefault.yaml"])
        // Only the tokens file differs: the theme files are the same in both versions.
        try edit(
            root.appendingPathComponent("new/tokens/core.tokens.json"), "[0.0392156862745098, 0.3764705882352941, 0.41568627450980394]",
            "[0.6, 0.2, 0.1]")
        let result = try CommandRunner.run(["compare", "old", "new"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout.contains("DesignTokens.yaml (DesignTokens): 1 setting change, 1 of 2 variants differ in pixels"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "  barTintColor #0A606A → #99331A\n      from DesignTokens.yaml:17:17 (navigationBar proxy) ← token light: color.bar.background "
                    + "(tokens/light.tokens.json:5:33) → {color.teal.700} (tokens/core.tokens.json:6:26)"), "\(result.stdout)")
        #expect(result.stdout.contains("affects 1 of 2 variants: harbour / default.topAttached.light.375w@2x"))
        let themes = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("old").path)
            .filter { $0.hasSuffix(".yaml") }.count
        #expect(
            result.stdout.contains("1 of \(themes) themes changed: 1 setting change, 1 variant with pixel changes"), "\(result.stdout)")
    }

    @Test func identicalVersionsExitZero() throws {
        let root = try twoCopies(keeping: ["UIKitDefault.yaml"])
        let result = try CommandRunner.run(["compare", "old/UIKitDefault.yaml", "new/UIKitDefault.yaml"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("no changes: 1 theme render and resolve the same\n"))
    }

    /// `compare` finds a folder's themes as `render` does (ThemeFolder): hidden drafts and files
    /// that are not regular files (a FIFO) are not themes of the folder.
    @Test func foldersAreSearchedAsRenderSearchesThem() throws {
        let root = try twoCopies()
        let new = root.appendingPathComponent("new")
        try FileManager.default.copyItem(at: new.appendingPathComponent("UIKitDefault.yaml"), to: new.appendingPathComponent(".draft.yaml"))
        try FileManager.default.createDirectory(at: new.appendingPathComponent(".work"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: new.appendingPathComponent("UIKitDefault.yaml"), to: new.appendingPathComponent(".work/UIKitDefault.yaml"))
        #expect(mkfifo(new.appendingPathComponent("Pipe.yaml").path, 0o644) == 0)
        let result = try CommandRunner.run(["compare", "old", "new"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains(".draft.yaml") && !result.stdout.contains(".work") && !result.stdout.contains("Pipe.yaml"))
    }

    @Test func addedScenesAndRemovedThemesAreListed() throws {
        let root = try twoCopies(keeping: ["BlackStyle.yaml", "UIKitDefault.yaml"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("new/BlackStyle.yaml"))
        try edit(
            root.appendingPathComponent("new/UIKitDefault.yaml"), "scenes:\n", "scenes:\n  - name: extra\n    items: [{ title: Extra }]\n")
        let result = try CommandRunner.run(["compare", "old", "new", "--format", "json"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let themes = try #require(json["themes"] as? [[String: Any]])
        let black = try #require(themes.first { $0["key"] as? String == "BlackStyle.yaml" })
        #expect(black["status"] as? String == "removed")
        let uikit = try #require(themes.first { $0["key"] as? String == "UIKitDefault.yaml" })
        #expect((uikit["addedVariants"] as? [String]) == ["extra / default.topAttached.light.375w@3x"])
    }

    @Test func markdownHasASummaryTableAndCollapsibleDetails() throws {
        let root = try twoCopies(keeping: ["OceanTranslucent.yaml", "UIKitDefault.yaml"])
        try edit(root.appendingPathComponent("new/OceanTranslucent.yaml"), "ocean: \"#0077B6\"", "ocean: \"#0088C6\"")
        let result = try CommandRunner.run(["compare", "old", "new", "--format", "markdown", "--out", "review"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("| theme | settings | pixel changes | added | removed |"))
        #expect(result.stdout.contains("| `OceanTranslucent.yaml` | 1 | 4 of 4 | 0 | 0 |"))
        #expect(result.stdout.contains("<details><summary>OceanTranslucent.yaml (OceanTranslucent): 1 setting change"))
        #expect(
            result.stdout.contains("| `barTintColor` | `#0077B6` | `#0088C6` | `OceanTranslucent.yaml:18:17 (navigationBar proxy)` | 4 |"))
        // Colours are code spans of their own, which GitHub shows with a swatch.
        #expect(
            result.stdout.contains(
                "| `background` (follows `barTintColor`) | `translucent` `#0077B6` `(barTintColor at 85 % over a light underlay)` | `translucent` `#0088C6` "
            ),
            "\(result.stdout)")
        // Local paths are not embedded in a comment: it says how to publish the images.
        #expect(!result.stdout.contains("![diff](review/"))
        #expect(
            result.stdout.contains(
                "Old, new and diff images are in `review/` (not embedded: publish that folder and pass its URL with `--image-url`"))
        let published = try CommandRunner.run(
            [
                "compare", "old", "new", "--format", "markdown", "--out", "review", "--image-url", "https://example.com/pr-7/review/",
                "--artifact-url", "https://github.com/o/r/actions/runs/1/artifacts/2",
            ], in: root)
        #expect(
            published.stdout.contains(
                "![diff](https://example.com/pr-7/review/diff/OceanTranslucent.yaml/tide-detail.default.topAttached.light.375w@3x.png)"))
        #expect(published.stdout.contains("[the review images](https://github.com/o/r/actions/runs/1/artifacts/2)"))
        // compare.md beside the images embeds them by their relative paths.
        let file = try String(contentsOf: root.appendingPathComponent("review/compare.md"), encoding: .utf8)
        #expect(file.contains("![diff](./diff/OceanTranslucent.yaml/tide-detail.default.topAttached.light.375w@3x.png)"), "\(file)")
        // --out has the page, the images it names and the other formats.
        let review = root.appendingPathComponent("review")
        for file in [
            "index.html", "compare.md", "compare.json", "old/OceanTranslucent.yaml/tide-detail.default.topAttached.light.375w@3x.png",
            "new/OceanTranslucent.yaml/tide-detail.default.topAttached.light.375w@3x.png",
            "diff/OceanTranslucent.yaml/tide-detail.default.topAttached.light.375w@3x.png",
        ] {
            #expect(FileManager.default.fileExists(atPath: review.appendingPathComponent(file).path), "\(file)")
        }
        let page = try String(contentsOf: review.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<img src=\"diff/OceanTranslucent.yaml/tide-detail.default.topAttached.light.375w@3x.png\""))
    }

    @Test func baseComparesTheWorkingTreeWithAGitRevisionWithoutACheckout() throws {
        let root = try CommandRunner.temporaryDirectory()
        try Self.copyThemes(to: root.appendingPathComponent("Themes"), keeping: ["BrandOpaque.yaml", "ScopedCorporate.yaml"])
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", "Themes")
        try git("commit", "-q", "-m", "themes")
        try edit(root.appendingPathComponent("Themes/BrandOpaque.yaml"), "theme: BrandOpaque", "theme: BrandOpaque2")
        let unchanged = try String(contentsOf: root.appendingPathComponent("Themes/BrandOpaque.yaml"), encoding: .utf8)
        let result = try CommandRunner.run(["compare", "--base", "HEAD"], in: root)
        // Only the display name changed: nothing a user sees, so nothing to report.
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        try edit(root.appendingPathComponent("Themes/base/CorporateBase.yaml"), "#14213D", "#15213D")
        let changed = try CommandRunner.run(["compare", "--base", "HEAD", "--format", "json"], in: root)
        #expect(changed.status == 1, "\(changed.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as? [String: Any])
        let themes = try #require(json["themes"] as? [[String: Any]])
        // A parent's change reaches the theme that extends it, with the parent's line as the source.
        let scoped = try #require(themes.first { $0["key"] as? String == "ScopedCorporate.yaml" })
        let settings = try #require(scoped["settings"] as? [[String: Any]])
        #expect(settings.contains { ($0["source"] as? String)?.hasPrefix("Themes/base/CorporateBase.yaml:") == true })
        // The working tree was not touched.
        #expect(try String(contentsOf: root.appendingPathComponent("Themes/BrandOpaque.yaml"), encoding: .utf8) == unchanged)
        // Inside Themes/, the folder itself is compared; the comment's heading reads as written.
        let inside = try CommandRunner.run(
            ["compare", "--base", "HEAD", "--format", "markdown"], in: root.appendingPathComponent("Themes"))
        #expect(inside.status == 1, "\(inside.stderr)")
        #expect(inside.stdout.hasPrefix("### BarTheme: . (working tree) with HEAD\n"), "\(inside.stdout)")
        #expect(inside.stdout.contains("| `ScopedCorporate.yaml` |"), "\(inside.stdout)")
    }

    @Test func oneArgumentWithoutBaseIsAUsageError() throws {
        let result = try CommandRunner.run(["compare", "Themes"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("give OLD and NEW"))
    }
}
