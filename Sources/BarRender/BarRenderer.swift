import BarTheme
import Foundation

/// Runs the pipeline for one job: resolve → layout → draw → raster (and PNG).
///
/// Owns a `TextEngine` and an image store, so a renderer is used from one thread at a time;
/// make one per worker.
public final class BarRenderer {
    /// The era to reproduce; `nil` takes each theme's `era:` (default ios26, `Era.effective`).
    public let era: Era?
    /// Whether renders include the shadow band UIKit draws outside the bar (true) or are cropped to
    /// the bar alone (false: the shadow is not drawn). docs/UIKIT.md §1.3.
    public let includesShadowBand: Bool
    let engine: TextEngine
    private let images = ImageStore()
    /// Blur results kept between bars (the same platter shadows and backdrops recur).
    private let blurs = BlurCache()
    /// Liquid Glass platters as drawn, kept between bars (every bar of a theme has the same back button).
    let platters = PlatterCache()
    /// The PNG writer of this renderer's worker (buffers and compressor kept between bars).
    private let writer = BarPNGWriter()
    /// The surface of the last `renderPNG`, reused while the bars keep its size.
    private var canvas: CairoCanvas?

    /// Makes a renderer that draws in `era` (nil: each theme's `era:`, default ios26) with the pinned fonts
    /// in `fontsDirectory`; `includesShadowBand: false` crops every render to the bar alone. Throws when
    /// a font cannot be loaded.
    public init(era: Era? = nil, fontsDirectory: URL = PinnedFonts.directory, includesShadowBand: Bool = true) throws(RenderError) {
        self.era = era
        self.includesShadowBand = includesShadowBand
        engine = try TextEngine(fontsDirectory: fontsDirectory)
    }

    /// Everything a render produced, for callers that want more than pixels (explain, tests).
    public struct Output: Sendable {
        /// The resolved appearance: every property's value with the declaration (or default) that supplied it.
        public let appearance: BarAppearance
        /// The resolved bar content: title, items, back button and search field of the scene.
        public let content: BarContent
        /// Where everything goes: frames in points, with the text runs and images to draw.
        public let layout: BarLayout
        /// The pixels at the variant's scale: the bar and, unless cropped, its shadow band.
        public let raster: Raster
        /// The variant laid out (its metrics the effective ones, a prompt's included).
        public let variant: Variant
    }

    /// Resolves, lays out and draws `job`. Throws when a font or image the bar needs cannot be loaded or
    /// the image would be too large.
    public func render(_ job: RenderJob) throws(RenderError) -> Output {
        let (appearance, content, layout, variant) = try lay(job)
        let raster = try BarPainter(engine: engine, images: images, blurs: blurs, platters: platters).paint(layout)
        return Output(appearance: appearance, content: content, layout: layout, raster: raster, variant: variant)
    }

    /// Resolves and lays out `job` without drawing it: the content shown (after a pseudolanguage) and
    /// the frames, text runs and truncation a render would draw (for `RenderedLayoutCheck`).
    public func laidOut(_ job: RenderJob) throws(RenderError) -> (content: BarContent, layout: BarLayout) {
        let (_, content, layout, _) = try lay(job)
        return (content, layout)
    }

    /// Resolves and lays out `job`, with every font and image it needs loaded.
    private func lay(_ job: RenderJob) throws(RenderError) -> (BarAppearance, BarContent, BarLayout, Variant) {
        let appearance = AppearanceResolver(era: era, images: images)
            .resolve(documents: [job.document] + job.parents, scene: job.scene, variant: job.variant)
        let bar = job.scene.bar?.value ?? .navigationBar
        let metrics = ContentResolver.effectiveMetrics(items: job.scene.items, requested: job.variant.metrics, bar: bar)
        var variant = job.variant
        variant.metrics = metrics
        let resolved = ContentResolver.resolve(scene: job.scene, metrics: metrics, prefersLargeTitles: appearance.prefersLargeTitles.value)
        // A pseudolanguage transforms the text before layout (docs/UIKIT.md §17).
        let content = job.variant.pseudoLanguage.map { $0.transform(resolved) } ?? resolved
        try validateResources(appearance: appearance, content: content, scale: variant.scale)
        let layout = BarLayoutEngine(measurer: engine, images: images, shadowBand: includesShadowBand).layout(
            appearance: appearance, content: content, variant: variant)
        return (appearance, content, layout, variant)
    }

