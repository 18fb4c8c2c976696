import BarRender
import BarSnapshot
import Testing

@Suite("Diff image")
struct DiffImageTests {
    typealias F = RasterFixtures

    @Test func unchangedPixelsFadeTowardWhite() {
        #expect(DiffImage.unchangedColor(for: PixelColor(grey: 0)) == PixelColor(grey: 230))
        #expect(DiffImage.unchangedColor(for: PixelColor(grey: 128)) == PixelColor(grey: 242))
        #expect(DiffImage.unchangedColor(for: PixelColor(grey: 255)) == PixelColor(grey: 255))
        #expect(DiffImage.unchangedColor(for: PixelColor(r: 0, g: 0, b: 0, a: 0)) == PixelColor(grey: 255))
        // Pure blue has brightness 255 · 0.11448 ≈ 29.2 → 255 − 22.6 ≈ 232.
        #expect(DiffImage.unchangedColor(for: PixelColor(r: 0, g: 0, b: 255)) == PixelColor(grey: 232))
    }

    @Test func withinThresholdPixelIsPaleInTheDiff() throws {
        let reference = F.filled(4, 4, F.white)
        let actual = F.painting(reference, PixelColor(grey: 250), at: [(2, 1)])
        let result = ImageComparison.compare(reference, actual, options: .crossMachine)
        #expect(result.outcome == .withinTolerance)
        #expect(result.withinThresholdPixelCount == 1)
        #expect(result.differentPixelCount == 0)
        #expect(F.pixel(result.diff, x: 2, y: 1) == PixelColor(r: 190, g: 215, b: 255))
        #expect(
            result.summary
                == "Matches within tolerance: 0 pixels differ (0.00% of 16), 1 pixel within threshold, largest ΔE2000 1.00 at pixel (2, 1) (YIQ <0.01)."
        )
        // The same pixel within a CIEDE2000 tolerance is pale too, and exactly it differs.
        let tolerated = ImageComparison.compare(reference, actual, options: try ComparisonOptions(toleranceDE: 1.5))
        #expect(F.pixel(tolerated.diff, x: 2, y: 1) == PixelColor(r: 190, g: 215, b: 255))
        #expect(ImageComparison.compare(reference, actual).summary == "1 pixel differs (6.25% of 16), largest ΔE2000 1.00 at pixel (2, 1).")
    }

    @Test func diffImageIsFullyOpaque() {
        let reference = F.filled(5, 5, PixelColor(r: 10, g: 20, b: 30, a: 0))
        let actual = F.painting(F.filled(5, 6, PixelColor(r: 10, g: 20, b: 30, a: 0)), F.black, at: [(2, 2)])
        let result = ImageComparison.compare(reference, actual)
        let alphas = stride(from: 3, to: result.diff.pixels.count, by: 4).map { result.diff.pixels[$0] }
        #expect(alphas.count == 30)
        #expect(alphas.allSatisfy { $0 == 255 })
    }

    @Test func summaryGroupsThousandsAndShowsPercentages() {
        // 480 × 440 = 211 200 pixels, 312 of them changed.
        let reference = F.filled(480, 440, F.white)
        let changed = (0..<312).map { (x: ($0 * 7) % 480, y: $0) }
        let actual = F.painting(reference, F.black, at: changed)
        let result = ImageComparison.compare(reference, actual)
        #expect(result.differentPixelCount == 312)
        #expect(result.summary == "312 pixels differ (0.15% of 211 200), largest ΔE2000 100.00 at pixel (0, 0).")
    }
}
