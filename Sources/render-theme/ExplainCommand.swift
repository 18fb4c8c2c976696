import ArgumentParser
import BarCommandLine
import BarRender
import BarTheme
import Foundation

/// `render-theme explain`: every resolved property of a scene, its value and why it won.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a scene's bar appearance was resolved: each value, where it came from, and the rule that chose it.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The theme file.", completion: .file(extensions: ["yaml", "yml"]))
    var theme: String

    @Option(help: "The scene to explain (default: the theme's first scene).")
    var scene: String?

    @Option(
        help:
            "For a scene with a stack: explain the bars after this step (0 is the starting items:), with the stack, top and back items and the back-title rule."
    )
    var step: Int?

    @Option(help: "Show only this property, e.g. barTintColor.")
    var property: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var variant: VariantOptions

    @OptionGroup var eraChoice: EraOption

    func validate() throws {
    }

    func run() throws {
        // --format json prints a JSON document whatever happens: on an error, `{"errors": [...]}`.
        let errors = format == .json ? JSONErrors() : nil
        do { try explain(errors: errors) } catch {
            if let errors {
                if errors.isEmpty { errors.add("\(theme): nothing to explain", file: theme) }
                printJSON(try errors.document())
            }
            throw error
        }
    }

    /// Prints `message` to standard error and keeps it for the JSON document.
    private func report(_ message: String, errors: JSONErrors?) {
        StandardError.print("error: \(message)")
        errors?.add(message, file: theme)
    }

    private func explain(errors: JSONErrors?) throws {
        guard let loaded = try Self.loadThemeFile(theme, errors: errors) else { throw ExitCodes.findings }
        var chosen = try chosenScene(in: loaded.document, errors: errors)
        var stepExplanation: StackStepExplanation?
        if let step {
            let (found, bar) = try StackExplanation.step(step, of: chosen)
            stepExplanation = StackStepExplanation(found)
            guard let bar else { return try printStepAlone(StackStepExplanation(found)) }
            chosen = bar
        }
        // The first variant in each era: one report for a theme in one era, one per era of its
        // supports: range or of a repeated --era (a JSON array then).
        let overrides = variant.overrides(eras: eraChoice)
        let eras = EraVariant.axis(documents: [loaded.document] + loaded.parents, overrides: overrides)
        let variants = eras.compactMap { era in VariantMatrix.variants(for: chosen, overrides: overrides, eras: [era]).first }
        guard !variants.isEmpty else { throw ExitCodes.usageOrIO }
        let reports = try variants.map { try report(loaded: loaded, scene: chosen, variant: $0, step: stepExplanation, errors: errors) }
        switch format {
        case .text: print(reports.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n\n"))
        case .json: printJSON(reports.count == 1 ? try ReportJSON.encode(reports[0]) : try ReportJSON.encode(reports))
        }
    }

    /// The explanation of `scene` in `variant`: rendered, not only resolved (translucency inferred
    /// from a background image's alpha needs the decoded image, and the back title that fits needs
    /// the layout); a render failure or an unknown `--property` ends the command (reported into
    /// `errors` under `--format json`).
    private func report(
        loaded: ThemeLoader.Loaded, scene chosen: SceneDeclaration, variant first: Variant, step stepExplanation: StackStepExplanation?,
        errors: JSONErrors?
    ) throws -> ExplanationReport {
        let output: BarRenderer.Output
        do {
            output = try BarRenderer().render(RenderJob(document: loaded.document, parents: loaded.parents, scene: chosen, variant: first))
        } catch {
            report("\(error)", errors: errors)
            throw ExitCodes.findings
        }
        var properties = output.explainedProperties(scene: chosen)
        if let property {
            do { properties = try ExplainedProperty.matching(property, in: properties) } catch {
                report("\(error)", errors: errors)
                throw ExitCodes.usageOrIO
            }
        }
        return ExplanationReport(
            theme: loaded.document.name, scene: chosen.name.value, variant: first.description, bar: output.appearance.bar,
            summary: output.explanationSummary, properties: properties, step: stepExplanation, showsSummary: property == nil,
            tokens: DesignTokenOrigin.origins(
                of: properties, document: loaded.document, parents: loaded.parents, style: output.appearance.effectiveStyle),
            palette: ThemeDocument.paletteEntries(of: properties, document: loaded.document, parents: loaded.parents),
            systemColors: ThemeDocument.systemColorSources(
                of: properties, document: loaded.document, parents: loaded.parents, palette: output.appearance.era.defaults.palette))
    }

    /// The theme file, loaded with its diagnostics printed; a missing path or a folder ends the command (exit 2).
    static func loadThemeFile(_ path: String, errors: JSONErrors? = nil) throws -> ThemeLoader.Loaded? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            StandardError.print("error: \(path): no such file or folder")
            errors?.add("\(path): no such file or folder", file: path)
            throw ExitCodes.usageOrIO
        }
        guard !isFolder.boolValue else {
            StandardError.print("error: \(path): this is a folder, not a theme file; explain takes one theme file")
            errors?.add("\(path): this is a folder, not a theme file; explain takes one theme file", file: path)
            throw ExitCodes.usageOrIO
        }
        return ThemeInputs.load(path, errors: errors)
    }

    /// The scene `--scene` names, or the theme's first; none ends the command (exit 2) naming the scenes there are.
    private func chosenScene(in document: ThemeDocument, errors: JSONErrors?) throws -> SceneDeclaration {
        if let found = scene.map({ name in document.scenes.first { $0.name.value == name } }) ?? document.scenes.first {
            return found
        }
        let names = document.scenes.map(\.name.value)
        report(SceneSearch.notFound(scene, scenes: names), errors: errors)
        throw ExitCodes.usageOrIO
    }

    /// A step whose navigation bar is hidden: the step alone.
    private func printStepAlone(_ step: StackStepExplanation) throws {
        switch format {
        case .text: for line in step.lines { print(line) }
        case .json: printJSON(try ReportJSON.encode(["step": step]))
        }
    }
}
