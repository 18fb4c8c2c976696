/// A bar laid out in points: every frame the painter draws, and nothing it has to decide.
public struct BarLayout: Hashable, Sendable {
    /// The whole image in points: the bar plus, for `topAttached`, the status-bar extension.
    public var size: Size
    /// Pixels per point.
    public var scale: Int
    /// What a translucent bar shows through, filling the whole image.
    public var backdrop: RGBAColor
    /// The bar background area and its layers.
    public var background: Rect
    public var backgroundLayers: [RGBAColor]
    /// The bar's content band (below the status bar).
    public var contentFrame: Rect
    /// The hairline: one physical pixel, on the image's last pixel row for a top bar.
    public var hairline: Rect
    public var hairlineColor: RGBAColor
    /// The back chevron's frame and colour, when a back button shows.
    public var backChevron: Rect?
    public var chevronColor: RGBAColor
    /// Text runs: title, back title, item titles.
    public var texts: [TextRun]

    /// The image size in pixels.
    public var pixelWidth: Int { Int((size.width * Double(scale)).rounded()) }
    public var pixelHeight: Int { Int((size.height * Double(scale)).rounded()) }
}

/// A width and height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// One line of text placed in the bar.
public struct TextRun: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        case title, backTitle, leftItem, rightItem
    }

    public var role: Role
    public var text: String
    public var style: TextStyle
    /// The line box: text starts at `frame.x` and is cut with a tail ellipsis at `frame.maxX`.
    public var frame: Rect
    /// Whether the text was wider than its frame (drawn with an ellipsis).
    public var isTruncated: Bool
}
