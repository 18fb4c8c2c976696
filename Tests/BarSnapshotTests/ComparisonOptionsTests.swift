import BarSnapshot
import Testing

@Suite("Comparison options")
struct ComparisonOptionsTests {
    @Test func theDefaultIsExact() {
        let options = ComparisonOptions.default
        #expect(options == .exact)
        #expect(options.metric == .deltaE2000)
        #expect(options.threshold == 0)
        #expect(!options.detectsAntialiasing)
        #expect(options.pixelBudget == .count(0))
        #expect(options.isExact)
    }

    @Test func crossMachineIsPixelmatchsDefaults() {
        let options = ComparisonOptions.crossMachine
        #expect(options.metric == .yiq)
        #expect(options.threshold == 0.1)
        #expect(options.detectsAntialiasing)
        #expect(!options.isExact)
    }

    @Test func invalidTolerancesAreRejectedWithMessage() {
        #expect(throws: ComparisonOptionsError.toleranceOutOfRange(101)) { try ComparisonOptions(toleranceDE: 101) }
        #expect(throws: ComparisonOptionsError.toleranceOutOfRange(-1)) { try ComparisonOptions(toleranceDE: -1) }
        #expect(throws: ComparisonOptionsError.thresholdOutOfRange(1.5)) { try ComparisonOptions(yiqThreshold: 1.5) }
        #expect(
            ComparisonOptionsError.thresholdOutOfRange(1.5).message
                == "The YIQ threshold must be between 0 (exact) and 1 (anything passes), got 1.5.")
        #expect(
            ComparisonOptionsError.toleranceOutOfRange(101).message.hasPrefix(
                "The ΔE2000 tolerance must be between 0 (exact) and 100, got 101.0"))
    }

    @Test func notANumberIsRejected() {
        guard
            case .toleranceOutOfRange(let value)? = ComparisonOptions.problem(metric: .deltaE2000, threshold: .nan, pixelBudget: .count(0))
        else {
            Issue.record("a NaN tolerance was accepted")
            return
        }
        #expect(value.isNaN)
        guard case .thresholdOutOfRange? = ComparisonOptions.problem(metric: .yiq, threshold: .nan, pixelBudget: .count(0)) else {
            Issue.record("a NaN YIQ threshold was accepted")
            return
        }
    }

    @Test func invalidPixelBudgetsAreRejectedWithMessage() {
        #expect(throws: ComparisonOptionsError.negativePixelCount(-3)) {
            try ComparisonOptions(pixelBudget: .count(-3))
        }
        #expect(throws: ComparisonOptionsError.pixelRatioOutOfRange(1.2)) {
            try ComparisonOptions(pixelBudget: .ratio(1.2))
        }
        #expect(
            ComparisonOptionsError.negativePixelCount(-3).description
                == "Pixel budget count must be zero or more, got -3.")
        #expect(
            ComparisonOptionsError.pixelRatioOutOfRange(1.2).description
                == "Pixel budget ratio must be between 0 and 1 (a fraction of all pixels), got 1.2.")
    }

    @Test func boundaryValuesAreAccepted() throws {
        #expect(ComparisonOptions.problem(metric: .deltaE2000, threshold: 0, pixelBudget: .ratio(0)) == nil)
        #expect(ComparisonOptions.problem(metric: .deltaE2000, threshold: 100, pixelBudget: .ratio(1)) == nil)
        #expect(ComparisonOptions.problem(metric: .yiq, threshold: 1, pixelBudget: .ratio(1)) == nil)
        _ = try ComparisonOptions(yiqThreshold: 1, detectsAntialiasing: false, pixelBudget: .count(0))
        #expect(try ComparisonOptions(toleranceDE: 0).isExact)
        #expect(try !ComparisonOptions(toleranceDE: 0.5).isExact)
        #expect(try !ComparisonOptions(pixelBudget: .count(1)).isExact)
    }

    @Test func ratioBudgetRoundsDownToWholePixels() {
        #expect(PixelBudget.ratio(0.03).allowedPixelCount(outOf: 100) == 3)
        #expect(PixelBudget.ratio(0.029).allowedPixelCount(outOf: 100) == 2)
        #expect(PixelBudget.ratio(0.5).allowedPixelCount(outOf: 0) == 0)
        #expect(PixelBudget.count(7).allowedPixelCount(outOf: 5) == 7)
    }
}
