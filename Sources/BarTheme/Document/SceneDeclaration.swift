/// A scene: what to draw with a theme. A bar, its navigation item stack, the context UIKit would
/// know about, and the variants to render.
public struct SceneDeclaration: Hashable, Sendable {
    public var name: Located<String>
    public var bar: Located<BarKind>?
    /// Values set on this bar instance; they beat every proxy (spec §3.7).
    public var instance: BarAppearanceDeclaration?
    /// The navigation item stack, bottom to top.
    public var items: [NavigationItemDeclaration] = []
    /// What shows through a translucent bar; default white.
    public var backdrop: Located<ColorValue>?
    /// Height of the status bar for `topAttached` (spec §1.2); default 20.
    public var statusBarHeight: Located<Double>?
    public var variants: VariantAxesDeclaration = VariantAxesDeclaration()
    public var location: SourceLocation

    public init(name: Located<String>, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
