/// The size of a raster in physical pixels.
public struct PixelSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size from a width and a height in pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Number of pixels covered, `width * height`.
    public var area: Int { width * height }

    /// Reads as `1125×192 px`.
    public var description: String { "\(width)×\(height) px" }
}
