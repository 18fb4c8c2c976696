import BarRender
import BarSnapshot
import BarTheme
import Foundation
import Testing

@Suite struct SnapshotAssertionTests {
    @Test func aSampleSceneMatchesTheRepositoryReferences() {
        #expect(throws: Never.self) {
            try assertBarSnapshot(theme: repositoryRoot.appendingPathComponent("Themes/UIKitDefault.yaml").path,
                                  scene: "settings-general",
                                  variant: Variant(metrics: .compact, scale: 2),
                                  snapshotsDirectory: repositoryRoot.appendingPathComponent("Snapshots").path,
                                  record: .never, reportDirectory: nil)
        }
    }

    @Test func aDifferenceThrowsAMessageWithTheNextStep() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        try box.editTheme(replacing: "#0077B6", with: "#B60077")
        do {
            try assertBarSnapshot(theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                                  reportDirectory: box.report.path, environment: ["CI": "true"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.results.map(\.status) == [.failed, .failed])
            let message = error.description
            #expect(message.hasPrefix("2 of 2 snapshot variants did not pass:\n- failed: \(box.snapshots.path)/Tiny/home.default"))
            #expect(message.contains("run with BARTHEME_RECORD=failed"))
            #expect(message.contains("Review images: Tiny/home.default.topAttached.light.375w@1x.actual.png, Tiny/home.default.topAttached.light.375w@1x.diff.png"))
        }
    }

    @Test func recordingThrowsSoATestThatWroteReferencesNeverPassesSilently() throws {
        let box = try SnapshotSandbox()
        #expect(throws: SnapshotAssertionFailure.self) {
            try assertBarSnapshot(theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                                  reportDirectory: nil, environment: [:])
        }
        #expect(box.exists("Tiny/home.compact.topAttached.light.375w@1x.png", in: box.snapshots))
        #expect(throws: Never.self) {
            try assertBarSnapshot(theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                                  reportDirectory: nil, environment: ["CI": "true"])
        }
    }

    @Test func anUnknownSceneOrModeIsADescriptiveFailure() throws {
        let box = try SnapshotSandbox()
        do {
            try assertBarSnapshot(theme: box.themePath, scene: "nope", snapshotsDirectory: box.snapshots.path, record: .never)
            Issue.record("expected a failure")
        } catch {
            #expect(error.description == "The theme \(box.themePath) has no scene 'nope'; its scenes are home.")
        }
        do {
            try assertBarSnapshot(theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                                  environment: ["BARTHEME_RECORD": "yes"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.description == "BARTHEME_RECORD is 'yes'; use one of all, missing, failed, never.")
        }
    }
}
