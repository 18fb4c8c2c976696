/// Everything needed to measure and draw one run of bar text.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: FontDescriptor
    /// The text colour.
    public var color: RGBAColor
    /// Extra space between letters, in points (docs/UIKIT.md §2.4 tracking).
    public var tracking: Double
    /// The text shadow (``TextShadow/none`` for none).
    public var shadow: TextShadow

    /// A style with `font`, `color`, letter spacing (`nil`: the font's default tracking for its size,
    /// San Francisco's where Inter stands in for it: `TrackingTable.tracking(for:)`) and `shadow`.
    public init(font: FontDescriptor, color: RGBAColor, tracking: Double? = nil, shadow: TextShadow = .none) {
        self.font = font
        self.color = color
        self.tracking = tracking ?? TrackingTable.tracking(for: font)
        self.shadow = shadow
    }
}

/// The size of a line of text as laid out: its advance width and its line box height, in points.
public struct TextMetrics: Hashable, Sendable {
    /// The advance width.
    public var width: Double
    /// Ascent plus descent of the line box.
    public var height: Double
    /// The distance from the line box's top to the baseline, when the measurer knows the font's
    /// metrics (the renderer does); text placed by its baseline needs it (docs/UIKIT.md §1.5).
    public var ascent: Double?
    /// The tracking after the last character, which `width` leaves out, when the measurer knows it
    /// (the renderer does: none after a CJK character, docs/UIKIT.md §2.4); a `UILabel` is as wide as
    /// the text with it (a stacked tab title, docs/UIKIT.md §18.6).
    public var trailingTracking: Double?

    /// Metrics of `width` × `height` points, with the baseline `ascent` below the top and the tracking
    /// after the last character when known.
    public init(width: Double, height: Double, ascent: Double? = nil, trailingTracking: Double? = nil) {
        self.width = width
        self.height = height
        self.ascent = ascent
        self.trailingTracking = trailingTracking
    }
}

/// Measures text. Layout is pure Swift; the renderer supplies the real measurement (shaped text
/// with the pinned fonts), and tests can supply a fixed-width one.
public protocol TextMeasuring {
    /// The size of `text` on one line in `style`, in points.
    func measure(_ text: String, style: TextStyle) -> TextMetrics
}
