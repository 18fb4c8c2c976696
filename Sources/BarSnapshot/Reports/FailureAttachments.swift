import Foundation

#if DEBUG && canImport(Testing) && compiler(>=6.2)
    import Testing
#endif

/// The review images of failing `assertBarSnapshot` cases, attached to the running Swift Testing test
/// (CHANGELOG.md, "Diff images on Linux"): the diff image of each failing case, or its render when
/// there was nothing to compare it with. They are the files already written to the report folder.
///
/// Only debug builds (SwiftPM's `DEBUG`, as `swift test` builds) attach: Swift Testing is a
/// dynamic library of the toolchain, and BarSnapshot is also linked into the release CLI, which is
/// built with the Swift runtime linked statically (`Scripts/lib/release-flags.sh`) and must not
/// need it. A release test build writes the same files and attaches nothing.
enum FailureAttachments {
    /// Where the attachments are recorded: the test's call.
    struct Location {
        let fileID: String
        let filePath: String
        let line: Int
        let column: Int
    }

    /// One image to attach: its name (the case's path with `/` as `_`) and bytes.
    struct Image: Equatable {
        let name: String
        let bytes: [UInt8]
    }

    /// The images to attach for `results` (failures only), read from `report`'s folder.
    static func images(of results: [SnapshotCaseResult], in report: ReportDirectory) -> [Image] {
        results.filter(\.status.isFailure).compactMap { result in
            guard let artifacts = result.artifacts else { return nil }
            let path = artifacts.diff ?? artifacts.actual
            guard let data = FileManager.default.contents(atPath: report.directory.appendingPathComponent(path).path) else {
                return nil
            }
            return Image(name: path.replacingOccurrences(of: "/", with: "_"), bytes: [UInt8](data))
        }
    }

    /// Whether this build records attachments (a debug build with Swift Testing 6.2 or later).
    static var isAvailable: Bool {
        #if DEBUG && canImport(Testing) && compiler(>=6.2)
            true
        #else
            false
        #endif
    }

    /// Attaches `images` to the running Swift Testing test; nothing outside one, or in XCTest.
    static func record(_ images: [Image], at location: Location) {
        #if DEBUG && canImport(Testing) && compiler(>=6.2)
            guard Test.current != nil else { return }
            let sourceLocation = SourceLocation(
                fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            for image in images {
                Attachment.record(image.bytes, named: image.name, sourceLocation: sourceLocation)
            }
        #endif
    }
}
