import ArgumentParser
import BarCommandLine
import BarRender
import BarReview
import BarTheme
import Foundation

/// `render-theme gallery`: a static HTML page of every theme × scene × variant, with filters.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static HTML gallery of every theme × scene × variant (works from file://, no server).",
        discussion: """
            Cards are grouped by theme and scene, with filters for era, style, metrics, position, scale, width and \
            direction, a light/dark switch, and the explain summary of a render when it is opened. Images are written \
            beside the page (OUT/images/...). Give --era more than once to render every variant in several eras (a theme's supports: range does so by itself).
            """)

    @Argument(
        help: "Theme files or folders (folders: every .yaml under them; default: Themes/).", completion: .file(extensions: ["yaml", "yml"]))
    var themes: [String] = []

    @Option(help: "Folder to write index.html and the images into.", completion: .directory)
    var out: String = "gallery"

    @OptionGroup var eraChoice: EraOption

    @Option(help: "Only this scene.")
    var scene: String?

    @OptionGroup var variant: VariantOptions

    @OptionGroup var quiet: QuietOption

    func validate() throws {
        if out.isEmpty { throw ValidationError("--out needs a folder name") }
    }

    func run() throws {
        quiet.apply()
        let inputs = try ThemeInputs.inputsOrExit(themes, command: "gallery")
        var jobs: [RenderJob] = []
        var failed = false
        for input in inputs {
            guard let loaded = ThemeInputs.load(input) else { failed = true; continue }
            jobs += RenderJob.jobs(
                for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides(eras: eraChoice))
        }
        let gallery = GalleryRun(folder: out)
        let outcome = gallery.render(jobs)
        for failure in outcome.failures { StandardError.print("error: \(failure)") }
        let page: String
        do { page = try gallery.writePage(outcome.cards, themeCount: inputs.count) } catch {
            StandardError.print("error: cannot write the gallery into \(out): \(error)")
            throw ExitCodes.usageOrIO
        }
        Chatter.print("gallery: \(outcome.cards.count) renders of \(inputs.count) theme\(inputs.count == 1 ? "" : "s") in \(page)")
        if failed || !outcome.failures.isEmpty { throw ExitCodes.findings }
    }
}
