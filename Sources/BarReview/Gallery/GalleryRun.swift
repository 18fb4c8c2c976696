import BarRender
import BarTheme
import Foundation

/// One `gallery` run: every job drawn in every era asked for, on every core, each image written
/// into the folder (confined to it) with its card, then the page. Cards come in job order
/// (theme, scene, variant), each job's eras together.
public struct GalleryRun {
    /// The folder index.html and images/ are written into.
    public let folder: String
    /// The eras to draw in; `[nil]` draws each theme in its own era.
    public let eras: [Era?]

    public init(folder: String, eras: [Era]) {
        self.folder = folder
        self.eras = eras.isEmpty ? [nil] : eras
    }

    /// What the run drew.
    public struct Outcome {
        public var cards: [GalleryCard] = []
        /// The jobs that could not be drawn or written, each naming the job.
        public var failures: [RenderFailure] = []
    }

    /// Draws every job in every era and writes its image.
    public func render(_ jobs: [RenderJob]) -> Outcome {
        var cards: [(job: Int, era: Int, card: GalleryCard)] = []
        var outcome = Outcome()
        for (eraIndex, era) in eras.enumerated() {
            let folder = self.folder
            let results = ParallelWork.map(
                jobs, makeWorker: { Result { () throws(RenderError) in try BarRenderer(era: era) } },
                body: { renderer, job in Self.card(for: job, era: era, renderer: renderer, folder: folder) })
            for (jobIndex, result) in results.enumerated() {
                switch result {
                case .success(let card): cards.append((jobIndex, eraIndex, card))
                case .failure(let failure): outcome.failures.append(failure)
                }
            }
        }
        outcome.cards = cards.sorted { ($0.job, $0.era) < ($1.job, $1.era) }.map(\.card)
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
        for job: RenderJob, era: Era?, renderer: Result<BarRenderer, RenderError>, folder: String
    ) -> Result<GalleryCard, RenderFailure> {
        do {
            let output = try renderer.get().render(job)
            let effectiveEra = Era.effective(
                override: era, declared: job.document.era?.value, compatibilityMode: job.document.compatibilityMode?.value,
                xcode: job.document.xcode?.value
            ).rawValue
            let image = "images/\(job.document.outputKey)/\(job.scene.name.value).\(job.variant).\(effectiveEra).png"
            try AtomicFile.write(try PNGCodec.encode(output.raster), to: try OutputConfinement.path(image, in: folder).get())
            let v = job.variant
            return .success(
                GalleryCard(
                    theme: job.document.name, scene: job.scene.name.value, era: effectiveEra, metrics: v.metrics.rawValue,
                    position: v.position.rawValue, style: v.userInterfaceStyle.rawValue, width: ThemeNumber.format(v.width),
                    scale: String(v.scale), direction: v.layoutDirection == .rightToLeft ? "rtl" : "ltr",
                    accessibility: v.accessibility.description, pseudo: v.pseudoLanguage?.rawValue ?? "none", image: image,
                    pixelWidth: output.raster.width, pixelHeight: output.raster.height,
                    explain: output.appearance.explained.map { "\($0.name) = \($0.value)  (\($0.provenance.originDescription))" }))
        } catch {
            return .failure(
                RenderFailure(
                    description: "\(job.document.path) scene '\(job.scene.name.value)' \(job.variant): \(error)", path: nil, isWrite: false)
            )
        }
    }
}
