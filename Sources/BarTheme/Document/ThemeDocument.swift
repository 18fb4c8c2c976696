/// A theme file exactly as written: palettes resolved to values, everything else optional and
/// located. The resolver turns it (plus its `extends` parents, a scene and a variant) into a
/// `BarAppearance`.
public struct ThemeDocument: Hashable, Sendable {
    /// The path the theme was read from.
    public var path: String
    /// `theme:`, the display name; defaults to the file name without extension.
    public var name: String
    /// `extends:`, a parent theme's path relative to this file.
    public var extends: Located<String>?
    /// `era:`, the UIKit look this theme targets; the CLI's `--era` overrides it.
    public var era: Located<Era>?
    public var policies: PoliciesDeclaration?
    /// `UINavigationBar.appearance()`.
    public var navigationBar: BarAppearanceDeclaration?
    /// `UIToolbar.appearance()`.
    public var toolbar: BarAppearanceDeclaration?
    /// `when:` scopes, in the order written.
    public var scopes: [ScopedAppearanceDeclaration] = []
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
