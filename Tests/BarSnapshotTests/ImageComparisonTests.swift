import BarRender
import BarSnapshot
import Testing

@Suite("Image comparison")
struct ImageComparisonTests {
    typealias F = RasterFixtures

    @Test func identicalImagesTakeTheFastPath() {
        let reference = F.painting(F.filled(16, 16, F.white), F.black, at: [(2, 3), (15, 15)])
        let actual = F.painting(F.filled(16, 16, F.white), F.black, at: [(2, 3), (15, 15)])
        let result = ImageComparison.compare(reference, actual)
        #expect(result.outcome == .identical)
        #expect(result.passed)
        #expect(result.differentPixelCount == 0)
        #expect(result.antialiasedPixelCount == 0)
        #expect(result.withinThresholdPixelCount == 0)
        #expect(result.totalPixelCount == 256)
        #expect(result.maxDelta == 0)
        // No diff is drawn on the fast path.
        #expect(result.diff.width == 0 && result.diff.height == 0 && result.diff.pixels.isEmpty)
        #expect(result.summary == "Images are identical (16×16 px).")
    }

    @Test func oneChangedPixelIsReportedRedInTheDiff() {
        let reference = F.painting(F.filled(8, 8, F.white), F.black, at: [(6, 6)])
        let actual = F.painting(reference, F.black, at: [(3, 5)])
        let result = ImageComparison.compare(reference, actual)
        #expect(result.outcome == .different)
        #expect(!result.passed)
        #expect(result.differentPixelCount == 1)
        #expect(result.antialiasedPixelCount == 0)
        #expect(result.withinThresholdPixelCount == 0)
        #expect(result.totalPixelCount == 64)
        #expect(abs(result.maxDelta - 0.93305) < 1e-5)
        #expect(result.diff.width == 8 && result.diff.height == 8)
        #expect(F.pixel(result.diff, x: 3, y: 5) == PixelColor(r: 255, g: 0, b: 0))
        #expect(F.pixel(result.diff, x: 0, y: 0) == PixelColor(grey: 255))  // unchanged white
        #expect(F.pixel(result.diff, x: 6, y: 6) == PixelColor(grey: 230))  // unchanged black, faded
        #expect(result.summary == "1 pixel differs (1.56% of 64), largest ΔE2000 100.00 at pixel (3, 5).")
        #expect(abs(result.maxDeltaE - 100) < 0.01, "white against black")
        #expect(result.maxDeltaELocation == PixelPoint(x: 3, y: 5))
    }

