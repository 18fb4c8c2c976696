/// `NSShadow` in title text attributes: colour, offset in points (x right, y down) and blur radius.
public struct TextShadowDeclaration: Hashable, Sendable {
    public var color: Located<ColorValue>?
    public var offset: Located<Offset>?
    public var blurRadius: Located<Double>?
    public var location: SourceLocation

    public init(color: Located<ColorValue>? = nil, offset: Located<Offset>? = nil, blurRadius: Located<Double>? = nil,
                location: SourceLocation) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
        self.location = location
    }
}

/// A 2-D offset in points, `[x, y]` in a theme (`CGSize`/`UIOffset`).
public struct Offset: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Offset(x: 0, y: 0)
}
