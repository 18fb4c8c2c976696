import Foundation

/// A pixel's position in an image, from the top-left corner.
public struct PixelPoint: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int

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
