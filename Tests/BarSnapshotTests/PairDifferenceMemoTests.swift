import Testing

@testable import BarPixels

/// The memo of measured pixel pairs gives exactly what the formulas give, on hits, misses and slots
/// shared by different pairs and colours.
@Suite struct PairDifferenceMemoTests {
    @Test func everyLookupEqualsTheFormulas() {
        var generator = SystemRandomNumberGenerator()
        // Few colours, so pairs and colours repeat and collide in the tables.
        let palette = (0..<300).map { _ in
            PixelColor(
                r: .random(in: 0...255, using: &generator), g: .random(in: 0...255, using: &generator),
                b: .random(in: 0...255, using: &generator), a: [0, 1, 128, 254, 255].randomElement(using: &generator)!)
        }
        func word(_ color: PixelColor) -> UInt32 {
            UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        }
        var memo = PairDifferenceMemo()
        for _ in 0..<40_000 {
            let first = palette.randomElement(using: &generator)!, second = palette.randomElement(using: &generator)!
            guard word(first) != word(second) else { continue }
            let found = memo.differences(word(first), word(second), first, second)
            #expect(found.delta.bitPattern == ColorDifference.normalizedDelta(first, second).bitPattern, "\(first) \(second)")
            #expect(found.deltaE.bitPattern == CIEDE2000.difference(first, second).bitPattern, "\(first) \(second)")
        }
    }
}
