/// The colour rules for the diff image a comparison produces.
///
/// The diff is always fully opaque and covers the union of both images' sizes:
/// - unchanged pixels (byte-identical): the reference's brightness, faded toward white as if drawn at
///   `unchangedOpacity` (10 %) over white, so the layout stays visible but recedes (as in pixelmatch);
/// - pixels that differ but stay within the threshold: `withinThresholdColor`, a pale blue, chosen so
///   "changed, but accepted" is visible yet clearly quieter than a failure and distinct from the greys
///   (which never drop below 230);
/// - anti-aliased pixels: `antialiasedColor`, yellow;
/// - differing pixels, including pixels that exist in only one image: `differentColor`, red.
public enum DiffImage {
    /// Marks a pixel whose difference exceeds the threshold: red (255, 0, 0).
    public static let differentColor = PixelColor(r: 255, g: 0, b: 0)
    /// Marks a pixel classified as edge anti-aliasing: yellow (255, 255, 0).
    public static let antialiasedColor = PixelColor(r: 255, g: 255, b: 0)
    /// Marks a pixel that differs but within the threshold: pale blue (190, 215, 255).
    public static let withinThresholdColor = PixelColor(r: 190, g: 215, b: 255)
    /// Opacity at which an unchanged pixel's grey is drawn over white.
    public static let unchangedOpacity = 0.1

    /// The opaque grey drawn for an unchanged pixel of the reference.
    ///
    /// `level = 255 − (255 − Y) · 0.1`, rounded, where Y is the pixel's YIQ brightness after blending
    /// over white; black becomes 230, white stays 255.
    @inline(__always)
    public static func unchangedColor(for reference: PixelColor) -> PixelColor {
        let luma = ColorDifference.brightness(reference)
        let faded = 255 - (255 - luma) * unchangedOpacity
        // Adding one half and truncating rounds a non-negative value to nearest, halves up.
        return PixelColor(grey: UInt8(min(max(faded, 0), 255) + 0.5))
    }

    /// Writes `color` as four bytes at byte `offset` of `canvas`.
    @inline(__always)
    static func paint(_ color: PixelColor, into canvas: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        canvas[offset] = color.r
        canvas[offset + 1] = color.g
        canvas[offset + 2] = color.b
        canvas[offset + 3] = color.a
    }
}
