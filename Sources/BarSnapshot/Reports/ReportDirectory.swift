import BarWriting
import Foundation

/// The folder failures are reported in (`.snapshot-artifacts/` by default): review images for
/// each failing case, `report.json`, `junit.xml` and `index.html`.
///
/// The folder is marked with a `.bartheme-report` file when first used. A full run starts by
/// removing the previous run's files, but only in a marked folder and only files it writes
/// (`*.actual.png`, `*.diff.png`, `*.reference.png` and the three reports), so pointing
/// `--report` at a folder with other content never deletes that content. Writes are atomic.
public struct ReportDirectory: Sendable {
    /// The folder's URL.
    public let directory: URL

    /// The default folder, relative to the working directory (gitignored in this repository).
    public static let defaultPath = ".snapshot-artifacts"
    /// The file that marks a folder as a report folder.
    public static let markerFileName = ".bartheme-report"
    /// The machine-readable summary.
    public static let jsonFileName = "report.json"
    /// The JUnit XML file for CI test dashboards.
    public static let junitFileName = "junit.xml"
    /// The HTML page; it links the review images beside it (keep the folder together).
    public static let htmlFileName = "index.html"
    /// The single-file HTML page: the same report with every image embedded as a `data:` URI.
    public static let singleFileHTMLName = "report.html"

    private static let artifactSuffixes = [".actual.png", ".diff.png", ".reference.png"]

    /// The file system writes go through (the seam fault tests use).
    public let fileSystem: FileSystem

    /// A report folder at `directory` (created on first write).
    public init(directory: URL, fileSystem: FileSystem = .default) {
        self.directory = directory.standardizedFileURL
        self.fileSystem = fileSystem
    }

    /// Creates the folder and its marker; with `clearingPrevious`, first removes the files an
    /// earlier run wrote (only in a folder that already carries the marker).
    public func prepare(clearingPrevious: Bool) throws(SnapshotError) {
        let marker = directory.appendingPathComponent(Self.markerFileName)
        if clearingPrevious && FileManager.default.fileExists(atPath: marker.path) {
            removePreviousRun()
        }
        guard !FileManager.default.fileExists(atPath: marker.path) else { return }
        try write(
            Data("Written by BarTheme snapshot verification; files in this folder are replaced on every run.\n".utf8),
            to: Self.markerFileName)
    }

    /// Removes what an earlier run left in a marked folder (its reports and review images), then
    /// the marker and the folder when nothing else is left in it; an unmarked folder is untouched.
    public func removeEarlierRun() {
        let marker = directory.appendingPathComponent(Self.markerFileName)
        guard FileManager.default.fileExists(atPath: marker.path) else { return }
        removePreviousRun()
        guard (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) == [Self.markerFileName] else { return }
        try? FileManager.default.removeItem(at: marker)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes the review images of one failing case named `name` (a reference's relative path) and
    /// returns their paths relative to this folder.
    public func writeArtifacts(name: String, reference: Data?, actual: Data, diff: Data?) throws(SnapshotError) -> SnapshotArtifacts {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let referencePath = reference.map { _ in stem + ".reference.png" }
        let diffPath = diff.map { _ in stem + ".diff.png" }
        if let reference, let referencePath { try write(reference, to: referencePath) }
        try write(actual, to: stem + ".actual.png")
        if let diff, let diffPath { try write(diff, to: diffPath) }
        return SnapshotArtifacts(reference: referencePath, actual: stem + ".actual.png", diff: diffPath)
    }

    /// Writes `data` to `relativePath` inside the folder, atomically; paths leading outside are refused.
    public func write(_ data: Data, to relativePath: String) throws(SnapshotError) {
        let url: URL
        switch OutputConfinement.path(relativePath, in: directory.path) {
        case .success(let path): url = URL(fileURLWithPath: path)
        case .failure(let outside):
            throw SnapshotError.cannotWrite(
                path: outside.path, reason: "it is outside the report folder \(directory.path): \(outside.reason)")
        }
        do { try AtomicFile.write(data, to: url.path, fileSystem: fileSystem) } catch {
            throw SnapshotError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Removes the files a previous run wrote, then the folders that leaves empty; other files stay.
    private func removePreviousRun() {
        let reports = [Self.jsonFileName, Self.junitFileName, Self.htmlFileName, Self.singleFileHTMLName]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let isReport = reports.contains(name) && url.deletingLastPathComponent().standardizedFileURL.path == directory.path
            if isReport || Self.artifactSuffixes.contains(where: { name.hasSuffix($0) }) {
                try? FileManager.default.removeItem(at: url)
            }
        }
        removeEmptyFolders(in: directory)
    }

    /// Removes folders under `folder` (not `folder` itself) that hold nothing, deepest first: the
    /// theme folders of an earlier run's review images once those are gone.
    private func removeEmptyFolders(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let child = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            // Symbolic links are left alone: only real folders the report wrote are walked.
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: child.path)) == nil,
                FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue
            else { continue }
            removeEmptyFolders(in: child)
            if (try? FileManager.default.contentsOfDirectory(atPath: child.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: child)
            }
        }
    }
}
