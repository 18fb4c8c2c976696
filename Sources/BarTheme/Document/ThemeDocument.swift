/// A theme file exactly as written: palettes resolved to values, everything else optional and
/// located. The resolver turns it (plus a scene and a variant) into a `BarAppearance`.
public struct ThemeDocument: Hashable, Sendable {
    /// The path the theme was read from.
    public var path: String
    /// `theme:`, the display name; defaults to the file name without extension.
    public var name: String
    /// `UINavigationBar.appearance()`.
    public var navigationBar: BarAppearanceDeclaration?
    /// `UIToolbar.appearance()`.
    public var toolbar: BarAppearanceDeclaration?
    public var scenes: [SceneDeclaration] = []

    public init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// The proxy block for one bar kind.
    public func appearance(for bar: BarKind) -> BarAppearanceDeclaration? {
        bar == .navigationBar ? navigationBar : toolbar
    }
}
