/// A rectangle in points, origin top-left, y down (UIKit's coordinate system).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    public var description: String {
        "(\(ThemeNumber.format(x)), \(ThemeNumber.format(y)), \(ThemeNumber.format(width)), \(ThemeNumber.format(height)))"
    }
}
