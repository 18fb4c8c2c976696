import BarTheme
internal import CCairo

/// Draws a Liquid Glass platter (docs/UIKIT.md §10.6) as BarTheme approximates it: what is
/// already painted behind the platter is sampled, blurred and veiled in white, clipped to the
/// capsule, over a soft shadow, with a specular rim brighter at the top. A prominent platter is
/// an opaque tint fill with the same shadow and rim. Every number comes from the platter.
enum GlassPainter {
    /// Draws `platter`, or copies what drawing it gave before from `platters` when the same platter
    /// meets the same pixels (docs/PERFORMANCE.md, "Glass platters drawn once a run").
    static func draw(
        _ platter: GlassPlatter, scale: Double, canvas: CairoCanvas, blurs: BlurCache, platters: PlatterCache
    ) throws(RenderError) {
        guard let region = region(of: platter, scale: scale, canvas: canvas) else {
            return try paint(platter, scale: scale, canvas: canvas, blurs: blurs, direct: false)
        }
        try platters.draw(platter, scale: scale, region: region, canvas: canvas) { () throws(RenderError) in
            try paint(platter, scale: scale, canvas: canvas, blurs: blurs, direct: true)
        }
    }

    /// Every pixel drawing `platter` reads or changes: the backdrop sample, the shadow's mask and the
    /// capsule with a pixel of antialiasing each side, within the canvas. Nil when the context does
    /// not draw straight onto the canvas at its scale (a transition frame's group, a moved or clipped
    /// context): the surface's pixels are then not the ones drawn on.
    static func region(of platter: GlassPlatter, scale: Double, canvas: CairoCanvas) -> PlatterCache.Region? {
        let cr = canvas.context
        guard cairo_get_group_target(cr) == canvas.surface else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == scale, matrix.yy == scale, matrix.xy == 0, matrix.yx == 0, matrix.x0 == 0, matrix.y0 == 0 else { return nil }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        let width = Double(canvas.pixelWidth), height = Double(canvas.pixelHeight)
        guard clip.x1 <= 0, clip.y1 <= 0, clip.x2 * scale >= width, clip.y2 * scale >= height else { return nil }
        let frame = platter.frame, material = platter.material
        let sampleMargin = (material.backdropBlur * scale * 3).rounded(.up)
        var minX = min((frame.x * scale - sampleMargin).rounded(.down), (frame.x * scale).rounded(.down) - 1)
        var minY = min((frame.y * scale - sampleMargin).rounded(.down), (frame.y * scale).rounded(.down) - 1)
        var maxX = max((frame.maxX * scale + sampleMargin).rounded(.up), (frame.maxX * scale).rounded(.up) + 1)
        var maxY = max((frame.maxY * scale + sampleMargin).rounded(.up), (frame.maxY * scale).rounded(.up) + 1)
        if material.shadowColor.alpha > 0 {
            let mask = BlurredMask.maskRect(box: shadowBox(platter), sigma: material.shadowBlur * scale, scale: scale)
            minX = min(minX, mask.x); minY = min(minY, mask.y)
            maxX = max(maxX, mask.x + Double(mask.width)); maxY = max(maxY, mask.y + Double(mask.height))
        }
        minX = max(0, minX); minY = max(0, minY); maxX = min(width, maxX); maxY = min(height, maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return PlatterCache.Region(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    /// Draws `platter`: the backdrop sample blurred, the shadow, the fill and the edge. `direct`: the
    /// context draws straight onto the canvas at its scale, so its pixels can be read and changed.
    private static func paint(
        _ platter: GlassPlatter, scale: Double, canvas: CairoCanvas, blurs: BlurCache, direct: Bool
    ) throws(RenderError) {
        let cr = canvas.context
        let material = platter.material
        let frame = platter.frame
        // The backdrop sample first, before the shadow darkens what is behind the platter.
        let sample: CairoCanvas?
        let margin = (material.backdropBlur * scale * 3).rounded(.up)
        let originX = max(0, (frame.x * scale - margin).rounded(.down))
        let originY = max(0, (frame.y * scale - margin).rounded(.down))
        let maxX = min(Double(canvas.pixelWidth), (frame.maxX * scale + margin).rounded(.up))
        let maxY = min(Double(canvas.pixelHeight), (frame.maxY * scale + margin).rounded(.up))
        if case .glass = platter.fill, maxX > originX, maxY > originY {
            let copy = try CairoCanvas(pixelWidth: Int(maxX - originX), pixelHeight: Int(maxY - originY), scale: 1)
            cairo_surface_flush(canvas.surface)
            cairo_set_source_surface(copy.context, canvas.surface, -originX, -originY)
            cairo_set_operator(copy.context, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copy.context)
            cairo_surface_flush(copy.surface)
            if let data = cairo_image_surface_get_data(copy.surface) {
                blurs.blur(
                    data, width: copy.pixelWidth, height: copy.pixelHeight, stride: Int(cairo_image_surface_get_stride(copy.surface)),
                    channels: 4, sigma: material.backdropBlur * scale)
            }
            cairo_surface_mark_dirty(copy.surface)
            sample = copy
        } else {
            sample = nil
        }

        try drawShadow(platter, scale: scale, canvas: canvas, blurs: blurs)

        cairo_save(cr)
        capsule(frame, inset: 0, context: cr)
        cairo_clip(cr)
        switch platter.fill {
        case .glass:
            if let sample {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, sample.surface, originX, originY)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            CairoColor.set(material.veil, on: cr)
            cairo_paint(cr)
            if direct, let sample, material.liftsBackdrop {
                GlassChroma.restore(
                    sample: sample, at: (Int(originX), Int(originY)), material: material, frame: frame, scale: scale, canvas: canvas)
            }
        case .tinted(let color):
            CairoColor.set(color, on: cr)
            cairo_paint(cr)
        }
        cairo_restore(cr)

        // Glass: the measured edge band, one device pixel at a time inward, white at the band's
        // alpha for that third of a point (docs/UIKIT.md §10.6).
        if case .glass = platter.fill, !material.edgeBand.isEmpty {
            cairo_save(cr)
            let pixels = Int(scale.rounded())
            for i in 0..<pixels {
                let depth = (Double(i) + 0.5) / scale
                let alpha = material.edgeBand[min(material.edgeBand.count - 1, Int(depth * Double(material.edgeBand.count)))]
                capsule(frame, inset: depth, context: cr)
                cairo_set_source_rgba(cr, 1, 1, 1, alpha)
                cairo_set_line_width(cr, 1 / scale)
                cairo_stroke(cr)
            }
            cairo_restore(cr)
            return
        }
        // A tinted platter: the measured band of a lighter, more saturated tint (docs/UIKIT.md §10.6).
        if case .tinted(let tint) = platter.fill, !material.tintedEdgeBand.isEmpty {
            drawTintedEdgeBand(platter, tint: tint, scale: scale, context: cr)
            return
        }
        // Otherwise (Increase Contrast) a specular rim: a line just inside the edge, brighter at the top.
        cairo_save(cr)
        capsule(frame, inset: material.rimWidth / scale / 2, context: cr)
        if let gradient = cairo_pattern_create_linear(0, frame.y, 0, frame.maxY) {
            let top = material.rimTop, bottom = material.rimBottom
            cairo_pattern_add_color_stop_rgba(gradient, 0, top.red, top.green, top.blue, top.alpha)
            cairo_pattern_add_color_stop_rgba(gradient, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
            cairo_set_source(cr, gradient)
            cairo_set_line_width(cr, material.rimWidth / scale)
            cairo_stroke(cr)
            cairo_pattern_destroy(gradient)
        }
        cairo_restore(cr)
    }

    /// A tinted platter's edge band, one device pixel at a time inward: the tint moved toward its
    /// edge colour, white over it, each at the band's value for that third of a point.
    private static func drawTintedEdgeBand(_ platter: GlassPlatter, tint: RGBAColor, scale: Double, context cr: OpaquePointer) {
        let band = platter.material.tintedEdgeBand
        let edge = GlassMaterial.tintedEdgeColor(for: tint)
        cairo_save(cr)
        capsule(platter.frame, inset: 0, context: cr)
        cairo_clip(cr)
        for i in 0..<Int(scale.rounded()) {
            let depth = (Double(i) + 0.5) / scale
            let step = band[min(band.count - 1, Int(depth * Double(band.count)))]
            let moved = RGBAColor(
                red: tint.red + (edge.red - tint.red) * step.toward, green: tint.green + (edge.green - tint.green) * step.toward,
                blue: tint.blue + (edge.blue - tint.blue) * step.toward, alpha: tint.alpha)
            let lit = RGBAColor(
                red: moved.red + (1 - moved.red) * step.white, green: moved.green + (1 - moved.green) * step.white,
                blue: moved.blue + (1 - moved.blue) * step.white, alpha: tint.alpha)
            capsule(platter.frame, inset: depth, context: cr)
            CairoColor.set(lit, on: cr)
            cairo_set_line_width(cr, 1 / scale)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    /// The shadow: the capsule blurred (`BlurredMask`), offset down, drawn only outside the
    /// capsule (glass lets no shadow through from above).
    private static func drawShadow(_ platter: GlassPlatter, scale: Double, canvas: CairoCanvas, blurs: BlurCache) throws(RenderError) {
        let material = platter.material
        guard material.shadowColor.alpha > 0 else { return }
        let frame = platter.frame
        try BlurredMask.paint(
            box: shadowBox(platter), shift: material.shadowOffsetY, sigma: material.shadowBlur * scale, scale: scale,
            color: material.shadowColor, canvas: canvas,
            blurs: blurs,
            clip: { cr in
                // Outside the capsule only: the whole canvas minus the capsule, even-odd.
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_rectangle(cr, 0, 0, Double(canvas.pixelWidth) / scale, Double(canvas.pixelHeight) / scale)
                capsule(frame, inset: 0, context: cr)
                cairo_clip(cr)
            }
        ) { mask in
            capsule(frame, inset: 0, context: mask)
        }
    }

    /// Where the shadow's capsule lies: the platter's frame moved down by the shadow's offset.
    private static func shadowBox(_ platter: GlassPlatter) -> BarTheme.Rect {
        let frame = platter.frame
        return BarTheme.Rect(x: frame.x, y: frame.y + platter.material.shadowOffsetY, width: frame.width, height: frame.height)
    }

    /// A capsule path (corner radius half the height) inset by `inset` points.
    static func capsule(_ frame: BarTheme.Rect, inset: Double, context cr: OpaquePointer) {
        let x = frame.x + inset, y = frame.y + inset
        let w = max(0, frame.width - 2 * inset), h = max(0, frame.height - 2 * inset)
        let r = min(h, w) / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, Double.pi / 2)
        cairo_arc(cr, x + r, y + r, r, Double.pi / 2, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
