import BarRender
import BarSnapshot
import BarTheme
import Foundation
import Testing

@Suite struct SnapshotAssertionTests {
    @Test func aSampleSceneMatchesTheRepositoryReferences() {
        #expect(throws: Never.self) {
            try assertBarSnapshot(
                theme: repositoryRoot.appendingPathComponent("Themes/UIKitDefault.yaml").path,
                scene: "settings-general",
                // A Variant built by hand has the status bar it is given (20 unless said); the scene's
                // compact variant, whose reference this is, has none (a landscape phone, docs/UIKIT.md §1.2).
                variant: Variant(metrics: .compact, scale: 2, statusBarHeight: 0),
                snapshotsDirectory: repositoryRoot.appendingPathComponent("Snapshots").path,
                record: .never, reportDirectory: nil)
        }
    }

    @Test func aDifferenceThrowsAMessageWithTheNextStep() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        try box.editTheme(replacing: "#0077B6", with: "#B60077")
        do {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                reportDirectory: box.report.path, environment: ["CI": "true"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.results.map(\.status) == [.failed, .failed])
            let message = error.description
            #expect(message.hasPrefix("2 of 2 snapshot variants did not pass:\n- failed: \(box.snapshots.path)/Tiny/home.default"))
            #expect(message.contains("run with BARTHEME_RECORD=failed"))
            #expect(
                message.contains(
                    "Review images: Tiny/home.default.topAttached.light.375w@1x.actual.png, Tiny/home.default.topAttached.light.375w@1x.diff.png"
                ))
        }
    }

    @Test func aFailureNamesTheReportFolderAndWritesAnIndexPage() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        try box.editTheme(replacing: "#0077B6", with: "#B60077")
        do {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                reportDirectory: box.report.path, environment: ["CI": "true"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.description.contains("in the report folder \(box.report.path)."), "\(error.description)")
            #expect(error.description.contains("Report: open \(box.report.path)/index.html"), "\(error.description)")
            #expect(error.reportDirectory == box.report.path)
        }
        let page = try String(contentsOf: box.report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Tiny/home.default.topAttached.light.375w@1x.png"))
        #expect(page.contains("Tiny/home.default.topAttached.light.375w@1x.actual.png"))
        #expect(box.exists("report.json", in: box.report))
    }

    @Test func noReportFolderIsCreatedWhenEverythingPasses() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        let report = box.root.appendingPathComponent("never-created")
        #expect(throws: Never.self) {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                reportDirectory: report.path, environment: ["CI": "true"])
        }
        #expect(!FileManager.default.fileExists(atPath: report.path))
    }

    @Test func recordingThrowsSoATestThatWroteReferencesNeverPassesSilently() throws {
        let box = try SnapshotSandbox()
        #expect(throws: SnapshotAssertionFailure.self) {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                reportDirectory: nil, environment: [:])
        }
        #expect(box.exists("Tiny/home.compact.topAttached.light.375w@1x.png", in: box.snapshots))
        #expect(throws: Never.self) {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
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
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                environment: ["BARTHEME_RECORD": "yes"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.description == "BARTHEME_RECORD is 'yes'; use one of all, missing, failed, never.")
        }
    }
}
