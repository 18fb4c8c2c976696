/// `UIFont(name:size:)` (and a style sheet's font name) for the fonts BarTheme pins: the Inter
/// families by PostScript name (`Inter-SemiBold`, `InterDisplay-Bold`); any other name is a font file
/// the theme would need, which the importer does not have.
enum PinnedFonts {
    /// The font value for a PostScript name at a size; unknown for a font BarTheme does not pin.
    static func font(_ name: String, size: Double) -> SwiftValue {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let families = ["Inter": "Inter", "InterDisplay": "Inter Display"]
        if let family = families[parts[0]] {
            let weights = [
                "Thin": "thin", "ExtraLight": "ultraLight", "UltraLight": "ultraLight", "Light": "light", "Regular": "regular",
                "Medium": "medium", "SemiBold": "semibold", "Semibold": "semibold", "Bold": "bold", "ExtraBold": "heavy",
                "Heavy": "heavy", "Black": "black",
            ]
            if parts.count == 1 || weights[parts[1]] != nil {
                var mapping = DraftMapping()
                mapping["family"] = .text(family)
                if parts.count == 2, let weight = weights[parts[1]], weight != "regular" { mapping["weight"] = .scalar(weight) }
                mapping["size"] = .number(size)
                return .font(ImportedFont(value: .mapping(mapping), paletteName: nil))
            }
        }
        return .unknown("the custom font \"\(name)\" (size \(YAMLScalar.number(size))); put its font file beside the theme and use `file:`")
    }
}
