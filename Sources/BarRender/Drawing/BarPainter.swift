import BarTheme
internal import CCairo

/// Paints a `BarLayout` with Cairo. Decides nothing: every frame and colour comes from the layout.
struct BarPainter {
    let engine: TextEngine

    func paint(_ layout: BarLayout) throws(RenderError) -> Raster {
        let scale = Double(layout.scale)
        let canvas = try CairoCanvas(pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight, scale: scale)
        let cr = canvas.context

        // What shows through a translucent bar, then the background layers bottom to top.
        fill(layout.background, with: layout.backdrop, context: cr)
        for layer in layout.backgroundLayers { fill(layout.background, with: layer, context: cr) }
        fill(layout.hairline, with: layout.hairlineColor, context: cr)

        if let chevron = layout.backChevron {
            BackChevron.draw(in: chevron, color: layout.chevronColor, context: cr)
        }
        for run in layout.texts {
            try draw(run, scale: scale, canvas: canvas)
        }
        return canvas.raster()
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
            try drawShadow(line, x: run.frame.x + shadow.offset.x, baseline: baseline + shadow.offset.y,
                           shadow: shadow, scale: scale, canvas: canvas)
        }
        cairo_new_path(canvas.context)
        GlyphDrawing.appendPath(of: line, x: run.frame.x, baseline: baseline, to: canvas.context)
        CairoColor.set(run.style.color, on: canvas.context)
        cairo_fill(canvas.context)
    }

    /// The text's alpha drawn into a mask at pixel resolution, blurred, then painted in the shadow colour.
    private func drawShadow(_ line: ShapedLine, x: Double, baseline: Double, shadow: TextShadow, scale: Double,
                            canvas: CairoCanvas) throws(RenderError) {
        let sigma = shadow.blurRadius * scale / 2
        let margin = (sigma * 3).rounded(.up) + 2
        let originX = ((x * scale) - margin).rounded(.down), originY = (((baseline - line.ascent) * scale) - margin).rounded(.down)
        let width = Int((line.width * scale + 2 * margin).rounded(.up)) + 2
        let height = Int((line.height * scale + 2 * margin).rounded(.up)) + 2
        let mask = try CairoCanvas(pixelWidth: max(1, width), pixelHeight: max(1, height), scale: scale, format: CAIRO_FORMAT_A8)
        cairo_translate(mask.context, -originX / scale, -originY / scale)
        GlyphDrawing.appendPath(of: line, x: x, baseline: baseline, to: mask.context)
        cairo_set_source_rgba(mask.context, 0, 0, 0, 1)
        cairo_fill(mask.context)
        cairo_surface_flush(mask.surface)
        if let data = cairo_image_surface_get_data(mask.surface) {
            ShadowBlur.blur(data, width: mask.pixelWidth, height: mask.pixelHeight,
                            stride: Int(cairo_image_surface_get_stride(mask.surface)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask.surface)
        let cr = canvas.context
        cairo_save(cr)
        cairo_identity_matrix(cr)
        CairoColor.set(shadow.color, on: cr)
        cairo_mask_surface(cr, mask.surface, originX, originY)
        cairo_restore(cr)
    }
}
