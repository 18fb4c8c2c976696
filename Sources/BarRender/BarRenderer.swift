import BarTheme
import Foundation

/// Runs the pipeline for one job: resolve → layout → draw → raster (and PNG).
///
/// Owns a `TextEngine`, so a renderer is used from one thread at a time; make one per worker.
public final class BarRenderer {
    public let era: Era
    private let engine: TextEngine

    public init(era: Era = .ios13, fontsDirectory: URL = PinnedFonts.directory) throws(RenderError) {
        self.era = era
        engine = try TextEngine(fontsDirectory: fontsDirectory)
    }

    /// Everything a render produced, for callers that want more than pixels (explain, tests).
    public struct Output: Sendable {
        public let appearance: BarAppearance
        public let content: BarContent
        public let layout: BarLayout
        public let raster: Raster
    }

    public func render(_ job: RenderJob) throws(RenderError) -> Output {
        let appearance = AppearanceResolver(era: era).resolve(document: job.document, scene: job.scene, variant: job.variant)
        let content = ContentResolver.resolve(items: job.scene.items)
        try engine.validate(appearance.titleFont.value)
        let layout = BarLayoutEngine(measurer: engine).layout(appearance: appearance, content: content, variant: job.variant)
        let raster = try BarPainter(engine: engine).paint(layout)
        return Output(appearance: appearance, content: content, layout: layout, raster: raster)
    }

    /// Renders and encodes to PNG bytes.
    public func renderPNG(_ job: RenderJob) throws(RenderError) -> Data {
        try PNGCodec.encode(render(job).raster)
    }
}
