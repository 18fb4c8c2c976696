import Testing
import BarSnapshot

@Suite("Comparison options")
struct ComparisonOptionsTests {
    @Test func defaultsAreTenPercentThresholdWithAntialiasingAndNoBudget() throws {
        let options = try ComparisonOptions()
        #expect(options.threshold == 0.1)
        #expect(options.detectsAntialiasing)
        #expect(options.pixelBudget == .count(0))
        #expect(options == ComparisonOptions.default)
    }

    @Test func invalidThresholdIsRejectedWithMessage() {
        #expect(throws: ComparisonOptionsError.thresholdOutOfRange(1.5)) {
            try ComparisonOptions(threshold: 1.5)
        }
        #expect(throws: ComparisonOptionsError.thresholdOutOfRange(-0.01)) {
            try ComparisonOptions(threshold: -0.01)
        }
        #expect(ComparisonOptionsError.thresholdOutOfRange(1.5).message
                == "Comparison threshold must be between 0 (exact) and 1 (anything passes), got 1.5.")
    }

    @Test func notANumberThresholdIsRejected() {
        guard case .thresholdOutOfRange(let value)? = ComparisonOptions.problem(threshold: .nan, pixelBudget: .count(0)) else {
            Issue.record("NaN threshold was accepted")
            return
        }
        #expect(value.isNaN)
    }

    @Test func invalidPixelBudgetsAreRejectedWithMessage() {
        #expect(throws: ComparisonOptionsError.negativePixelCount(-3)) {
            try ComparisonOptions(pixelBudget: .count(-3))
        }
        #expect(throws: ComparisonOptionsError.pixelRatioOutOfRange(1.2)) {
            try ComparisonOptions(pixelBudget: .ratio(1.2))
        }
        #expect(ComparisonOptionsError.negativePixelCount(-3).description
                == "Pixel budget count must be zero or more, got -3.")
        #expect(ComparisonOptionsError.pixelRatioOutOfRange(1.2).description
                == "Pixel budget ratio must be between 0 and 1 (a fraction of all pixels), got 1.2.")
    }

    @Test func boundaryValuesAreAccepted() throws {
        #expect(ComparisonOptions.problem(threshold: 0, pixelBudget: .ratio(0)) == nil)
        #expect(ComparisonOptions.problem(threshold: 1, pixelBudget: .ratio(1)) == nil)
        _ = try ComparisonOptions(threshold: 1, detectsAntialiasing: false, pixelBudget: .count(0))
    }

    @Test func ratioBudgetRoundsDownToWholePixels() {
        #expect(PixelBudget.ratio(0.03).allowedPixelCount(outOf: 100) == 3)
        #expect(PixelBudget.ratio(0.029).allowedPixelCount(outOf: 100) == 2)
        #expect(PixelBudget.ratio(0.5).allowedPixelCount(outOf: 0) == 0)
        #expect(PixelBudget.count(7).allowedPixelCount(outOf: 5) == 7)
    }
}
