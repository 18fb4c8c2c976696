import BarTheme
internal import CCairo

/// Paints a `BarLayout` with Cairo. Decides nothing: every frame and colour comes from the layout.
struct BarPainter {
    let engine: TextEngine
    let images: ImageStore
    /// The renderer's blur results, reused when a bar needs the same blur again.
    var blurs = BlurCache()
    /// The renderer's platters as drawn, copied back when a bar has the same platter over the same pixels.
    var platters = PlatterCache()

    func paint(_ layout: BarLayout) throws(RenderError) -> Raster {
        let canvas = try CairoCanvas(pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight, scale: Double(layout.scale))
        try paint(layout, on: canvas)
        return canvas.raster()
    }

    /// Paints `layout` on `canvas`, which is clear and exactly the layout's pixel size.
    func paint(_ layout: BarLayout, on canvas: CairoCanvas) throws(RenderError) {
        try paintBackground(layout, canvas: canvas)
        try paintContent(layout, canvas: canvas)
    }

    /// One frame of a transition between two resting layouts (docs/UIKIT.md §11.6): the
    /// backgrounds cross-faded, each bar's content slid and faded as `motion` says, the whole bar
    /// offset when it hides or shows. `from` is nil when the bar starts hidden, `to` when it ends
    /// hidden. At progress 0 and 1 it paints the resting layout itself (or nothing for a hidden
    /// bar), so those frames equal the resting renders.
    func paintTransition(from: BarLayout?, to: BarLayout?, motion: TransitionMotion, progress: Double) throws(RenderError) -> Raster {
        guard let any = from ?? to else { throw RenderError.png("a transition needs at least one visible bar") }
        let width = max(from?.pixelWidth ?? 0, to?.pixelWidth ?? 0), height = max(from?.pixelHeight ?? 0, to?.pixelHeight ?? 0)
        let canvas = try CairoCanvas(pixelWidth: width, pixelHeight: height, scale: Double(any.scale))
        let cr = canvas.context
        // Between two bars, the content under them shows wherever the shorter one (one without a
        // shadow band, say) leaves the canvas uncovered. A hidden bar's side stays empty.
        if let from, let to {
            let scale = Double(any.scale)
            fill(
                BarTheme.Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale),
                with: (progress >= 1 ? to : from).backdrop, context: cr)
        }
        if progress <= 0 || progress >= 1 {
            if let resting = progress <= 0 ? from : to {
                try paintBackground(resting, canvas: canvas)
                try paintContent(resting, canvas: canvas)
            }
            return canvas.raster()
        }
        cairo_save(cr)
        cairo_translate(cr, 0, motion.barOffset)
        // Backgrounds: the outgoing one, then the incoming one over it at the blend.
        if let from {
            try layer(opacity: 1, canvas: canvas) { () throws(RenderError) in try paintBackground(from, canvas: canvas) }
        }
        if let to, motion.backgroundBlend > 0 {
            try layer(opacity: from == nil ? 1 : motion.backgroundBlend, canvas: canvas) { () throws(RenderError) in
                try paintBackground(to, canvas: canvas)
            }
        }
        // Contents: each group of each bar slid and faded.
        for (layout, placements) in [(from, motion.outgoing), (to, motion.incoming)] {
            guard let layout else { continue }
            for group in TransitionMotion.Group.allCases {
                guard let placement = placements[group], placement.opacity > 0 else { continue }
                try layer(opacity: placement.opacity, offset: placement.offset, canvas: canvas) { () throws(RenderError) in
                    try paintContent(layout, canvas: canvas, only: group)
                }
            }
        }
        cairo_restore(cr)
        return canvas.raster()
    }

    /// Paints `body` into a group and composites it at `opacity`, shifted by `offset` points.
    private func layer(opacity: Double, offset: Double = 0, canvas: CairoCanvas, _ body: () throws(RenderError) -> Void) throws(RenderError)
    {
        let cr = canvas.context
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_translate(cr, offset, 0)
        do {
            try body()
        } catch {
            cairo_restore(cr)
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        cairo_restore(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// The backdrop, background layers, background image and shadow.
    private func paintBackground(_ layout: BarLayout, canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.context
        // What shows through a translucent bar and under the shadow band (the whole image), then the
        // background layers bottom to top over the bar, then the image.
        fill(BarTheme.Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), with: layout.backdrop, context: cr)
        // The iOS 26 scroll edge effect lies over the content, under the bar (docs/UIKIT.md §10.2).
        if let effect = layout.scrollEdgeEffect { ScrollEdgeEffectPainter.draw(effect, context: cr) }
        for layer in layout.backgroundLayers { fill(layout.background, with: layer, context: cr) }
        if let fill = layout.backgroundImage {
            let (image, fileScale) = try images.image(fill.image, scale: layout.scale)
            if fill.contentMode == .scaleToFill {
                ImagePainter.drawResizable(
                    image, fileScale: fileScale, resolved: fill.image, in: layout.backgroundImageFrame,
                    opacity: fill.opacity, tint: nil, context: cr)
            } else {
                ImagePainter.drawWithContentMode(
                    image, fileScale: fileScale, mode: fill.contentMode, in: layout.backgroundImageFrame,
                    opacity: fill.opacity, context: cr)
            }
        }
        if let shadow = layout.shadow {
            switch shadow.shadow {
            case .hairline(let color): fill(shadow.frame, with: color, context: cr)
            case .image(let resolved, let tint):
                // Stretched along the bar (docs/UIKIT.md §1.3), tinted only when a template (docs/UIKIT.md §3.4).
                let (image, fileScale) = try images.image(resolved, scale: layout.scale)
                ImagePainter.draw(image, fileScale: fileScale, in: shadow.frame, tint: tint, mirrored: false, context: cr)
            case .none: break
            }
        }
    }

    /// Titles, items, icons, images and placeholders (only one group's, for a transition frame).
    private func paintContent(_ layout: BarLayout, canvas: CairoCanvas, only group: TransitionMotion.Group? = nil) throws(RenderError) {
        let cr = canvas.context
        let scale = Double(layout.scale)
        for element in layout.elements where group == nil || TransitionMotion.Group.of(element) == group {
            switch element {
            case .text(let run): try draw(run, scale: scale, canvas: canvas)
            case .icon(let icon): IconPainter.draw(icon, context: cr)
            case .image(let placement):
                let (image, fileScale) = try images.image(placement.image, scale: layout.scale)
                ImagePainter.draw(
                    image, fileScale: fileScale, in: placement.frame, tint: placement.tint, mirrored: placement.isMirrored, context: cr)
            case .placeholder(let placeholder):
                let f = placeholder.frame
                cairo_new_path(cr)
                CairoPath.addRoundedRect(cr, x: f.x, y: f.y, width: f.width, height: f.height, radius: placeholder.cornerRadius)
                CairoColor.set(placeholder.color, on: cr)
                cairo_fill(cr)
                if let label = placeholder.label { try draw(label, scale: scale, canvas: canvas) }
            case .platter(let platter):
                try GlassPainter.draw(platter, scale: scale, canvas: canvas, blurs: blurs, platters: platters)
            case .searchField(let field):
                SearchFieldPainter.drawField(field, context: cr)
                if let text = field.text { try draw(text, scale: scale, canvas: canvas) }
            }
        }
    }

    private func fill(_ rect: BarTheme.Rect, with color: RGBAColor, context: OpaquePointer) {
        guard color.alpha > 0 else { return }
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        CairoColor.set(color, on: context)
        cairo_fill(context)
    }

    private func draw(_ run: TextRun, scale: Double, canvas: CairoCanvas) throws(RenderError) {
        let line = try engine.shape(run.text, style: run.style, maxWidth: run.isTruncated ? run.frame.width : nil)
        let baseline = run.frame.y + line.ascent
        let shadow = run.style.shadow
        if shadow.isVisible {
            try drawShadow(
                line, x: run.frame.x + shadow.offset.x, baseline: baseline + shadow.offset.y,
                shadow: shadow, scale: scale, canvas: canvas)
        }
        cairo_new_path(canvas.context)
        GlyphDrawing.appendPath(of: line, x: run.frame.x, baseline: baseline, to: canvas.context)
        CairoColor.set(run.style.color, on: canvas.context)
        cairo_fill(canvas.context)
        GlyphDrawing.paintColorGlyphs(of: line, x: run.frame.x, baseline: baseline, on: canvas.context)
    }

    /// The text's glyphs as a blurred shadow (`BlurredMask`), blurred by the shadow's σ in pixels.
    private func drawShadow(
        _ line: ShapedLine, x: Double, baseline: Double, shadow: TextShadow, scale: Double,
        canvas: CairoCanvas
    ) throws(RenderError) {
        try BlurredMask.paint(
            box: BarTheme.Rect(x: x, y: baseline - line.ascent, width: line.width, height: line.height), sigma: shadow.blurSigma * scale,
            scale: scale, color: shadow.color, canvas: canvas, blurs: blurs
        ) { mask in
            GlyphDrawing.appendPath(of: line, x: x, baseline: baseline, to: mask)
        }
    }
}
