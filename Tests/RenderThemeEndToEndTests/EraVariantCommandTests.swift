import BarRender
import Foundation
import Testing

/// One theme, every iOS the app supports (issue #42 items 1-2), through the built CLI: iOS versions
/// read as their era, a `supports:` range making each era a variant in render, snapshot, validate,
/// gallery, compare, explain and describe, and `--era` repeating everywhere with the era in file names.
@Suite struct EraVariantCommandTests {
    /// A folder with `Themes/<name>.yaml` holding `text`.
    static func themes(_ files: [String: String]) throws -> URL {
        let work = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: work.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: work.appendingPathComponent("Themes/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        return work
    }

    static let ranged = """
        theme: Ranged
        supports: { from: 17 }
        navigationBar:
          tintColor: "#0B5FFF"
        scenes:
          - name: home
            items: [{ title: Inbox }, { title: Message, rightBarButtonItems: [{ title: Edit }] }]
            variants: { scales: [2] }
        """

    /// `era: ios18` used to answer "did you mean 'ios13'?": it is iOS 18, drawn in ios15, and explain says so.
    @Test func anIOSVersionInTheThemeIsTheEraItFallsIn() throws {
        let work = try Self.themes([
            "Eighteen": "era: ios18\nscenes:\n  - name: home\n    items: [{ title: Home }]\n",
            "Fifteen": "era: ios15\nscenes:\n  - name: home\n    items: [{ title: Home }]\n",
        ])
        let validate = try CommandRunner.run(["validate", "Themes"], in: work)
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        let explain = try CommandRunner.run(["explain", "Themes/Eighteen.yaml", "--property", "era"], in: work)
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("era = ios15"), "\(explain.stdout)")
        #expect(explain.stdout.contains("ios18 is iOS 18, drawn in the ios15 era (iOS 15-18)"), "\(explain.stdout)")
        let out = try CommandRunner.temporaryDirectory()
        let render = try CommandRunner.run(["render", "Themes", "--out", out.path, "--scale", "1"], in: work)
        #expect(render.status == 0, "\(render.stderr)")
        let eighteen = try Data(contentsOf: out.appendingPathComponent("Eighteen/home.default.topAttached.light.375w@1x.png"))
        let fifteen = try Data(contentsOf: out.appendingPathComponent("Fifteen/home.default.topAttached.light.375w@1x.png"))
        #expect(eighteen == fifteen)
    }

    @Test func aVersionApplesSkippedIsAnErrorWithTheReason() throws {
        let work = try Self.themes(["Twenty": "era: ios20\n"])
        let result = try CommandRunner.run(["validate", "Themes/Twenty.yaml"], in: work)
        #expect(result.status == 1)
        #expect(result.stdout.contains("there is no iOS 20: after iOS 18 Apple numbered the next release iOS 26"), "\(result.stdout)")
    }

    /// `render --era ios15 --era ios26` kept only the last; now both are drawn, each named.
    @Test func repeatedEraRendersEachEraUnderItsOwnName() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run([
            "render", "Themes/UIKitDefault.yaml", "--out", out.path, "--era", "ios15", "--era", "ios26", "--scale", "2", "--metrics",
            "default",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let paths = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            paths == [
                "\(out.path)/UIKitDefault/settings-general.default.topAttached.light.375w@2x.ios15.png",
                "\(out.path)/UIKitDefault/settings-general.default.topAttached.light.375w@2x.ios26.png",
            ])
        let images = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(images.count == 2 && images[0] != images[1])
        // One --era keeps today's names.
        let one = try CommandRunner.run([
            "render", "Themes/UIKitDefault.yaml", "--out", out.path, "--era", "ios17", "--scale", "2", "--metrics", "default",
        ])
        #expect(one.stdout == "\(out.path)/UIKitDefault/settings-general.default.topAttached.light.375w@2x.png\n")
        #expect(one.stderr.contains("note: --era ios17 is iOS 17, drawn in the ios15 era (iOS 15-18)"), "\(one.stderr)")
    }

    /// `supports: { from: 17 }`: two looks from one theme, in render, explain, gallery and describe.
    @Test func aDeploymentRangeRendersEveryEraItSpans() throws {
        let work = try Self.themes(["Ranged": Self.ranged])
        let out = try CommandRunner.temporaryDirectory()
        let render = try CommandRunner.run(["render", "--out", out.path], in: work)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(
            render.stdout.split(separator: "\n").map { ($0 as Substring).replacingOccurrences(of: out.path, with: "out") } == [
                "out/Ranged/home.default.topAttached.light.375w@2x.ios15.png",
                "out/Ranged/home.default.topAttached.light.375w@2x.ios26.png",
            ])
        let explain = try CommandRunner.run(["explain", "Themes/Ranged.yaml", "--property", "era"], in: work)
        #expect(explain.stdout.contains("Ranged / home / default.topAttached.light.375w@2x.ios15"), "\(explain.stdout)")
        #expect(explain.stdout.contains("Ranged / home / default.topAttached.light.375w@2x.ios26"), "\(explain.stdout)")
        #expect(explain.stdout.contains("supports: (iOS 17 to today's iOS)"), "\(explain.stdout)")
        // --era picks one era of the range; the name keeps the era, so it is the same file.
        let picked = try CommandRunner.run(["render", "--out", out.path, "--era", "ios26"], in: work)
        #expect(picked.stdout == "\(out.path)/Ranged/home.default.topAttached.light.375w@2x.ios26.png\n", "\(picked.stdout)")
        let gallery = try CommandRunner.run(["gallery", "--out", out.appendingPathComponent("gallery").path], in: work)
        #expect(gallery.stdout.contains("gallery: 2 renders of 1 theme"), "\(gallery.stdout)\(gallery.stderr)")
        let describe = try CommandRunner.run(["describe"], in: work)
        #expect(describe.stdout.components(separatedBy: "Ranged / home").count - 1 == 2, "\(describe.stdout)")
    }