    @Test func antialiasedEdgeIsReportedApartNotCounted() {
        let result = ImageComparison.compare(F.hardEdge(), F.antialiasedEdge(), options: .crossMachine)
        #expect(result.outcome == .withinTolerance)
        #expect(result.passed)
        #expect(result.differentPixelCount == 0)
        #expect(result.antialiasedPixelCount == 8)
        #expect(abs(result.maxDelta - 0.5053 * 128 * 128 / 35215) < 1e-6)
        for y in 0..<8 {
            #expect(F.pixel(result.diff, x: 3, y: y) == PixelColor(r: 255, g: 255, b: 0), "row \(y)")
        }
        #expect(F.pixel(result.diff, x: 2, y: 4) == PixelColor(grey: 230))
        #expect(F.pixel(result.diff, x: 4, y: 4) == PixelColor(grey: 255))
        #expect(
            result.summary
                == "Matches within tolerance: 0 pixels differ (0.00% of 64), 8 anti-aliased pixels ignored, largest ΔE2000 39.93 at pixel (3, 0) (YIQ 0.24)."
        )
    }

    @Test func antialiasedEdgeCountsAsDifferentWhenDetectionIsOff() throws {
        let options = try ComparisonOptions(yiqThreshold: 0.1, detectsAntialiasing: false)
        let result = ImageComparison.compare(F.hardEdge(), F.antialiasedEdge(), options: options)
        #expect(result.outcome == .different)
        #expect(result.differentPixelCount == 8)
        #expect(result.antialiasedPixelCount == 0)
        #expect(F.pixel(result.diff, x: 3, y: 0) == PixelColor(r: 255, g: 0, b: 0))
        #expect(F.pixel(result.diff, x: 3, y: 7) == PixelColor(r: 255, g: 0, b: 0))
    }

    @Test func shiftedEdgeIsADifferenceNotAntialiasing() {
        // The edge moves one column right: column 4 turns from white to black.
        let shifted = F.paintingColumn(F.hardEdge(), F.black, x: 4)
        let result = ImageComparison.compare(F.hardEdge(), shifted)
        #expect(result.outcome == .different)
        #expect(result.differentPixelCount == 8)
        #expect(result.antialiasedPixelCount == 0)
        #expect(F.pixel(result.diff, x: 4, y: 3) == PixelColor(r: 255, g: 0, b: 0))
    }

    @Test func sizeMismatchReportsBothSizesAndStillDiffs() {
        let reference = F.filled(8, 6, F.white)
        let actual = F.painting(F.filled(6, 8, F.white), F.black, at: [(1, 1)])
        let result = ImageComparison.compare(reference, actual)
        #expect(result.outcome == .sizeMismatch)
        #expect(!result.passed)
        #expect(result.referenceSize == PixelSize(width: 8, height: 6))
        #expect(result.actualSize == PixelSize(width: 6, height: 8))
        #expect(result.totalPixelCount == 64)
        // 64 − 36 shared pixels exist in one image only, plus the changed shared pixel.
        #expect(result.differentPixelCount == 29)
        #expect(result.diff.width == 8 && result.diff.height == 8)
        #expect(F.pixel(result.diff, x: 1, y: 1) == PixelColor(r: 255, g: 0, b: 0))
        #expect(F.pixel(result.diff, x: 7, y: 0) == PixelColor(r: 255, g: 0, b: 0))  // reference only
        #expect(F.pixel(result.diff, x: 0, y: 7) == PixelColor(r: 255, g: 0, b: 0))  // actual only
        #expect(F.pixel(result.diff, x: 7, y: 7) == PixelColor(r: 255, g: 0, b: 0))  // neither
        #expect(F.pixel(result.diff, x: 4, y: 4) == PixelColor(grey: 255))
        #expect(
            result.summary == "Sizes differ: reference is 8×6 px, actual is 6×8 px; "
                + "on the 8×8 px union canvas 29 pixels differ (45.31% of 64), largest ΔE2000 100.00 at pixel (1, 1).")
    }

    @Test func sizeMismatchFailsEvenWithinBudget() throws {
        let options = try ComparisonOptions(pixelBudget: .ratio(1))
        let result = ImageComparison.compare(F.filled(4, 4, F.white), F.filled(4, 5, F.white), options: options)
        #expect(result.outcome == .sizeMismatch)
        #expect(result.differentPixelCount == 4)
    }

    @Test func thresholdIsLinear() throws {
        // White against grey 200: only brightness differs, so Δ = 0.5053 · 55² / 35215 ≈ 0.0434.
        let expected = 0.5053 * 55 * 55 / 35215
        let reference = F.filled(4, 4, F.white)
        let actual = F.painting(reference, PixelColor(grey: 200), at: [(1, 2)])
        let loose = ImageComparison.compare(reference, actual, options: try ComparisonOptions(yiqThreshold: expected + 1e-6))
        let strict = ImageComparison.compare(reference, actual, options: try ComparisonOptions(yiqThreshold: expected - 1e-6))
        #expect(abs(loose.maxDelta - expected) < 1e-6)
        #expect(loose.outcome == .withinTolerance && loose.withinThresholdPixelCount == 1)
        #expect(strict.outcome == .different && strict.differentPixelCount == 1)
        // Linear, not squared as in pixelmatch: 0.1 accepts ≈ 0.043 (pixelmatch's 0.1 would allow only 0.01).
        #expect(ImageComparison.compare(reference, actual, options: .crossMachine).passed)
        #expect(!ImageComparison.compare(reference, actual, options: .default).passed, "exact by default")
        // Each threshold accepts exactly the pixels whose normalised delta is at most the threshold.
        let levels: [UInt8] = [250, 230, 200, 170, 140, 110, 80, 50, 20, 0]
        let ramp = F.filled(levels.count, 1, F.white)
        var shaded = ramp
        for (x, level) in levels.enumerated() { shaded = F.painting(shaded, PixelColor(grey: level), at: [(x, 0)]) }
        let deltas = levels.map { ColorDifference.normalizedDelta(PixelColor(grey: $0), F.white) }
        for step in 1...9 {
            let threshold = Double(step) / 10
            let options = try ComparisonOptions(yiqThreshold: threshold, detectsAntialiasing: false)
            let result = ImageComparison.compare(ramp, shaded, options: options)
            #expect(result.withinThresholdPixelCount == deltas.filter { $0 <= threshold }.count, "threshold \(threshold)")
        }
    }

    @Test func thresholdOneAcceptsAnything() throws {
        let red = F.filled(3, 3, PixelColor(r: 255, g: 0, b: 0))
        let cyan = F.filled(3, 3, PixelColor(r: 0, g: 255, b: 255))
        let result = ImageComparison.compare(red, cyan, options: try ComparisonOptions(yiqThreshold: 1))
        #expect(result.outcome == .withinTolerance)
        #expect(result.withinThresholdPixelCount == 9)
    }

    @Test func zeroYIQThresholdAcceptsOnlyInvisibleByteChanges() throws {
        let options = try ComparisonOptions(yiqThreshold: 0)
        let clear = F.filled(2, 2, PixelColor(r: 0, g: 0, b: 0, a: 0))
        let clearRed = F.filled(2, 2, PixelColor(r: 255, g: 0, b: 0, a: 0))
        let invisible = ImageComparison.compare(clear, clearRed, options: options)
        #expect(invisible.outcome == .withinTolerance && invisible.withinThresholdPixelCount == 4)
        let nearlyWhite = F.painting(F.filled(2, 2, F.white), PixelColor(grey: 254), at: [(0, 0)])
        let visible = ImageComparison.compare(F.filled(2, 2, F.white), nearlyWhite, options: options)
        #expect(visible.outcome == .different && visible.differentPixelCount == 1)
    }

    @Test func pixelBudgetRatio() throws {
        let reference = F.filled(10, 10, F.white)
        let actual = F.painting(reference, F.black, at: [(1, 1), (5, 5), (8, 2)])
        let allowed = ImageComparison.compare(reference, actual, options: try ComparisonOptions(pixelBudget: .ratio(0.03)))
        #expect(allowed.outcome == .withinTolerance)
        #expect(allowed.differentPixelCount == 3 && allowed.allowedDifferentPixelCount == 3)
        #expect(F.pixel(allowed.diff, x: 5, y: 5) == PixelColor(r: 255, g: 0, b: 0))
        let tooMany = ImageComparison.compare(reference, actual, options: try ComparisonOptions(pixelBudget: .ratio(0.02)))
        #expect(tooMany.outcome == .different)
        #expect(tooMany.allowedDifferentPixelCount == 2)
        #expect(tooMany.summary == "3 pixels differ (3.00% of 100), 2 allowed, largest ΔE2000 100.00 at pixel (1, 1).")
    }

    @Test func pixelBudgetCount() throws {
        let reference = F.filled(10, 10, F.white)
        let actual = F.painting(reference, F.black, at: [(1, 1), (5, 5), (8, 2)])
        #expect(ImageComparison.compare(reference, actual, options: try ComparisonOptions(pixelBudget: .count(3))).passed)
        #expect(!ImageComparison.compare(reference, actual, options: try ComparisonOptions(pixelBudget: .count(2))).passed)
    }

    @Test func malformedRasterIsReadWithoutTrapping() throws {
        var broken = F.filled(4, 4, F.white)
        broken.pixels.removeLast(8)
        // The two missing pixels read as transparent black, which looks white: within a tolerance,
        // but not exact.
        let loose = ImageComparison.compare(F.filled(4, 4, F.white), broken, options: try ComparisonOptions(toleranceDE: 0.5))
        #expect(loose.outcome == .withinTolerance)
        #expect(loose.withinThresholdPixelCount == 2)
        #expect(loose.diff.pixels.count == 64)
        #expect(ImageComparison.compare(F.filled(4, 4, F.white), broken).outcome == .different)
    }

    @Test func emptyImagesAreIdentical() {
        let result = ImageComparison.compare(F.filled(0, 0, F.white), F.filled(0, 0, F.white))
        #expect(result.outcome == .identical && result.totalPixelCount == 0)
    }

    // MARK: Exact by default, CIEDE2000 tolerances

    @Test func aOneStepBrandColourChangeFailsByDefault() throws {
        let reference = F.filled(20, 10, PixelColor(r: 0x00, g: 0x77, b: 0xB6))
        let actual = F.painting(reference, PixelColor(r: 0x00, g: 0x78, b: 0xB6), at: (0..<20).flatMap { x in (0..<10).map { (x, $0) } })
        let exact = ImageComparison.compare(reference, actual)
        #expect(exact.outcome == .different)
        #expect(exact.differentPixelCount == 200)
        #expect(exact.maxDeltaE > 0.1 && exact.maxDeltaE < 0.5)
        #expect(exact.summary.contains("largest ΔE2000 0.") && !exact.summary.contains("0.00 "), "\(exact.summary)")
        // A tolerance that covers the change passes it; one below it does not.
        let covered = ImageComparison.compare(reference, actual, options: try ComparisonOptions(toleranceDE: 1.0))
        #expect(covered.outcome == .withinTolerance && covered.withinThresholdPixelCount == 200)
        let tight = ImageComparison.compare(reference, actual, options: try ComparisonOptions(toleranceDE: exact.maxDeltaE / 2))
        #expect(tight.outcome == .different)
        // The old default (now the cross-machine mode) was blind to it.
        #expect(ImageComparison.compare(reference, actual, options: .crossMachine).passed)
    }

    @Test func theLargestDifferenceIsLocated() throws {
        let reference = F.filled(10, 10, F.white)
        let actual = F.painting(F.painting(reference, PixelColor(grey: 250), at: [(1, 1)]), F.black, at: [(7, 4)])
        let result = ImageComparison.compare(reference, actual)
        #expect(result.maxDeltaELocation == PixelPoint(x: 7, y: 4))
        #expect(PixelPoint(x: 7, y: 4).points(scale: 3) == "(2.33, 1.33)")
        #expect(PixelPoint(x: 6, y: 3).points(scale: 3) == "(2, 1)")
    }

    @Test func aBudgetWithExactColoursCountsEveryChangedPixel() throws {
        let reference = F.filled(10, 10, F.white)
        let actual = F.painting(reference, PixelColor(grey: 254), at: [(1, 1), (2, 2)])
        #expect(ImageComparison.compare(reference, actual, options: try ComparisonOptions(pixelBudget: .count(2))).passed)
        #expect(!ImageComparison.compare(reference, actual, options: try ComparisonOptions(pixelBudget: .count(1))).passed)
    }
}
