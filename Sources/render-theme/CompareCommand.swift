import ArgumentParser
import BarCommandLine
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

    @Argument(
        help: "OLD NEW (files or folders), or with --base the themes to compare (default: Themes).",
        completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @Option(help: "Compare the working tree with this git revision (a branch, tag or commit).")
    var base: String?

    @Option(help: "Output format on standard output: text, markdown (for a pull-request comment), json or html.")
    var format: Format = .text

    @Option(help: "Folder to write the images, index.html, compare.md and compare.json into.", completion: .directory)
    var out: String?

    @Option(
        help: ArgumentHelp(
            "With --out and --format markdown: the URL the --out folder is published at; the comment embeds its old, new and diff images from there.",
            valueName: "url"))
    var imageURL: String?

    @Option(
        help: ArgumentHelp(
            "With --format markdown: a link to the --out folder as uploaded (e.g. the workflow run's artifact), named in the comment.",
            valueName: "url"))
    var artifactURL: String?

    @OptionGroup var variant: VariantOptions

    @OptionGroup var eraChoice: EraOption

    func validate() throws {
        if base == nil && paths.count != 2 {
            throw ValidationError("give OLD and NEW (two theme files or two folders), or --base REV to compare with a git revision")
        }
        if let out, out.isEmpty { throw ValidationError("--out needs a folder name") }
        if imageURL != nil && out == nil { throw ValidationError("--image-url needs --out (the folder whose images it publishes)") }
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (pairs, sides, title) = try comparedFiles(scratch: scratch)
        let renderer: BarRenderer
        do { renderer = try BarRenderer() } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        let errors = format == .json ? JSONErrors() : nil
        let outcome = ComparisonRun(renderer: renderer, overrides: variant.overrides(eras: eraChoice), keepsImages: out != nil)
            .compare(pairs, sides: sides, load: { ThemeInputs.load($0, errors: errors) }, report: { StandardError.print($0) })
        if outcome.failed {
            if let errors { printJSON(try errors.document()) }
            throw ExitCodes.usageOrIO
        }
        var report = ComparisonReport(title: title, themes: outcome.themes, imagesFolder: out)
        (report.imageURL, report.artifactURL) = (imageURL, artifactURL)
        if let out {
            do { try ComparisonRun.write(report, images: outcome.images, into: out) } catch {
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

    /// `Themes`, or inside a themes folder (no `Themes/` here, `.yaml` files here) that folder: `.`.
    static func defaultFolder() -> String {
        let manager = FileManager.default
        if manager.fileExists(atPath: ThemeInputs.defaultFolder) { return ThemeInputs.defaultFolder }
        let here = (try? manager.contentsOfDirectory(atPath: ".")) ?? []
        return here.contains { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") } ? "." : ThemeInputs.defaultFolder
    }

    /// The pairs of theme files to compare, how each side's folder is shown (a git export stands
    /// for the working tree's paths) and the report's title; a bad path ends the command (exit 2).
    private func comparedFiles(scratch: URL) throws -> (pairs: [ThemePair], sides: ComparisonRun.Sides, title: String) {
        do {
            guard let base else {
                // Two folders (or two files' folders) stand for the same place: paths are shown relative to each.
                let pairs = try ThemePair.pairs(old: paths[0], new: paths[1], oldMayBeMissing: false)
                let sides = ComparisonRun.Sides(oldRoot: ThemePair.folder(of: paths[0]), newRoot: ThemePair.folder(of: paths[1]))
                return (pairs, sides, "\(paths[0]) with \(paths[1])")
            }
            let given = paths.isEmpty ? [Self.defaultFolder()] : paths
            let exported = try GitRevision(revision: base).export(given.map(ThemePair.folder(of:)), to: scratch)
            guard exported > 0 else { throw CommandFailure.usage("\(given.joined(separator: ", ")) has no files at \(base)") }
            var pairs: [ThemePair] = []
            for path in given {
                pairs += try ThemePair.pairs(old: scratch.appendingPathComponent(path).path, new: path, oldMayBeMissing: true)
            }
            return (pairs, ComparisonRun.Sides(oldRoot: scratch.path), "\(given.joined(separator: ", ")) (working tree) with \(base)")
        } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
    }
}
