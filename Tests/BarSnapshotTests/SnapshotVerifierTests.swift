import BarRender
import BarSnapshot
import Foundation
import Testing

@Suite struct SnapshotVerifierTests {
    let home = "Tiny/home.default.topAttached.light.375w@1x.png"

    @Test func aMissingReferenceFailsInNeverModeAndKeepsTheRenderForReview() throws {
        let box = try SnapshotSandbox()
        let results = box.verifier(.never).verify(try box.jobs())
        #expect(results.map(\.status) == [.missing, .missing])
        #expect(results[0].name == home)
        #expect(results[0].message.contains("No reference at Snapshots/\(home)"))
        #expect(results[0].message.contains("BARTHEME_RECORD=missing"))
        #expect(
            results[0].artifacts
                == SnapshotArtifacts(reference: nil, actual: "Tiny/home.default.topAttached.light.375w@1x.actual.png", diff: nil))
        #expect(box.exists("Tiny/home.default.topAttached.light.375w@1x.actual.png", in: box.report))
        #expect(!box.exists(home, in: box.snapshots))
    }

    @Test func missingModeWritesNewReferencesThatThenPass() throws {
        let box = try SnapshotSandbox()
        #expect(box.verifier(.missing).verify(try box.jobs()).map(\.status) == [.recorded, .recorded])
        let reference = try PNGCodec.decode(try Data(contentsOf: box.snapshots.appendingPathComponent(home)))
        #expect(reference.width == 375)
        // A 375 pt phone's 44 pt status bar (at @1x, which no phone has, the @3x one's: docs/UIKIT.md §1.2), the
        // 44 pt bar and the hairline's pixel row under it at @1x (§1.3).
        #expect(reference.height == 89)
        let again = box.verifier(.never).verify(try box.jobs())
        #expect(again.map(\.status) == [.passed, .passed])
        #expect(again[0].comparison?.outcome == "identical")
    }

    @Test func aChangedColourFailsWithReferenceActualAndDiffImages() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        try box.editTheme(replacing: "#0077B6", with: "#B60077")
        let results = box.verifier(.missing).verify(try box.jobs())
        #expect(results.map(\.status) == [.failed, .failed])
        let failure = results[0]
        #expect(failure.comparison?.outcome == "different")
        #expect((failure.comparison?.differentPixels ?? 0) > 375 * 40)
        #expect(failure.message.hasPrefix("Snapshots/\(home): "))
        #expect(
            failure.message.hasSuffix(
                "If the change is intended, run with BARTHEME_RECORD=failed (or `render-theme snapshot record --record failed`) to accept it."
            ))
        let artifacts = try #require(failure.artifacts)
        for path in [artifacts.reference, artifacts.actual, artifacts.diff] {
            let path = try #require(path)
            #expect(box.exists(path, in: box.report), "\(path)")
        }
        let diff = try PNGCodec.decode(try Data(contentsOf: box.report.appendingPathComponent(artifacts.diff!)))
        #expect(diff.pixels[0...3] == [255, 0, 0, 255])
    }

    @Test func failedModeReplacesOnlyFailingReferences() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        try box.editTheme(replacing: "metrics: [default, compact]", with: "metrics: [default, compact], widths: [375]")
        try box.editTheme(replacing: "#0077B6", with: "#B60077")
        let compact = box.snapshots.appendingPathComponent("Tiny/home.compact.topAttached.light.375w@1x.png")
        try FileManager.default.removeItem(at: compact)
        let results = box.verifier(.failed).verify(try box.jobs())
        #expect(results.map(\.status) == [.recorded, .recorded])
        #expect(results[0].message.hasPrefix("Replaced failing reference Snapshots/\(home): "))
        #expect(results[1].message.hasPrefix("New reference Snapshots/Tiny/home.compact"))
        #expect(box.verifier(.never).verify(try box.jobs()).map(\.status) == [.passed, .passed])
    }

    @Test func allModeLeavesPixelIdenticalReferencesUntouched() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        let url = box.snapshots.appendingPathComponent(home)
        // Recording all must not touch a reference whose pixels did not change: its date stays.
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let results = box.verifier(.all).verify(try box.jobs())
        #expect(results.map(\.status) == [.passed, .passed])
        let after = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test func anUnreadableReferenceIsAnErrorThatSaysWhatToDo() throws {
        let box = try SnapshotSandbox()
        let url = box.snapshots.appendingPathComponent(home)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: url)
        let results = box.verifier(.missing).verify(try box.jobs())
        #expect(results[0].status == .error)
        #expect(results[0].message == "The reference \(url.path) cannot be read (not a PNG file); delete it and record it again.")
        #expect(results[1].status == .recorded)
    }
}
