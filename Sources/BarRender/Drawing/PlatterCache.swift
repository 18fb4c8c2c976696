import BarTheme
internal import CCairo
import Foundation

/// The last few Liquid Glass platters one renderer drew, each with the pixels it read and the pixels
/// it left (docs/PERFORMANCE.md, "Glass platters drawn once a run"). A platter is drawn from what lies
/// behind it (the backdrop sample) onto what lies around it (the shadow), and touches nothing outside
/// ``GlassPainter/region(of:scale:canvas:)``; so when the same platter at the same scale meets the
/// same pixels in that region again (the back button and the trailing items of every bar of a theme,
/// mostly), the pixels it left then are copied back instead of drawing it again: the same bytes
/// drawing would give, since Cairo and the blur are deterministic. One per renderer, one thread.
final class PlatterCache {
    /// A region of the canvas, in whole pixels.
    struct Region: Equatable {
        let x: Int, y: Int, width: Int, height: Int
    }

    private struct Entry {
        let platter: GlassPlatter
        let scale: Double
        let canvasWidth: Int, canvasHeight: Int
        let region: Region
        /// The region's rows before the platter was drawn, packed (no stride padding).
        let before: [UInt8]
        /// The region's rows after it was drawn, packed.
        let after: [UInt8]
    }

    /// Enough for the platters of a bar's two sides and a search field or two.
    static let capacity = 4
    /// Regions larger than this are drawn every time (a platter the width of an iPad bar at @3x),
    /// so the cache stays small: at most `capacity` × 2 × this many bytes. A 44 pt platter's region
    /// at @3x is about 462 × 393 pixels (its shadow's 18 pt blur reaches 164 pixels out), 0.7 MiB.
    static let maximumBytes = 1 << 21

    private var entries: [Entry] = []
    private var nextSlot = 0
    /// How many platters were copied instead of drawn (for tests).
    private(set) var hits = 0

    /// Draws `platter` with `draw`, or copies what drawing it gave last time the same platter met the
    /// same pixels in `region`. `canvas` must be drawn on directly (not through a group) with only
    /// the scale as its transform: the caller checks (``GlassPainter``).
    func draw(
        _ platter: GlassPlatter, scale: Double, region: Region, canvas: CairoCanvas, draw: () throws(RenderError) -> Void
    ) throws(RenderError) {
        let rowBytes = region.width * 4
        cairo_surface_flush(canvas.surface)
        guard rowBytes * region.height <= Self.maximumBytes, region.width > 0, region.height > 0,
            let data = cairo_image_surface_get_data(canvas.surface)
        else { return try draw() }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        let start = data + region.y * stride + region.x * 4
        for entry in entries
        where entry.platter == platter && entry.scale == scale && entry.region == region && entry.canvasWidth == canvas.pixelWidth
            && entry.canvasHeight == canvas.pixelHeight
            && PixelRows.equal(start, stride: stride, rowBytes: rowBytes, height: region.height, packed: entry.before)
        {
            PixelRows.copy(entry.after, to: start, stride: stride, rowBytes: rowBytes, height: region.height)
            cairo_surface_mark_dirty(canvas.surface)
            hits += 1
            return
        }
        let before = PixelRows.packed(start, stride: stride, rowBytes: rowBytes, height: region.height)
        try draw()
        cairo_surface_flush(canvas.surface)
        let entry = Entry(
            platter: platter, scale: scale, canvasWidth: canvas.pixelWidth, canvasHeight: canvas.pixelHeight, region: region,
            before: before, after: PixelRows.packed(start, stride: stride, rowBytes: rowBytes, height: region.height))
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[nextSlot] = entry
            nextSlot = (nextSlot + 1) % Self.capacity
        }
    }
}
