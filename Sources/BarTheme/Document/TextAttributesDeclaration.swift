/// `titleTextAttributes`: the keys BarTheme understands of UIKit's `NSAttributedString.Key`s.
public struct TextAttributesDeclaration: Hashable, Sendable {
    public var font: Located<FontDeclaration>?
    public var foregroundColor: Located<ColorValue>?
    public var shadow: Located<TextShadowDeclaration>?

    public init(font: Located<FontDeclaration>? = nil, foregroundColor: Located<ColorValue>? = nil,
                shadow: Located<TextShadowDeclaration>? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.shadow = shadow
    }
}
