import Foundation

/// The CIEDE2000 colour difference (ΔE00, CIE 142-2001, in the formulation of Sharma, Wu and
/// Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes", 2005), between sRGB
/// colours. About 1.0 is the smallest difference most people notice side by side.
///
/// Pixels with alpha are composited over white first (how a reviewer sees a PNG on a page), then
/// converted sRGB → linear → XYZ (D65) → CIELAB.
public enum CIEDE2000 {
    /// A colour in CIELAB (D65 white).
    public struct Lab: Hashable, Sendable {
        /// Lightness, 0 (black) to 100 (white).
        public var l: Double
        /// Green (negative) to red (positive).
        public var a: Double
        /// Blue (negative) to yellow (positive).
        public var b: Double

        /// A colour with lightness `l` and the opponent axes `a` and `b`.
        public init(l: Double, a: Double, b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }
    }

    /// ΔE00 between two RGBA8 pixels (straight alpha).
    public static func difference(_ first: PixelColor, _ second: PixelColor) -> Double {
        if first == second { return 0 }
        return difference(lab(first), lab(second))
    }

    /// The CIELAB value of an RGBA8 pixel composited over white.
    public static func lab(_ pixel: PixelColor) -> Lab {
        let alpha = Double(pixel.a) / 255
        func channel(_ value: UInt8) -> Double {
            let srgb = (Double(value) / 255) * alpha + (1 - alpha)
            return srgb <= 0.04045 ? srgb / 12.92 : pow((srgb + 0.055) / 1.055, 2.4)
        }
        let r = channel(pixel.r), g = channel(pixel.g), b = channel(pixel.b)
        // sRGB (D65) to XYZ, normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / 1.0
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// ΔE00 between two CIELAB colours (k_L = k_C = k_H = 1).
    public static func difference(_ lab1: Lab, _ lab2: Lab) -> Double {
        let c1 = hypot(lab1.a, lab1.b), c2 = hypot(lab2.a, lab2.b)
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - sqrt(meanC7 / (meanC7 + pow(25, 7))))
        let a1 = (1 + g) * lab1.a, a2 = (1 + g) * lab2.a
        let cp1 = hypot(a1, lab1.b), cp2 = hypot(a2, lab2.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(lab1.b, a1), h2 = hue(lab2.b, a2)

        let deltaL = lab2.l - lab1.l
        let deltaC = cp2 - cp1
        var deltaHue = 0.0
        if cp1 * cp2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * sqrt(cp1 * cp2) * sin(deltaHue / 2 * .pi / 180)

        let meanL = (lab1.l + lab2.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanH = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanH = (h1 + h2) / 2
            } else {
                meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let t =
            1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
            - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * sqrt(meanCp7 / (meanCp7 + pow(25, 7)))
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaH / sh
        return sqrt(l * l + c * c + h * h + rt * c * h)
    }
}
