import ArgumentParser
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
            beside the page (OUT/images/...). Give --era more than once to render every variant in several eras.
            """)

    @Argument(help: "Theme files or folders (folders: every .yaml under them; default: Themes/).")
    var themes: [String] = []

    @Option(help: "Folder to write index.html and the images into.")
    var out: String = "gallery"

    @Option(
        help:
            "Render in this era (repeatable, e.g. --era ios7 --era ios13). Default: each theme's era: (with compatibilityMode), else ios26."
    )
    var era: [String] = []

    @Option(help: "Only this scene.")
    var scene: String?

    @OptionGroup var variant: VariantOptions

    func validate() throws {
        for value in era where Era(rawValue: value) == nil {
            throw ValidationError("--era must be one of \(Era.allCases.map(\.rawValue).joined(separator: ", ")), not \(value)")
        }
        if out.isEmpty { throw ValidationError("--out needs a folder name") }
    }

    func run() throws {
        let inputs: [ThemeInputs.Input]
        do { inputs = try ThemeInputs.inputs(themes, command: "gallery") } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        var jobs: [RenderJob] = []
        var failed = false
        let paths = inputs.map(\.path)
        for input in inputs {
            guard let loaded = ThemeInputs.load(input) else { failed = true; continue }
            jobs += RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides)
        }
        let eras: [Era?] = era.isEmpty ? [nil] : era.compactMap(Era.init(rawValue:))
        let folder = out
        // Cards in job order (theme, scene, variant), each job's eras together.
        var cards: [(job: Int, era: Int, card: GalleryCard)] = []
        for (eraIndex, chosen) in eras.enumerated() {
            let results = ParallelWork.map(
                jobs,
                makeWorker: { Result { () throws(RenderError) in try BarRenderer(era: chosen) } },
                body: { renderer, job -> Result<GalleryCard, RenderFailure> in
                    do {
                        let output = try renderer.get().render(job)
                        let effectiveEra = Era.effective(
                            override: chosen, declared: job.document.era?.value, compatibilityMode: job.document.compatibilityMode?.value,
                            xcode: job.document.xcode?.value
                        ).rawValue
                        let image = "images/\(job.document.outputKey)/\(job.scene.name.value).\(job.variant).\(effectiveEra).png"
                        try AtomicFile.write(try PNGCodec.encode(output.raster), to: try OutputConfinement.path(image, in: folder).get())
                        let v = job.variant
                        return .success(
                            GalleryCard(
                                theme: job.document.name, scene: job.scene.name.value, era: effectiveEra, metrics: v.metrics.rawValue,
                                position: v.position.rawValue, style: v.userInterfaceStyle.rawValue, width: Self.number(v.width),
                                scale: String(v.scale), direction: v.layoutDirection == .rightToLeft ? "rtl" : "ltr", image: image,
                                pixelWidth: output.raster.width, pixelHeight: output.raster.height,
                                explain: output.appearance.explained.map {
                                    "\($0.name) = \($0.value)  (\(ExplainCommand.origin($0.provenance)))"
                                }))
                    } catch {
                        return .failure(
                            RenderFailure(
                                description: "\(job.document.path) scene '\(job.scene.name.value)' \(job.variant): \(error)", path: nil,
                                isWrite: false))
                    }
                })
            for (jobIndex, result) in results.enumerated() {
                switch result {
                case .success(let card): cards.append((jobIndex, eraIndex, card))
                case .failure(let failure):
                    StandardError.print("error: \(failure)")
                    failed = true
                }
            }
        }
        do {
            let ordered = cards.sorted { ($0.job, $0.era) < ($1.job, $1.era) }.map(\.card)
            let page = try GalleryPage.html(title: "BarTheme gallery: \(paths.count) theme\(paths.count == 1 ? "" : "s")", cards: ordered)
            try AtomicFile.write(Data(page.utf8), to: (folder as NSString).appendingPathComponent("index.html"))
        } catch {
            StandardError.print("error: cannot write the gallery into \(folder): \(error)")
            throw ExitCodes.usageOrIO
        }
        print(
            "gallery: \(cards.count) renders of \(paths.count) theme\(paths.count == 1 ? "" : "s") in \((folder as NSString).appendingPathComponent("index.html"))"
        )
        if failed { throw ExitCodes.findings }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
