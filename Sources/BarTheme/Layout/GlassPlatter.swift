/// A Liquid Glass platter behind bar items in the `ios26` era (docs/UIKIT.md §10.4): a capsule
/// (a circle when it is as wide as it is tall) of glass, or filled with the tint for a prominent
/// item. The layout decides everything; the painter only draws it.
public struct GlassPlatter: Hashable, Sendable {
    /// What fills the platter.
    public enum Fill: Hashable, Sendable {
        /// Glass: a blurred, lightened sample of what is behind it.
        case glass
        /// A prominent item's platter: opaque, in this colour (the tint).
        case tinted(RGBAColor)
    }

    /// The platter's frame in points; its corner radius is half its height.
    public var frame: Rect
    /// Glass or a tint fill.
    public var fill: Fill
    /// How the glass is drawn (light or dark material).
    public var material: GlassMaterial

    /// Whether the platter is a circle (as wide as it is tall).
    public var isCircle: Bool { abs(frame.width - frame.height) < 0.001 }
}
