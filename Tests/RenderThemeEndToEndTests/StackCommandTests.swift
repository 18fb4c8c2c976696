import Foundation
import Testing

/// A scene with a `stack:` through the CLI: one image per step and bar, `explain --step`, and
/// located errors for steps UIKit refuses.
@Suite struct StackCommandTests {
    @Test func renderWritesOneImagePerStepAndBarAndNoneForHiddenBars() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "Themes/PhotoJourney.yaml", "--frames", "0", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("PhotoJourney").path).sorted()
        #expect(
            names == [
                "library.step00.default.topAttached.light.375w@3x.png",
                "library.step01.default.topAttached.light.375w@3x.png",
                "library.step02.default.topAttached.light.375w@3x.png",
                "library.step02.toolbar.default.bottom.light.375w@3x.png",
                // step03 is the swipe that hides both bars: nothing to draw.
                "library.step04.default.topAttached.light.375w@3x.png",
                "library.step04.toolbar.default.bottom.light.375w@3x.png",
                "library.step05.default.topAttached.light.375w@3x.png",
                "library.step05.toolbar.default.bottom.light.375w@3x.png",
                "library.step06.default.topAttached.light.375w@3x.png",
            ])
        // The bar after popToRoot is the root's bar again, pixel for pixel.
        let root = try Data(contentsOf: out.appendingPathComponent("PhotoJourney/library.step00.default.topAttached.light.375w@3x.png"))
        let afterPop = try Data(contentsOf: out.appendingPathComponent("PhotoJourney/library.step06.default.topAttached.light.375w@3x.png"))
        #expect(root == afterPop)
    }

    @Test func renderOneStepBySceneName() throws {
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run([
            "render", "Themes/PhotoJourney.yaml", "--scene", "library.step02", "--frames", "0", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("PhotoJourney").path).sorted()
        #expect(
            names == ["library.step02.default.topAttached.light.375w@3x.png", "library.step02.toolbar.default.bottom.light.375w@3x.png"])
    }

    @Test func explainStepNamesTheOperationTheStackAndTheBackTitleRule() throws {
        let result = try CommandRunner.run(["explain", "Themes/PhotoJourney.yaml", "--step", "1", "--property", "background"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("step 1: push (Themes/PhotoJourney.yaml:") == true)
        #expect(lines.contains("    stack: ['albums', 'photo']"))
        #expect(lines.contains("    back item: 'albums'; back title: \"Albums\" from the back item's title; \"Back\" if it does not fit"))
        #expect(lines.contains("    transition: push, animated"))
        // The pushed item's own appearance is what the bar shows while it is on top.
        #expect(result.stdout.contains("navigationItem[1].scrollEdgeAppearance"))
    }

    @Test func explainAStepWhoseBarIsHiddenSaysSo() throws {
        let result = try CommandRunner.run(["explain", "Themes/PhotoJourney.yaml", "--step", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("    navigation bar: hidden; toolbar: hidden"))
        #expect(result.stdout.contains("hidesBarsOnSwipe: the upward swipe hides the bars"))
    }

    @Test func explainAStepOutOfRangeIsAUsageError() throws {
        let result = try CommandRunner.run(["explain", "Themes/PhotoJourney.yaml", "--step", "9"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: scene 'library' has steps 0...6; there is no step 9"))
    }

    @Test func aStepUIKitRefusesIsALocatedError() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let theme = directory.appendingPathComponent("t.yaml")
        try """
        scenes:
          - name: s
            items: [{ name: home, title: Home }]
            stack:
              - pop
        """.write(to: theme, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", theme.path])
        #expect(result.status == 1)
        #expect(
            (result.stdout + result.stderr).contains(
                "t.yaml:5:9: error: stack[0]: popping the root view controller is not possible; the stack has 1 item"),
            "\(result.stdout)\(result.stderr)")
    }
}

@Suite struct StackFileCheckTests {
    /// Images named by items that stack steps declare are checked like any other (they were not).
    @Test func aMissingImageInAPushedItemIsALocatedError() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let theme = directory.appendingPathComponent("t.yaml")
        try """
        scenes:
          - name: s
            items: [{ name: home, title: Home }]
            stack:
              - push: { title: Detail, rightBarButtonItems: [{ image: images/missing.png, accessibilityLabel: Star }] }
        """.write(to: theme, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["validate", theme.path])
        #expect(result.status == 1)
        #expect(
            (result.stdout + result.stderr).contains("t.yaml:5:63: error: no image at 'images/missing.png'"),
            "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("missing.png"))
    }
}

/// `snapshot verify|record --frames`: the transitions' frames are references too (a contact sheet
/// per transition), checked only when asked.
@Suite struct TransitionSnapshotTests {
    @Test func framesAreCheckedWhenAskedAndNeverCalledStaleOtherwise() throws {
        let dir = try CommandRunner.temporaryDirectory()
        for folder in ["Themes", "Snapshots"] {
            try FileManager.default.copyItem(
                at: CommandRunner.repositoryRoot.appendingPathComponent(folder), to: dir.appendingPathComponent(folder))
        }
        let ci: [String: String?] = ["CI": "true", "BARTHEME_RECORD": nil]
        let withFrames = try CommandRunner.run(["snapshot", "verify", "--frames", "Themes/PhotoJourney.yaml"], in: dir, environment: ci)
        #expect(withFrames.status == 0, "\(withFrames.stdout)")
        #expect(withFrames.stdout.contains("17 variants: 17 passed"), "\(withFrames.stdout)")
        // Without the flag the transition references are neither checked nor stale.
        let without = try CommandRunner.run(["snapshot", "record", "Themes/PhotoJourney.yaml"], in: dir, environment: ci)
        #expect(without.status == 0, "\(without.stdout)")
        #expect(
            without.stdout.contains("9 variants: 9 passed, 0 failed, 0 missing, 0 recorded, 0 errors; 0 stale references"),
            "\(without.stdout)")
        #expect(
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent(
                    "Snapshots/PhotoJourney/library.step01.transition-frames.default.topAttached.light.375w@3x.png"
                ).path))
        // A change to the pushed screen's bar shows in the push, pop and hide/show frames too.
        let theme = dir.appendingPathComponent("Themes/PhotoJourney.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "night: \"#111114\"", with: "night: \"#121214\"").write(
            to: theme, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["snapshot", "verify", "--frames", "Themes/PhotoJourney.yaml"], in: dir, environment: ci)
        #expect(changed.status == 1)
        #expect(
            changed.stdout.contains(
                "failed: Snapshots/PhotoJourney/library.step01.transition-frames.default.topAttached.light.375w@3x.png"),
            "\(changed.stdout)")
    }
}
