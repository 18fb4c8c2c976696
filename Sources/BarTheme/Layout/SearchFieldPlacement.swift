/// A search field laid out in the bar's search row (docs/UIKIT.md §13.2): a rounded rectangle (a
/// capsule in `ios26`), the magnifying glass and one line of placeholder or typed text.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// The field's frame in points.
    public var frame: Rect
    /// Its corner radius in points.
    public var cornerRadius: Double
    /// Its fill.
    public var fill: RGBAColor
    /// The magnifying glass's ink box in points.
    public var glassFrame: Rect
    /// The glass's colour.
    public var glassColor: RGBAColor
    /// The placeholder or typed text, if any.
    public var text: TextRun?
}
