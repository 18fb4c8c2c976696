/// A colour read from Swift: the theme's spelling of it, its channels when known (so
/// `withAlphaComponent` can apply), and the source's name for it when it was bound to one.
struct ImportedColor: Hashable {
    /// `"#0A5C36"`, `systemBlue`, or a `{ light, dark }` mapping.
    var value: DraftValue
    /// sRGB channels 0...1 when the colour is a fixed literal.
    var rgba: RGBA?
    /// The property or constant name it was read from (`brandBlue`): becomes a palette entry.
    var paletteName: String?

    struct RGBA: Hashable {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    static func fixed(_ rgba: RGBA) -> ImportedColor {
        ImportedColor(value: .scalar(UIKitColorText.hex(rgba)), rgba: rgba, paletteName: nil)
    }
}