    /// The frames of the transition from one resting bar to another (docs/UIKIT.md §11.6):
    /// `frames` evenly spaced moments from start to end, the first equal to `from`'s render and the
    /// last to `to`'s. A nil job is a hidden bar (the bar hides or shows).
    public func renderTransition(from: RenderJob?, to: RenderJob?, kind: StackTransition, frames: Int) throws(RenderError) -> [Raster] {
        guard frames >= 2 else { throw RenderError.png("a transition needs at least 2 frames, not \(frames)") }
        let before = try from.map { job throws(RenderError) in try render(job) }
        let after = try to.map { job throws(RenderError) in try render(job) }
        guard before != nil || after != nil else { throw RenderError.png("a transition needs at least one visible bar") }
        let painter = BarPainter(engine: engine, images: images, blurs: blurs, platters: platters)
        var result: [Raster] = []
        for index in 0..<frames {
            let progress = Double(index) / Double(frames - 1)
            let motion = TransitionMotion.at(progress, kind: kind, from: before?.layout, to: after?.layout)
            result.append(try painter.paintTransition(from: before?.layout, to: after?.layout, motion: motion, progress: progress))
        }
        return result
    }

    /// Renders and encodes to PNG bytes: painted on this renderer's reused surface and written
    /// straight from it by its `BarPNGWriter` (the same pixels as `render(job).raster`).
    public func renderPNG(_ job: RenderJob) throws(RenderError) -> Data {
        let (_, _, layout, _) = try lay(job)
        let canvas: CairoCanvas
        if let reused = self.canvas, reused.pixelWidth == layout.pixelWidth, reused.pixelHeight == layout.pixelHeight {
            try reused.reset(scale: Double(layout.scale))
            canvas = reused
        } else {
            self.canvas = nil
            canvas = try CairoCanvas(pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight, scale: Double(layout.scale))
            self.canvas = canvas
        }
        try BarPainter(engine: engine, images: images, blurs: blurs, platters: platters).paint(layout, on: canvas)
        return try writer.encode(canvas)
    }

    /// Loads every font and image the render needs, so a missing or broken file is an error
    /// before layout (which cannot throw) measures it.
    private func validateResources(appearance: BarAppearance, content: BarContent, scale: Int) throws(RenderError) {
        for font in [
            appearance.titleFont.value, appearance.largeTitleFont.value, appearance.plainItemText.value.font,
            appearance.doneItemText.value.font, appearance.backButtonText.value.font,
        ] {
            try engine.validate(font)
        }
        var needed: [ResolvedImage] = []
        if let image = appearance.background.value.image?.image { needed.append(image) }
        if case .image(let image, _) = appearance.shadow.value { needed.append(image) }
        if case .image(let image) = appearance.backIndicator.value { needed.append(image) }
        for item in content.leftItems + content.rightItems + content.toolbarItems {
            if case .image(let image) = item.kind { needed.append(image) }
        }
        // A tab bar's title fonts, tab images and selection indicator (docs/UIKIT.md §18).
        for look in appearance.tabBar?.items ?? [] { try engine.validate(look.titleFont.value) }
        if let indicator = appearance.tabBar?.selectionIndicator.value { needed.append(indicator) }
        for tab in content.tabBar?.tabs ?? [] {
            if case .file(let image) = tab.image { needed.append(image) }
        }
        for image in needed { _ = try images.image(image, scale: scale) }
    }
}
