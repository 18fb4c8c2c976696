import BarRender
import BarTheme
import BarWriting
import Foundation

/// The folder of reference PNGs (`Snapshots/` by default): one file per theme × scene × variant,
/// at the job's `relativeOutputPath`, e.g. `Ocean/settings-general.default.topAttached.light.375w@3x.png`,
/// and `STACK.json`, the rendering stack the references were recorded with.
///
/// Every write is atomic (`AtomicFile`: a temporary file renamed over the destination), so a run
/// killed half-way never leaves a half-written reference. Nothing is written outside the folder.
public struct ReferenceStore: Sendable {
    /// The folder's URL.
    public let directory: URL

    /// The file system writes go through (the seam fault tests use).
    public let fileSystem: FileSystem

    /// The name of the file that records the rendering stack, inside `directory`.
    public static let stackFileName = "STACK.json"

    /// A store over `directory` (not created until something is written).
    public init(directory: URL, fileSystem: FileSystem = .default) {
        self.directory = directory.standardizedFileURL
        self.fileSystem = fileSystem
    }

    /// Where the reference for `job` lives.
    public func url(for job: RenderJob) -> URL {
        directory.appendingPathComponent(job.relativeOutputPath)
    }

    /// The reference for `job`, or `nil` when there is none yet.
    ///
    /// - Throws: `SnapshotError.unreadableReference` when the file exists but is not a readable PNG.
    public func reference(for job: RenderJob) throws(SnapshotError) -> (raster: Raster, data: Data)? {
        try reference(atRelativePath: job.relativeOutputPath)
    }

    /// The reference at `relativePath` under the store, or `nil` when there is none yet.
    public func reference(atRelativePath relativePath: String) throws(SnapshotError) -> (raster: Raster, data: Data)? {
        let url = directory.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SnapshotError.unreadableReference(path: url.path, reason: "permission denied or not a file")
        }
        do {
            return (try PNGCodec.decode(data), data)
        } catch {
            throw SnapshotError.unreadableReference(path: url.path, reason: error.description)
        }
    }

    /// Writes `png` as the reference for `job`, atomically.
    public func record(_ png: Data, for job: RenderJob) throws(SnapshotError) {
        try record(png, atRelativePath: job.relativeOutputPath)
    }

    /// Writes `png` as the reference at `relativePath`, atomically, inside the store only.
    public func record(_ png: Data, atRelativePath relativePath: String) throws(SnapshotError) {
        switch OutputConfinement.path(relativePath, in: directory.path) {
        case .success(let path): try write(png, to: URL(fileURLWithPath: path))
        case .failure(let outside): throw SnapshotError.cannotWrite(path: outside.path, reason: outside.reason)
        }
    }

    /// Every reference PNG in the store, as paths relative to `directory`, sorted. Hidden files
    /// and folders (such as an interrupted write's temporary file) are skipped.
    public func referencePaths() -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        let prefix = directory.resolvingSymlinksInPath().path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "png" {
            let full = url.resolvingSymlinksInPath().path
            if full.hasPrefix(prefix) { paths.append(String(full.dropFirst(prefix.count))) }
        }
        return paths.sorted()
    }

    /// Reference PNGs no job renders any more: in `referencePaths()` but not in `expected`.
    ///
    /// With `themes`, only references inside those themes' folders are considered (a run over some
    /// themes says nothing about the others); with `nil`, the whole store is.
    public func staleReferences(expected: Set<String>, themes: Set<String>?) -> [String] {
        referencePaths().filter { path in
            guard !expected.contains(path) else { return false }
            guard let themes else { return true }
            return themes.contains(String(path.prefix { $0 != "/" }))
        }
    }

    /// Deletes a stale reference (a path from `staleReferences`); paths leading outside the store are refused.
    public func delete(relativePath: String) throws(SnapshotError) {
        let url = directory.appendingPathComponent(relativePath).standardizedFileURL
        guard url.path.hasPrefix(directory.path + "/") else {
            throw SnapshotError.cannotWrite(path: url.path, reason: "it is outside \(directory.path)")
        }
        do { try fileSystem.remove(url.path) } catch {
            throw SnapshotError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// The stack recorded in `STACK.json`, or `nil` when the file is missing or unreadable.
    public func recordedStack() -> RenderingStack? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(Self.stackFileName).path) else {
            return nil
        }
        return try? JSONDecoder().decode(RenderingStack.self, from: data)
    }

    /// Writes `stack` to `STACK.json` (pretty-printed, sorted keys, so it diffs well in review).
    public func recordStack(_ stack: RenderingStack) throws(SnapshotError) {
        let data: Data
        do { data = try ReportJSON.encode(stack, endsWithNewline: true) } catch {
            throw SnapshotError.cannotWrite(path: Self.stackFileName, reason: "\(error)")
        }
        try write(data, to: directory.appendingPathComponent(Self.stackFileName))
    }

    private func write(_ data: Data, to url: URL) throws(SnapshotError) {
        do { try AtomicFile.write(data, to: url.path, fileSystem: fileSystem) } catch {
            throw SnapshotError.cannotWrite(path: error.path, reason: error.reason)
        }
    }
}
