import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarRender

/// `sun.max.fill`'s stand-in fills its box, as every stand-in does (docs/UIKIT.md §10.13): its four
/// straight rays reach the box's edges. BookRank (fit, its `.automatic` `sun.max.fill` Button at
/// 414 pt, 456b69a, measured by `Scripts/lib/fidelity_ios26.py`'s ink rule) draws 23.67 × 23.67 pt of
/// ink, 360.33-384.00 × 54.00-77.67; TangoKado (fit) 23.00 × 23.33. On main before, the rays ended at
/// 0.48 of the box and the stand-in's ink was 22.67 × 22.67 pt, 1.0 pt short.
@Suite struct SunStandInTests {
    @Test func theSunsInkIsItsBox() throws {
        let theme = Repository.url("Tests/Fixtures/Calibration/ios26/bookrank.yaml")
        let loaded = try ThemeLoader.load(path: theme.path)
        let job = try #require(RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "library-414").first)
        let raster = try BarRenderer().render(job).raster
        let ink = try #require(PingFangInkTests.inkBox(raster, scale: job.variant.scale, window: [356, 50, 388, 82]))
        #expect(abs((ink[2] - ink[0]) - 23.67) <= 0.34, "width \(ink)")
        #expect(abs((ink[3] - ink[1]) - 23.67) <= 0.34, "height \(ink)")
    }
}
