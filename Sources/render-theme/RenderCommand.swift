import ArgumentParser
import BarCommandLine
import BarRender
import BarTheme
import BarWriting
import Foundation

/// `render-theme render`: writes one PNG per theme × scene × variant and prints each path.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render theme scenes to PNG files.",
        discussion:
            "With no theme paths, renders every .yaml file in Themes/. Files are named <theme>/<scene>.<metrics>.<position>.<style>.<width>w@<scale>x.png, "
            + "with .<era> last when a theme renders several eras (its supports: range, or --era given more than once). "
            + "Each image is the bar plus the shadow band UIKit draws outside it over the content (1 pixel for the hairline, "
            + "the shadow image's height, in ios26 the glass platters' shadows; below a top bar, above a bottom bar); "
            + "--bar-only crops to the bar alone. "
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

    @OptionGroup var eraChoice: EraOption

    @Flag(help: "Crop each image to the bar alone, leaving out the shadow band UIKit draws outside the bar.")
    var barOnly = false

    @OptionGroup var quiet: QuietOption

    func validate() throws {
        try OutputFolderArgument.check(out, option: "--out")
        if frames != 0 && !(2...120).contains(frames) { throw ValidationError("--frames must be 0 (no transitions) or 2...120") }
        if eraChoice.eras == [.ios7] && variant.style == UserInterfaceStyle.dark.rawValue {
            throw ValidationError(
                "iOS 7-12 had no dark mode, so --style dark cannot be drawn in --era ios7; drop --style, or use --era ios13")
        }
    }

    func run() throws {
        quiet.apply()
        let inputs = try ThemeInputs.inputsOrExit(themes, command: "render")
        let renderRun = RenderRun(
            RenderRun.Options(
                folder: out, sceneName: scene, overrides: variant.overrides(eras: eraChoice), frames: frames,
                includesShadowBand: !barOnly))
        var report = RenderReport()
        var scenes = SceneSearch(sceneName: scene)
        var lock: OutputFolderLock?
        defer { withExtendedLifetime(lock) {} }
        // Streamed theme by theme (docs/PERFORMANCE.md): each theme is loaded, drawn, committed and
        // printed before the next is loaded, so memory does not grow with the number of themes.
        for input in inputs {
            guard let loaded = ThemeInputs.load(input) else {
                report.failed = true
                continue
            }
            let work = renderRun.work(for: loaded)
            scenes.note(loaded, input: input, foundJobs: !work.bars.isEmpty)
            guard !work.isEmpty else { continue }
            if lock == nil { lock = try OutputFolderArgument.prepare(out, option: "--out", wait: !noWait) }
            report.commit(renderRun.render(work))
        }
        if !report.failed { try scenes.finish() }
        if lock == nil { lock = try OutputFolderArgument.prepare(out, option: "--out", wait: !noWait) }
        report.finish(folder: out)
        if report.failed { throw ExitCodes.findings }
    }
}
