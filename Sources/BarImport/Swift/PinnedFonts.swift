import BarTheme

/// `UIFont(name:size:)` (and a style sheet's font name) for the fonts BarTheme pins, by the
/// PostScript names their files really have (`FontTable`: `Inter-SemiBold`, `Inter-Thin` is
/// ultraLight, `InterDisplay-Bold`); any other name is a font the app bundles (`CustomFont`).
enum PinnedFonts {
    /// The font value for a PostScript name at a size; for a font BarTheme does not pin, the
    /// system font at the weight its name gives, with `custom` set (the TODO for its file).
    static func font(_ name: String, size: Double) -> SwiftValue {
        if let face = FontTable.face(postScriptName: name) {
            var mapping = DraftMapping()
            mapping[.family] = .text(face.family)
            if face.weight != .regular { mapping[.weight] = .scalar(face.weight.rawValue) }
            mapping[.size] = .number(size)
            return .font(ImportedFont(value: .mapping(mapping), paletteName: nil))
        }
        return .font(
            ImportedFont(value: CustomFont.standIn(name, size: size), paletteName: nil, custom: CustomFont(name: name, size: size)))
    }
}
