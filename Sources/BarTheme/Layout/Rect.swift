/// A rectangle in points, origin top-left, y down (UIKit's coordinate system).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points (y grows downwards).
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A rectangle with its top-left corner at (`x`, `y`) and the given size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// The rectangle with its left and right edges moved to the nearest pixel at `scale` (pixels per
    /// point): where UIKit's layout puts a view whose frame it computed with fractions of a pixel, as
    /// Auto Layout does (docs/UIKIT.md §10.4, "Frames on the pixel grid"). The top and bottom stay.
    public func horizontallyAligned(toPixelsAt scale: Double) -> Rect {
        let left = (x * scale).rounded()
        let right = (maxX * scale).rounded()
        return Rect(x: left / scale, y: y, width: (right - left) / scale, height: height)
    }

    /// `(x, y, width × height)`, for messages and tests.
    public var description: String {
        "(\(ThemeNumber.format(x)), \(ThemeNumber.format(y)), \(ThemeNumber.format(width)), \(ThemeNumber.format(height)))"
    }
}
