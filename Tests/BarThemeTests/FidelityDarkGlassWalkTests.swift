import Foundation
import Testing

/// `Scripts/lib/fidelity_ios26.py`'s `platter` walk (the iOS 26 and tab bar tables measure a glass
/// platter's box with it, docs/FIDELITY.md): on dark glass one code value on one channel is already
/// more than the walk's ΔE 0.5 ((27,28,44) to (27,28,43): 0.53), and UIKit's dark glass drifts by such
/// steps across its face, so the walk stopped inside the glass: dinIslam's sheet capsule read 34 pt tall
/// where its rims are 42 pt apart (#39 session 26).
@Suite struct FidelityDarkGlassWalkTests {
    /// What `platter` prints for a 20 × 20 pixel image at scale 1, walked from its centre.
    func platterBox(_ pixels: String) throws -> String {
        try FidelityMeasurer.printed(
            importing: "platter",
            "platter(\(pixels), 1, (10, 10), (0, 0, 20, 20), {k: (10, 10) for k in ('left', 'right', 'top', 'bottom')})")
    }

    /// A dark platter: the bar (9,9,23) outside, a one-pixel rim (52,54,90) at 2 and 17, glass
    /// (27,28,44) inside with `band` two pixels wide at 5-6 on both axes.
    func darkPlatter(band: String) -> String {
        "[[(9, 9, 23) if min(x, y) < 2 or max(x, y) > 17 else (52, 54, 90) if min(x, y) == 2 or max(x, y) == 17 "
            + "else \(band) if x in (5, 6) or y in (5, 6) else (27, 28, 44) for x in range(20)] for y in range(20)]"
    }

    @Test func aOneValueDriftInDarkGlassIsNotItsEdge() throws {
        // The walk goes on to the rim on every side: the glass is 3-17 on both axes.
        #expect(try platterBox(darkPlatter(band: "(27, 28, 43)")) == "(3.0, 3.0, 17.0, 17.0)")
    }

    @Test func aLargerStepInDarkGlassStillEndsTheWalk() throws {
        // Two values off on a channel is not the capture's quantisation: the walk ends before the band.
        #expect(try platterBox(darkPlatter(band: "(27, 28, 41)")) == "(7.0, 7.0, 17.0, 17.0)")
    }
}
