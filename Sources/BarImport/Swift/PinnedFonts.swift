import BarTheme

/// `UIFont(name:size:)` (and a style sheet's font name) for the fonts BarTheme pins, by the
/// PostScript names their files really have (`FontTable`: `Inter-SemiBold`, `Inter-Thin` is
/// ultraLight, `InterDisplay-Bold`), and for iOS's own fonts by their real names
/// (`FontTable.builtInFace`: `HelveticaNeue-Bold` is Helvetica Neue bold, `Avenir-Roman` Avenir
/// regular); any other name is a font the app bundles (`CustomFont`).
enum PinnedFonts {
    /// The font value for a PostScript name at a size; for a font neither pinned nor iOS's own,
    /// the family and weight its name gives, with `custom` set (the TODO for its file).
    static func font(_ name: String, size: Double) -> SwiftValue {
        let builtIn = FontTable.builtInFace(postScriptName: name)
        let known = FontTable.face(postScriptName: name).map { ($0.family, $0.weight) } ?? builtIn.map { ($0.family, $0.weight) }
        if let (family, weight) = known {
            var mapping = DraftMapping()
            mapping[.family] = .text(family)
            if weight != .regular { mapping[.weight] = .scalar(weight.rawValue) }
            mapping[.size] = .number(size)
            return .font(ImportedFont(value: .mapping(mapping), paletteName: nil, builtInName: builtIn == nil ? nil : name))
        }
        return .font(
            ImportedFont(value: CustomFont.standIn(name, size: size), paletteName: nil, custom: CustomFont(name: name, size: size)))
    }
}
