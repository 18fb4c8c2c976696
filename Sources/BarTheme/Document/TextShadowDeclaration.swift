/// `NSShadow` in title text attributes: colour, offset in points (x right, y down) and blur radius.
public struct TextShadowDeclaration: Hashable, Sendable {
    /// The shadow's colour; default black at one third opacity, as `NSShadow`.
    public var color: Located<ColorValue>?
    /// The offset in points; default (0, -1).
    public var offset: Located<Offset>?
    /// The blur radius in points; default 0.
    public var blurRadius: Located<Double>?
    /// Where the shadow is declared in the theme.
    public var location: SourceLocation

    /// A shadow declared at `location` with the values given; absent ones take `NSShadow`'s defaults.
    public init(
        color: Located<ColorValue>? = nil, offset: Located<Offset>? = nil, blurRadius: Located<Double>? = nil,
        location: SourceLocation
    ) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
        self.location = location
    }
}

/// A 2-D offset in points, `[x, y]` in a theme (`CGSize`/`UIOffset`).
public struct Offset: Hashable, Sendable {
    /// Points to the right.
    public var x: Double
    /// Points down.
    public var y: Double

    /// An offset of `x` points right and `y` points down.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// No offset.
    public static let zero = Offset(x: 0, y: 0)
}
