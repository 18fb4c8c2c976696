/// A font as a theme declares it: a family from the pinned font registry (or `system`) with a
/// weight and size, or a font file next to the theme with a size.
public struct FontDeclaration: Hashable, Sendable {
    /// A registry family name such as `Inter`, or `system`. `nil` when `file` is given.
    public var family: Located<String>?
    /// The weight; default `regular`.
    public var weight: Located<FontWeight>?
    /// The size in points.
    public var size: Located<Double>?
    /// A path relative to the theme file, checked to stay inside the theme's folder.
    public var file: Located<String>?
    /// For a family `fontFiles:` provides (not a pinned one), that family's faces: the render draws
    /// the one nearest the weight, generated Swift names its PostScript name.
    public var faces: [CustomFontFace] = []
    /// `scalesWithDynamicType:`; a large title's font follows Dynamic Type unless this is false.
    public var scalesWithDynamicType: Located<Bool>?
    /// Where the declaration starts.
    public var location: SourceLocation

    /// A font declared at `location` with the parts given.
    public init(
        family: Located<String>? = nil, weight: Located<FontWeight>? = nil, size: Located<Double>? = nil,
        file: Located<String>? = nil, location: SourceLocation
    ) {
        self.family = family
        self.weight = weight
        self.size = size
        self.file = file
        self.location = location
    }
}
