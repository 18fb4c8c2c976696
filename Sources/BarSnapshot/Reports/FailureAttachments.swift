import Foundation

#if DEBUG && canImport(Testing) && compiler(>=6.2)
    import Testing
#endif

/// The review images of failing `assertBarSnapshot` cases, attached to the running Swift Testing test
/// (CHANGELOG.md, "Diff images on Linux"): each failing case's reference, actual render and diff (the
/// render alone when there was no reference), named after the test and the variant
/// (`brandBar.Brand_home.default.topAttached.light.375w@2x.reference.png`). They are the files
/// already written to the report folder.
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

    /// One image to attach: its name (the case's path with `/` as `_`, then `.reference.png`,
    /// `.actual.png` or `.diff.png`; the test's name goes before it when attached) and bytes.
    struct Image: Equatable {
        let name: String
        let bytes: [UInt8]
    }

    /// The images to attach for `results` (failures only), read from `report`'s folder.
    static func images(of results: [SnapshotCaseResult], in report: ReportDirectory) -> [Image] {
        results.filter(\.status.isFailure).flatMap { result -> [Image] in
            guard let artifacts = result.artifacts else { return [] }
            let stem = (result.name.hasSuffix(".png") ? String(result.name.dropLast(4)) : result.name).replacingOccurrences(
                of: "/", with: "_")
            let files: [(String?, String)] = [(artifacts.reference, "reference"), (artifacts.actual, "actual"), (artifacts.diff, "diff")]
            return files.compactMap { path, role in
                guard let path, let data = FileManager.default.contents(atPath: report.directory.appendingPathComponent(path).path) else {
                    return nil
                }
                return Image(name: "\(stem).\(role).png", bytes: [UInt8](data))
            }
        }
    }

    /// The running test's name as an attachment name starts with it: `brandBar` for `brandBar()`.
    static func testName(_ name: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        let bare = name.split(separator: "(").first.map(String.init) ?? name
        return bare.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: " ", with: "_")
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
            let prefix = testName(Test.current?.name).map { "\($0)." } ?? ""
            for image in images {
                Attachment.record(image.bytes, named: prefix + image.name, sourceLocation: sourceLocation)
            }
        #endif
    }
}
