/// The comparison options as `render-theme diff` and `snapshot verify|record` spell them
/// (`--tolerance-de`, `--max-pixels`, `--max-ratio`, `--cross-machine`, `--yiq-threshold`,
/// `--threshold`, `--[no-]antialiasing`), turned into ``ComparisonOptions`` in one place: the
/// ArgumentParser flags of `render-theme` and the hand-read command line of `render-theme-diff`
/// both read them through here, so both judge images alike.
package struct ComparisonFlagValues: Sendable, Equatable {
    package var toleranceDE: Double?
    package var maxPixels: Int?
    package var maxRatio: Double?
    package var crossMachine = false
    package var yiqThreshold: Double?
    package var threshold: Double?
    package var antialiasing: Bool?

    package init(
        toleranceDE: Double? = nil, maxPixels: Int? = nil, maxRatio: Double? = nil, crossMachine: Bool = false,
        yiqThreshold: Double? = nil, threshold: Double? = nil, antialiasing: Bool? = nil
    ) {
        (self.toleranceDE, self.maxPixels, self.maxRatio, self.crossMachine) = (toleranceDE, maxPixels, maxRatio, crossMachine)
        (self.yiqThreshold, self.threshold, self.antialiasing) = (yiqThreshold, threshold, antialiasing)
    }

    /// Whether the flags ask for the cross-machine (YIQ) mode.
    package var isCrossMachine: Bool { crossMachine || yiqThreshold != nil || threshold != nil }

    /// The pixel budget the flags ask for.
    package var budget: PixelBudget {
        if let maxRatio { return .ratio(maxRatio) }
        return .count(maxPixels ?? 0)
    }

    /// The first combination of flags that cannot be given together, worded for the user, or nil.
    package var conflict: String? {
        if maxPixels != nil && maxRatio != nil { return "give either --max-pixels or --max-ratio, not both" }
        if toleranceDE != nil && isCrossMachine {
            return "--tolerance-de is the CIEDE2000 tolerance; the cross-machine mode uses --yiq-threshold instead; give one of them"
        }
        if antialiasing != nil && !isCrossMachine {
            return "--antialiasing / --no-antialiasing apply to the cross-machine mode; add --cross-machine"
        }
        if yiqThreshold != nil && threshold != nil { return "--threshold is the old name of --yiq-threshold; give one of them" }
        return nil
    }

    /// The options the flags ask for, or nil when none was given (then each theme's `snapshot:`
    /// settings apply, else an exact comparison).
    package func options() throws(ComparisonOptionsError) -> ComparisonOptions? {
        if isCrossMachine {
            return try ComparisonOptions(
                yiqThreshold: yiqThreshold ?? threshold ?? 0.1, detectsAntialiasing: antialiasing ?? true, pixelBudget: budget)
        }
        guard toleranceDE != nil || maxPixels != nil || maxRatio != nil else { return nil }
        return try ComparisonOptions(toleranceDE: toleranceDE ?? 0, pixelBudget: budget)
    }
}
