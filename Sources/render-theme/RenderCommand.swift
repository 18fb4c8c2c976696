import ArgumentParser
import BarRender
import BarTheme
import Foundation

/// `render-theme render`: writes one PNG per theme × scene × variant and prints each path.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render theme scenes to PNG files.",
        discussion: "With no theme paths, renders every .yaml file in Themes/. Files are named <theme>/<scene>.<metrics>.<position>.<style>.<width>w@<scale>x.png.")

    @Argument(help: "Theme files or folders to render (folders: every .yaml under them; default: Themes/).")
    var themes: [String] = []

    @Option(help: "Render only the scene with this name.")
    var scene: String?

    @Option(help: "Folder to write PNG files into.")
    var out: String = "out"

    @OptionGroup var variant: VariantOptions

    @Option(help: "Frames per animated transition between the steps of a stack: scene (APNG plus a contact sheet); 0 writes none.")
    var frames: Int = 12

    @Option(help: "UIKit era to reproduce: ios13 (iOS 13-18) or ios7 (iOS 7-12). Default: each theme's era:, else ios13.")
    var era: String?

    func validate() throws {
        if let era, Era(rawValue: era) == nil { throw ValidationError("--era must be ios13 or ios7") }
        if frames != 0 && !(2...120).contains(frames) { throw ValidationError("--frames must be 0 (no transitions) or 2...120") }
        if era == Era.ios7.rawValue && variant.style == UserInterfaceStyle.dark.rawValue {
            throw ValidationError("iOS 7-12 had no dark mode, so --style dark cannot be drawn in --era ios7; drop --style, or use --era ios13")
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
                transitions += TransitionJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides)
            }
            let themeJobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides)
            // A theme found in a folder with no scenes (a parent such as base/Corporate.yaml) has nothing to draw.
            sceneNames += loaded.document.scenes.flatMap(\.renderedScenes).map(\.name.value)
            if themeJobs.isEmpty && scene == nil && !(input.fromFolder && loaded.document.scenes.isEmpty) {
                StandardError.print("\(path): warning: " + (scene.map { "no scene named '\($0)'" } ?? "the theme has no scenes; nothing to render"))
            }
            jobs += themeJobs
        }
        if let scene, jobs.isEmpty, !failed {
            StandardError.print("error: no scene named '\(scene)'" + (sceneNames.isEmpty ? "; the themes have no scenes" : "; scenes: \(sceneNames.joined(separator: ", "))"))
            throw ExitCodes.usageOrIO
        }
        StaleTemporaryFilesNote.clean(out)
        // Every core, one renderer per worker (C text state stays on its thread); results in job order.
        let chosenEra = era.flatMap(Era.init(rawValue:))
        let folder = out
        let results = ParallelWork.map(
            jobs,
            makeWorker: { Result { () throws(RenderError) in try BarRenderer(era: chosenEra) } },
            body: { renderer, job -> Result<String, RenderFailure> in
                let place = "\(job.document.path) scene '\(job.scene.name.value)' \(job.variant)"
                do {
                    let png = try renderer.get().renderPNG(job)
                    try AtomicFile.write(png, to: try OutputConfinement.path(job.relativeOutputPath, in: folder).get())
                    return .success((folder as NSString).appendingPathComponent(job.relativeOutputPath))
                } catch {
                    return .failure(RenderFailure(description: "\(place): \(error)"))
                }
            })
        let frameCount = frames
        let transitionResults = ParallelWork.map(
            transitions,
            makeWorker: { Result { () throws(RenderError) in try BarRenderer(era: chosenEra) } },
            body: { renderer, transition -> Result<String, RenderFailure> in
                let place = "\(transition.document.path) transition '\(transition.name)' \(transition.variant)"
                do {
                    let rasters = try renderer.get().renderTransition(from: transition.from, to: transition.to, kind: transition.kind,
                                                                      frames: frameCount)
                    let delay = TransitionMotion.duration(of: transition.kind) / Double(frameCount - 1)
                    let destination = (folder as NSString).appendingPathComponent(transition.relativeOutputPath)
                    try AtomicFile.write(try AnimatedPNG.encode(rasters, delay: delay),
                                         to: try OutputConfinement.path(transition.relativeOutputPath, in: folder).get())
                    let sheet = try OutputConfinement.path(transition.relativeSheetPath, in: folder).get()
                    try AtomicFile.write(try PNGCodec.encode(ContactSheet.vertical(rasters)), to: sheet)
                    return .success(destination)
                } catch {
                    return .failure(RenderFailure(description: "\(place): \(error)"))
                }
            })
        for result in results + transitionResults {
            switch result {
            case .success(let path): print(path)
            case .failure(let failure):
                StandardError.print("error: \(failure)")
                failed = true
            }
        }
        if failed { throw ExitCodes.findings }
    }
}

/// Why one job did not render or could not be written, with the job named.
struct RenderFailure: Error, CustomStringConvertible {
    let description: String
}
