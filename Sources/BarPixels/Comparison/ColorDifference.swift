/// The perceptual colour metric used to compare pixels: a weighted squared distance in YIQ space.
///
/// This is the metric of Kotsarenko & Ramos (2010), "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications", as used by pixelmatch.
///
/// 1. Each colour is blended over opaque white by its alpha: `c' = 255 + (c − 255) · α/255`
///    for c in R, G, B, with α in 0...255.
/// 2. The channel differences ΔR, ΔG, ΔB of the blended colours are projected to YIQ:
///    - `ΔY = 0.29889531·ΔR + 0.58662247·ΔG + 0.11448223·ΔB`  (brightness)
///    - `ΔI = 0.59597799·ΔR − 0.27417610·ΔG − 0.32180189·ΔB`
///    - `ΔQ = 0.21147017·ΔR − 0.52261711·ΔG + 0.31114694·ΔB`
/// 3. `Δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`.
/// 4. The normalised delta is `min(Δ / 35215, 1)`; 35215 is the largest Δ any two RGB colours
///    can reach (pure red against cyan), black against white gives about 0.933.
///
/// A comparison threshold is applied to the normalised delta directly, so it is linear in 0...1
/// (pixelmatch squares its threshold instead).
public enum ColorDifference {
    /// The largest possible squared YIQ delta `Δ`, used to normalise into 0...1.
    public static let maximumSquaredDelta: Double = 35215

    /// The squared YIQ delta `Δ` between two colours after blending both over white (0...35215).
    @inline(__always)
    public static func squaredDelta(_ first: PixelColor, _ second: PixelColor) -> Double {
        let (r1, g1, b1) = blendedOverWhite(first)
        let (r2, g2, b2) = blendedOverWhite(second)
        let dr = r1 - r2
        let dg = g1 - g2
        let db = b1 - b2
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The normalised perceptual difference in 0...1: 0 for identical blended colours, 1 for red against cyan.
    @inline(__always)
    public static func normalizedDelta(_ first: PixelColor, _ second: PixelColor) -> Double {
        min(squaredDelta(first, second) / maximumSquaredDelta, 1)
    }

    /// The YIQ brightness (Y, 0...255) of a colour blended over white.
    @inline(__always)
    public static func brightness(_ color: PixelColor) -> Double {
        let (r, g, b) = blendedOverWhite(color)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The colour's R, G, B composited over opaque white, as 0...255 values.
    @inline(__always)
    static func blendedOverWhite(_ color: PixelColor) -> (Double, Double, Double) {
        let r = Double(color.r)
        let g = Double(color.g)
        let b = Double(color.b)
        if color.a == 255 { return (r, g, b) }
        let alpha = Double(color.a) / 255
        return (255 + (r - 255) * alpha, 255 + (g - 255) * alpha, 255 + (b - 255) * alpha)
    }
}
