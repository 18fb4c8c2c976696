import ArgumentParser
import BarRender
import BarReview
import BarSnapshot
import BarTheme
import Foundation

/// `render-theme compare`: what changed between two versions of themes, in UIKit terms and pixels.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two versions of themes: changed settings with their declarations, pixel changes, added and removed variants.",
        discussion: """
            compare OLD NEW compares two theme files, or two folders (themes paired by relative path). \
            compare --base REV [THEMES...] compares the working tree's themes (default Themes/) with the same paths at a git \
            revision, read with git show (no checkout). Exit status: 0 nothing changed, 1 something changed, 2 usage or I/O error. \
            With --out, the old, new and diff images and index.html (plus compare.md and compare.json) are written there.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, html
    }

    @Argument(help: "OLD NEW (files or folders), or with --base the themes to compare (default: Themes).")
    var paths: [String] = []

    @Option(help: "Compare the working tree with this git revision (a branch, tag or commit).")
    var base: String?

    @Option(help: "Output format on standard output: text, markdown (for a pull-request comment), json or html.")
    var format: Format = .text

    @Option(help: "Folder to write the images, index.html, compare.md and compare.json into.")
    var out: String?

    @OptionGroup var variant: VariantOptions

    @Option(
        help:
            "UIKit era: ios7 (iOS 7-12), ios13 (iOS 13-14), ios15 (iOS 15-18) or ios26 (iOS 26+, Liquid Glass). Default: each theme's era: (with compatibilityMode), else ios26."
    )
    var era: String?

    func validate() throws {
        if let era, Era(rawValue: era) == nil {
            throw ValidationError("--era must be one of: \(Era.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if base == nil && paths.count != 2 {
            throw ValidationError("give OLD and NEW (two theme files or two folders), or --base REV to compare with a git revision")
        }
        if let out, out.isEmpty { throw ValidationError("--out needs a folder name") }
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pairs: [(key: String, old: String?, new: String?)]
        let title: String
        // How each side's folder is shown: a git export stands for the working tree's paths.
        var oldRoot = "", oldShown = "", newRoot = "", newShown = ""
        do {
            if let base {
                let given = paths.isEmpty ? [ThemeInputs.defaultFolder] : paths
                let exported = try GitRevision(revision: base).export(given.map(Self.folderOf), to: scratch)
                guard exported > 0 else { throw CommandFailure.usage("\(given.joined(separator: ", ")) has no files at \(base)") }
                var result: [(String, String?, String?)] = []
                for path in given {
                    result += try Self.pair(old: scratch.appendingPathComponent(path).path, new: path, oldMayBeMissing: true)
                }
                pairs = result
                oldRoot = scratch.path
                title = "\(given.joined(separator: ", ")) (working tree) with \(base)"
            } else {
                pairs = try Self.pair(old: paths[0], new: paths[1], oldMayBeMissing: false)
                title = "\(paths[0]) with \(paths[1])"
                // Two folders (or two files' folders) stand for the same place: show paths relative to each.
                oldRoot = Self.folderOf(paths[0])
                newRoot = Self.folderOf(paths[1])
                oldShown = ""
                newShown = ""
            }
        } catch let failure as CommandFailure {
            StandardError.print("error: \(failure)")
            throw ExitCodes.usageOrIO
        }

        let renderer: BarRenderer
        do { renderer = try BarRenderer(era: era.flatMap(Era.init(rawValue:))) } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        let comparer = ThemeComparer(renderer: renderer)
        var themes: [ThemeComparison] = []
        var images: [(path: String, raster: Raster)] = []
        var failed = false
        let exact = ComparisonOptions.exact
        for pair in pairs {
            let old = pair.old.flatMap { Self.version(key: pair.key, path: $0, root: oldRoot, shownAs: oldShown) }
            let new = pair.new.flatMap { Self.version(key: pair.key, path: $0, root: newRoot, shownAs: newShown) }
            if (pair.old != nil && old == nil) || (pair.new != nil && new == nil) { failed = true; continue }
            do {
                let comparison = try comparer.compare(old: old, new: new, overrides: variant.overrides) { name, before, after in
                    guard out != nil else { return }
                    if let before { images.append(("old/\(pair.key)/\(name)", before)) }
                    if let after { images.append(("new/\(pair.key)/\(name)", after)) }
                    if let before, let after {
                        images.append(("diff/\(pair.key)/\(name)", ImageComparison.compare(before, after, options: exact).diff))
                    }
                }
                themes.append(comparison)
            } catch {
                StandardError.print("error: \(pair.key): \(error)")
                failed = true
            }
        }
        if failed { throw ExitCodes.usageOrIO }

        var report = ComparisonReport(title: title, themes: themes, imagesFolder: out)
        if let out {
            do {
                for image in images {
                    try AtomicFile.write(try PNGCodec.encode(image.raster), to: try OutputConfinement.path(image.path, in: out).get())
                }
                var local = report
                local.imagesFolder = "."
                try AtomicFile.write(Data(local.html().utf8), to: (out as NSString).appendingPathComponent("index.html"))
                try AtomicFile.write(Data(local.markdown().utf8), to: (out as NSString).appendingPathComponent("compare.md"))
                try AtomicFile.write(try local.json(), to: (out as NSString).appendingPathComponent("compare.json"))
            } catch {
                StandardError.print("error: cannot write the comparison into \(out): \(error)")
                throw ExitCodes.usageOrIO
            }
        } else {
            report.imagesFolder = nil
        }
        switch format {
        case .text: print(report.text())
        case .markdown: print(report.markdown())
        case .json: print(String(decoding: try report.json(), as: UTF8.self))
        case .html: print(report.html())
        }
        if report.hasChanges { throw ExitCodes.findings }
    }

    /// The folder to export for a path: a folder itself, or a file's folder (its parents and
    /// images live beside it).
    static func folderOf(_ path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return path }
        let parent = FilePaths.parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// Pairs theme files: two files directly, two folders by relative path.
    static func pair(old: String, new: String, oldMayBeMissing: Bool) throws -> [(key: String, old: String?, new: String?)] {
        let manager = FileManager.default
        var oldIsFolder: ObjCBool = false, newIsFolder: ObjCBool = false
        let oldExists = manager.fileExists(atPath: old, isDirectory: &oldIsFolder)
        guard manager.fileExists(atPath: new, isDirectory: &newIsFolder) else {
            throw CommandFailure.usage("\(new): no such file or folder")
        }
        guard oldExists || oldMayBeMissing else { throw CommandFailure.usage("\(old): no such file or folder") }
        if !newIsFolder.boolValue {
            if oldExists && oldIsFolder.boolValue {
                throw CommandFailure.usage("\(old) is a folder and \(new) a file; compare two files or two folders")
            }
            return [(key: (new as NSString).lastPathComponent, old: oldExists ? old : nil, new: new)]
        }
        if oldExists && !oldIsFolder.boolValue {
            throw CommandFailure.usage("\(old) is a file and \(new) a folder; compare two files or two folders")
        }
        let oldFiles = oldExists ? themeFiles(in: old) : []
        let newFiles = themeFiles(in: new)
        return Set(oldFiles).union(newFiles).sorted().map { key in
            (
                key: key, old: oldFiles.contains(key) ? (old as NSString).appendingPathComponent(key) : nil,
                new: newFiles.contains(key) ? (new as NSString).appendingPathComponent(key) : nil
            )
        }
    }

    /// Every `*.yaml` / `*.yml` under a folder, relative to it, sorted.
    static func themeFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    }

    static func version(key: String, path: String, root: String, shownAs: String) -> ThemeVersion? {
        guard let loaded = ThemeInputs.load(path) else { return nil }
        return ThemeVersion(key: key, document: loaded.document, parents: loaded.parents, root: root == "." ? "" : root, shownRoot: shownAs)
    }
}
