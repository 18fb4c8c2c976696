import BarSnapshot
import Testing

@Suite("YIQ colour difference")
struct ColorDifferenceTests {
    @Test func blackAgainstWhiteIsAboutNinetyThreePercent() {
        let delta = ColorDifference.normalizedDelta(PixelColor(grey: 0), PixelColor(grey: 255))
        // Grey pairs only differ in Y: 0.5053 · 255² / 35215.
        #expect(abs(delta - 0.5053 * 255 * 255 / 35215) < 1e-6)
        #expect(abs(delta - 0.93305) < 1e-5)
    }

    @Test func redAgainstCyanIsTheMaximum() {
        let squared = ColorDifference.squaredDelta(PixelColor(r: 255, g: 0, b: 0), PixelColor(r: 0, g: 255, b: 255))
        #expect(abs(squared - 35214.749) < 0.01)
        #expect(ColorDifference.normalizedDelta(PixelColor(r: 255, g: 0, b: 0), PixelColor(r: 0, g: 255, b: 255)) <= 1)
    }

    @Test func metricIsSymmetricAndZeroForEqualColours() {
        let a = PixelColor(r: 12, g: 200, b: 90)
        let b = PixelColor(r: 240, g: 10, b: 33, a: 128)
        #expect(ColorDifference.squaredDelta(a, b) == ColorDifference.squaredDelta(b, a))
        #expect(ColorDifference.squaredDelta(a, a) == 0)
    }

    @Test func coloursAreBlendedOverWhiteFirst() {
        // Any fully transparent colour looks like white.
        #expect(ColorDifference.squaredDelta(PixelColor(r: 0, g: 0, b: 0, a: 0), PixelColor(grey: 255)) == 0)
        // Black at 20 % opacity over white is grey 204.
        #expect(abs(ColorDifference.brightness(PixelColor(r: 0, g: 0, b: 0, a: 51)) - 204) < 1e-5)
        #expect(abs(ColorDifference.normalizedDelta(PixelColor(r: 0, g: 0, b: 0, a: 51), PixelColor(grey: 204))) < 1e-9)
    }
}
