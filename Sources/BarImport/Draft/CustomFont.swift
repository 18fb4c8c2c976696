import BarTheme

/// A font the app bundles that BarTheme does not pin (`UIFont(name: "Avenir-Light", size: 36)`):
/// the theme keeps its size and the weight its PostScript name gives, drawn with the system font
/// for now, and a TODO names the file to copy and the line that uses it, so the theme validates
/// before and after the file is added.
struct CustomFont: Hashable {
    /// The PostScript name as the source gives it.
    let name: String
    let size: Double

    /// `{ family: system, weight: …, size: … }`: what the theme draws until the file is there.
    static func standIn(_ name: String, size: Double) -> DraftValue {
        var mapping = DraftMapping()
        mapping[.family] = .scalar("system")
        if let weight = weight(of: name), weight != .regular { mapping[.weight] = .scalar(weight.rawValue) }
        mapping[.size] = .number(size)
        return .mapping(mapping)
    }

    /// The weight a PostScript name's style part says (`Avenir-Heavy` → heavy, `Lato-Hairline` →
    /// ultraLight, `Avenir Book` → regular), by the usual style words; nil when it names none
    /// (`ArialRoundedMTBold`, with no separator, by its ending).
    static func weight(of name: String) -> FontWeight? {
        let separator = name.lastIndex { $0 == "-" || $0 == " " }
        let style = (separator.map { name[name.index(after: $0)...] } ?? Substring(name)).lowercased()
            .replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
        let words: [(String, FontWeight)] = [
            // By number, as `FontTable` names Inter's files: Thin is 100 (UIKit's ultraLight), ExtraLight 200 (thin).
            ("extralight", .thin), ("ultralight", .thin), ("hairline", .ultraLight), ("thin", .ultraLight), ("light", .light),
            ("book", .regular), ("roman", .regular), ("regular", .regular), ("medium", .medium), ("demibold", .semibold),
            ("semibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black),
            ("bold", .bold),
        ]
        guard separator == nil else { return words.first { style.hasPrefix($0.0) }?.1 }
        return words.first { style.hasSuffix($0.0) }?.1
    }

    /// The note: what is drawn meanwhile and what to do.
    var message: String {
        "the custom font \"\(name)\" is not beside the theme: the theme keeps its size (and the weight its name gives) in the "
            + "system font; copy the font file to fonts/\(name).ttf (or .otf) and use the line below"
    }

    /// The theme line once the file is there (`file:` names its own family and weight).
    var suggestion: String { "font: { file: fonts/\(name).ttf, size: \(YAMLScalar.number(size)) }" }
}
