/// A resolved text shadow (`NSShadow`): colour, offset in points, blur radius in points.
public struct TextShadow: Hashable, Sendable, CustomStringConvertible {
    public var color: RGBAColor
    public var offset: Offset
    public var blurRadius: Double

    public init(color: RGBAColor, offset: Offset, blurRadius: Double) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }

    /// No shadow: UIKit's default for iOS 7+ titles.
    public static let none = TextShadow(color: .clear, offset: .zero, blurRadius: 0)

    /// Whether drawing this shadow would change any pixel.
    public var isVisible: Bool { color.alpha > 0 }

    public var description: String {
        isVisible
            ? "\(color) offset [\(ThemeNumber.format(offset.x)), \(ThemeNumber.format(offset.y))] blur \(ThemeNumber.format(blurRadius))"
            : "none"
    }
}
