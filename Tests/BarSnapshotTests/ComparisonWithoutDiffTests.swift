import BarRender
import BarSnapshot
import Testing

/// `drawsDiff: false` (the CLI's `diff` without `--out`): the same verdict and counts, no diff image.
@Suite struct ComparisonWithoutDiffTests {
    @Test(arguments: [ComparisonOptions.exact, ComparisonOptions.crossMachine, try! ComparisonOptions(toleranceDE: 5)])
    func countsAreTheSameWithoutTheDiffImage(options: ComparisonOptions) {
        let reference = RasterFixtures.antialiasedEdge()
        var actual = RasterFixtures.painting(reference, RasterFixtures.black, at: [(0, 0), (3, 2)])
        actual = RasterFixtures.paintingColumn(actual, PixelColor(grey: 250), x: 1)
        let drawn = ImageComparison.compare(reference, actual, options: options)
        let counted = ImageComparison.compare(reference, actual, options: options, drawsDiff: false)
        #expect(drawn.diff.width > 0)
        #expect(counted.diff.width == 0 && counted.diff.pixels.isEmpty)
        #expect(counted.outcome == drawn.outcome)
        #expect(counted.differentPixelCount == drawn.differentPixelCount)
        #expect(counted.antialiasedPixelCount == drawn.antialiasedPixelCount)
        #expect(counted.withinThresholdPixelCount == drawn.withinThresholdPixelCount)
        #expect(counted.maxDeltaE == drawn.maxDeltaE && counted.maxDeltaELocation == drawn.maxDeltaELocation)
    }

    @Test func sizeMismatchIsCountedWithoutTheDiffImage() {
        let small = RasterFixtures.filled(3, 2, RasterFixtures.white), large = RasterFixtures.filled(5, 4, RasterFixtures.white)
        let counted = ImageComparison.compare(small, large, drawsDiff: false)
        #expect(counted.outcome == .sizeMismatch)
        #expect(counted.differentPixelCount == ImageComparison.compare(small, large).differentPixelCount)
    }
}
