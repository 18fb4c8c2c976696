/// A theme's palettes, `colors:` and `fonts:`, including what it inherits through `extends`
/// (a child may use a parent's `$name`; its own entries win). Font file paths are relative to the
/// theme that holds the palette.
public struct ThemePalette: Hashable, Sendable {
    public var colors: [String: Located<ColorValue>] = [:]
    public var fonts: [String: Located<FontDeclaration>] = [:]

    public init() {}

}
