/// A drawn bar as plain pixels: the stage between drawing and PNG encoding.
///
/// Pixels are 8-bit RGBA with straight (non-premultiplied) alpha, stored row by row from the
/// top-left corner with no padding, so `pixels.count == width * height * 4`.
public struct Raster: Sendable, Equatable {
    /// Width in physical pixels.
    public let width: Int
    /// Height in physical pixels.
    public let height: Int
    /// RGBA8 bytes, straight alpha, row-major, `width * 4` bytes a row.
    public var pixels: [UInt8]

    /// The longest side, in pixels, of an image BarTheme draws or reads (`CairoCanvas`, the PNG readers).
    package static let maximumEdge = 8192

    /// Creates a raster from existing RGBA8 bytes; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4,
            "Raster needs width * height * 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates a raster filled with one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "Raster size must not be negative")
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
            }
        }
        self.init(width: width, height: height, pixels: bytes)
    }
}
