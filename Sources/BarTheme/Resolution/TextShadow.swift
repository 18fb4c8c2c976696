/// A resolved text shadow (`NSShadow`): colour, offset in points, blur radius in points.
public struct TextShadow: Hashable, Sendable, CustomStringConvertible {
    /// The shadow colour.
    public var color: RGBAColor
    /// The offset in points (x right, y down).
    public var offset: Offset
    /// The blur radius in points.
    public var blurRadius: Double

    /// A shadow of `color`, moved by `offset` and blurred by `blurRadius`.
    public init(color: RGBAColor, offset: Offset, blurRadius: Double) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }

    /// No shadow: UIKit's default for iOS 7+ titles.
    public static let none = TextShadow(color: .clear, offset: .zero, blurRadius: 0)

    /// The standard deviation of the Gaussian blur drawn for `blurRadius`, in points: half the
    /// radius (BarTheme's reading of `NSShadow.shadowBlurRadius`, ❓ not measured). The renderer
    /// blurs by this, converted to pixels.
    public var blurSigma: Double { blurRadius / 2 }

    /// Whether drawing this shadow would change any pixel.
    public var isVisible: Bool { color.alpha > 0 }

    /// The shadow as `explain` prints it.
    public var description: String {
        isVisible
            ? "\(color) offset [\(ThemeNumber.format(offset.x)), \(ThemeNumber.format(offset.y))] blur \(ThemeNumber.format(blurRadius))"
            : "none"
    }
}
