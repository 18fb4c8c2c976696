import Foundation

/// The colour spaces of the Design Tokens Color Module converted to sRGB here, with the CSS Color 4
/// formulas the module refers to. Components are as the module writes them: `srgb` and
/// `srgb-linear` 0-1; `hsl` and `hwb` a hue in degrees and two percentages 0-100; `oklab` L 0-1
/// with a and b; `oklch` L 0-1, chroma, hue in degrees. Results may fall outside 0-1 (out of
/// the sRGB gamut); the caller clips them.
enum DesignTokenColorSpaces {
    static let converted = ["srgb", "srgb-linear", "hsl", "hwb", "oklab", "oklch"]

    static func sRGB(space: String, _ c0: Double, _ c1: Double, _ c2: Double) -> (Double, Double, Double)? {
        switch space {
        case "srgb": return (c0, c1, c2)
        case "srgb-linear": return (encode(c0), encode(c1), encode(c2))
        case "hsl": return hsl(hue: c0, saturation: c1 / 100, lightness: c2 / 100)
        case "hwb":
            let white = c1 / 100, black = c2 / 100
            if white + black >= 1 {
                let grey = white / (white + black)
                return (grey, grey, grey)
            }
            let pure = hsl(hue: c0, saturation: 1, lightness: 0.5)
            let scale = 1 - white - black
            return (pure.0 * scale + white, pure.1 * scale + white, pure.2 * scale + white)
        case "oklab": return oklab(c0, c1, c2)
        case "oklch":
            let radians = c2 * .pi / 180
            return oklab(c0, c1 * cos(radians), c1 * sin(radians))
        default: return nil
        }
    }

    /// The sRGB transfer function (linear light → encoded), odd-extended for negative values.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// CSS Color 4 `hslToRgb`, saturation and lightness 0-1.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// Oklab → linear sRGB (Björn Ottosson's matrices, as CSS Color 4 uses them) → sRGB.
    static func oklab(_ l: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l1 = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m1 = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s1 = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
        let red = 4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1
        let green = -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1
        let blue = -0.0041960863 * l1 - 0.7034186147 * m1 + 1.7076147010 * s1
        return (encode(red), encode(green), encode(blue))
    }
}
