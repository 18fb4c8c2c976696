/// A theme's palettes, `colors:` and `fonts:`, including what it inherits through `extends`
/// (a child may use a parent's `$name`; its own entries win). Font file paths are relative to the
/// theme that holds the palette.
public struct ThemePalette: Hashable, Sendable {
    public var colors: [String: Located<ColorValue>] = [:]
    public var fonts: [String: Located<FontDeclaration>] = [:]

    public init() {}

    /// This palette as seen from a theme in another folder: font files are prefixed with
    /// `folder` (the parent's folder relative to the child, e.g. `shared/`).
    public func rebased(onto folder: String) -> ThemePalette {
        guard !folder.isEmpty else { return self }
        var copy = self
        copy.fonts = fonts.mapValues { located in
            var font = located.value
            font.file = font.file.map { Located(folder + $0.value, at: $0.location) }
            return Located(font, at: located.location)
        }
        return copy
    }
}
