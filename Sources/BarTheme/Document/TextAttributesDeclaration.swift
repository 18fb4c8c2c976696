/// `titleTextAttributes`: the keys BarTheme understands of UIKit's `NSAttributedString.Key`s.
public struct TextAttributesDeclaration: Hashable, Sendable {
    /// `font`.
    public var font: Located<FontDeclaration>?
    /// `foregroundColor`.
    public var foregroundColor: Located<ColorValue>?
    /// `shadow`.
    public var shadow: Located<TextShadowDeclaration>?

    /// Attributes with the values given; absent ones fall back to the next layer.
    public init(
        font: Located<FontDeclaration>? = nil, foregroundColor: Located<ColorValue>? = nil,
        shadow: Located<TextShadowDeclaration>? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.shadow = shadow
    }
}
