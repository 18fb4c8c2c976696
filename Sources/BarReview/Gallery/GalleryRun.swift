import BarRender
import BarTheme
import BarWriting
import Foundation

/// One `gallery` run: every job drawn on every core, each image written into the folder (confined
/// to it) with its card, then the page. Cards come in job order (theme, scene, variant), each
/// variant's eras together (a theme's `supports:` range or a repeated `--era` makes them jobs).
public struct GalleryRun {
    /// The folder index.html and images/ are written into.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// What the run drew.
    public struct Outcome {
        public var cards: [GalleryCard] = []
        /// The jobs that could not be drawn or written, each naming the job.
        public var failures: [RenderFailure] = []
    }

    /// Draws every job and writes its image.
    public func render(_ jobs: [RenderJob]) -> Outcome {
        var outcome = Outcome()
        let folder = self.folder
        let results = ParallelWork.map(
            jobs, makeWorker: { Result { () throws(RenderError) in try BarRenderer() } },
            body: { renderer, job in Self.card(for: job, renderer: renderer, folder: folder) })
        for result in results {
            switch result {
            case .success(let card): outcome.cards.append(card)
            case .failure(let failure): outcome.failures.append(failure)
            }
        }
        return outcome
    }

    /// Writes index.html for `cards` of `themeCount` themes; returns its path.
    public func writePage(_ cards: [GalleryCard], themeCount: Int) throws -> String {
        let page = try GalleryPage.html(title: "BarTheme gallery: \(themeCount) theme\(themeCount == 1 ? "" : "s")", cards: cards)
        let path = (folder as NSString).appendingPathComponent("index.html")
        try AtomicFile.write(Data(page.utf8), to: path)
        return path
    }

    private static func card(
        for job: RenderJob, renderer: Result<BarRenderer, RenderError>, folder: String
    ) -> Result<GalleryCard, RenderFailure> {
        do {
            let output = try renderer.get().render(job)
            // The era drawn (after compatibilityMode), in the card and, unless the variant names it already, the file name.
            let effectiveEra = output.appearance.era.rawValue
            let eraSuffix = job.variant.era?.isNamed == true ? "" : ".\(effectiveEra)"
            let image = "images/\(job.document.outputKey)/\(job.scene.name.value).\(job.variant)\(eraSuffix).png"
            try AtomicFile.write(try PNGCodec.encode(output.raster), to: try OutputConfinement.path(image, in: folder).get())
            let v = job.variant
            return .success(
                GalleryCard(
                    theme: job.document.name, scene: job.scene.name.value, era: effectiveEra, metrics: v.metrics.rawValue,
                    position: v.position.rawValue, style: v.userInterfaceStyle.rawValue, width: ThemeNumber.format(v.width),
                    scale: String(v.scale), direction: v.layoutDirection == .rightToLeft ? "rtl" : "ltr",
                    accessibility: v.accessibility.description, pseudo: v.pseudoLanguage?.rawValue ?? "none", image: image,
                    pixelWidth: output.raster.width, pixelHeight: output.raster.height,
                    explain: ExplainedBar.appearanceProperties(appearance: output.appearance, content: output.content).map {
                        "\($0.name) = \($0.value)  (\($0.provenance.originDescription))"
                    }))
        } catch {
            return .failure(
                RenderFailure(
                    description: "\(job.document.path) scene '\(job.scene.name.value)' \(job.variant): \(error)", path: nil, isWrite: false)
            )
        }
    }
}
