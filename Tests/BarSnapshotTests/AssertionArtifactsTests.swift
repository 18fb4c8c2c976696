import BarRender
import BarTheme
import Foundation
import Testing

@testable import BarSnapshot

/// What a failing `assertBarSnapshot` leaves for review, and what a passing one clears (CHANGELOG.md,
/// "Diff images on Linux").
@Suite struct AssertionArtifactsTests {
    @Test func aFailureAttachesEachFailingVariantsReferenceActualAndDiff() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        try box.editTheme(replacing: "#0077B6", with: "#0078B6")
        let report = ReportDirectory(directory: box.report)
        do {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                reportDirectory: box.report.path, environment: ["CI": "true"])
            Issue.record("expected a failure")
        } catch {
            let images = FailureAttachments.images(of: error.results, in: report)
            let variants = ["Tiny_home.default.topAttached.light.375w@1x", "Tiny_home.compact.topAttached.light.375w@1x"]
            #expect(Set(images.map(\.name)) == Set(variants.flatMap { v in ["reference", "actual", "diff"].map { "\(v).\($0).png" } }))
            for result in error.results {
                // The report folder's own images, PNGs, under names that say which variant and which image.
                let artifacts = try #require(result.artifacts)
                let stem = String(result.name.dropLast(4)).replacingOccurrences(of: "/", with: "_")
                for (role, path) in [("reference", artifacts.reference), ("actual", artifacts.actual), ("diff", artifacts.diff)] {
                    let image = try #require(images.first { $0.name == "\(stem).\(role).png" })
                    #expect(image.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                    #expect(try Data(contentsOf: box.report.appendingPathComponent(try #require(path))) == Data(image.bytes))
                }
            }
            // Attached, each name starts with the test's: `aFailure….Tiny_home….diff.png`.
            #expect(FailureAttachments.testName("aFailureAttaches()") == "aFailureAttaches")
        }
        // `swift test` builds in debug, where attachments are recorded.
        #expect(FailureAttachments.isAvailable)
    }

    /// The pinned fonts are hashed for the report only when the snapshots folder records a stack to
    /// compare with (`STACK.json`); a client that never wrote one does not pay for it
    /// (docs/PERFORMANCE.md, "Fingerprinting the rendering stack").
    @Test func theReportNamesTheStackOnlyWhenOneIsRecorded() throws {
        for recorded in [false, true] {
            let box = try SnapshotSandbox()
            _ = box.verifier(.missing).verify(try box.jobs())
            if recorded { try ReferenceStore(directory: box.snapshots).recordStack(try RenderingStack.current()) }
            try box.editTheme(replacing: "#0077B6", with: "#0078B6")
            #expect(throws: SnapshotAssertionFailure.self) {
                try assertBarSnapshot(
                    theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                    reportDirectory: box.report.path, environment: ["CI": "true"])
            }
            let json = try String(contentsOf: box.report.appendingPathComponent(ReportDirectory.jsonFileName), encoding: .utf8)
            #expect(json.contains("Inter-Regular.otf") == recorded, "recorded: \(recorded)")
        }
    }

    @Test func aPassingRunRemovesAnEarlierRunsFailingReport() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        // What a failing run of an earlier test process left: its page, its review images.
        let report = ReportDirectory(directory: box.report)
        try report.prepare(clearingPrevious: false)
        try report.write(Data("<html>".utf8), to: ReportDirectory.htmlFileName)
        try report.write(Data("{}".utf8), to: ReportDirectory.jsonFileName)
        _ = try report.writeArtifacts(
            name: "Tiny/home.default.topAttached.light.375w@1x.png", reference: Data([1]), actual: Data([2]), diff: Data([3]))
        #expect(throws: Never.self) {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                reportDirectory: box.report.path, environment: ["CI": "true"])
        }
        #expect(!FileManager.default.fileExists(atPath: box.report.path), "\(box.report.path) is still there")
    }

    @Test func aReportFolderWithOtherFilesKeepsThem() throws {
        let box = try SnapshotSandbox()
        _ = box.verifier(.missing).verify(try box.jobs())
        let report = ReportDirectory(directory: box.report)
        try report.prepare(clearingPrevious: false)
        try report.write(Data("<html>".utf8), to: ReportDirectory.htmlFileName)
        try Data("keep".utf8).write(to: box.report.appendingPathComponent("notes.txt"))
        #expect(throws: Never.self) {
            try assertBarSnapshot(
                theme: box.themePath, scene: "home", snapshotsDirectory: box.snapshots.path,
                reportDirectory: box.report.path, environment: ["CI": "true"])
        }
        #expect(!box.exists(ReportDirectory.htmlFileName, in: box.report))
        #expect(box.exists("notes.txt", in: box.report))
    }
}
