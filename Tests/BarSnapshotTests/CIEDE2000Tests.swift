import Testing

@testable import BarPixels
@testable import BarSnapshot

/// CIEDE2000 against the test data published with Sharma, Wu and Dalal's implementation notes
/// (2005), which exercise the hue wrap-around and the rotation term.
@Suite struct CIEDE2000Tests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let first: CIEDE2000.Lab
        let second: CIEDE2000.Lab
        let expected: Double
        var testDescription: String { "\(first) / \(second) → \(expected)" }
    }

    static let pairs: [Pair] = [
        Pair(first: .init(l: 50, a: 2.6772, b: -79.7751), second: .init(l: 50, a: 0, b: -82.7485), expected: 2.0425),
        Pair(first: .init(l: 50, a: 3.1571, b: -77.2803), second: .init(l: 50, a: 0, b: -82.7485), expected: 2.8615),
        Pair(first: .init(l: 50, a: 2.8361, b: -74.0200), second: .init(l: 50, a: 0, b: -82.7485), expected: 3.4412),
        Pair(first: .init(l: 50, a: -1.3802, b: -84.2814), second: .init(l: 50, a: 0, b: -82.7485), expected: 1.0000),
        Pair(first: .init(l: 50, a: 0, b: 0), second: .init(l: 50, a: -1, b: 2), expected: 2.3669),
        Pair(first: .init(l: 50, a: 2.49, b: -0.001), second: .init(l: 50, a: -2.49, b: 0.0009), expected: 7.1792),
        Pair(first: .init(l: 50, a: 2.5, b: 0), second: .init(l: 73, a: 25, b: -18), expected: 27.1492),
        Pair(first: .init(l: 60.2574, a: -34.0099, b: 36.2677), second: .init(l: 60.4626, a: -34.1751, b: 39.4387), expected: 1.2644),
        Pair(first: .init(l: 2.0776, a: 0.0795, b: -1.1350), second: .init(l: 0.9033, a: -0.0636, b: -0.5514), expected: 0.9082),
    ]

    @Test(arguments: pairs)
    func matchesThePublishedValue(_ pair: Pair) {
        #expect(abs(CIEDE2000.difference(pair.first, pair.second) - pair.expected) < 0.0001)
        #expect(abs(CIEDE2000.difference(pair.second, pair.first) - pair.expected) < 0.0001, "symmetric")
    }

    @Test func sRGBWhiteAndBlackAreTheEndsOfLightness() {
        let white = CIEDE2000.lab(PixelColor(r: 255, g: 255, b: 255))
        let black = CIEDE2000.lab(PixelColor(r: 0, g: 0, b: 0))
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(black.l) < 0.01)
    }

    @Test func aOneStepBrandColourChangeIsSmallButNotZero() {
        let delta = CIEDE2000.difference(PixelColor(r: 0x00, g: 0x77, b: 0xB6), PixelColor(r: 0x00, g: 0x78, b: 0xB6))
        #expect(delta > 0.05 && delta < 1.0)
        #expect(CIEDE2000.difference(PixelColor(r: 0x00, g: 0x77, b: 0xB6), PixelColor(r: 0x00, g: 0x88, b: 0xC6)) > 3)
    }

    @Test func transparentPixelsAreComparedOverWhite() {
        #expect(CIEDE2000.difference(PixelColor(r: 0, g: 0, b: 0, a: 0), PixelColor(r: 255, g: 255, b: 255)) < 0.0001)
    }
}
