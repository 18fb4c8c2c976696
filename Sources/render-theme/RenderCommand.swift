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
        var failed = false
        var jobs: [RenderJob] = []
        var transitions: [TransitionJob] = []
        var sceneNames: [String] = []
        for input in inputs {
            let path = input.path
            guard let loaded = ThemeInputs.load(input) else { failed = true; continue }
            if frames > 0 {
                transitions += TransitionJob.jobs(
                    for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides)
            }
            let themeJobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides)
            // A theme found in a folder with no scenes (a parent such as base/Corporate.yaml) has nothing to draw.
            sceneNames += loaded.document.scenes.flatMap(\.renderedScenes).map(\.name.value)
            if themeJobs.isEmpty && scene == nil && !(input.fromFolder && loaded.document.scenes.isEmpty) {
                StandardError.print(
                    "\(path): warning: " + (scene.map { "no scene named '\($0)'" } ?? "the theme has no scenes; nothing to render"))
            }
            jobs += themeJobs
        }
        if let scene, jobs.isEmpty, !failed {
            StandardError.print(
                "error: no scene named '\(scene)'"
                    + (sceneNames.isEmpty ? "; the themes have no scenes" : "; scenes: \(sceneNames.joined(separator: ", "))"))
            throw ExitCodes.usageOrIO
        }
        let folder = out
        let lock = try OutputFolderArgument.prepare(folder, option: "--out", wait: !noWait)
        defer { withExtendedLifetime(lock) {} }
        // Every core, one renderer per worker (C text state stays on its thread); results in job order.
        // Files are staged per theme folder and appear together once all of that theme's are written.
        let chosenEra = era.flatMap(Era.init(rawValue:))
        let band = !barOnly
        let writes = GroupedWrites()
        let results = ParallelWork.map(
            jobs,
            makeWorker: { Result { () throws(RenderError) in try BarRenderer(era: chosenEra, includesShadowBand: band) } },
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
            transitions,
            makeWorker: { Result { () throws(RenderError) in try BarRenderer(era: chosenEra, includesShadowBand: band) } },
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
        var notWritten: [String: String] = [:]  // target → why
        var commitFailures: [WriteError] = []
        for group in writes.commit() where !group.outcome.succeeded {
            commitFailures += group.outcome.failures
            let cause = group.outcome.failures.first.map(\.reason) ?? "a write failed"
            for target in group.outcome.notWritten { notWritten[target] = cause }
        }
        var unwritten = 0, total = 0
        var firstCause: String?
        // A file whose own write failed was already reported with its result; print the others once.
        let reportedPaths = Set(
            results.compactMap { result -> String? in
                if case .failure(let failure) = result { return failure.path.map { WriteError.displayPath($0) } }
                return nil
            })
        for failure in commitFailures where !reportedPaths.contains(failure.path) {
            StandardError.print("error: \(failure)")
        }
        for result in results + transitionResults {
            total += 1
            switch result {
            case .success(let file):
                if let cause = notWritten[file.target] {
                    unwritten += 1
                    firstCause = firstCause ?? cause
                    failed = true
                } else {
                    print(file.shown)
                }
            case .failure(let failure):
                StandardError.print("error: \(failure)")
                if failure.isWrite {
                    unwritten += 1
                    firstCause = firstCause ?? failure.description
                }
                failed = true
            }
        }
        if unwritten > 0 {
            StandardError.print(
                "\(unwritten) of \(total) files not written (\(firstCause ?? "")); each theme's files in \(folder) were left as they were")
        }
        if failed { throw ExitCodes.findings }
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
