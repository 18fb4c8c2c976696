import BarTheme
import Testing

@testable import BarRender

/// The platters' shadow below an `ios26` navigation bar, as drawn (docs/UIKIT.md §10.12): the rows
/// under the back button's circle against the ones measured on YOM's iOS 26.2 captures (R1, a
/// white screen, 402 pt, 62 pt status bar).
@Suite struct PlatterShadowRenderTests {
    let theme = """
        scenes:
          - name: s
            statusBarHeight: 62
            atScrollEdge: true
            backdrop: "#FFFFFF"
            items: [ { title: Archive }, { title: Retrieval } ]
        """
    let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 62)

    /// The mean grey of the 1 pt block at (x, y) in points.
    func grey(_ raster: Raster, x: Double, y: Double) -> Double {
        var sum = 0
        for j in 0..<3 {
            for i in 0..<3 {
                let offset = ((Int(y * 3) + j) * raster.width + Int(x * 3) + i) * 4
                sum += (0..<3).reduce(0) { $0 + Int(raster.pixels[offset + $1]) }
            }
        }
        return Double(sum) / 27
    }

    @Test func theShadowUnderTheBackButtonMatchesTheMeasuredRowsBelowTheBar() throws {
        let output = try BarRenderer().render(try job(theme, variant: variant, era: nil))
        // 62 + 54 pt bar, then 30 pt of the platters' shadow band.
        #expect(output.raster.height == 146 * 3)
        // Measured under the circle (x 38): 244 just below it (y 106), 248 at the bar's bottom
        // (116), 249 4 pt below the bar, 252 12 pt below; 22 pt to the side (x 60) 249, 251, 252, 253.
        let measured: [(x: Double, y: Double, grey: Double)] = [
            (38, 106, 244), (38, 116, 248), (38, 120, 249), (38, 128, 252), (60, 106, 248.7), (60, 116, 251), (60, 120, 252),
            (60, 128, 253),
        ]
        for row in measured {
            let drawn = grey(output.raster, x: row.x, y: row.y)
            #expect(abs(drawn - row.grey) <= 1.05, "(\(row.x), \(row.y)): drawn \(drawn), measured \(row.grey)")
        }
        // Away from the platters the band is the backdrop.
        #expect(grey(output.raster, x: 200, y: 140) == 255)
    }

    @Test func croppedToTheBarTheBandIsLeftOut() throws {
        let output = try BarRenderer(includesShadowBand: false).render(try job(theme, variant: variant, era: nil))
        #expect(output.raster.height == 116 * 3)
    }
}
