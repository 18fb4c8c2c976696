import Foundation

/// The last few blurs one renderer made, by their exact input, so a bar that needs the same blur
/// again (the same platter's shadow, the same backdrop behind it: every bar of a theme, mostly)
/// copies the result instead of blurring again. A hit is an input equal byte for byte, so the
/// output is the same bytes `ShadowBlur` would give. One per renderer, used from its thread only.
final class BlurCache {
    private struct Entry {
        let width: Int
        let height: Int
        let channels: Int
        let sigma: Double
        /// The rows before blurring, packed (no stride padding).
        let input: [UInt8]
        /// The rows after blurring, packed.
        let output: [UInt8]
    }

    /// Enough for the shadows and backdrops of a bar's platters and a text shadow or two.
    static let capacity = 6
    /// Larger blurs are not kept (a backdrop the width of a whole bar), so the cache stays small.
    static let maximumBytes = 1 << 20

    private var entries: [Entry] = []
    private var nextSlot = 0

    /// Blurs like `ShadowBlur.blur(_:width:height:stride:channels:sigma:)`, from the cache when
    /// the same input was blurred before.
    func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        let rowBytes = width * channels
        let bytes = rowBytes * height
        guard bytes > 0, bytes <= Self.maximumBytes else {
            ShadowBlur.blur(data, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
            return
        }
        for entry in entries
        where entry.width == width && entry.height == height && entry.channels == channels && entry.sigma == sigma
            && PixelRows.equal(data, stride: stride, rowBytes: rowBytes, height: height, packed: entry.input)
        {
            PixelRows.copy(entry.output, to: data, stride: stride, rowBytes: rowBytes, height: height)
            return
        }
        let input = PixelRows.packed(data, stride: stride, rowBytes: rowBytes, height: height)
        ShadowBlur.blur(data, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        let entry = Entry(
            width: width, height: height, channels: channels, sigma: sigma, input: input,
            output: PixelRows.packed(data, stride: stride, rowBytes: rowBytes, height: height))
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[nextSlot] = entry
            nextSlot = (nextSlot + 1) % Self.capacity
        }
    }
}
