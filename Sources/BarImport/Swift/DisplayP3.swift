import BarTheme
import Foundation

/// `UIColor(displayP3Red:green:blue:alpha:)` (what Xcode's colour picker writes for a Display P3
/// colour) converted to the theme's sRGB: both spaces share the sRGB transfer curve, so the channels
/// are linearised, taken through CIE XYZ (D65) with CSS Color 4's matrices for `display-p3` and
/// `srgb`, and encoded again. A P3 colour inside sRGB's gamut converts exactly (to the 8-bit hex the
/// theme writes); one outside it is clipped to the nearest sRGB channel values, and `clipped` says so.
enum DisplayP3 {
    static let toXYZ: [[Double]] = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]
    static let fromXYZToSRGB: [[Double]] = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]

    /// The sRGB channels (0…1) of a Display P3 colour, and whether any had to be clipped.
    static func sRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double, clipped: Bool) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).pow(2.4) }
        func encoded(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * c.pow(1 / 2.4) - 0.055 }
        func times(_ m: [[Double]], _ v: [Double]) -> [Double] { m.map { row in zip(row, v).map(*).reduce(0, +) } }
        let xyz = times(toXYZ, [red, green, blue].map(linear))
        let out = times(fromXYZToSRGB, xyz).map(encoded)
        // Rounding noise of the two matrices is far below one 8-bit step; only real excursions count.
        let clipped = out.contains { $0 < -0.0005 || $0 > 1.0005 }
        let c = out.map { min(1, max(0, $0)) }
        return (c[0], c[1], c[2], clipped)
    }
}

extension Double {
    fileprivate func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}
