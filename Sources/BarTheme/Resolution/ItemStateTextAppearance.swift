/// What an appearance object's button appearance sets for one pressed or focused control state
/// (`UIBarButtonItemStateAppearance` for `.highlighted` or `.focused`): each value, when set, replaces
/// the normal state's (docs/UIKIT.md §2.5).
public struct ItemStateTextAppearance: Hashable, Sendable {
    /// The state's font, if it sets one.
    public var font: FontDescriptor?
    /// The state's title colour, if it sets one.
    public var color: RGBAColor?
    /// The state's background image, if it sets one.
    public var backgroundImage: ResolvedImage?

    /// A state that sets nothing yet; the resolver fills in what the theme sets.
    public init(font: FontDescriptor? = nil, color: RGBAColor? = nil, backgroundImage: ResolvedImage? = nil) {
        self.font = font
        self.color = color
        self.backgroundImage = backgroundImage
    }
}