    /// With `compatibilityMode: true` the iOS 26 variant is drawn as the app shows it there: the pre-26 look.
    @Test func compatibilityModeStaysTheInfoPlistSwitchInARange() throws {
        let work = try Self.themes([
            "Compat": Self.ranged.replacingOccurrences(of: "theme: Ranged", with: "theme: Compat\ncompatibilityMode: true")
        ])
        let out = try CommandRunner.temporaryDirectory()
        let render = try CommandRunner.run(["render", "--out", out.path], in: work)
        #expect(render.status == 0, "\(render.stderr)")
        let old = try Data(contentsOf: out.appendingPathComponent("Compat/home.default.topAttached.light.375w@2x.ios15.png"))
        let new = try Data(contentsOf: out.appendingPathComponent("Compat/home.default.topAttached.light.375w@2x.ios26.png"))
        #expect(old == new)
        let explain = try CommandRunner.run(["explain", "Themes/Compat.yaml", "--property", "era"], in: work)
        #expect(
            explain.stdout.contains("compatibilityMode: true (UIDesignRequiresCompatibility) draws it in the pre-26 look, ios15"),
            "\(explain.stdout)")
    }

    /// Snapshot record writes one reference per era; verify checks both; a change in one era fails that era only.
    @Test func snapshotsCheckEveryEraOfTheRange() throws {
        let work = try Self.themes(["Ranged": Self.ranged])
        let ci: [String: String?] = ["CI": "true", "BARTHEME_RECORD": nil]
        let record = try CommandRunner.run(["snapshot", "record"], in: work, environment: ci)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        for era in ["ios15", "ios26"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: work.appendingPathComponent("Snapshots/Ranged/home.default.topAttached.light.375w@2x.\(era).png").path))
        }
        let verify = try CommandRunner.run(["snapshot", "verify"], in: work, environment: ci)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("2 passed"), "\(verify.stdout)")
        // Narrowed to one era: the other era's reference is not called stale.
        let narrowed = try CommandRunner.run(["snapshot", "record", "--era", "ios26"], in: work, environment: ci)
        #expect(narrowed.status == 0, "\(narrowed.stdout)\(narrowed.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: work.appendingPathComponent("Snapshots/Ranged/home.default.topAttached.light.375w@2x.ios15.png").path))
    }

    /// Lint runs in every era of the range: the ios7 pass finds the shadow image UIKit ignores there,
    /// the ios26 pass the bar tint Liquid Glass paints over; a theme in one era finds only its own.
    @Test func lintRunsInEveryEraOfTheRange() throws {
        let body = """
            navigationBar:
              barTintColor: "#0B5FFF"
              shadowImage: shadow.png
            scenes:
              - name: home
                items: [{ title: Home }]
            """
        let work = try Self.themes(["Wide": "supports: { from: 12 }\n" + body, "Newest": body])
        try PNGCodec.encode(Raster(width: 4, height: 1, fill: (0, 0, 0, 255))).write(
            to: work.appendingPathComponent("Themes/shadow.png"))
        let wide = try CommandRunner.run(["validate", "Themes/Wide.yaml"], in: work)
        #expect(wide.stdout.contains("[shadow-image-without-background]"), "\(wide.stdout)")
        #expect(wide.stdout.contains("[liquid-glass-bar-tint]"), "\(wide.stdout)")
        let newest = try CommandRunner.run(["validate", "Themes/Newest.yaml"], in: work)
        #expect(!newest.stdout.contains("[shadow-image-without-background]"), "\(newest.stdout)")
        let asked = try CommandRunner.run(["validate", "Themes/Newest.yaml", "--era", "ios12", "--era", "ios26"], in: work)
        #expect(asked.stdout.contains("[shadow-image-without-background]"), "\(asked.stdout)")
    }

    @Test func eraAndSupportsTogetherIsAnError() throws {
        let work = try Self.themes(["Both": "era: ios15\nsupports: { from: 17 }\n"])
        let result = try CommandRunner.run(["validate", "Themes/Both.yaml"], in: work)
        #expect(result.status == 1)
        #expect(result.stdout.contains("'era' and 'supports' are both set"), "\(result.stdout)")
    }

    /// Compare renders both versions in every era of the range and names the era of each change.
    @Test func compareChecksEveryEra() throws {
        let old = try Self.themes(["Ranged": Self.ranged])
        let new = try Self.themes(["Ranged": Self.ranged.replacingOccurrences(of: "#0B5FFF", with: "#FF3B30")])
        let result = try CommandRunner.run([
            "compare", old.appendingPathComponent("Themes").path, new.appendingPathComponent("Themes").path,
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("375w@2x.ios15"), "\(result.stdout)")
        #expect(result.stdout.contains("375w@2x.ios26"), "\(result.stdout)")
    }
}
