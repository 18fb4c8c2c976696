import BarTheme
internal import CCairo

/// The hue and chroma a Liquid Glass platter keeps from a coloured backdrop (docs/UIKIT.md §10.6):
/// the white veil `GlassPainter` lays over the blurred sample lifts each channel by its own distance
/// from white, which greys a colour; UIKit's glass lifts every channel by the same amount, the veil's
/// alpha times the luma's distance from white (`GlassMaterial.glass(over:)`). This pass adds the
/// difference, alpha × (channel − luma), to each pixel inside the capsule: nothing on a grey backdrop
/// (so those renders are unchanged), the backdrop's hue on a coloured one.
enum GlassChroma {
    /// Adds the chroma back over the veiled glass inside `frame` on `canvas`, from the blurred
    /// `sample` whose top-left pixel lies at `at` on the canvas; pixels the capsule's edge covers in
    /// part take that part of it.
    static func restore(
        sample: CairoCanvas, at origin: (x: Int, y: Int), lift: Double, frame: BarTheme.Rect, scale: Double, canvas: CairoCanvas
    ) {
        cairo_surface_flush(canvas.surface)
        cairo_surface_flush(sample.surface)
        guard let target = cairo_image_surface_get_data(canvas.surface), let source = cairo_image_surface_get_data(sample.surface)
        else { return }
        let targetStride = Int(cairo_image_surface_get_stride(canvas.surface))
        let sourceStride = Int(cairo_image_surface_get_stride(sample.surface))
        let minX = max(origin.x, Int((frame.x * scale).rounded(.down)))
        let minY = max(origin.y, Int((frame.y * scale).rounded(.down)))
        let maxX = min(canvas.pixelWidth, origin.x + sample.pixelWidth, Int((frame.maxX * scale).rounded(.up)))
        let maxY = min(canvas.pixelHeight, origin.y + sample.pixelHeight, Int((frame.maxY * scale).rounded(.up)))
        guard maxX > minX, maxY > minY else { return }
        var changed = false
        for y in minY..<maxY {
            for x in minX..<maxX {
                let s = source + (y - origin.y) * sourceStride + (x - origin.x) * 4
                // Cairo's ARGB32 in memory order on a little-endian machine: blue, green, red, alpha (premultiplied).
                let alpha = Int(s[3])
                guard alpha > 0, s[0] != s[1] || s[1] != s[2] else { continue }
                let coverage = capsuleCoverage(x: Double(x) + 0.5, y: Double(y) + 0.5, frame: frame, scale: scale)
                guard coverage > 0 else { continue }
                let blue = Double(s[0]) / Double(alpha), green = Double(s[1]) / Double(alpha), red = Double(s[2]) / Double(alpha)
                let luma = GlassMaterial.luma(red: red, green: green, blue: blue)
                let t = target + y * targetStride + x * 4
                let weight = lift * coverage * Double(t[3])
                for (offset, channel) in [(0, blue), (1, green), (2, red)] {
                    let value = Double(t[offset]) + weight * (channel - luma)
                    t[offset] = UInt8(min(Double(t[3]), max(0, value.rounded())))
                }
                changed = true
            }
        }
        if changed { cairo_surface_mark_dirty(canvas.surface) }
    }

    /// How much of the pixel centred at (`x`, `y`) (device pixels) the capsule `frame` covers: 1
    /// inside, 0 outside, a linear ramp over the one pixel across its edge.
    static func capsuleCoverage(x: Double, y: Double, frame: BarTheme.Rect, scale: Double) -> Double {
        let minX = frame.x * scale, minY = frame.y * scale, width = frame.width * scale, height = frame.height * scale
        let radius = min(width, height) / 2
        // The capsule is the points within `radius` of its middle segment.
        let cx = min(max(x, minX + radius), minX + width - radius)
        let cy = min(max(y, minY + radius), minY + height - radius)
        let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius
        return min(1, max(0, 0.5 - distance))
    }
}
