import BarTheme
internal import CCairo

/// A soft shadow drawn the one way both shadows are: a shape's alpha drawn into an 8-bit mask at
/// pixel resolution with room for the blur, blurred (σ in pixels), then painted through in the
/// shadow's colour. Text shadows (`BarPainter`) and Liquid Glass platters' shadows (`GlassPainter`)
/// use it.
enum BlurredMask {
    /// Paints `color` through `shape` blurred by `sigma` pixels onto `canvas`. `box` is where the
    /// shape lies once moved down by `shift` points (the shape is drawn at its own place, `shift`
    /// moves it in the mask); `clip`, if given, limits where the shadow is painted (in points).
    static func paint(
        box: BarTheme.Rect, shift: Double = 0, sigma: Double, scale: Double, color: RGBAColor, canvas: CairoCanvas, blurs: BlurCache,
        clip: ((OpaquePointer) -> Void)? = nil, shape: (OpaquePointer) -> Void
    ) throws(RenderError) {
        let (originX, originY, width, height) = maskRect(box: box, sigma: sigma, scale: scale)
        let mask = try CairoCanvas(pixelWidth: width, pixelHeight: height, scale: scale, format: CAIRO_FORMAT_A8)
        cairo_translate(mask.context, -originX / scale, -originY / scale + shift)
        shape(mask.context)
        cairo_set_source_rgba(mask.context, 0, 0, 0, 1)
        cairo_fill(mask.context)
        cairo_surface_flush(mask.surface)
        if let data = cairo_image_surface_get_data(mask.surface) {
            blurs.blur(
                data, width: mask.pixelWidth, height: mask.pixelHeight, stride: Int(cairo_image_surface_get_stride(mask.surface)),
                channels: 1, sigma: sigma)
        }
        cairo_surface_mark_dirty(mask.surface)
        let cr = canvas.context
        cairo_save(cr)
        clip?(cr)
        cairo_identity_matrix(cr)
        CairoColor.set(color, on: cr)
        cairo_mask_surface(cr, mask.surface, originX, originY)
        cairo_restore(cr)
    }

    /// Where the mask lies on the canvas, in pixels: `box` with room for the blur (3 σ and 2 pixels
    /// each side). Painting touches no pixel outside it.
    static func maskRect(box: BarTheme.Rect, sigma: Double, scale: Double) -> (x: Double, y: Double, width: Int, height: Int) {
        let margin = (sigma * 3).rounded(.up) + 2
        let width = Int((box.width * scale + 2 * margin).rounded(.up)) + 2
        let height = Int((box.height * scale + 2 * margin).rounded(.up)) + 2
        return ((box.x * scale - margin).rounded(.down), (box.y * scale - margin).rounded(.down), max(1, width), max(1, height))
    }
}
