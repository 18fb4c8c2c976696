import BarRender
import BarSnapshot
import Testing

@Suite("Anti-aliasing detection")
struct AntialiasingDetectorTests {
    typealias F = RasterFixtures
    static let grey = PixelColor(grey: 128)

    /// Rows 0–3 black, rows 4–7 white.
    static func horizontalEdge() -> Raster {
        F.painting(F.filled(8, 8, F.white), F.black, at: (0..<32).map { (x: $0 % 8, y: $0 / 8) })
    }

    @Test func horizontalAntialiasedRowIsRecognised() {
        let smoothed = F.painting(Self.horizontalEdge(), Self.grey, at: (0..<8).map { (x: $0, y: 3) })
        let result = ImageComparison.compare(Self.horizontalEdge(), smoothed, options: .crossMachine)
        #expect(result.antialiasedPixelCount == 8)
        #expect(result.differentPixelCount == 0)
        #expect(F.pixel(result.diff, x: 5, y: 3) == PixelColor(r: 255, g: 255, b: 0))
    }

    @Test func slopeWithThreeEqualNeighboursIsNotAntialiasing() {
        // Same grey row, plus one grey pixel below it at (2, 4): pixels (1, 3), (2, 3) and (3, 3) now
        // have three neighbours of their own brightness, so they are not on a slope; nor is (2, 4),
        // a grey pixel in the white area. The other five grey pixels are still anti-aliasing.
        let smoothed = F.painting(Self.horizontalEdge(), Self.grey, at: (0..<8).map { (x: $0, y: 3) } + [(x: 2, y: 4)])
        let result = ImageComparison.compare(Self.horizontalEdge(), smoothed, options: .crossMachine)
        #expect(F.pixel(result.diff, x: 3, y: 3) == PixelColor(r: 255, g: 0, b: 0))
        #expect(F.pixel(result.diff, x: 5, y: 3) == PixelColor(r: 255, g: 255, b: 0))
        #expect(F.pixel(result.diff, x: 2, y: 4) == PixelColor(r: 255, g: 0, b: 0))
        #expect(F.pixel(result.diff, x: 0, y: 3) == PixelColor(r: 255, g: 255, b: 0))
        #expect(result.differentPixelCount == 4)
        #expect(result.antialiasedPixelCount == 5)
        #expect(result.outcome == .different)
    }

    @Test func changedPixelInAFlatAreaIsNotAntialiasing() {
        let reference = F.filled(8, 8, F.white)
        let actual = F.painting(reference, Self.grey, at: [(4, 4), (0, 0)])
        let result = ImageComparison.compare(reference, actual, options: .crossMachine)
        #expect(result.differentPixelCount == 2)
        #expect(result.antialiasedPixelCount == 0)
    }
}
