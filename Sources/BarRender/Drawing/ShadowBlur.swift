/// Blurs an 8-bit alpha mask in place with three box-blur passes per axis, which approximates a
/// Gaussian (used for `NSShadow.shadowBlurRadius`; UIKit's blur radius is about two sigmas).
///
/// Each pass is a running sum over a window of `2 × radius + 1` samples, edges treated as
/// transparent, rounded to nearest: `(sum + window / 2) / window`. The passes run row by row (the
/// vertical one keeps one running sum per byte column, so memory is read in order), and the
/// division is a multiplication by an exact reciprocal (`BoxDivision`): the same bytes as a
/// sample-by-sample loop with a division, several times faster (docs/PERFORMANCE.md).
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
        blur(data, width: width, height: height, stride: stride, channels: 1, sigma: sigma)
    }

    /// Blurs every channel of a 4-byte-per-pixel image (Cairo ARGB32, premultiplied) in place, the
    /// same way: the Liquid Glass backdrop sample (docs/UIKIT.md §10.6). Channels never mix.
    static func blurPixels(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        blur(data, width: width, height: height, stride: stride, channels: 4, sigma: sigma)
    }

    /// Blurs `channels` interleaved 8-bit channels of each pixel in place (1: a mask, 4: Cairo ARGB32).
    static func blur(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double
    ) {
        let radii = boxRadii(sigma: sigma)
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        let rowBytes = width * channels
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        for radius in radii where radius > 0 {
            let division = BoxDivision(window: UInt32(2 * radius + 1))
            for y in 0..<height {
                horizontal(data + y * stride, scratch: copy, count: width, channels: channels, radius: radius, division: division)
            }
            vertical(
                data, copy: copy, sums: sums, rowBytes: rowBytes, height: height, stride: stride, radius: radius, division: division)
        }
    }

    /// One box pass along a row of `count` samples per channel, channels interleaved.
    private static func horizontal(
        _ row: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>, count: Int, channels: Int, radius: Int,
        division: BoxDivision
    ) {
        scratch.update(from: row, count: count * channels)
        for channel in 0..<channels {
            let source = scratch + channel, target = row + channel
            var sum: UInt32 = 0
            for i in 0..<min(radius, count) { sum += UInt32(source[i * channels]) }
            for i in 0..<count {
                if i + radius < count { sum += UInt32(source[(i + radius) * channels]) }
                if i - radius - 1 >= 0 { sum -= UInt32(source[(i - radius - 1) * channels]) }
                target[i * channels] = division.rounded(sum)
            }
        }
    }

    /// One box pass down every byte column at once: one running sum per column, rows in order.
    private static func vertical(
        _ data: UnsafeMutablePointer<UInt8>, copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>, rowBytes: Int,
        height: Int, stride: Int, radius: Int, division: BoxDivision
    ) {
        for y in 0..<height { (copy + y * rowBytes).update(from: data + y * stride, count: rowBytes) }
        sums.initialize(repeating: 0, count: rowBytes)
        for y in 0..<min(radius, height) {
            let row = copy + y * rowBytes
            for x in 0..<rowBytes { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = copy + (y + radius) * rowBytes
                for x in 0..<rowBytes { sums[x] &+= UInt32(entering[x]) }
            }
            if y - radius - 1 >= 0 {
                let leaving = copy + (y - radius - 1) * rowBytes
                for x in 0..<rowBytes { sums[x] &-= UInt32(leaving[x]) }
            }
            let target = data + y * stride
            for x in 0..<rowBytes { target[x] = division.rounded(sums[x]) }
        }
    }
}
