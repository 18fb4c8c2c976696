import BarTheme
internal import CCairo

/// Draws images with Cairo in point space: at a frame, as a template (alpha × tint) or original,
/// mirrored, nine-sliced by cap insets (stretch or tile), or placed by a content mode.
enum ImagePainter {
    /// Draws `image` (a `scale`-x file) so that its point rectangle `source` (in the image's
    /// points) lands on `destination`.
    static func drawSlice(
        _ image: CairoImage, fileScale: Int, source: BarTheme.Rect, destination: BarTheme.Rect, tile: Bool,
        tint: RGBAColor?, opacity: Double, context cr: OpaquePointer
    ) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        let s = Double(fileScale)
        guard let pattern = cairo_pattern_create_for_surface(image.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // The pattern matrix maps user space (points) to pattern space (pixels).
        var matrix = cairo_matrix_t()
        let sx = tile ? s : source.width * s / destination.width
        let sy = tile ? s : source.height * s / destination.height
        cairo_matrix_init_scale(&matrix, sx, sy)
        cairo_matrix_translate(&matrix, -destination.x + source.x * s / sx, -destination.y + source.y * s / sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if tile {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        } else {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_save(cr)
        cairo_rectangle(cr, destination.x, destination.y, destination.width, destination.height)
        cairo_clip(cr)
        let deviceScale = Self.deviceScale(cr)
        if tile && (source.width < Double(image.pixelWidth) / s || source.height < Double(image.pixelHeight) / s || deviceScale > s) {
            // Tiling a part of the image, or an image drawn larger than its file's scale (a 1x file at
            // @3x): copy the tile into its own surface first, at the device's resolution when that is
            // finer, its edges padded, so interpolation never blends a tile's edge with the opposite
            // edge (UIKit scales each tile with clamped edges; docs/UIKIT.md §3.2).
            drawTiledPart(
                image, fileScale: fileScale, source: source, destination: destination, pixelsPerPoint: max(s, deviceScale), tint: tint,
                opacity: opacity, context: cr)
            cairo_restore(cr)
            return
        }
        paint(pattern, tint: tint, opacity: opacity, context: cr)
        cairo_restore(cr)
    }

    /// Paints a pattern: as a mask in the tint colour (a template image), or as it is.
    private static func paint(_ pattern: OpaquePointer, tint: RGBAColor?, opacity: Double, context cr: OpaquePointer) {
        if let tint {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * opacity)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// The device pixels per user-space unit of `cr` (the render's scale, 1, 2 or 3).
    private static func deviceScale(_ cr: OpaquePointer) -> Double {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Tiles `source` (in the image's points) over `destination`: the tile is first drawn into its own
    /// surface at `pixelsPerPoint` (the file's scale, or the device's when finer), sampled with padded
    /// edges, then repeated.
    private static func drawTiledPart(
        _ image: CairoImage, fileScale: Int, source: BarTheme.Rect, destination: BarTheme.Rect, pixelsPerPoint p: Double,
        tint: RGBAColor?, opacity: Double, context cr: OpaquePointer
    ) {
        let s = Double(fileScale)
        let w = max(1, Int((source.width * p).rounded())), h = max(1, Int((source.height * p).rounded()))
        guard let part = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(part) }
        if let pc = cairo_create(part) {
            if p == s {
                cairo_set_source_surface(pc, image.surface, -source.x * s, -source.y * s)
            } else if let scaled = cairo_pattern_create_for_surface(image.surface) {
                // Part pixels → image pixels; outside the image the edge pixels repeat (EXTEND_PAD).
                var toImage = cairo_matrix_t()
                cairo_matrix_init_scale(&toImage, s / p, s / p)
                cairo_matrix_translate(&toImage, source.x * p, source.y * p)
                cairo_pattern_set_matrix(scaled, &toImage)
                cairo_pattern_set_extend(scaled, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(scaled, CAIRO_FILTER_GOOD)
                cairo_set_source(pc, scaled)
                cairo_pattern_destroy(scaled)
            }
            cairo_set_operator(pc, CAIRO_OPERATOR_SOURCE)
            cairo_paint(pc)
            cairo_destroy(pc)
        }
        guard let pattern = cairo_pattern_create_for_surface(part) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, p, p)
        cairo_matrix_translate(&matrix, -destination.x, -destination.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        paint(pattern, tint: tint, opacity: opacity, context: cr)
    }

    /// Draws the whole image into `frame`, optionally mirrored horizontally.
    static func draw(
        _ image: CairoImage, fileScale: Int, in frame: BarTheme.Rect, tint: RGBAColor?, mirrored: Bool, opacity: Double = 1,
        context cr: OpaquePointer
    ) {
        let s = Double(fileScale)
        let whole = BarTheme.Rect(x: 0, y: 0, width: Double(image.pixelWidth) / s, height: Double(image.pixelHeight) / s)
        cairo_save(cr)
        if mirrored {
            cairo_translate(cr, frame.midX, 0)
            cairo_scale(cr, -1, 1)
            cairo_translate(cr, -frame.midX, 0)
        }
        drawSlice(image, fileScale: fileScale, source: whole, destination: frame, tile: false, tint: tint, opacity: opacity, context: cr)
        cairo_restore(cr)
    }

    /// A resizable image: corners keep their size, edges and centre stretch or tile (UIKit's
    /// `resizableImage(withCapInsets:resizingMode:)`). A non-resizable image is tiled from the
    /// top-left corner (docs/UIKIT.md §8 #4: ❓, recorded in docs/PRECEDENCE.md).
    static func drawResizable(
        _ image: CairoImage, fileScale: Int, resolved: ResolvedImage, in frame: BarTheme.Rect, opacity: Double,
        tint: RGBAColor?, context cr: OpaquePointer
    ) {
        let s = Double(fileScale)
        let iw = Double(image.pixelWidth) / s, ih = Double(image.pixelHeight) / s
        guard let caps = resolved.capInsets else {
            drawSlice(
                image, fileScale: fileScale, source: BarTheme.Rect(x: 0, y: 0, width: iw, height: ih), destination: frame, tile: true,
                tint: tint, opacity: opacity, context: cr)
            return
        }
        let tile = resolved.resizingMode == .tile
        let left = min(caps.left, iw), right = min(caps.right, iw - left), top = min(caps.top, ih), bottom = min(caps.bottom, ih - top)
        let xs = [
            (0.0, left, frame.x, left), (left, iw - left - right, frame.x + left, frame.width - left - right),
            (iw - right, right, frame.maxX - right, right),
        ]
        let ys = [
            (0.0, top, frame.y, top), (top, ih - top - bottom, frame.y + top, frame.height - top - bottom),
            (ih - bottom, bottom, frame.maxY - bottom, bottom),
        ]
        for (col, x) in xs.enumerated() {
            for (row, y) in ys.enumerated() {
                let stretches = col == 1 || row == 1
                drawSlice(
                    image, fileScale: fileScale, source: BarTheme.Rect(x: x.0, y: y.0, width: x.1, height: y.1),
                    destination: BarTheme.Rect(x: x.2, y: y.2, width: x.3, height: y.3), tile: tile && stretches,
                    tint: tint, opacity: opacity, context: cr)
            }
        }
    }

    /// An appearance object's background image placed by its content mode (docs/UIKIT.md §2.1).
    static func drawWithContentMode(
        _ image: CairoImage, fileScale: Int, mode: ImageContentMode, in frame: BarTheme.Rect, opacity: Double,
        context cr: OpaquePointer
    ) {
        let s = Double(fileScale)
        let iw = Double(image.pixelWidth) / s, ih = Double(image.pixelHeight) / s
        var destination = frame
        switch mode {
        case .scaleToFill:
            break
        case .scaleAspectFit, .scaleAspectFill:
            let k = mode == .scaleAspectFit ? min(frame.width / iw, frame.height / ih) : max(frame.width / iw, frame.height / ih)
            destination = BarTheme.Rect(x: frame.midX - iw * k / 2, y: frame.midY - ih * k / 2, width: iw * k, height: ih * k)
        default:
            let x: Double, y: Double
            switch mode {
            case .left, .topLeft, .bottomLeft: x = frame.x
            case .right, .topRight, .bottomRight: x = frame.maxX - iw
            default: x = frame.midX - iw / 2
            }
            switch mode {
            case .top, .topLeft, .topRight: y = frame.y
            case .bottom, .bottomLeft, .bottomRight: y = frame.maxY - ih
            default: y = frame.midY - ih / 2
            }
            destination = BarTheme.Rect(x: x, y: y, width: iw, height: ih)
        }
        cairo_save(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        draw(image, fileScale: fileScale, in: destination, tint: nil, mirrored: false, opacity: opacity, context: cr)
        cairo_restore(cr)
    }
}
