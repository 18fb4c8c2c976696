import Testing

@testable import BarRender

/// The fast box blur gives exactly the bytes of the plain sample-by-sample blur it replaced (the
/// references were recorded with that one), for masks and four-channel pixels, padded strides,
/// images smaller than the box and every sigma the painters use.
@Suite struct ShadowBlurTests {
    /// The blur as first written: one pass per row or column (and per channel), a division per sample.
    static func plainBlur(_ data: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        let radii = ShadowBlur.boxRadii(sigma: sigma)
        guard !radii.isEmpty else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        func pass(_ start: Int, count: Int, step: Int, radius: Int) {
            for i in 0..<count { line[i] = UInt32(data[start + i * step]) }
            let window = UInt32(2 * radius + 1)
            var sum: UInt32 = 0
            for i in 0..<min(radius, count) { sum += line[i] }
            for i in 0..<count {
                if i + radius < count { sum += line[i + radius] }
                if i - radius - 1 >= 0 { sum -= line[i - radius - 1] }
                data[start + i * step] = UInt8((sum + window / 2) / window)
            }
        }
        for r in radii where r > 0 {
            for channel in 0..<channels {
                for y in 0..<height { pass(y * stride + channel, count: width, step: channels, radius: r) }
                for x in 0..<width { pass(x * channels + channel, count: height, step: stride, radius: r) }
            }
        }
    }

    /// Deterministic pseudo-random bytes, with flat runs and a filled shape like real masks.
    static func image(width: Int, height: Int, stride: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for index in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = (index % stride) * 3 / max(1, stride), y = index / stride * 3 / max(1, height)
            bytes[index] = (x == 1 && y == 1) ? 255 : (state >> 60 == 0 ? UInt8(truncatingIfNeeded: state >> 33) : 0)
        }
        return bytes
    }

    @Test(arguments: [1, 4])
    func fastBlurEqualsThePlainBlur(channels: Int) {
        let sizes = [(1, 1), (3, 2), (17, 5), (64, 48), (131, 97), (7, 120)]
        let sigmas = [0.4, 0.5, 1.0, 1.5, 3.0, 4.5, 7.5, 12.0, 30.0]
        for (width, height) in sizes {
            for sigma in sigmas {
                let stride = width * channels + 8  // Cairo pads rows; padding must stay untouched.
                let original = Self.image(width: width, height: height, stride: stride, seed: UInt64(width * 1000 + height))
                var expected = original
                Self.plainBlur(&expected, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
                var actual = original
                actual.withUnsafeMutableBufferPointer { buffer in
                    if channels == 1 {
                        ShadowBlur.blur(buffer.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
                    } else {
                        ShadowBlur.blurPixels(buffer.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
                    }
                }
                #expect(actual == expected, "\(width)×\(height), \(channels) channels, sigma \(sigma)")
            }
        }
    }

    @Test func reciprocalDivisionIsExactForEveryBoxSum() {
        for window in UInt32(1)...301 {
            let division = BoxDivision(window: window)
            var wrong: UInt32?
            for sum in 0..<(255 * window + 1) where division.rounded(sum) != UInt8((sum + window / 2) / window) {
                wrong = sum
                break
            }
            #expect(wrong == nil, "window \(window): sum \(wrong ?? 0)")
        }
    }

    /// A cached blur gives the bytes of a fresh one, for the same input again and after other
    /// inputs (also ones of the same size that differ in one byte) went through the cache.
    @Test func cachedBlurEqualsAFreshBlur() {
        let cache = BlurCache()
        let (width, height, stride) = (90, 70, 96)
        let first = Self.image(width: width, height: height, stride: stride, seed: 1)
        var second = first
        second[stride * 35 + 45] &+= 1
        for input in [first, second, first, second, first] {
            var expected = input
            Self.plainBlur(&expected, width: width, height: height, stride: stride, channels: 1, sigma: 6)
            var actual = input
            actual.withUnsafeMutableBufferPointer {
                cache.blur($0.baseAddress!, width: width, height: height, stride: stride, channels: 1, sigma: 6)
            }
            #expect(actual == expected)
        }
    }
}
