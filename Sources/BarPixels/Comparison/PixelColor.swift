/// One RGBA8 pixel with straight (non-premultiplied) alpha.
///
/// The same layout as four consecutive bytes of a `Raster`: red, green, blue, alpha.
public struct PixelColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Red channel, 0...255.
    public var r: UInt8
    /// Green channel, 0...255.
    public var g: UInt8
    /// Blue channel, 0...255.
    public var b: UInt8
    /// Alpha channel, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// Creates a colour from its four channels; alpha defaults to opaque.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Opaque grey with all three colour channels set to `level`.
    public init(grey level: UInt8) {
        self.init(r: level, g: level, b: level)
    }

    /// `rgba(r, g, b, a)`, for test failures and logs.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
