import ArgumentParser
import BarRender
import BarTheme
import Foundation

/// `render-theme render`: writes one PNG per theme × scene × variant and prints each path.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render theme scenes to PNG files.",
        discussion:
            "With no theme paths, renders every .yaml file in Themes/. Files are named <theme>/<scene>.<metrics>.<position>.<style>.<width>w@<scale>x.png. "
            + "Each image is the bar plus the shadow band UIKit draws outside it over the content (1 pixel for the hairline, "
            + "the shadow image's height; below a top bar, above a bottom bar); --bar-only crops to the bar alone. "
            + "A navigation item's stacked search field adds its 52 pt row to the bar."
    )

    @Argument(help: "Theme files or folders to render (folders: every .yaml under them; default: Themes/).")
    var themes: [String] = []

    @Option(help: "Render only the scene with this name.")
    var scene: String?

    @Option(help: "Folder to write PNG files into.")
    var out: String = "out"

    @Flag(help: "Fail at once when another run is writing into the same --out folder, instead of waiting for it.")
    var noWait = false

    @OptionGroup var variant: VariantOptions

    @Option(help: "Frames per animated transition between the steps of a stack: scene (APNG plus a contact sheet); 0 writes none.")
    var frames: Int = 12

    @Option(
        help:
            "UIKit era to reproduce: ios7 (iOS 7-12), ios13 (iOS 13-14), ios15 (iOS 15-18) or ios26 (iOS 26+, Liquid Glass). Default: each theme's era: (with compatibilityMode), else ios26."
    )
    var era: String?

    @Flag(help: "Crop each image to the bar alone, leaving out the shadow band UIKit draws outside the bar.")
    var barOnly = false

    func validate() throws {
        try OutputFolderArgument.check(out, option: "--out")
        if let era, Era(rawValue: era) == nil {
            throw ValidationError("--era must be one of: \(Era.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if frames != 0 && !(2...120).contains(frames) { throw ValidationError("--frames must be 0 (no transitions) or 2...120") }
        if era == Era.ios7.rawValue && variant.style == UserInterfaceStyle.dark.rawValue {
            throw ValidationError(
                "iOS 7-12 had no dark mode, so --style dark cannot be drawn in --era ios7; drop --style, or use --era ios13")
        }
    }

    func run() throws {
        let inputs: [ThemeInputs.Input]
        do { inputs = try ThemeInputs.inputs(themes, command: "render") } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        // Streamed theme by theme (docs/PERFORMANCE.md): each theme is loaded, its jobs made,
        // rendered on every core, staged and committed, and its paths printed before the next theme
        // is loaded, so memory does not grow with the number of themes. Workers (one renderer each:
        // its C text state, caches and buffers) are kept for the whole run.
        let folder = out
        let chosenEra = era.flatMap(Era.init(rawValue:))
        let band = !barOnly
        let renderers = WorkerPool { Result { () throws(RenderError) in try BarRenderer(era: chosenEra, includesShadowBand: band) } }
        var report = RenderReport()
        var anyJobs = false
        var sceneNames: [String] = []
        var lock: OutputFolderLock?
        defer { withExtendedLifetime(lock) {} }
        for input in inputs {
            let path = input.path
            guard let loaded = ThemeInputs.load(input) else {
                report.failed = true
                continue
            }
            let transitions =
                frames > 0
                ? TransitionJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides) : []
            let themeJobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides)
            // A theme found in a folder with no scenes (a parent such as base/Corporate.yaml) has nothing to draw.
            if scene != nil { sceneNames += loaded.document.scenes.flatMap(\.renderedScenes).map(\.name.value) }
            if themeJobs.isEmpty && scene == nil && !(input.fromFolder && loaded.document.scenes.isEmpty) {
                StandardError.print(
                    "\(path): warning: " + (scene.map { "no scene named '\($0)'" } ?? "the theme has no scenes; nothing to render"))
            }
            anyJobs = anyJobs || !themeJobs.isEmpty
            guard !themeJobs.isEmpty || !transitions.isEmpty else { continue }
            if lock == nil { lock = try OutputFolderArgument.prepare(folder, option: "--out", wait: !noWait) }
            render(themeJobs, transitions: transitions, into: folder, renderers: renderers, report: &report)
        }
        if let scene, !anyJobs, !report.failed {
            StandardError.print(
                "error: no scene named '\(scene)'"
                    + (sceneNames.isEmpty ? "; the themes have no scenes" : "; scenes: \(sceneNames.joined(separator: ", "))"))
            throw ExitCodes.usageOrIO
        }
        if lock == nil { lock = try OutputFolderArgument.prepare(folder, option: "--out", wait: !noWait) }
        report.finish(folder: folder)
        if report.failed { throw ExitCodes.findings }
    }

    /// Renders one theme's jobs and transitions on every core (results in job order), stages its
    /// files, commits them as one group (all of the theme's files appear together) and reports
    /// them: bar paths now, transition paths after every theme's bars (as they were printed
    /// before streaming).
    private func render(
        _ jobs: [RenderJob], transitions: [TransitionJob], into folder: String, renderers: WorkerPool<Result<BarRenderer, RenderError>>,
        report: inout RenderReport
    ) {
        let writes = GroupedWrites()
        let results = ParallelWork.map(
            jobs, pool: renderers,
            body: { renderer, job -> Result<WrittenFile, RenderFailure> in
                let place = "\(job.document.path) scene '\(job.scene.name.value)' \(job.variant)"
                do {
                    let png = try renderer.get().renderPNG(job)
                    let target = try OutputConfinement.path(job.relativeOutputPath, in: folder).get()
                    if let failure = writes.stage(png, to: target, group: GroupedWrites.group(ofRelativePath: job.relativeOutputPath)) {
                        return .failure(RenderFailure(description: failure.description, path: target, isWrite: true))
                    }
                    return .success(WrittenFile(target: target, shown: (folder as NSString).appendingPathComponent(job.relativeOutputPath)))
                } catch {
                    return .failure(RenderFailure(description: "\(place): \(error)", path: nil, isWrite: false))
                }
            })
        let frameCount = frames
        let transitionResults = ParallelWork.map(
            transitions, pool: renderers,
            body: { renderer, transition -> Result<WrittenFile, RenderFailure> in
                let place = "\(transition.document.path) transition '\(transition.name)' \(transition.variant)"
                do {
                    let rasters = try renderer.get().renderTransition(
                        from: transition.from, to: transition.to, kind: transition.kind,
                        frames: frameCount)
                    let delay = TransitionMotion.duration(of: transition.kind) / Double(frameCount - 1)
                    let group = GroupedWrites.group(ofRelativePath: transition.relativeOutputPath)
                    let destination = try OutputConfinement.path(transition.relativeOutputPath, in: folder).get()
                    let sheet = try OutputConfinement.path(transition.relativeSheetPath, in: folder).get()
                    let animation = try AnimatedPNG.encode(rasters, delay: delay)
                    let sheetPNG = try PNGCodec.encode(ContactSheet.vertical(rasters))
                    if let failure = writes.stage(animation, to: destination, group: group)
                        ?? writes.stage(sheetPNG, to: sheet, group: group)
                    {
                        return .failure(RenderFailure(description: failure.description, path: destination, isWrite: true))
                    }
                    return .success(
                        WrittenFile(
                            target: destination,
                            shown: (folder as NSString).appendingPathComponent(transition.relativeOutputPath)))
                } catch {
                    return .failure(RenderFailure(description: "\(place): \(error)", path: nil, isWrite: false))
                }
            })
        report.commit(writes, results: results, transitionResults: transitionResults)
    }
}

/// A file a job staged: where it goes and how it is shown (under --out as given).
struct WrittenFile: Sendable {
    let target: String
    let shown: String
}

/// Why one job did not render or could not be written, with the job named.
struct RenderFailure: Error, CustomStringConvertible {
    let description: String
    /// The file that could not be written, for a write failure.
    let path: String?
    /// Whether rendering succeeded and only writing failed.
    let isWrite: Bool
}
