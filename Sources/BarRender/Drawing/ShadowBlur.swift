/// Blurs an 8-bit alpha mask in place with three box-blur passes per axis, which approximates a
/// Gaussian (used for `NSShadow.shadowBlurRadius`; UIKit's blur radius is about two sigmas).
enum ShadowBlur {
    /// Box widths for three passes approximating a Gaussian of `sigma` pixels (Kovesi's method).
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma >= 0.5 else { return [] }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { ($0 < m ? lower : upper) / 2 }
    }

    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let radii = boxRadii(sigma: sigma)
        guard !radii.isEmpty else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for r in radii where r > 0 {
            for y in 0..<height { pass(data + y * stride, count: width, step: 1, radius: r, scratch: &line) }
            for x in 0..<width { pass(data + x, count: height, step: stride, radius: r, scratch: &line) }
        }
    }

    /// Blurs every channel of a 4-byte-per-pixel image (Cairo ARGB32, premultiplied) in place, the
    /// same way: the Liquid Glass backdrop sample (docs/UIKIT.md §10.6).
    static func blurPixels(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let radii = boxRadii(sigma: sigma)
        guard !radii.isEmpty else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for r in radii where r > 0 {
            for channel in 0..<4 {
                for y in 0..<height { pass(data + y * stride + channel, count: width, step: 4, radius: r, scratch: &line) }
                for x in 0..<width { pass(data + x * 4 + channel, count: height, step: stride, radius: r, scratch: &line) }
            }
        }
    }

    /// One box blur along a row or column, edges treated as transparent.
    private static func pass(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt32]) {
        for i in 0..<count { scratch[i] = UInt32(start[i * step]) }
        let window = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            if i + radius < count { sum += scratch[i + radius] }
            if i - radius - 1 >= 0 { sum -= scratch[i - radius - 1] }
            start[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
