/// The differences of pixel pairs already measured in one comparison, so each distinct pair costs one
/// CIEDE2000 and each distinct colour one CIELAB conversion: a glass bar's shadows make a few thousand
/// distinct pairs out of hundreds of thousands of differing pixels, and the CIELAB conversion
/// (`pow`, `cbrt`) is half of a CIEDE2000 (docs/PERFORMANCE.md, "diff"). Direct-mapped tables
/// keyed by the pixels' words: a miss computes exactly what ``ImageComparison`` computed before, so
/// the figures are the same bit for bit.
struct PairDifferenceMemo {
    private static let pairSlots = 1 << 12, colorSlots = 1 << 10

    private var pairKeys = [UInt64](repeating: 0, count: pairSlots)
    private var pairFilled = [Bool](repeating: false, count: pairSlots)
    private var pairValues = [(delta: Double, deltaE: Double)](repeating: (0, 0), count: pairSlots)
    private var colorKeys = [UInt32](repeating: 0, count: colorSlots)
    private var colorFilled = [Bool](repeating: false, count: colorSlots)
    private var colorValues = [CIEDE2000.Lab](repeating: CIEDE2000.Lab(l: 0, a: 0, b: 0), count: colorSlots)

    /// The YIQ delta (`ColorDifference.normalizedDelta`) and ΔE2000 (`CIEDE2000.difference`) of two
    /// different pixels, given as their words and colours.
    mutating func differences(_ first: UInt32, _ second: UInt32, _ firstColor: PixelColor, _ secondColor: PixelColor)
        -> (delta: Double, deltaE: Double)
    {
        let key = UInt64(first) << 32 | UInt64(second)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52)
        if pairFilled[slot] && pairKeys[slot] == key { return pairValues[slot] }
        let delta = ColorDifference.normalizedDelta(firstColor, secondColor)
        let deltaE = firstColor == secondColor ? 0 : CIEDE2000.difference(lab(first, firstColor), lab(second, secondColor))
        pairKeys[slot] = key
        pairFilled[slot] = true
        pairValues[slot] = (delta, deltaE)
        return (delta, deltaE)
    }

    /// `CIEDE2000.lab(color)`, from the table when `word` was converted before.
    private mutating func lab(_ word: UInt32, _ color: PixelColor) -> CIEDE2000.Lab {
        let slot = Int(truncatingIfNeeded: (UInt64(word) &* 0x9E37_79B9_7F4A_7C15) >> 54)
        if colorFilled[slot] && colorKeys[slot] == word { return colorValues[slot] }
        let lab = CIEDE2000.lab(color)
        colorKeys[slot] = word
        colorFilled[slot] = true
        colorValues[slot] = lab
        return lab
    }
}
