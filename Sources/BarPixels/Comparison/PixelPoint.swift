import Foundation

/// A pixel's position in an image, from the top-left corner.
public struct PixelPoint: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// Pixels from the left edge.
    public var x: Int
    /// Pixels from the top edge.
    public var y: Int

    /// The pixel `x` pixels from the left and `y` from the top.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `(120, 40)`.
    public var description: String { "(\(x), \(y))" }

    /// The position in points at `scale`: `(40, 13.33)`.
    public func points(scale: Int) -> String {
        func value(_ v: Int) -> String {
            let points = Double(v) / Double(max(scale, 1))
            return points == points.rounded() ? String(Int(points)) : String(format: "%.2f", points)
        }
        return "(\(value(x)), \(value(y)))"
    }
}
