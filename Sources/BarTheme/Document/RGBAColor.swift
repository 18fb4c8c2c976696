/// A colour in sRGB with straight alpha, each component in 0...1.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), not premultiplied.
    public var alpha: Double

    /// A colour from 0...1 components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0...255 channels and a 0...1 alpha, as design tools show them.
    public init(r: Int, g: Int, b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// A grey, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBAColor(white: 0)
    /// Opaque white.
    public static let white = RGBAColor(white: 1)
    /// Fully transparent.
    public static let clear = RGBAColor(white: 0, alpha: 0)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// This colour composited (source-over) on top of `below`.
    public func over(_ below: RGBAColor) -> RGBAColor {
        let a = alpha + below.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * below.alpha * (1 - alpha)) / a
        }
        return RGBAColor(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: a)
    }

    /// WCAG relative luminance of the opaque colour.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (when not opaque), rounded to 8-bit channels.
    public var description: String {
        func hex(_ v: Double) -> String {
            let byte = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
