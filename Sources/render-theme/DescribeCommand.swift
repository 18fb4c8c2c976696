import ArgumentParser
import BarCommandLine
import BarRender
import BarReview
import BarTheme
import Foundation

/// `render-theme describe`: what VoiceOver reads for each bar, in the order it reads it.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print what VoiceOver reads for each bar of a theme's scenes, in reading order.",
        discussion: """
            Each element is printed as VoiceOver speaks it (label, then traits: "Albums, Back Button", "Inbox, Heading", \
            "Edit, dimmed, Button") with where the label comes from. Image items without an accessibilityLabel are read by \
            their image name. A scene with a stack: is described step by step. One variant per scene and layout direction \
            is described (narrow it with the variant options). --format json prints {"bars": [...], "errors": [...]}: \
            every bar described, and why a theme or scene gave none (file, line, column, rule, message, hint).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(
        help: "Theme files or folders (folders: every .yaml under them; default: Themes/).", completion: .file(extensions: ["yaml", "yml"]))
    var themes: [String] = []

    @Option(help: "Describe only this scene (or one step of it: NAME.step03).")
    var scene: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var variant: VariantOptions

    @OptionGroup var eraChoice: EraOption

    @OptionGroup var quiet: QuietOption

    /// `--format json`'s document.
    struct JSONDocument: Encodable {
        let bars: [VoiceOverDescription]
        let errors: [JSONErrors.Entry]
    }

    func validate() throws {
    }

    func run() throws {
        quiet.apply()
        let inputs = try ThemeInputs.inputsOrExit(themes, command: "describe")
        let renderer: BarRenderer
        do { renderer = try BarRenderer() } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        var failed = false
        var unknownScene = false
        var described: [VoiceOverDescription] = []
        let errors = JSONErrors()
        for input in inputs {
            guard let loaded = ThemeInputs.load(input, errors: errors) else { failed = true; continue }
            guard let jobs = jobs(for: loaded, input: input, unknownScene: &unknownScene, errors: errors) else { continue }
            for job in VoiceOverDescription.jobsToDescribe(jobs) {
                do {
                    let description = try VoiceOverDescription(job, renderer: renderer)
                    if format == .text { for line in description.lines { print(line) } } else { described.append(description) }
                } catch {
                    StandardError.print("error: \(job.document.path) scene '\(job.scene.name.value)': \(error)")
                    errors.add("scene '\(job.scene.name.value)': \(error)", file: job.document.path)
                    failed = true
                }
            }
        }
        if format == .json { printJSON(try ReportJSON.encode(JSONDocument(bars: described, errors: errors.entries))) }
        if unknownScene { throw ExitCodes.usageOrIO }
        if failed { throw ExitCodes.findings }
    }

    /// The theme's jobs, or nil when it has nothing to describe: a theme found in a folder with no
    /// scenes is skipped quietly; otherwise a missing scene is an error naming the scenes there are.
    private func jobs(
        for loaded: ThemeLoader.Loaded, input: ThemeInputs.Input, unknownScene: inout Bool, errors: JSONErrors
    ) -> [RenderJob]? {
        let jobs = RenderJob.jobs(
            for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides(eras: eraChoice))
        guard jobs.isEmpty else { return jobs }
        if input.fromFolder && loaded.document.scenes.isEmpty && scene == nil { return nil }
        let names = loaded.document.scenes.flatMap(\.renderedScenes).map(\.name.value)
        StandardError.print(
            "\(input.path): error: " + SceneSearch.notFound(scene, scenes: names))
        errors.add(SceneSearch.notFound(scene, scenes: names), file: input.path)
        unknownScene = true
        return nil
    }
}
