import BarTheme
internal import CCairo

/// The hue, chroma and level a Liquid Glass platter keeps from its backdrop (docs/UIKIT.md §10.6,
/// §18.8): the white veil `GlassPainter` lays over the blurred sample lifts each channel by its own
/// distance from white, which greys a colour; UIKit's glass is the veil's floor plus a share of the
/// backdrop's luma, each channel keeping a multiple of its distance from the luma
/// (`GlassMaterial.glass(over:)`). This pass adds the difference (`GlassMaterial.overVeil`) to each
/// pixel inside the capsule: in light mode alpha × (channel − luma), nothing on a grey backdrop (so
/// those renders are unchanged); in dark mode also the luma the glass does not keep, which deepens a
/// coloured screen where the veil alone lifted it toward white.
enum GlassChroma {
    /// Adds the chroma back over the veiled glass inside `frame` on `canvas`, from the blurred
    /// `sample` whose top-left pixel lies at `at` on the canvas; pixels the capsule's edge covers in
    /// part take that part of it.
    static func restore(
        sample: CairoCanvas, at origin: (x: Int, y: Int), material: GlassMaterial, frame: BarTheme.Rect, scale: Double,
        canvas: CairoCanvas
    ) {
        let terms = material.overVeil
        // A luma term too small to move a level is none: the light veil keeps the backdrop's share.
        let lumaTerm = abs(terms.luma) < 1e-9 ? 0 : terms.luma
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
                guard alpha > 0, lumaTerm != 0 || s[0] != s[1] || s[1] != s[2] else { continue }
                let coverage = capsuleCoverage(x: Double(x) + 0.5, y: Double(y) + 0.5, frame: frame, scale: scale)
                guard coverage > 0 else { continue }
                let blue = Double(s[0]) / Double(alpha), green = Double(s[1]) / Double(alpha), red = Double(s[2]) / Double(alpha)
                let luma = GlassMaterial.luma(red: red, green: green, blue: blue)
                let t = target + y * targetStride + x * 4
                let weight = coverage * Double(t[3])
                for (offset, channel) in [(0, blue), (1, green), (2, red)] {
                    let value = Double(t[offset]) + weight * (lumaTerm * luma + terms.chroma * (channel - luma))
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
