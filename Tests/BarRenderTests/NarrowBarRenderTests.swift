import BarTheme
import Foundation
import Testing

@testable import BarRender

/// Theme libraries snapshot-test bare bars far narrower than a screen (a 20 x 44 pt
/// `UINavigationBar`, for instance): any width from 1 pt renders; lint warns below 320
/// (docs/UIKIT.md §1.1).
@Suite struct NarrowBarRenderTests {
    @Test(arguments: [1.0, 20, 319])
    func aBareBarOfAnyWidthRenders(_ width: Double) throws {
        let yaml = """
            navigationBar: { barTintColor: "#EA5630", translucent: false }
            scenes: [ { name: s, items: [ { title: A rather long title } ], variants: { widths: [\(width)] } } ]
            """
        let output = try BarRenderer().render(try job(yaml, variant: Variant(position: .top, width: width, scale: 2)))
        #expect(output.raster.width == Int((width * 2).rounded()))
        #expect(output.raster.height == 89)
        #expect(Array(output.raster.pixels[0..<4]) == [0xEA, 0x56, 0x30, 255])
    }
}
