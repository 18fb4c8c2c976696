/// A theme's palettes, `colors:` and `fonts:`, including what it inherits through `extends`
/// (a child may use a parent's `$name`; its own entries win). Font file paths are relative to the
/// theme that holds the palette.
public struct ThemePalette: Hashable, Sendable {
    /// `colors:`: named colours, used as `$name`.
    public var colors: [String: Located<ColorValue>] = [:]
    /// The UIKit name of each colour in `colors` that is written as one (`surface: systemBackground`
    /// → `surface: systemBackground`), so a `$surface` is known to be that system colour too.
    public var colorNames: [String: String] = [:]
    /// The design token behind each colour in `colors` that came from one (`colors: { from: … }`,
    /// or an entry written as `$token`), so `explain` and `compare` can name the token.
    public var tokenOrigins: [String: DesignTokenOrigin] = [:]
    /// `fonts:`: named fonts, used as `$name`.
    public var fonts: [String: Located<FontDeclaration>] = [:]
    /// The faces `fontFiles:` provides (this theme's, then its parents'), whose families `family:` may name.
    public var fontFaces: [CustomFontFace] = []

    /// An empty palette.
    public init() {}

}
